/**
 * The installment settings block as an admin saves it (PUT /api/settings) and the plans query
 * (GET /api/installment/plans): each refusal names its field, so the form puts it under that box.
 */
import { z } from './zod.js';
import type { InstallmentSettings, TermKey } from './installment-plan.js';

const whole = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be from ${min} to ${max}`)
    .max(max, `${field} must be from ${min} to ${max}`);

/** A list of distinct whole numbers in a range, kept in increasing order as the screens show them. */
const choices = (field: string, min: number, max: number) =>
  z
    .array(whole(field, min, max), { error: `${field} must be a list of numbers` })
    .min(1, `${field} must have at least 1 value`)
    .max(12, `${field} must have at most 12 values`)
    .refine((values) => new Set(values).size === values.length, `${field} must not repeat a value`)
    .transform((values) => [...values].sort((a, b) => a - b));

const rate = z
  .number({ error: 'installment.interestRatePercent must be a number for each term' })
  .min(0, 'installment.interestRatePercent must be from 0 to 5')
  .max(5, 'installment.interestRatePercent must be from 0 to 5')
  // The plan works in hundredths of a percent (shared/installment-plan.ts), as rates are quoted.
  .refine(
    (r) => Math.abs(r * 100 - Math.round(r * 100)) < 1e-9,
    'installment.interestRatePercent must have at most 2 decimals',
  );

export const installmentSettingsSchema = z
  .object(
    {
      minOrderAmount: z
        .number({ error: 'installment.minOrderAmount must be a number' })
        .int('installment.minOrderAmount must be whole đồng')
        .nonnegative('installment.minOrderAmount must not be negative'),
      terms: choices('installment.terms', 1, 36),
      interestRatePercent: z.record(z.string(), rate, {
        error: 'installment.interestRatePercent must give each term its rate',
      }),
      downPaymentPercents: choices('installment.downPaymentPercents', 0, 90),
      financeHoldHours: whole('installment.financeHoldHours', 1, 720),
      financeDataRetentionDays: whole('installment.financeDataRetentionDays', 1, 3650),
    },
    { error: 'installment must be an object' },
  )
  .superRefine((settings, ctx) => {
    const keys = Object.keys(settings.interestRatePercent);
    const terms = settings.terms.map(String);
    if (terms.some((term) => !keys.includes(term)) || keys.some((key) => !terms.includes(key))) {
      ctx.addIssue({
        code: 'custom',
        path: ['interestRatePercent'],
        message: 'installment.interestRatePercent must give a rate for each term, and only for them',
      });
    }
  })
  .transform((settings): InstallmentSettings => ({
    ...settings,
    interestRatePercent: settings.interestRatePercent as Record<TermKey, number>,
  }));

/**
 * The largest total the plans are worked out for: 11 digits. The monthly amount is computed in whole
 * numbers up to financed × 28,000 (installment-monthly.ts, at the largest rate 5 % over the longest
 * term 36 months with no down payment), which stays below Number.MAX_SAFE_INTEGER (about 9 × 10^15) only
 * up to about 3.2 × 10^11 đồng; above it the figures would silently lose đồng.
 */
export const MAX_PLAN_AMOUNT = 99_999_999_999;

/** `?amount=`: a total in whole đồng, at most MAX_PLAN_AMOUNT. */
export const installmentPlansQuerySchema = z.object({
  amount: z
    .string({ error: 'amount is required' })
    .regex(/^\d+$/, 'amount must be a whole number of đồng')
    .refine(
      (amount) => amount.length <= 20 && Number(amount) <= MAX_PLAN_AMOUNT,
      `amount must be at most ${MAX_PLAN_AMOUNT}`,
    )
    .transform(Number),
});
