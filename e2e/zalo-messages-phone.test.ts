/**
 * Zalo messages on a phone (390×844, the shop in Vietnamese), as on a plain `npm start`: the seeded
 * demo shop has the ZNS sandbox's template ids, so a guest COD order with "Nhận thông báo đơn hàng
 * qua Zalo" ticked puts its order message in the sandbox's inbox; then, on another device with no
 * token, /tra-cuu-don-hang → the phone and the LS code → the code from the ZNS inbox → the order's
 * page → cancelled there (docs/guest-checkout-and-zalo.md). Every screen is checked with axe
 * (screenshot()).
 */
import { describe, expect, it } from 'vitest';
import type { ShopSettingsRecord } from '@shared/shop-settings';
import { ZNS_SANDBOX_PORT } from '../local-stack.mjs';
import { DEMO_ZNS_TEMPLATE_IDS } from '../functions/src/messages/zalo/zalo-settings';
import { browserForFile, newPage, screenshot } from './support/browser';
import { translator } from './support/catalogues';
import { textField } from './support/checkout';
import { fillGuestCodCheckout, inVietnamese, placeGuestOrder } from './support/guest-order';
import { adminToken, api, waitForShop } from './support/shop-settings';

const browser = browserForFile({ reseed: true });
const PHONE = '0987 333 444';
const ZNS_PHONE = '84987333444';
/** What the seed saves (scripts/data/seed-settings.mjs): Zalo is on without touching Admin → Settings. */
const SEEDED_ZNS = {
  otpTemplateId: DEMO_ZNS_TEMPLATE_IDS.otp,
  orderPlacedTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderPlaced,
  orderShippedTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderShipped,
  orderDeliveredTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderDelivered,
};

interface ZnsInboxMessage {
  msgId: string;
  template: string;
  data: Record<string, string>;
  text: string;
}

const znsInbox = async (): Promise<ZnsInboxMessage[]> =>
  (await fetch(`http://127.0.0.1:${ZNS_SANDBOX_PORT}/api/messages?phone=${ZNS_PHONE}`)).json() as Promise<
    ZnsInboxMessage[]
  >;

/**
 * Polls the sandbox until a message of `template` that `matches` reaches the phone (the triggers
 * take a moment); the inbox lists the newest first.
 */
async function waitForZalo(
  template: string,
  matches: (message: ZnsInboxMessage) => boolean = () => true,
  timeoutMs = 60_000,
): Promise<ZnsInboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await znsInbox()).find((m) => m.template === template && matches(m));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No Zalo ${template} message to ${ZNS_PHONE} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe('Zalo messages for a guest on a phone', () => {
  it('order with the Zalo box ticked → its message in the ZNS inbox → on another device, the code from there → cancel', async () => {
    const stored = await api<ShopSettingsRecord>('/settings/admin', {
      headers: { Authorization: `Bearer ${await adminToken()}` },
    });
    expect(stored.zns, 'the seeded shop sends by Zalo').toEqual(SEEDED_ZNS);
    await waitForShop(
      'the Zalo template ids',
      (_html, settings) => settings.zns?.otpTemplateId === SEEDED_ZNS.otpTemplateId,
    );
    // The triggers keep the settings they read for 60 s: one may still hold a previous journey's.
    await new Promise((resolve) => setTimeout(resolve, 65_000));
    const vi = await translator('vi');
    const buyer = await newPage(browser(), 'phone');
    let code: string;
    try {
      await inVietnamese(buyer.page);
      await fillGuestCodCheckout(buyer.page, vi, { name: 'Lê Văn Cường', phone: PHONE, zaloMessages: true });
      await screenshot(buyer.page, 'zalo-guest-checkout');
      code = await placeGuestOrder(buyer.page);
      const placed = await waitForZalo('orderPlaced', (m) => m.data.order_code === code);
      expect(placed.data).toMatchObject({ customer_name: 'Lê Văn Cường', order_code: code });
    } finally {
      await buyer.context.close();
    }

    // Another device: no order token; the code comes from the ZNS inbox (no email was given).
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await inVietnamese(page);
      await page.goto('/tra-cuu-don-hang');
      await page.getByRole('heading', { level: 1, name: 'Tra cứu đơn hàng' }).waitFor();
      await textField(page, 'Số điện thoại').fill(PHONE);
      await textField(page, 'Mã đơn hàng').fill(code);
      // A code sent to this phone before (an earlier run on the same stack) is not this one.
      const earlier = new Set((await znsInbox()).map((m) => m.msgId));
      await page.getByRole('button', { name: vi('Send the code') }).click();
      await page
        .getByText('Nếu thông tin khớp với một đơn hàng, mã xác nhận đã được gửi qua Zalo hoặc email')
        .waitFor();
      await screenshot(page, 'zalo-lookup-code-step');
      const otp = (await waitForZalo('otp', (m) => !earlier.has(m.msgId))).data.otp;
      expect(otp).toMatch(/^\d{6}$/);
      await textField(page, 'Mã xác nhận').fill(otp!);
      await page.getByRole('button', { name: vi('Open the order') }).click();
      await page.waitForURL(`**/tra-cuu-don-hang/${code}`);
      await page.getByRole('heading', { level: 1, name: `Đơn hàng ${code}` }).waitFor();
      await screenshot(page, 'zalo-lookup-order');

      await page.getByRole('button', { name: 'Hủy đơn hàng' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Hủy đơn hàng' }).click();
      await page.getByText('Đã hủy đơn hàng').first().waitFor();
      await screenshot(page, 'zalo-lookup-cancelled');
    } finally {
      await context.close();
    }
  }, 300_000);
});
