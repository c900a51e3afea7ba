import { describe, expect, it } from 'vitest';
import type { OrderDoc } from '../shared/entities/order.js';
import type { StatusChange } from '../shared/order-status.js';
import { confirmNewEmailEmail, emailChangedEmail, passwordResetEmail, verifyEmailEmail } from './templates/account.js';
import { mailLanguage, type OrderForMail } from './templates/email-parts.js';
import { orderPlacedEmail } from './templates/order-placed.js';
import { orderStatusEmail } from './templates/order-life.js';

const shop = { shopName: 'Laptop Shop', origin: 'https://shop.example' };
const ORDER_URL = 'https://shop.example/order/o1';

const order = (overrides: Partial<OrderForMail> = {}): OrderForMail => ({
  userId: 'u1',
  user: { name: 'Lan' },
  orderItems: [{ productId: 'p1', slug: 'x1', name: 'ThinkPad X1', image: '/x1.jpg', price: 1200, quantity: 2 }],
  shippingAddress: { fullname: 'Lan', address: '1 Le Loi', city: 'Hue', postalCode: '530000', country: 'Vietnam' },
  paymentMethod: 'VNPAY',
  itemsPrice: 2400,
  shippingPrice: 0,
  totalPrice: 2400,
  isPaid: false,
  paidAt: null,
  isDelivered: false,
  deliveredAt: null,
  // 23:30 UTC is 06:30 the next day in Vietnam.
  createdAt: '2026-03-04T23:30:00.000Z',
  cancelledAt: null,
  cancelReason: null,
  payment: null,
  needsRefund: false,
  paymentAttempts: 0,
  ...overrides,
});

const change = (status: StatusChange['status'], overrides: Partial<StatusChange> = {}): StatusChange => ({
  status,
  at: '2026-03-05T01:00:00.000Z',
  by: { role: 'admin' },
  note: null,
  ...overrides,
});

const statusEmail = (lang: 'vi' | 'en', status: StatusChange['status'], o: Partial<OrderDoc> = {}, c = {}) => {
  const mail = orderStatusEmail(lang, shop, 'o1', order(o), change(status, c));
  if (!mail) throw new Error(`no email for ${status}`);
  return mail;
};

describe('order placed email', () => {
  it('lists the items, totals and payment method in Vietnamese with money as 1.200 VND and Vietnam time', () => {
    const mail = orderPlacedEmail('vi', shop, 'o1', order(), null);
    expect(mail.subject).toBe('Đã nhận đơn hàng – Đơn hàng o1');
    expect(mail.text).toContain('ThinkPad X1 × 2: 2.400 VND');
    expect(mail.text).toContain('Tổng cộng: 2.400 VND');
    expect(mail.text).toContain('Phương thức thanh toán: VNPAY');
    expect(mail.text).toContain('05/03/2026 06:30 (GMT+7)');
    expect(mail.text).toContain(`Xem đơn hàng: ${ORDER_URL}`);
    expect(mail.text).toContain('Laptop Shop');
    expect(mail.html).toContain('lang="vi"');
    expect(mail.html).toContain(`href="${ORDER_URL}"`);
    expect(mail.html).toContain('2.400 VND');
  });

  it('gives an unpaid gateway order the pay-now link and its reservation deadline', () => {
    const vi = orderPlacedEmail('vi', shop, 'o1', order(), '2026-03-05T00:00:00.000Z');
    expect(vi.text).toContain('Vui lòng thanh toán trước 05/03/2026 07:00 (GMT+7)');
    expect(vi.text).toContain(`Thanh toán ngay: ${ORDER_URL}`);
    const en = orderPlacedEmail('en', shop, 'o1', order(), '2026-03-05T00:00:00.000Z');
    expect(en.subject).toBe('Order received – Order o1');
    expect(en.text).toContain('Please pay before 05/03/2026 07:00 (GMT+7)');
    expect(en.text).toContain(`Pay now: ${ORDER_URL}`);
    expect(en.html).toContain('lang="en"');
  });

  it('says cash on delivery for a COD order, with no pay-now link', () => {
    const mail = orderPlacedEmail('en', shop, 'o1', order({ paymentMethod: 'COD' }), null);
    expect(mail.text).toContain('Payment method: Cash on delivery (COD)');
    expect(mail.text).toContain('You pay 2.400 VND in cash on delivery.');
    expect(mail.text).not.toContain('Pay now');
  });

  it('shows the transfer details of a bank-transfer order', () => {
    const bankTransfer = {
      qrPayload: '00020101021238570010A000000727',
      orderCode: 'LS12345',
      accountNumber: '0011001234567',
      bankBin: '970436',
      amount: 2400,
      expiresAt: '2026-03-05T23:30:00.000Z',
    };
    const mail = orderPlacedEmail('vi', shop, 'o1', order({ paymentMethod: 'BANK_TRANSFER', bankTransfer }), null);
    expect(mail.text).toContain('Chuyển khoản ngân hàng');
    expect(mail.text).toContain('Nội dung chuyển khoản: LS12345');
    expect(mail.text).toContain('Số tài khoản: 0011001234567');
    expect(mail.text).toContain('Số tiền: 2.400 VND');
    expect(mail.text).toContain('trước 06/03/2026 06:30 (GMT+7)');
  });

  it('escapes what customers wrote in the HTML', () => {
    const mail = orderPlacedEmail('en', shop, 'o1', order({ user: { name: '<b>Lan</b>' } }), null);
    expect(mail.html).toContain('&lt;b&gt;Lan&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Lan</b>');
  });

  it('is one column at most 600 px wide with inline styles only, for a phone mail client', () => {
    const { html } = orderPlacedEmail('vi', shop, 'o1', order(), null);
    expect(html).toContain('max-width:600px');
    expect(html).toContain('name="viewport"');
    expect(html).not.toMatch(/<style|<link|class=/);
  });
});

describe("the shop's price style in emails (docs/decisions/0087-price-and-address-styles.md)", () => {
  const vndShop = { ...shop, priceStyle: 'vnd' as const };
  const big = order({
    paymentMethod: 'COD',
    orderItems: [
      { productId: 'p1', slug: 'xps', name: 'Dell XPS 13', image: '/x.jpg', price: 32_990_000, quantity: 1 },
    ],
    itemsPrice: 32_990_000,
    shippingPrice: 30_000,
    totalPrice: 33_020_000,
  });

  it("writes every amount as '32.990.000₫' for a shop in the vnd style", () => {
    const placed = orderPlacedEmail('vi', vndShop, 'o1', big, null);
    expect(placed.text).toContain('Dell XPS 13 × 1: 32.990.000₫');
    expect(placed.text).toContain('Phí vận chuyển: 30.000₫');
    expect(placed.text).toContain('Bạn thanh toán 33.020.000₫ bằng tiền mặt khi nhận hàng.');
    expect(placed.text).not.toContain('VND');
    const refunded = orderStatusEmail('en', vndShop, 'o1', big, change('refunded'));
    expect(refunded?.text).toContain('We refunded 33.020.000₫');
  });

  it("keeps the specification's 'VND' for a shop that never chose", () => {
    expect(orderPlacedEmail('vi', shop, 'o1', big, null).text).toContain('Tổng cộng: 33.020.000 VND');
  });
});

describe('order status emails', () => {
  it('payment received', () => {
    const mail = statusEmail('en', 'paid');
    expect(mail.subject).toBe('Payment received – Order o1');
    expect(mail.text).toContain('We received 2.400 VND for order o1 on 05/03/2026 08:00 (GMT+7).');
    expect(statusEmail('vi', 'paid').subject).toBe('Đã nhận thanh toán – Đơn hàng o1');
  });

  it('shipped, with the carrier and tracking number', () => {
    const mail = statusEmail('vi', 'shipped', { shipment: { carrier: 'GHN', trackingNumber: 'GHN123' } });
    expect(mail.subject).toBe('Đơn hàng đã được gửi đi – Đơn hàng o1');
    expect(mail.text).toContain('Đơn vị vận chuyển: GHN');
    expect(mail.text).toContain('Mã vận đơn: GHN123');
    expect(mail.html).toContain('GHN123');
    const en = statusEmail('en', 'shipped', { shipment: { carrier: 'GHN', trackingNumber: 'GHN123' } });
    expect(en.text).toContain('Carrier: GHN');
    expect(en.text).toContain('Tracking number: GHN123');
  });

  it('delivered', () => {
    expect(statusEmail('en', 'delivered').text).toContain('Order o1 was delivered on 05/03/2026 08:00 (GMT+7).');
    expect(statusEmail('vi', 'delivered').subject).toBe('Đơn hàng đã được giao – Đơn hàng o1');
  });

  it("cancelled, saying who and why; the customer's own cancel reason is not echoed back in the email", () => {
    const byShop = statusEmail('en', 'cancelled', {}, { note: 'Out of stock' });
    expect(byShop.text).toContain('The shop cancelled order o1 on 05/03/2026 08:00 (GMT+7).');
    expect(byShop.text).toContain('Reason: Out of stock');
    const byCustomer = statusEmail('vi', 'cancelled', {}, { by: { role: 'customer' }, note: 'Đổi ý' });
    expect(byCustomer.text).toContain('Bạn đã hủy đơn hàng o1');
    expect(byCustomer.text).not.toContain('Đổi ý');
    expect(byCustomer.html).not.toContain('Đổi ý');
    const timedOut = statusEmail(
      'en',
      'cancelled',
      { cancelReason: 'payment-timeout', cancelledAt: '2026-03-05T01:00:00.000Z', cancelledBy: 'timeout' },
      { by: { role: 'shop' } },
    );
    expect(timedOut.text).toContain('Reason: The payment time ran out.');
  });

  it('refund pending and refunded', () => {
    expect(statusEmail('en', 'refundPending').subject).toBe('Refund under way – Order o1');
    expect(statusEmail('en', 'refundPending').text).toContain('The 2.400 VND you paid for order o1 is being refunded.');
    expect(statusEmail('vi', 'refunded').subject).toBe('Đã hoàn tiền – Đơn hàng o1');
    expect(statusEmail('en', 'refunded').text).toContain(`View your order: ${ORDER_URL}`);
  });

  it('sends nothing for awaiting payment and packing', () => {
    expect(orderStatusEmail('en', shop, 'o1', order(), change('packing'))).toBeNull();
    expect(orderStatusEmail('en', shop, 'o1', order(), change('awaitingPayment'))).toBeNull();
  });
});

describe('account emails', () => {
  const link = 'https://shop.example/reset-password?oobCode=abc';

  it('password reset links to the shop’s own page', () => {
    const vi = passwordResetEmail('vi', shop, link);
    expect(vi.subject).toBe('Đặt lại mật khẩu – Laptop Shop');
    expect(vi.text).toContain(`Đặt mật khẩu mới: ${link}`);
    expect(vi.html).toContain(`href="${link.replace('&', '&amp;')}"`);
    expect(passwordResetEmail('en', shop, link).subject).toBe('Reset your password – Laptop Shop');
  });

  it('verify your email', () => {
    const url = 'https://shop.example/verify-email?oobCode=v1';
    expect(verifyEmailEmail('en', shop, url).text).toContain(`Verify email: ${url}`);
    expect(verifyEmailEmail('vi', shop, url).subject).toBe('Xác minh địa chỉ email – Laptop Shop');
  });

  it('confirm the new address of an email change', () => {
    const mail = confirmNewEmailEmail('en', shop, 'new@example.com', 'https://shop.example/verify-email?oobCode=c1');
    expect(mail.text).toContain('Open the link below to use new@example.com for your account.');
  });

  it('email changed, to the old address, in Vietnam time', () => {
    const mail = emailChangedEmail('vi', shop, 'old@example.com', 'new@example.com', '2026-03-05T01:00:00.000Z');
    expect(mail.subject).toBe('Email tài khoản đã thay đổi – Laptop Shop');
    expect(mail.text).toContain(
      'Lúc 05/03/2026 08:00 (GMT+7), email đăng nhập của tài khoản đã đổi từ old@example.com sang new@example.com.',
    );
  });
});

describe('the order as the emails name it', () => {
  it('names an order by its code in the subject and the text, the link keeping its id', () => {
    const placed = orderPlacedEmail('vi', shop, 'o1', order({ orderCode: 'LS7K2QX' }), null);
    expect(placed.subject).toBe('Đã nhận đơn hàng – Đơn hàng LS7K2QX');
    expect(placed.text).toContain('Chúng tôi đã nhận đơn hàng LS7K2QX lúc');
    expect(placed.text).toContain(`Xem đơn hàng: ${ORDER_URL}`);
    const delivered = statusEmail('en', 'delivered', { orderCode: 'LS7K2QX' });
    expect(delivered.subject).toContain('Order LS7K2QX');
    expect(delivered.text).toContain('Order LS7K2QX was delivered on');
    expect(delivered.text).toContain(ORDER_URL);
  });
});

describe('the email language', () => {
  it('is English only for a customer who chose English; the mixed default and a missing one read Vietnamese', () => {
    expect(mailLanguage('en')).toBe('en');
    expect(mailLanguage('vi')).toBe('vi');
    expect(mailLanguage('mixed')).toBe('vi');
    expect(mailLanguage(undefined)).toBe('vi');
  });
});
