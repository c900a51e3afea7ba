import { describe, expect, it } from 'vitest';
import type { OrderDoc, OrderFinance } from '../../shared/entities/order.js';
import type { StatusChange } from '../../shared/order-status.js';
import { financeDecisionEmail, financeSubmittedEmail } from './finance-application.js';

const shop = { shopName: 'Máy Tính Sài Gòn', origin: 'https://maytinhsaigon.vn', priceStyle: 'vnd' as const };
const finance: OrderFinance = {
  termMonths: 12,
  downPaymentPercent: 20,
  holdEndsAt: '2026-11-29T08:00:00.000Z',
  decision: null,
  decidedAt: null,
  partner: null,
  contractNumber: null,
};
// Built here rather than from @test-factories: the unit project has no aliases.
const orderDoc = (fields: Partial<OrderDoc>) =>
  ({ itemsPrice: 3_600_000, shippingPrice: 0, totalPrice: 3_600_000, orderItems: [], ...fields }) as OrderDoc;
const order = orderDoc({ orderCode: 'LSABCDE', paymentMethod: 'FINANCE_COMPANY', finance });
const at = '2026-11-28T03:00:00.000Z';
const entry = (status: StatusChange['status'], note: string | null = null): StatusChange => ({
  status,
  at,
  by: { role: 'admin' },
  note,
});

describe('finance application emails', () => {
  it('at submission: the order, its plan and how long it is held, in Vietnamese', () => {
    const mail = financeSubmittedEmail('vi', shop, 'o1', order);
    expect(mail?.subject).toBe('Đã nhận hồ sơ trả góp – Đơn hàng LSABCDE');
    expect(mail?.text).toContain('Kỳ hạn 12 tháng, trả trước 20%');
    expect(mail?.text).toContain('29/11/2026 15:00 (GMT+7)');
  });

  it('none for an order of another method', () => {
    expect(financeSubmittedEmail('vi', shop, 'o1', orderDoc({ paymentMethod: 'COD' }))).toBeNull();
  });

  it('approved: the finance company and the contract number, in English for an English customer', () => {
    const approved = {
      ...order,
      finance: {
        ...finance,
        decision: 'approved' as const,
        decidedAt: at,
        partner: 'Home Credit',
        contractNumber: 'HC-1',
      },
    };
    const mail = financeDecisionEmail('en', shop, 'o1', approved, entry('awaitingPayment', 'Home Credit'));
    expect(mail?.subject).toBe('Installment application approved – Order LSABCDE');
    expect(mail?.text).toContain('Home Credit approved the installment application for order LSABCDE');
    expect(mail?.text).toContain('HC-1');
  });

  it('refused: the reason; other changes are left to the usual status emails', () => {
    const refused = { ...order, finance: { ...finance, decision: 'refused' as const, decidedAt: at } };
    const mail = financeDecisionEmail('vi', shop, 'o1', refused, entry('cancelled', 'Thu nhập chưa đủ'));
    expect(mail?.subject).toBe('Hồ sơ trả góp không được duyệt – Đơn hàng LSABCDE');
    expect(mail?.text).toContain('Lý do: Thu nhập chưa đủ');
    expect(
      financeDecisionEmail('vi', shop, 'o1', refused, { ...entry('packing'), at: '2026-12-01T00:00:00.000Z' }),
    ).toBeNull();
  });

  it('never carry the applicant’s name, phone or CCCD (they are not on the order)', () => {
    const mail = financeSubmittedEmail('vi', shop, 'o1', order);
    expect(JSON.stringify(mail)).not.toMatch(/\d{12}/);
  });
});
