/**
 * Cash on delivery and bank transfer by VietQR, in real Chromium against the emulator stack and
 * the local gateway sandbox's bank (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md):
 * a COD order is placed with no gateway and paid when the admin records the cash; a bank-transfer
 * order's page shows its VietQR code, the sandbox bank "scans" it and sends SePay's notification,
 * and the order page turns paid by itself. Every new screen is checked with axe (screenshot()).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@shared/money';
import { priceOrder } from '@shared/pricing';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import { vietnamDay } from '@shared/vietnam-time';
import { vietnameseAddress } from '@test-factories';
import products from '../seed/products.json';
import { signInThroughUi } from './support/auth';
import { browserForFile, newPage, screenshot } from './support/browser';
import { checkoutToPaymentStep } from './support/checkout';
import { SANDBOX_ORIGIN } from './support/gateway-sandbox';
import { ACCOUNTS } from './support/seed';

const inStock = products.filter((p) => p.countInStock > 5 && p.price <= 500);
if (inStock.length < 2) throw new Error('seed/products.json needs two in-stock products priced at most 500');

const browser = browserForFile({ reseed: true });

const paidToday = (page: Page) =>
  page
    .getByText(`Paid at ${vietnamDay(new Date().toISOString())}`)
    .first()
    .waitFor({ timeout: 30_000 });

/** Cart → sign-in → shipping → the payment method → preview → 'Place Order'; answers the order page's id. */
async function placeOrder(
  page: Page,
  product: (typeof products)[number],
  method: { label: string; screen: string },
): Promise<string> {
  await checkoutToPaymentStep(page, product.slug, ACCOUNTS.customer, vietnameseAddress());
  // VNPAY stays the default; the two new choices follow the gateways.
  expect(await page.getByRole('radio', { name: 'VNPAY' }).isChecked()).toBe(true);
  await page.getByRole('radio', { name: method.label }).check();
  await screenshot(page, method.screen);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/placeorder');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL('**/order/*');
  return decodeURIComponent(new URL(page.url()).pathname.split('/order/')[1] ?? '');
}

describe('cash on delivery and bank transfer', () => {
  it('COD at phone width: placed without a gateway, unpaid until the admin records the cash', async () => {
    const product = inStock[0] as (typeof products)[number];
    const { context, page } = await newPage(browser(), 'phone');
    let orderId = '';
    try {
      orderId = await placeOrder(page, product, {
        label: 'Thanh toán khi nhận hàng (COD)',
        screen: 'payment-method-cod',
      });
      await page.getByText('Cash on delivery: pay the carrier when the order is delivered.').waitFor();
      await page.getByText('Not Paid').waitFor();
      expect(await page.getByRole('button', { name: /^Pay with/ }).count()).toBe(0);
      await screenshot(page, 'order-cod');
    } finally {
      await context.close();
    }

    const admin = await newPage(browser(), 'desktop');
    try {
      await signInThroughUi(admin.page, ACCOUNTS.admin, `/order/${orderId}`);
      await admin.page.getByRole('button', { name: 'Mark as Paid' }).click();
      await paidToday(admin.page);
    } finally {
      await admin.context.close();
    }
  });

  it('VietQR: the order page shows the code, the sandbox bank pays it, the page turns paid by itself', async () => {
    const product = inStock[1] as (typeof products)[number];
    const amount = Math.round(priceOrder([{ price: product.price, quantity: 1 }], DEFAULT_SHOP_SETTINGS).totalPrice);
    const { context, page } = await newPage(browser(), 'desktop');
    try {
      await placeOrder(page, product, { label: 'Chuyển khoản ngân hàng (VietQR)', screen: 'payment-method-bank' });
      await page.getByRole('heading', { name: 'Pay by bank transfer' }).waitFor();
      const qr = page.getByRole('img', { name: 'VietQR code of the transfer' });
      await qr.waitFor();
      await page.getByText(`Transfer exactly ${formatPrice(amount)} with the note`).waitFor();
      await screenshot(page, 'order-bank-transfer');
      const payload = (await qr.getAttribute('data-payload')) ?? '';
      expect(payload).toMatch(/^000201010212/);

      // The shopper's banking app, in another tab: it reads the code and sends the transfer.
      const bank = await context.newPage();
      await bank.goto(`${SANDBOX_ORIGIN}/bank?qr=${encodeURIComponent(payload)}`);
      await bank.getByText(formatPrice(amount)).first().waitFor();
      await screenshot(bank, 'sandbox-bank');
      await bank.getByRole('button', { name: 'Transfer' }).click();
      await bank.getByText('The shop answered 200').waitFor();
      await bank.close();

      // No reload: the order page re-reads the order until the bank's notification has paid it.
      await paidToday(page);
      expect(await page.getByRole('heading', { name: 'Pay by bank transfer' }).count()).toBe(0);
      await screenshot(page, 'order-bank-transfer-paid');
    } finally {
      await context.close();
    }
  });
});
