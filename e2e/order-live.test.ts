/**
 * The order page reads the order live from Firestore (docs/decisions/0028-orders-read-from-firestore.md):
 * with the order open in one tab, paying it at the gateway sandbox in another turns the page paid
 * by itself, with no reload and no read through the API.
 */
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { vietnamDay } from '@shared/vietnam-time';
import products from '../seed/products.json';
import { vietnameseAddress } from '@test-factories';
import { browserForFile, newPage } from './support/browser';
import { checkoutToPaymentStep } from './support/checkout';
import { SANDBOX_ORIGIN } from './support/gateway-sandbox';
import { ACCOUNTS } from './support/seed';

const product = products.find((p) => p.countInStock > 5 && p.price <= 500);
if (!product) throw new Error('seed/products.json needs an in-stock product priced at most 500');

const browser = browserForFile({ reseed: true });

describe('the order page, live', () => {
  it('turns paid while open when the gateway sandbox pays it in another tab, with no reload', async () => {
    const { context, page: checkout } = await newPage(browser(), 'desktop');
    try {
      await checkoutToPaymentStep(checkout, product.slug, ACCOUNTS.customer, vietnameseAddress());
      await checkout.getByRole('radio', { name: 'VNPAY' }).check();
      await checkout.getByRole('button', { name: 'Continue' }).click();
      await checkout.waitForURL('**/placeorder');
      await checkout.getByRole('button', { name: 'Place Order' }).click();
      await checkout.waitForURL((url) => url.origin === SANDBOX_ORIGIN);
      // The attempt's reference is `{orderId}-{attempt}` (payments/payment-reference.ts).
      const reference = new URL(checkout.url()).searchParams.get('vnp_TxnRef') ?? '';
      const orderId = reference.replace(/-\d+$/, '');
      expect(orderId).not.toBe('');

      // The same shopper opens the order in a second tab, before paying.
      const orderPage = await context.newPage();
      const apiOrderReads: string[] = [];
      orderPage.on('request', (request: Request) => {
        if (request.method() === 'GET' && new URL(request.url()).pathname.startsWith('/api/orders')) {
          apiOrderReads.push(request.url());
        }
      });
      await orderPage.goto(`/order/${orderId}`);
      await orderPage.getByText('Not Paid').waitFor();
      // Gone after a reload: proves the page was never loaded again.
      await orderPage.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

      await checkout.getByRole('button', { name: 'Pay' }).click();
      await checkout.waitForURL('**/payment/vnpay/return*');

      await orderPage.getByText(`Paid at ${vietnamDay(new Date().toISOString())}`).waitFor({ timeout: 30_000 });
      expect(await orderPage.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);
      expect(await orderPage.getByText('Not Paid').count()).toBe(0);
      expect(await orderPage.getByRole('button', { name: 'Pay with VNPAY' }).count()).toBe(0);
      expect(apiOrderReads).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
