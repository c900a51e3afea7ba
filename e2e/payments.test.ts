/**
 * Paying through the gateways, in real Chromium against the emulator stack and the local
 * gateway sandbox (scripts/gateway-sandbox): place → the gateway's page → 'Pay' or 'Cancel' → the
 * shop's return page → the order page. Only the sandbox's signed notification pays the order.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatOrderAmount, parseVnd } from '@shared/money';
import { priceOrder } from '@shared/pricing';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import { vietnamDay } from '@shared/vietnam-time';
import products from '../seed/products.json';
import { roundMoney } from '@shared/pricing';
import { vietnameseAddress } from '@test-factories';
import { signInThroughUi } from './support/auth';
import { browserForFile, newPage, screenshot } from './support/browser';
import { checkoutToPaymentStep } from './support/checkout';
import { nextNotification, SANDBOX_ORIGIN } from './support/gateway-sandbox';
import { ACCOUNTS } from './support/seed';

const inStock = products.filter((p) => p.countInStock > 5 && p.price <= 500);
if (inStock.length < 2) throw new Error('seed/products.json needs two in-stock products priced at most 500');

const browser = browserForFile({ reseed: true });
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Cart → sign-in → shipping → payment method → 'Place Order'; the shop then sends the browser to the gateway. */
async function placeOrder(page: Page, product: (typeof products)[number], method: 'VNPAY' | 'MOMO') {
  await checkoutToPaymentStep(page, product.slug, ACCOUNTS.customer, vietnameseAddress());
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/placeorder');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL((url) => url.origin === SANDBOX_ORIGIN);
}

/** Follows the return page's 'View order' link; answers the order's id. */
async function openOrderFromReturnPage(page: Page): Promise<string> {
  const href = await page.getByRole('link', { name: 'View order' }).getAttribute('href');
  const id = decodeURIComponent(href?.split('/order/')[1] ?? '');
  expect(id).not.toBe('');
  await page.getByRole('link', { name: 'View order' }).click();
  await page.waitForURL(`**/order/${id}`);
  return id;
}

const paidToday = (page: Page) =>
  page
    .getByText(`Paid at ${vietnamDay(new Date().toISOString())}`)
    .first()
    .waitFor();

/** The dashboard's order count and total sales, as an admin sees them. */
async function dashboardFigures(): Promise<{ orders: number; sales: number }> {
  const { context, page } = await newPage(browser(), 'desktop');
  try {
    await signInThroughUi(page, ACCOUNTS.admin, '/admin/dashboard');
    await heading(page, 'Dashboard').waitFor();
    const stat = async (title: string) => (await page.getByTestId(`stat-${title}`).innerText()).trim();
    return { orders: Number(await stat('Orders')), sales: parseVnd(await stat('Total Sales')) };
  } finally {
    await context.close();
  }
}

let before = { orders: 0, sales: 0 };
const placedTotals: number[] = [];

describe('payments through the gateway sandbox', () => {
  it('reads the dashboard before any payment', async () => {
    before = await dashboardFigures();
    expect(before.orders).toBeGreaterThan(0);
  });

  it('VNPAY: place → pay at the gateway → "Payment successful" → the order shows Paid at', async () => {
    const product = inStock[0] as (typeof products)[number];
    const total = priceOrder([{ price: product.price, quantity: 1 }], DEFAULT_SHOP_SETTINGS).totalPrice;
    placedTotals.push(total);
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await placeOrder(page, product, 'VNPAY');
      // VNPAY's page shows the amount the shop signed (VND, from vnp_Amount / 100).
      await page.getByText('Gateway sandbox: no real money moves').waitFor();
      await screenshot(page, 'payment-vnpay-gateway');
      await page.getByRole('button', { name: 'Pay' }).click();

      await page.waitForURL('**/payment/vnpay/return*');
      await page.getByText('Payment successful').waitFor();
      await screenshot(page, 'payment-return-success');
      await openOrderFromReturnPage(page);
      await paidToday(page);
      expect(await page.getByRole('button', { name: 'Pay with VNPAY' }).count()).toBe(0);
      expect((await page.getByTestId('summary-Order Total').innerText()).replace(/\s+/g, ' ')).toContain(
        formatOrderAmount(total),
      );
    } finally {
      await context.close();
    }
  });

  it('MoMo: cancel at the gateway → "Payment failed" → retry from the order page succeeds', async () => {
    const product = inStock[1] as (typeof products)[number];
    placedTotals.push(priceOrder([{ price: product.price, quantity: 1 }], DEFAULT_SHOP_SETTINGS).totalPrice);
    const { context, page } = await newPage(browser(), 'desktop');
    try {
      await placeOrder(page, product, 'MOMO');
      await page.getByText('Gateway sandbox: no real money moves').waitFor();
      await screenshot(page, 'payment-momo-gateway');
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.waitForURL('**/payment/momo/return*');
      await page.getByText(/^Payment failed: .*declined to confirm the payment/).waitFor();
      await screenshot(page, 'payment-return-failed');
      const orderId = await openOrderFromReturnPage(page);
      await page.getByText('Not Paid').waitFor();

      await page.getByRole('button', { name: 'Pay with MoMo' }).click();
      await page.waitForURL((url) => url.origin === SANDBOX_ORIGIN);
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL('**/payment/momo/return*');
      await page.getByText('Payment successful').waitFor();
      expect(await openOrderFromReturnPage(page)).toBe(orderId);
      await paidToday(page);
    } finally {
      await context.close();
    }
  });

  it('a late notification: the return page waits for confirmation, then says "Payment successful"', async () => {
    const product = inStock[0] as (typeof products)[number];
    placedTotals.push(priceOrder([{ price: product.price, quantity: 1 }], DEFAULT_SHOP_SETTINGS).totalPrice);
    const { context, page } = await newPage(browser(), 'desktop');
    try {
      await placeOrder(page, product, 'VNPAY');
      await nextNotification({ delayMs: 5_000 });
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL('**/payment/vnpay/return*');
      await page.getByText('Waiting for confirmation').waitFor();
      await screenshot(page, 'payment-return-waiting');
      await page.getByText('Payment successful').waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });

  it("the dashboard's figures follow: every placed order counted once, with its total", async () => {
    const expected = {
      orders: before.orders + placedTotals.length,
      sales: roundMoney(before.sales + placedTotals.reduce((a, b) => a + b, 0)),
    };
    // The counts are kept by triggers, which run just after each order is written.
    let after = await dashboardFigures();
    for (let i = 0; i < 10 && (after.orders !== expected.orders || after.sales !== expected.sales); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      after = await dashboardFigures();
    }
    expect(after).toEqual(expected);
  });
});
