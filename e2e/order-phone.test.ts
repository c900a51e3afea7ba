/**
 * A Vietnamese buyer on a phone (390×844, a vi-VN Chromium, the shop in Vietnamese): product →
 * cart → sign-in → shipping → cash on delivery → the success page with "Đặt hàng thành công" and
 * the order's LS code → order history as cards (docs/decisions/0091-order-codes-success-page-dates.md).
 * Every screen is checked with axe (screenshot()).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@shared/languages';
import { vietnameseAddress } from '@test-factories';
import products from '../seed/products.json';
import { BASE_URL, browserForFile, newPage, screenshot } from './support/browser';
import { translator } from './support/catalogues';
import { pickPlaces, shippingFormEntries, textField } from './support/checkout';
import { ACCOUNTS } from './support/seed';

const product = products.find((p) => p.countInStock > 5 && p.price <= 500);
if (!product) throw new Error('seed/products.json needs an in-stock product priced at most 500');

const browser = browserForFile({ reseed: true });

const ORDER_CODE = /^LS[2-9A-HJKMNP-Z]{5}$/;

/** The page fits the phone: no sideways scrolling of the whole document. */
async function fitsThePhone(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} is wider than the phone`).toBeLessThanOrEqual(0);
}

describe('ordering on a phone in Vietnamese', () => {
  it('cart → COD order → "Đặt hàng thành công" with the LS code → order history cards', async () => {
    const vi = await translator('vi');
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: encodeURIComponent('lang=vi'), url: BASE_URL }]);

      await page.goto(`/product/${product.slug}`);
      const addToCart = page.getByRole('button', { name: vi('Add to cart') });
      await addToCart.and(page.locator(':enabled')).waitFor();
      await screenshot(page, 'order-phone-product');
      await addToCart.click();
      await page.waitForURL('**/cart');
      await page.getByRole('heading', { name: vi('Shopping Cart') }).waitFor();
      await screenshot(page, 'order-phone-cart');
      await page.getByRole('button', { name: vi('Proceed to Checkout') }).click();

      await page.waitForURL('**/signin*');
      await page.getByLabel(vi('Email')).fill(ACCOUNTS.customer.email);
      await page.getByLabel(vi('Password'), { exact: true }).fill(ACCOUNTS.customer.password);
      await page.getByRole('button', { name: vi('Sign In') }).click();

      await page.waitForURL('**/shipping');
      const address = vietnameseAddress();
      await page.getByRole('combobox', { name: 'Tỉnh/Thành phố' }).waitFor();
      await pickPlaces(page, address);
      for (const [label, value] of shippingFormEntries(address)) await textField(page, vi(label)).fill(value);
      await screenshot(page, 'order-phone-shipping');
      await page.getByRole('button', { name: vi('Continue') }).click();

      await page.waitForURL('**/payment');
      await page.getByRole('radio', { name: vi('Thanh toán khi nhận hàng (COD)') }).check();
      await screenshot(page, 'order-phone-payment');
      await page.getByRole('button', { name: vi('Continue') }).click();
      await page.waitForURL('**/placeorder');
      await screenshot(page, 'order-phone-placeorder');
      await page.getByRole('button', { name: vi('Place Order') }).click();

      // The success page: in Vietnamese, with the order's short code; the long id stays in the URL.
      await page.waitForURL('**/order/*');
      const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/order/')[1] ?? '');
      const success = page.getByRole('region', { name: 'Đặt hàng thành công' });
      await success.waitFor();
      const code = (await success.getByTestId('order-code').innerText()).trim();
      expect(code).toMatch(ORDER_CODE);
      expect(orderId).not.toBe(code);
      await page.getByRole('heading', { level: 1, name: `Đơn hàng ${code}` }).waitFor();
      await success.getByRole('link', { name: /^0\d+/ }).waitFor();
      await page.getByTestId('order-progress').getByText('Thanh toán khi nhận hàng', { exact: true }).waitFor();
      await fitsThePhone(page, 'the order page');
      await screenshot(page, 'order-phone-success');

      // Order history: a card for the order, under tabs by state.
      await page.goto('/orderhistory');
      await page.getByRole('heading', { name: vi('Order History') }).waitFor();
      const card = page.getByTestId('order-card').filter({ hasText: code });
      await card.waitFor();
      expect(await card.innerText()).toContain(product.name);
      await page.getByRole('tab', { name: 'Chờ xác nhận' }).click();
      await card.waitFor();
      await page.getByRole('tab', { name: 'Đã giao' }).click();
      await card.waitFor({ state: 'detached' });
      await page.getByRole('tab', { name: 'Tất cả' }).click();
      await card.waitFor();
      await fitsThePhone(page, 'the order history');
      await screenshot(page, 'order-phone-history');

      await card.getByRole('link').click();
      await page.waitForURL(`**/order/${encodeURIComponent(orderId)}`);
    } finally {
      await context.close();
    }
  });
});
