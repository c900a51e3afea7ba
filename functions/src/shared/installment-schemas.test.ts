import { describe, expect, it } from 'vitest';
import { installmentPlan } from './installment-plan.js';
import { installmentPlansQuerySchema, MAX_PLAN_AMOUNT } from './installment-schemas.js';

const parse = (amount: string) => installmentPlansQuerySchema.safeParse({ amount });
const messageOf = (amount: string) => parse(amount).error?.issues[0]?.message;

/** The monthly amount in exact integers: ceil(financed/n + financed × r/100), the rate in hundredths of a percent. */
const exactMonthly = (financed: bigint, months: bigint, rateHundredths: bigint) =>
  (financed * 10_000n + financed * rateHundredths * months + 10_000n * months - 1n) / (10_000n * months);

describe('GET /api/installment/plans ?amount=', () => {
  it('takes a whole number of đồng up to 11 digits', () => {
    expect(parse('3600000').data).toEqual({ amount: 3_600_000 });
    expect(parse(String(MAX_PLAN_AMOUNT)).data).toEqual({ amount: 99_999_999_999 });
  });

  it('refuses a larger amount naming the field, also with 12 digits or more', () => {
    for (const amount of ['100000000000', '999999999999', '300000000000000', '1'.repeat(40)]) {
      expect(messageOf(amount)).toBe('amount must be at most 99999999999');
    }
  });

  it('refuses what is not a whole number of đồng', () => {
    for (const amount of ['', 'abc', '-5', '1.5', '1e9']) {
      expect(messageOf(amount)).toBe('amount must be a whole number of đồng');
    }
  });

  it('keeps the arithmetic exact at the cap: rate 5 %, 36 months, no down payment', () => {
    const plan = installmentPlan(MAX_PLAN_AMOUNT, 36, 0, 5);
    expect(BigInt(plan.monthly)).toBe(exactMonthly(BigInt(MAX_PLAN_AMOUNT), 36n, 500n));
    expect(MAX_PLAN_AMOUNT * 28_000 + 360_000).toBeLessThan(Number.MAX_SAFE_INTEGER);
    // Past about 3.2 × 10^11 the same arithmetic is no longer exact in doubles: why the cap exists.
    expect(1_000_000_000_000 * 28_000).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
  });
});
