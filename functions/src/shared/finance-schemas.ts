/**
 * A finance company's application as checkout sends it with POST /api/orders, and the staff's
 * decisions on it: each refusal names its field, so the form puts it under that box and nothing is
 * stored (docs/decisions/0110-finance-company-applications.md). The terms and down payments offered
 * are the shop's settings, checked when placing (payments/finance-company/).
 */
import { z } from './zod.js';
import { FINANCE_COMPANY, type PaymentMethod } from './constants.js';
import { normalizeVietnamesePhone } from './phone.js';

/** The consent's wording as the form shows it; its version is recorded with the time it was given. */
export const FINANCE_CONSENT_TEXT =
  'Tôi đồng ý để cửa hàng chuyển thông tin này cho công ty tài chính để xét duyệt hồ sơ';
export const FINANCE_CONSENT_VERSION = '2026-11-27';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const whole = (field: string) =>
  z.number({ error: `${field} must be a number` }).int(`${field} must be a whole number`);

export const financeApplicationSchema = z.object(
  {
    fullName: text('financeApplication.fullName', 100),
    phone: z
      .string({ error: 'financeApplication.phone is required' })
      .trim()
      .min(1, 'financeApplication.phone is required')
      .transform((value, ctx) => {
        const e164 = normalizeVietnamesePhone(value);
        if (e164) return e164;
        ctx.addIssue({ code: 'custom', message: 'financeApplication.phone must be a Vietnamese phone number' });
        return z.NEVER;
      }),
    // Căn cước công dân: exactly 12 digits.
    nationalId: z
      .string({ error: 'financeApplication.nationalId is required' })
      .trim()
      .regex(/^\d{12}$/, 'financeApplication.nationalId must be exactly 12 digits'),
    termMonths: whole('financeApplication.termMonths'),
    downPaymentPercent: whole('financeApplication.downPaymentPercent'),
    consent: z.literal(true, { error: 'financeApplication.consent must be true' }),
  },
  { error: 'financeApplication must be an object' },
);
export type FinanceApplicationInput = z.output<typeof financeApplicationSchema>;

/** The application comes with a finance-company order, and only with one. */
export function requireFinanceApplication(
  order: { paymentMethod: PaymentMethod; financeApplication?: unknown },
  ctx: z.RefinementCtx,
): void {
  const finance = order.paymentMethod === FINANCE_COMPANY;
  if (finance === (order.financeApplication !== undefined)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['financeApplication'],
    message: finance
      ? 'financeApplication is required for FINANCE_COMPANY'
      : 'financeApplication is only for FINANCE_COMPANY',
  });
}

export const financeApproveSchema = z.object({
  partner: text('partner', 100),
  contractNumber: text('contractNumber', 60),
});

export const financeRefuseSchema = z.object({
  reason: text('reason', 500),
});
