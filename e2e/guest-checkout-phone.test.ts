/**
 * A Vietnamese buyer without an account on a phone (390×844, the shop in Vietnamese): product →
 * cart → "Tiến hành thanh toán" → the sign-in page's "Tiếp tục không cần tài khoản" → one form with
 * a name and a phone → cash on delivery → the order's page at /tra-cuu-don-hang/<LS code>, read with
 * the order's token, then cancelled there (docs/decisions/0104-guest-checkout.md). Every screen is
 * checked with axe (screenshot()). The same buyer also pays by VNPAY at the gateway sandbox and comes back
 * to the order's page, paid.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@shared/languages';
import products from '../seed/products.json';
import { BASE_URL, browserForFile, newPage, screenshot } from './support/browser';
import { translator } from './support/catalogues';
import { SANDBOX_ORIGIN } from './support/gateway-sandbox';
import { PROVINCE_LABEL, pickPlaces, textField } from './support/checkout';

const product = products.find((p) => p.countInStock > 5 && p.price <= 500);
if (!product) throw new Error('seed/products.json needs an in-stock product priced at most 500');

const browser = browserForFile({ reseed: true });

const ORDER_CODE = /^LS[2-9A-HJKMNP-Z]{5}$/;

/** Product → cart → "Tiếp tục không cần tài khoản" → the guest form filled, paying with `method` (its label). */
async function fillGuestCheckout(page: Page, vi: (source: string) => string, method: string) {
  await page.goto(`/product/${product?.slug}`);
  const addToCart = page.getByRole('button', { name: vi('Add to cart') });
  await addToCart.and(page.locator(':enabled')).waitFor();
  await addToCart.click();
  await page.waitForURL('**/cart');
  await page.getByRole('button', { name: vi('Proceed to Checkout') }).click();

  await page.waitForURL('**/signin*');
  await screenshot(page, 'guest-checkout-signin');
  await page.getByRole('link', { name: 'Tiếp tục không cần tài khoản' }).click();

  await page.waitForURL('**/checkout/guest');
  await page.getByRole('heading', { level: 1, name: vi('Checkout without an account') }).waitFor();
  await page.getByRole('combobox', { name: PROVINCE_LABEL }).waitFor();
  await textField(page, 'Họ và tên').fill('Nguyễn Văn An');
  await textField(page, 'Số điện thoại').fill('0912 345 678');
  await pickPlaces(page, { province: 'Thành phố Hồ Chí Minh', ward: 'Phường Bến Thành' } as never);
  await textField(page, 'Địa chỉ cụ thể').fill('1 Lê Lợi');
  await page.getByRole('checkbox', { name: 'Nhận thông báo đơn hàng qua Zalo' }).check();
  await page.getByRole('radio', { name: method }).check();
}

/** The order code of the guest order page the browser is on. */
function codeOnPage(page: Page): string {
  const code = decodeURIComponent(new URL(page.url()).pathname.split('/tra-cuu-don-hang/')[1] ?? '');
  expect(code).toMatch(ORDER_CODE);
  return code;
}

describe('buying without an account on a phone', () => {
  it('cart → "Tiếp tục không cần tài khoản" → name and phone → COD → the order page with its LS code', async () => {
    const vi = await translator('vi');
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: encodeURIComponent('lang=vi'), url: BASE_URL }]);
      await fillGuestCheckout(page, vi, vi('Thanh toán khi nhận hàng (COD)'));
      await screenshot(page, 'guest-checkout-form');
      await page.getByRole('button', { name: 'Đặt hàng' }).click();

      await page.waitForURL('**/tra-cuu-don-hang/*');
      const code = codeOnPage(page);
      await page.getByRole('heading', { level: 1, name: `Đơn hàng ${code}` }).waitFor();
      await page.getByText(product.name).first().waitFor();
      await page.getByText('Nguyễn Văn An').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the order page is wider than the phone').toBeLessThanOrEqual(0);
      await screenshot(page, 'guest-checkout-order');

      // Cancelled with the token the tab kept, before it ships.
      await page.getByRole('button', { name: 'Hủy đơn hàng' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Hủy đơn hàng' }).click();
      await page.getByText('Đã hủy đơn hàng').first().waitFor();
      await screenshot(page, 'guest-checkout-cancelled');
    } finally {
      await context.close();
    }
  });

  it("VNPAY without an account: the gateway's page, back to 'Payment successful', the order's page paid", async () => {
    const vi = await translator('vi');
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: encodeURIComponent('lang=vi'), url: BASE_URL }]);
      await fillGuestCheckout(page, vi, 'VNPAY');
      await page.getByRole('button', { name: 'Đặt hàng' }).click();

      await page.waitForURL((url) => url.origin === SANDBOX_ORIGIN);
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL('**/payment/vnpay/return*');
      await page.getByText(vi('Payment successful')).waitFor();
      await screenshot(page, 'guest-checkout-vnpay-return');

      await page.getByRole('link', { name: vi('View order') }).click();
      await page.waitForURL('**/tra-cuu-don-hang/*');
      const code = codeOnPage(page);
      await page.getByRole('heading', { level: 1, name: `Đơn hàng ${code}` }).waitFor();
      await page.getByText(product.name).first().waitFor();
      // Paid once VNPAY's notification arrived (the page asks the order again until then): no Pay button.
      await page
        .getByText(/^Đã thanh toán ngày /)
        .first()
        .waitFor();
      expect(await page.getByRole('button', { name: vi('Pay with VNPAY') }).count()).toBe(0);
      await screenshot(page, 'guest-checkout-vnpay-paid');
    } finally {
      await context.close();
    }
  });
});
