/**
 * Settings → Vận chuyển on a phone (390×844, a vi-VN Chromium; docs/shipping-carriers.md): the admin
 * turns GHN on with the warehouse's pickup address and saves; shoppers' settings then name GHN and
 * nothing of the pickup address; the carrier sandbox `npm start` started answers on its port. Then
 * a cash-on-delivery order, packed, gets its GHN waybill from the admin's order page: the sandbox
 * holds it with the order's total to collect, "In nhãn" opens GHN's A5 label with a fresh token, and
 * "Cancel waybill" cancels it there; GHN's webhooks deliver it and pay it exactly once. axe checks the
 * screens. The settings go back to no carrier afterwards, the specification's flat fee.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Order } from '@shared/entities/order';
import { ORDER_LIFE_MSG } from '@shared/payment-messages';
import type { PublicShopSettings } from '@shared/shop-settings';
import { placeOrderBody } from '@test-factories';
import products from '../seed/products.json';
import { CARRIER_SANDBOX_PORT } from '../local-stack.mjs';
import { signInThroughUi } from './support/auth';
import { browserForFile, newPage, screenshot } from './support/browser';
import { ACCOUNTS } from './support/seed';
import { adminToken, api, saveSettings } from './support/shop-settings';

const browser = browserForFile({ reseed: true });
const EMPTY_PICKUP = { name: '', phone: '', address: '', province: '', ward: '' };

afterAll(async () => {
  await saveSettings(() => ({ carriers: [], pickupAddress: EMPTY_PICKUP }));
}, 100_000);

/** The customer's cash-on-delivery order of one laptop, placed and packed through the API, and the admin's headers. */
async function packedCodOrder() {
  const product = products.find((p) => p.countInStock > 3 && !('variants' in p));
  if (!product) throw new Error('seed/products.json needs an in-stock laptop sold as one offer');
  const customer = await api<{ token: string }>('/users/signin', {
    method: 'POST',
    body: JSON.stringify(ACCOUNTS.customer),
  });
  const order = await api<Order>('/orders', {
    method: 'POST',
    headers: { Authorization: `Bearer ${customer.token}` },
    body: JSON.stringify(placeOrderBody([{ _id: product.id, quantity: 1 }], { paymentMethod: 'COD' })),
  });
  const admin = { Authorization: `Bearer ${await adminToken()}` };
  await api(`/orders/${order._id}/pack`, { method: 'PUT', headers: admin });
  return { order, admin };
}

describe('carriers on a phone', () => {
  it('the admin turns GHN on with a pickup address; shoppers see only that GHN is on', async () => {
    // A save that changes nothing waits out the version the API cached before the reseed (a 409 otherwise).
    await saveSettings(() => ({}));
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await signInThroughUi(page, ACCOUNTS.admin, '/admin/settings');
      await page.getByRole('heading', { level: 2, name: 'Vận chuyển' }).waitFor();
      await page.getByText('None on: shipping is the flat fee above, free above its amount.').waitFor();
      expect(await page.getByRole('textbox', { name: /^Pickup: phone/ }).count()).toBe(0);

      await page.getByRole('checkbox', { name: /^GHN/ }).check();
      await page.getByRole('textbox', { name: /^Pickup: sender name/ }).fill('Laptop Shop Sài Gòn');
      await page.getByRole('textbox', { name: /^Pickup: phone/ }).fill('0901234567');
      await page.getByRole('textbox', { name: /^Pickup: house number/ }).fill('12 Lê Lợi');
      await page.getByRole('textbox', { name: /^Pickup: province/ }).fill('Thành phố Hồ Chí Minh');
      await page.getByRole('textbox', { name: /^Pickup: ward/ }).fill('Phường Sài Gòn');
      expect(await page.getByRole('textbox', { name: /^Packaging weight/ }).inputValue()).toBe('800');
      await screenshot(page, 'carriers-settings');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Settings updated successfully').waitFor();

      const shopper = await api<PublicShopSettings>('/settings');
      expect(shopper.carriers).toEqual(['ghn']);
      expect(shopper).not.toHaveProperty('pickupAddress');

      const sandbox = await fetch(`http://127.0.0.1:${CARRIER_SANDBOX_PORT}/`);
      expect(sandbox.status).toBe(200);
      expect(await sandbox.text()).toContain('Carrier sandbox');
    } finally {
      await context.close();
    }
  });

  it("the admin makes a packed COD order's GHN waybill on a phone, sees it at the sandbox, and cancels it", async () => {
    const { order } = await packedCodOrder();

    const { context, page } = await newPage(browser(), 'phone');
    try {
      await signInThroughUi(page, ACCOUNTS.admin, `/order/${order._id}`);
      await page.getByRole('button', { name: /^(Tạo vận đơn|Create waybill)$/ }).click();
      const waybill = page.getByRole('region', { name: /^(Vận đơn|Waybill)$/ });
      const tracking = waybill.getByRole('link');
      await tracking.waitFor();
      const trackingNumber = (await tracking.textContent()) ?? '';
      const held = (await (await fetch(`http://127.0.0.1:${CARRIER_SANDBOX_PORT}/api/waybills`)).json()) as {
        orderCode: string;
        clientOrderCode: string;
        codAmount: number;
        status: string;
      }[];
      expect(held.find((w) => w.orderCode === trackingNumber)).toMatchObject({
        clientOrderCode: order._id,
        codAmount: order.totalPrice,
      });
      await screenshot(page, 'carriers-waybill');

      // "In nhãn" opens a tab on the click, then points it at GHN's A5 page with a fresh print token.
      const popup = page.waitForEvent('popup');
      await waybill.getByRole('button', { name: /^(In nhãn|Print label)$/ }).click();
      const label = await popup;
      await label.waitForURL(/\/ghn\/a5\/public-api\/printA5\?token=[^&]+/);
      await label.close();

      await waybill.getByRole('button', { name: /^(Hủy vận đơn|Cancel waybill)$/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: /^(Hủy vận đơn|Cancel waybill)$/ }).click();
      await page.getByRole('button', { name: /^(Tạo vận đơn|Create waybill)$/ }).waitFor();
      const after = (await (await fetch(`http://127.0.0.1:${CARRIER_SANDBOX_PORT}/api/waybills`)).json()) as {
        orderCode: string;
        status: string;
      }[];
      expect(after.find((w) => w.orderCode === trackingNumber)?.status).toBe('cancel');
    } finally {
      await context.close();
    }
  });

  it("GHN's webhooks take a COD order from pickup to delivered and paid; the customer sees the parcel's journey", async () => {
    const { order, admin } = await packedCodOrder();
    const made = await api<Order>(`/orders/${order._id}/shipment`, { method: 'POST', headers: admin, body: '{}' });
    const code = made.shipment?.trackingNumber ?? '';

    // Each move at the sandbox sends GHN's webhook to the shop, as GHN would.
    const steps = ['picking', 'picked', 'storing', 'transporting', 'sorting', 'delivering', 'delivered'];
    for (const status of steps) {
      const moved = await fetch(`http://127.0.0.1:${CARRIER_SANDBOX_PORT}/api/waybills/${code}/status`, {
        method: 'POST',
        body: JSON.stringify({ status }),
      });
      expect(((await moved.json()) as { answered: unknown }).answered).toBe(200);
    }

    const { context, page } = await newPage(browser(), 'phone');
    try {
      await signInThroughUi(page, ACCOUNTS.customer, `/order/${order._id}`);
      const journey = page.getByRole('list', { name: /^(Hành trình kiện hàng|Parcel journey)$/ });
      await journey.getByText(/^(Đã giao hàng|Delivered by the carrier) · /).waitFor({ timeout: 30_000 });
      expect(await journey.getByRole('listitem').count()).toBe(4); // picked, in transit (once), delivering, delivered
      await page.getByText(/^Paid at /).waitFor();
      await screenshot(page, 'carriers-journey');
      // Paid exactly once, by the carrier's delivered webhook, whatever GHN resent.
      const paid = await api<Order>(`/orders/${order._id}`, { headers: admin });
      expect(paid.statusHistory?.filter((entry) => entry.status === 'paid')).toEqual([
        expect.objectContaining({
          by: expect.objectContaining({ role: 'carrier' }),
          note: ORDER_LIFE_MSG.carrierCollectedCod,
        }),
      ]);
    } finally {
      await context.close();
    }
  });
});
