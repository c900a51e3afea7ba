/**
 * Checkout journey (spec section 2: cart, sign-in, shipping, payment, place order, order page,
 * order history) in real Chromium against the emulator stack, plus the checkout redirects.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatOrderAmount } from '@shared/money';
import { priceOrder } from '@shared/pricing';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import { vietnamDay } from '@shared/vietnam-time';
import { vietnameseAddress } from '@test-factories';
import products from '../seed/products.json';
import { signInThroughUi } from './support/auth';
import { browserForFile, newPage, screenshot } from './support/browser';
import { fillShippingForm } from './support/checkout';
import { SANDBOX_ORIGIN } from './support/gateway-sandbox';
import { ACCOUNTS } from './support/seed';

// A name typed with Vietnamese letters: the preview must show it back as typed.
const ADDRESS = vietnameseAddress({ fullname: 'Nguyễn Văn A' });

// An in-stock product cheap enough that one of it pays the shipping fee (spec section 9).
const product = products.find((p) => p.countInStock > 5 && p.price <= 100);
if (!product) throw new Error('seed/products.json has no in-stock product priced at most 100');
const prices = priceOrder([{ price: product.price, quantity: 1 }], DEFAULT_SHOP_SETTINGS);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const summary = async (page: Page, label: string) =>
  (await page.getByTestId(`summary-${label}`).innerText()).replace(/\s+/g, ' ').trim();

const browser = browserForFile({ reseed: true });
let orderId = '';

describe('checkout', () => {
  it('takes a customer from the cart to a placed order and lists it in the order history', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    try {
      await page.goto(`/product/${product.slug}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.waitForURL('**/cart');
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await page.waitForURL((url) => url.pathname === '/signin' && url.searchParams.get('redirect') === '/shipping');

      await page.getByLabel('Email').fill(ACCOUNTS.customer.email);
      await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.customer.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL('**/shipping');

      await heading(page, 'Shipping Address').waitFor();
      for (const step of ['Sign-In', 'Shipping', 'Payment', 'Place Order']) {
        await page.getByLabel('Checkout steps').getByText(step, { exact: true }).waitFor();
      }
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('fullname is required').waitFor();
      expect(new URL(page.url()).pathname).toBe('/shipping');
      await fillShippingForm(page, ADDRESS);
      await screenshot(page, 'checkout-shipping');
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.waitForURL('**/payment');
      await heading(page, 'Payment Method').waitFor();
      expect(await page.getByRole('radio', { name: 'VNPAY' }).isChecked()).toBe(true);
      await page.getByRole('radio', { name: 'MOMO' }).check();
      await screenshot(page, 'checkout-payment');
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.waitForURL('**/placeorder');
      await heading(page, 'Preview Order').waitFor();
      await page.getByText(ADDRESS.fullname).first().waitFor();
      await page.getByText('MOMO').waitFor();
      await page.getByRole('link', { name: product.name }).waitFor();
      expect(await summary(page, 'Items')).toBe(`Items ${formatOrderAmount(prices.itemsPrice)}`);
      expect(await summary(page, 'Shipping')).toBe(`Shipping ${formatOrderAmount(prices.shippingPrice)}`);
      expect(await summary(page, 'Order Total')).toBe(`Order Total ${formatOrderAmount(prices.totalPrice)}`);
      await screenshot(page, 'checkout-placeorder');
      await page.getByRole('button', { name: 'Place Order' }).click();

      // Placing sends the shopper straight to MoMo (here the local gateway sandbox); declining there
      // leads back to the shop, and the order stays unpaid (e2e/payments.test.ts pays).
      await page.waitForURL((url) => url.origin === SANDBOX_ORIGIN);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL('**/payment/momo/return*');
      await page.getByText(/^Payment failed: /).waitFor();
      await page.getByRole('link', { name: 'View order' }).click();
      await page.waitForURL('**/order/*');
      orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
      expect(orderId).not.toBe('');
      await heading(page, `Order ${orderId}`).waitFor();
      await page.getByText('Not Paid').waitFor();
      await page.getByText('Not Delivered').waitFor();
      expect(await summary(page, 'Order Total')).toBe(`Order Total ${formatOrderAmount(prices.totalPrice)}`);
      expect(await page.evaluate(() => window.localStorage.getItem('cartItems'))).toBeNull();
      await screenshot(page, 'checkout-order');

      await page.goto('/orderhistory');
      await heading(page, 'Order History').waitFor();
      const row = page.getByRole('row').filter({ hasText: orderId });
      await row.waitFor();
      const cells = await row.getByRole('cell').allInnerTexts();
      expect(cells.slice(1, 5)).toEqual([
        vietnamDay(new Date().toISOString()),
        formatOrderAmount(prices.totalPrice),
        'No',
        'No',
      ]);
      await screenshot(page, 'checkout-orderhistory');
      await row.getByRole('link', { name: 'Details' }).click();
      await page.waitForURL(`**/order/${orderId}`);
    } finally {
      await context.close();
    }
  });

  it('sends /payment without an address to /shipping and /placeorder without a method to /payment', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    try {
      await signInThroughUi(page, ACCOUNTS.customer);
      await page.evaluate(() => {
        window.localStorage.removeItem('shippingAddress');
        window.localStorage.removeItem('paymentMethod');
      });
      await page.goto('/payment');
      await page.waitForURL('**/shipping');
      await heading(page, 'Shipping Address').waitFor();

      await page.evaluate(
        (address) => window.localStorage.setItem('shippingAddress', JSON.stringify(address)),
        ADDRESS,
      );
      await page.goto('/placeorder');
      await page.waitForURL('**/payment');
      await heading(page, 'Payment Method').waitFor();
    } finally {
      await context.close();
    }
  });

  it('sends signed-out visitors of the checkout to sign-in', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    try {
      await page.goto('/shipping');
      await page.waitForURL((url) => url.pathname === '/signin' && url.searchParams.get('redirect') === '/shipping');
    } finally {
      await context.close();
    }
  });

  it('lays out every checkout screen on a phone', async () => {
    expect(orderId, 'the journey above placed an order').not.toBe('');
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await signInThroughUi(page, ACCOUNTS.customer);
      const cart = [{ ...product, _id: product.id, quantity: 1 }];
      await page.evaluate(
        ({ cartItems, address }) => {
          window.localStorage.setItem('cartItems', JSON.stringify(cartItems));
          window.localStorage.setItem('shippingAddress', JSON.stringify(address));
          window.localStorage.setItem('paymentMethod', JSON.stringify('MOMO'));
        },
        {
          cartItems: cart.map(({ _id, slug, name, image, price, quantity, countInStock }) => ({
            _id,
            slug,
            name,
            image,
            price,
            quantity,
            countInStock,
          })),
          address: ADDRESS,
        },
      );
      const screens: [string, string, string][] = [
        ['/shipping', 'Shipping Address', 'checkout-shipping'],
        ['/payment', 'Payment Method', 'checkout-payment'],
        ['/placeorder', 'Preview Order', 'checkout-placeorder'],
        [`/order/${orderId}`, `Order ${orderId}`, 'checkout-order'],
        ['/orderhistory', 'Order History', 'checkout-orderhistory'],
      ];
      for (const [path, title, name] of screens) {
        await page.goto(path);
        await heading(page, title).waitFor();
        await page.getByText('Loading...').waitFor({ state: 'detached' });
        // The page must fit the phone: no sideways scrolling of the whole document.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} is wider than the phone`).toBeLessThanOrEqual(0);
        await screenshot(page, name);
      }
    } finally {
      await context.close();
    }
  });
});
