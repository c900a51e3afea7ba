import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import { DEFAULT_INSTALLMENT_SETTINGS, installmentPlan } from '../src/shared/installment-plan.js';
import type { ShopSettingsUpdateInput } from '../src/shared/schemas.js';
import type { ShopSettingsRecord } from '../src/shared/shop-settings.js';
import { createAdmin, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { db, testApp } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await createAdmin();
});
beforeEach(async () => {
  await shopSettingsDoc(db).delete();
  forgetShopSettings(db);
});
afterAll(deleteTestUsers);

const form = async (installment: unknown): Promise<ShopSettingsUpdateInput> => {
  const res = await callEndpoint(app, 'adminShopSettings', { as: admin }).expect(200);
  const { updatedBy: _by, ...loaded } = res.body as ShopSettingsRecord;
  return { ...loaded, installment } as ShopSettingsUpdateInput;
};
const save = (body: ShopSettingsUpdateInput) => callEndpoint(app, 'updateShopSettings', { as: admin }).send(body);
const plans = (amount: string) => callEndpoint(app, 'installmentPlans').query({ amount });

describe('the installment settings', () => {
  it('are public with the issue defaults on a fresh shop', async () => {
    const res = await callEndpoint(app, 'shopSettings').expect(200);
    expect(res.body.installment).toEqual({
      minOrderAmount: 3_000_000,
      terms: [3, 6, 9, 12],
      interestRatePercent: { '3': 0, '6': 0, '9': 0, '12': 0 },
      downPaymentPercents: [0, 20, 30, 50],
      financeHoldHours: 48,
      financeDataRetentionDays: 90,
    });
  });

  const good = DEFAULT_INSTALLMENT_SETTINGS;
  it.each([
    ['a term of 0 months', { ...good, terms: [0, 3] }, 'installment.terms must be from 1 to 36'],
    ['a term of 37 months', { ...good, terms: [37] }, 'installment.terms must be from 1 to 36'],
    [
      'a down payment of 95 %',
      { ...good, downPaymentPercents: [95] },
      'installment.downPaymentPercents must be from 0 to 90',
    ],
    [
      'a rate over 5 %',
      { ...good, interestRatePercent: { ...good.interestRatePercent, '12': 5.5 } },
      'installment.interestRatePercent must be from 0 to 5',
    ],
    [
      'a term without a rate',
      { ...good, terms: [3, 6, 9, 12, 18] },
      'installment.interestRatePercent must give a rate for each term',
    ],
    ['a negative minimum', { ...good, minOrderAmount: -1 }, 'installment.minOrderAmount must not be negative'],
  ] as const)('refuses %s with 400 naming the field, saving nothing', async (_case, installment, message) => {
    const res = await save(await form(installment)).expect(400);
    expect(res.body.message).toContain(message);
    expect((await shopSettingsDoc(db).get()).exists).toBe(false);
  });

  it('saves a new block, which the plans then follow', async () => {
    const installment = {
      ...good,
      minOrderAmount: 5_000_000,
      terms: [12, 24],
      interestRatePercent: { '12': 0, '24': 1.25 },
      downPaymentPercents: [0, 30],
    };
    await save(await form(installment)).expect(200);
    const res = await plans('6000000').expect(200);
    expect(res.body.plans).toHaveLength(4);
    expect(res.body.plans[3]).toEqual(installmentPlan(6_000_000, 24, 30, 1.25));
    expect(res.body.plans[3]).toMatchObject({ downPayment: 1_800_000, financed: 4_200_000, monthly: 227_500 });
  });
});

describe('GET /api/installment/plans', () => {
  it('answers one plan per term × down payment at or above the minimum', async () => {
    const res = await plans('3600000').expect(200);
    expect(res.body).toMatchObject({ eligible: true, minOrderAmount: 3_000_000, reason: null });
    expect(res.body.plans).toHaveLength(16);
    expect(res.body.plans[12]).toEqual({
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

  it('answers not eligible, with the reason, below the minimum', async () => {
    const res = await plans('2999999').expect(200);
    expect(res.body).toEqual({
      eligible: false,
      minOrderAmount: 3_000_000,
      reason: 'Trả góp áp dụng cho đơn hàng từ 3.000.000₫',
      plans: [],
    });
  });

  it('answers up to 11 digits and refuses a larger amount with 400 naming the field: the figures stay exact', async () => {
    const largest = await plans('99999999999').expect(200);
    expect(largest.body).toMatchObject({ eligible: true });
    for (const plan of largest.body.plans as { financed: number; termMonths: number; monthly: number }[]) {
      expect(Number.isSafeInteger(plan.financed * 28_000)).toBe(true);
      expect(plan.monthly).toBe(Math.ceil(plan.financed / plan.termMonths));
    }
    for (const amount of ['100000000000', '999999999999']) {
      const res = await plans(amount).expect(400);
      expect(res.body).toMatchObject({ message: 'amount must be at most 99999999999' });
    }
  });

  it.each(['', 'abc', '-5', '1.5', '1e9'])('refuses the amount %j with 400', async (amount) => {
    const res = await plans(amount).expect(400);
    expect(res.body.message).toContain('amount');
  });
});
