/**
 * An order's life in real Chromium against the emulator stack and the gateway sandbox
 * (docs/decisions/0020-order-life.md): place → pay at VNPAY's sandbox → the admin packs, ships and
 * delivers, with the timeline checked; and a paid order the customer cancels → Refund pending →
 * the admin refunds through the sandbox's refund API → Refunded; the customer's emails of each step
 * are read from the local mail catcher's inbox.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { vietnamDay } from '@shared/vietnam-time';
import { vietnameseAddress } from '@test-factories';
import products from '../seed/products.json';
import { signInThroughUi } from './support/auth';
import { BASE_URL, browserForFile, newPage, screenshot } from './support/browser';
import { fillShippingForm } from './support/checkout';
import { SANDBOX_ORIGIN, sandboxRefunds } from './support/gateway-sandbox';
import { waitForEmail } from './support/inbox';
import { ACCOUNTS } from './support/seed';

const inStock = products.filter((p) => p.countInStock > 5 && p.price <= 500);
if (inStock.length < 2) throw new Error('seed/products.json needs two in-stock products priced at most 500');

const browser = browserForFile({ reseed: true });

/** The short code the emails name the order by (the long id stays in their links), read as the customer. */
async function orderCodeOf(id: string): Promise<string> {
  const signIn = await fetch(`${BASE_URL}/api/users/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ACCOUNTS.customer),
  });
  const { token } = (await signIn.json()) as { token: string };
  const order = await fetch(`${BASE_URL}/api/orders/${encodeURIComponent(id)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { orderCode } = (await order.json()) as { orderCode?: string };
  if (!orderCode) throw new Error(`order ${id} has no code`);
  return orderCode;
}

/** Signed in as the customer: cart → shipping → VNPAY → 'Place Order' → 'Pay' at the sandbox; answers the order id. */
async function placeAndPay(page: Page, product: (typeof products)[number]): Promise<string> {
  await signInThroughUi(page, ACCOUNTS.customer, `/product/${product.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForURL('**/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/shipping');
  await fillShippingForm(page, vietnameseAddress());
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/payment');
  await page.getByRole('radio', { name: 'VNPAY' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/placeorder');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL((url) => url.origin === SANDBOX_ORIGIN);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL('**/payment/vnpay/return*');
  await page.getByText('Payment successful').waitFor();
  const href = await page.getByRole('link', { name: 'View order' }).getAttribute('href');
  const id = decodeURIComponent(href?.split('/order/')[1] ?? '');
  expect(id).not.toBe('');
  return id;
}

/** The labels of the order page's timeline, oldest first. */
async function timeline(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Order timeline' });
  await list.waitFor();
  return list.locator('li > span').allInnerTexts();
}

/** An admin's page on the order, in a context of its own. */
async function asAdminOnOrder(id: string) {
  const admin = await newPage(browser(), 'desktop');
  await signInThroughUi(admin.page, ACCOUNTS.admin, `/order/${id}`);
  await admin.page.getByRole('list', { name: 'Order timeline' }).waitFor();
  return admin;
}

describe('an order’s life', () => {
  it('place → pay → the admin packs, ships (carrier and tracking number) and delivers; both timelines show it', async () => {
    const customer = await newPage(browser(), 'phone');
    try {
      const id = await placeAndPay(customer.page, inStock[0] as (typeof products)[number]);
      const admin = await asAdminOnOrder(id);
      try {
        const { page } = admin;
        await page.getByRole('button', { name: 'Pack order' }).click();
        await page.getByText('Order packing').waitFor();
        await page.getByRole('button', { name: 'Ship order' }).click();
        const dialog = page.getByRole('dialog', { name: 'Ship order' });
        await dialog.getByRole('textbox', { name: 'Carrier' }).fill('Giao Hàng Nhanh');
        await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('GHN-E2E-0001');
        await screenshot(page, 'order-life-ship-dialog');
        await dialog.getByRole('button', { name: 'Ship' }).click();
        await page.getByText('Order shipped').waitFor();
        await page.getByRole('button', { name: 'Deliver Order' }).click();
        await page
          .getByRole('dialog', { name: 'Deliver Order' })
          .getByRole('button', { name: 'Deliver Order' })
          .click();
        await page.getByText('Order delivered').waitFor();
        await page.getByText(`Delivered at ${vietnamDay(new Date().toISOString())}`).waitFor();
        expect(await timeline(page)).toEqual([
          'Chờ thanh toán / Awaiting payment',
          'Đã thanh toán / Paid',
          'Đang chuẩn bị / Packing',
          'Đang giao / Shipped',
          'Đã giao / Delivered',
        ]);
        await page.getByText('Carrier: Giao Hàng Nhanh · Tracking number: GHN-E2E-0001').waitFor();
        await screenshot(page, 'order-life-admin-delivered');
      } finally {
        await admin.context.close();
      }

      // The customer's four emails of this order's life, in the default language (Vietnamese).
      const email = ACCOUNTS.customer.email;
      const code = await orderCodeOf(id);
      expect(code).toMatch(/^LS[A-Z0-9]{5}$/);
      const about = (subject: string) => new RegExp(`^${subject} .*${code}`);
      const placed = await waitForEmail(email, about('Đã nhận đơn hàng'));
      expect(placed.text).toContain(`/order/${id}`);
      const paid = await waitForEmail(email, about('Đã nhận thanh toán'));
      expect(paid.text).toContain(`/order/${id}`);
      const shipped = await waitForEmail(email, about('Đơn hàng đã được gửi đi'));
      expect(shipped.text).toContain('Giao Hàng Nhanh');
      expect(shipped.text).toContain('GHN-E2E-0001');
      const delivered = await waitForEmail(email, about('Đơn hàng đã được giao'));
      expect(delivered.html).toContain(`/order/${id}`);

      await customer.page.goto(`/order/${id}`);
      expect(await timeline(customer.page)).toHaveLength(5);
      await customer.page.getByText('Carrier: Giao Hàng Nhanh · Tracking number: GHN-E2E-0001').waitFor();
      expect(await customer.page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
      await screenshot(customer.page, 'order-life-customer-delivered');
    } finally {
      await customer.context.close();
    }
  });

  it('the customer cancels a paid order → Refund pending → the admin refunds through the sandbox → Refunded', async () => {
    const customer = await newPage(browser(), 'desktop');
    try {
      const id = await placeAndPay(customer.page, inStock[1] as (typeof products)[number]);
      await customer.page.goto(`/order/${id}`);
      await customer.page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = customer.page.getByRole('dialog', { name: 'Cancel this order?' });
      await dialog.getByLabel('Reason (optional)').fill('Ordered the wrong model');
      await screenshot(customer.page, 'order-life-cancel-dialog');
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await customer.page.getByText('Order cancelled: your payment will be refunded').waitFor();
      expect((await timeline(customer.page)).at(-1)).toBe('Cần hoàn tiền / Refund pending');

      const refundsBefore = (await sandboxRefunds()).length;
      const admin = await asAdminOnOrder(id);
      try {
        const { page } = admin;
        await page.getByRole('button', { name: 'Refund through VNPAY' }).click();
        // Nothing is refunded at one click: the dialog names the amount, the gateway and the order.
        const confirm = page.getByRole('dialog', { name: 'Refund through VNPAY' });
        await confirm.getByText(/^Refund .+ VND through VNPAY for order \w+\?$/).waitFor();
        expect((await sandboxRefunds()).length).toBe(refundsBefore);
        await screenshot(page, 'order-life-refund-dialog');
        await confirm.getByRole('button', { name: 'Refund', exact: true }).click();
        await page.getByText('Refunded', { exact: true }).first().waitFor();
        await page.getByRole('list', { name: 'Order timeline' }).getByText('Đã hoàn tiền / Refunded').waitFor();
        await screenshot(page, 'order-life-admin-refunded');
      } finally {
        await admin.context.close();
      }
      const refunds = (await sandboxRefunds()).slice(refundsBefore);
      expect(refunds).toEqual([expect.objectContaining({ provider: 'VNPAY', ok: true })]);

      await customer.page.reload();
      expect((await timeline(customer.page)).at(-1)).toBe('Đã hoàn tiền / Refunded');
    } finally {
      await customer.context.close();
    }
  });
});
