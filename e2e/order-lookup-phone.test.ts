/**
 * A buyer without an account finds an order again on a phone (390×844, the shop in Vietnamese): a
 * guest COD order placed with an email, then, on another device with no token, /tra-cuu-don-hang →
 * the phone and the LS code → the code from the mail catcher → the order's page → cancelled there
 * (docs/guest-checkout-and-zalo.md). Every screen is checked with axe (screenshot()).
 */
import { describe, expect, it } from 'vitest';
import { browserForFile, hydrated, newPage, screenshot } from './support/browser';
import { translator } from './support/catalogues';
import { textField } from './support/checkout';
import { fillGuestCodCheckout, guestProduct as product, inVietnamese, placeGuestOrder } from './support/guest-order';
import { waitForEmail } from './support/inbox';

const browser = browserForFile({ reseed: true });
const PHONE = '0987 111 222';
const EMAIL = `lookup-${Date.now()}@example.vn`;

describe('finding an order without an account on a phone', () => {
  it('phone and LS code → the code from the email → the order page → cancel', async () => {
    const vi = await translator('vi');
    const buyer = await newPage(browser(), 'phone');
    let code: string;
    try {
      await inVietnamese(buyer.page);
      await fillGuestCodCheckout(buyer.page, vi, { name: 'Trần Thị Bình', phone: PHONE, email: EMAIL });
      code = await placeGuestOrder(buyer.page);
      expect(code).toMatch(/^LS[2-9A-HJKMNP-Z]{5}$/);
    } finally {
      await buyer.context.close();
    }

    // Another device: no token in this tab; the footer's link leads to the lookup.
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await inVietnamese(page);
      await page.goto('/');
      // A click while the server-rendered page hydrates can be lost: the link is pressed once React owns it.
      await hydrated(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Tra cứu đơn hàng' }).click();
      await page.waitForURL('**/tra-cuu-don-hang');
      await page.getByRole('heading', { level: 1, name: 'Tra cứu đơn hàng' }).waitFor();
      await textField(page, 'Số điện thoại').fill(PHONE);
      await textField(page, 'Mã đơn hàng').fill(code.toLowerCase());
      await screenshot(page, 'order-lookup-form');
      await page.getByRole('button', { name: vi('Send the code') }).click();

      await page
        .getByText('Nếu thông tin khớp với một đơn hàng, mã xác nhận đã được gửi qua Zalo hoặc email')
        .waitFor();
      await screenshot(page, 'order-lookup-code-step');
      const mail = await waitForEmail(EMAIL, `Mã xác nhận tra cứu đơn hàng ${code}`);
      const otp = /là (\d{6})/.exec(mail.text)?.[1];
      expect(otp, 'the email carries a 6-digit code').toMatch(/^\d{6}$/);
      await textField(page, 'Mã xác nhận').fill(otp!);
      await page.getByRole('button', { name: vi('Open the order') }).click();

      await page.waitForURL(`**/tra-cuu-don-hang/${code}`);
      await page.getByRole('heading', { level: 1, name: `Đơn hàng ${code}` }).waitFor();
      await page.getByText(product.name).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page is wider than the phone').toBeLessThanOrEqual(0);
      await screenshot(page, 'order-lookup-order');

      await page.getByRole('button', { name: 'Hủy đơn hàng' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Hủy đơn hàng' }).click();
      await page.getByText('Đã hủy đơn hàng').first().waitFor();
      await screenshot(page, 'order-lookup-cancelled');
    } finally {
      await context.close();
    }
  });
});
