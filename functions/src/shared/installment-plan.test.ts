import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSTALLMENT_SETTINGS,
  cheapestMonthly,
  installmentPlan,
  installmentPlans,
  type InstallmentSettings,
} from './installment-plan.js';

/**
 * The plan worked out the slow way, in integers only: the down payment rounded half up, then the
 * smallest monthly amount whose months cover the financed amount and its flat interest.
 */
function bruteForce(total: number, term: number, percent: number, rateHundredths: number) {
  // round(total × p / 100), half up, without floating point.
  const downPayment = Math.floor((total * percent * 2 + 100) / 200);
  const financed = total - downPayment;
  // monthly × term × 10 000 ≥ financed × 10 000 + financed × rate% × term (rate in hundredths of a percent).
  const owedTimesTenThousand = financed * 10_000 + financed * rateHundredths * term;
  let monthly = 0;
  while (monthly * term * 10_000 < owedTimesTenThousand) monthly += 1;
  const totalPaid = downPayment + monthly * term;
  return { downPayment, financed, monthly, totalPaid, extraCost: totalPaid - total };
}

describe('installmentPlan', () => {
  it('matches the integer computation on a table of totals, terms, down payments and rates', () => {
    const totals = [3_000_000, 3_600_000, 12_345_678, 32_990_000, 3_000_001];
    const terms = [1, 3, 6, 7, 9, 12, 18, 24, 36];
    const percents = [0, 15, 20, 30, 33, 50, 90];
    const rates = [0, 1.5, 2.75]; // rounded exactly in hundredths: 0, 150, 275
    for (const total of totals.slice(0, 2))
      for (const term of terms)
        for (const percent of percents)
          for (const rate of rates) {
            const plan = installmentPlan(total, term, percent, rate);
            expect(plan, `${total} ${term} ${percent} ${rate}`).toMatchObject(
              bruteForce(total, term, percent, Math.round(rate * 100)),
            );
          }
    // Larger totals: the brute-force loop would count to millions, so only interest-free plans
    // (whose integer answer is a ceiling division) are checked against it.
    for (const total of totals.slice(2))
      for (const term of terms)
        for (const percent of percents) {
          const plan = installmentPlan(total, term, percent, 0);
          const downPayment = Math.floor((total * percent * 2 + 100) / 200);
          const financed = total - downPayment;
          expect(plan.monthly).toBe(Math.floor((financed + term - 1) / term));
          expect(plan.downPayment).toBe(downPayment);
        }
  });

  it('reads as the issue writes it: 3.600.000₫ over 12 months without a down payment is 300.000₫ a month', () => {
    expect(installmentPlan(3_600_000, 12, 0, 0)).toEqual({
      termMonths: 12,
      downPaymentPercent: 0,
      interestRatePercent: 0,
      downPayment: 0,
      financed: 3_600_000,
      monthly: 300_000,
      totalPaid: 3_600_000,
      extraCost: 0,
    });
  });
});

describe('installmentPlans and cheapestMonthly', () => {
  const withRate: InstallmentSettings = {
    ...DEFAULT_INSTALLMENT_SETTINGS,
    interestRatePercent: { '3': 0, '6': 0, '9': 1, '12': 1.5 },
  };

  it('gives one plan per term × down payment, none below the minimum', () => {
    const plans = installmentPlans(3_600_000, DEFAULT_INSTALLMENT_SETTINGS);
    expect(plans.map((p) => [p.termMonths, p.downPaymentPercent])).toEqual(
      [3, 6, 9, 12].flatMap((term) => [0, 20, 30, 50].map((percent) => [term, percent])),
    );
    expect(installmentPlans(2_999_999, DEFAULT_INSTALLMENT_SETTINGS)).toEqual([]);
  });

  it('leads with the longest term and no down payment, interest-free only when its rate is 0', () => {
    expect(cheapestMonthly(3_600_000, DEFAULT_INSTALLMENT_SETTINGS)).toEqual({ monthly: 300_000, interestFree: true });
    expect(cheapestMonthly(3_600_000, withRate)).toEqual({ monthly: 354_000, interestFree: false });
    expect(cheapestMonthly(2_999_999, DEFAULT_INSTALLMENT_SETTINGS)).toBeNull();
    expect(cheapestMonthly(3_600_000, undefined)).toBeNull();
  });
});
