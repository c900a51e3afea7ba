import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { messages as viMessages } from '@/locales/vi.po';
import { auditActorText, auditValue } from './audit-text';

afterEach(() => activateLanguage('mixed'));

describe('the audit log in Vietnamese', () => {
  it("names the shop's own actors and payment methods in words, not raw codes", () => {
    activateLanguage('vi', viMessages);
    expect(auditActorText({ uid: 'bank', email: 'Bank transfer' })).toBe('Chuyển khoản ngân hàng');
    expect(auditActorText({ uid: 'system', email: 'Payment time-out' })).toBe('Hết thời gian thanh toán');
    expect(auditActorText({ uid: 'a1', email: 'admin@example.com' })).toBe('admin@example.com');
    expect(auditValue('paymentMethod', 'BANK_TRANSFER')).not.toMatch(/BANK_TRANSFER/);
    expect(auditValue('paymentMethods', ['COD', 'MOMO'])).not.toMatch(/MOMO|COD,/);
    expect(auditValue('isPaid', true)).toBe('Có');
    expect(auditValue('isPaid', false)).toBe('Không');
  });
});
