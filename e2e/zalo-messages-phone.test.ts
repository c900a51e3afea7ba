/**
 * Zalo messages on a phone (390×844, the shop in Vietnamese): with the shop's template ids set, a
 * guest COD order with "Nhận thông báo đơn hàng qua Zalo" ticked puts its order message in the ZNS
 * sandbox's inbox, and a lookup code asked for that order arrives there too and opens the order
 * (docs/guest-checkout-and-zalo.md). Every screen is checked with axe (screenshot()).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ZNS_SANDBOX_PORT } from '../local-stack.mjs';
import { DEMO_ZNS_TEMPLATE_IDS } from '../functions/src/messages/zalo/zalo-settings';
import { browserForFile, newPage, screenshot } from './support/browser';
import { translator } from './support/catalogues';
import { textField } from './support/checkout';
import { fillGuestCodCheckout, inVietnamese, placeGuestOrder } from './support/guest-order';
import { saveSettings, waitForShop } from './support/shop-settings';

const browser = browserForFile({ reseed: true });
const PHONE = '0987 333 444';
const ZNS_PHONE = '84987333444';
const ZNS_ON = {
  otpTemplateId: DEMO_ZNS_TEMPLATE_IDS.otp,
  orderPlacedTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderPlaced,
  orderShippedTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderShipped,
  orderDeliveredTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderDelivered,
};
const ZNS_OFF = {
  otpTemplateId: '',
  orderPlacedTemplateId: '',
  orderShippedTemplateId: '',
  orderDeliveredTemplateId: '',
};

interface ZnsInboxMessage {
  template: string;
  data: Record<string, string>;
  text: string;
}

/** Polls the sandbox until a message of `template` reaches the phone (the triggers take a moment). */
async function waitForZalo(template: string, timeoutMs = 60_000): Promise<ZnsInboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${ZNS_SANDBOX_PORT}/api/messages?phone=${ZNS_PHONE}`);
    const found = ((await res.json()) as ZnsInboxMessage[]).find((m) => m.template === template);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No Zalo ${template} message to ${ZNS_PHONE} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

afterAll(async () => {
  await saveSettings(() => ({ zns: ZNS_OFF }));
}, 90_000);

describe('Zalo messages for a guest on a phone', () => {
  it('order with the Zalo box ticked → its message in the ZNS inbox → a lookup code there opens the order', async () => {
    await saveSettings(() => ({ zns: ZNS_ON }));
    await waitForShop(
      'the Zalo template ids',
      (_html, settings) => settings.zns?.otpTemplateId === ZNS_ON.otpTemplateId,
    );
    // The triggers keep the settings they read for 60 s too.
    await new Promise((resolve) => setTimeout(resolve, 65_000));
    const vi = await translator('vi');
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await inVietnamese(page);
      await fillGuestCodCheckout(page, vi, { name: 'Lê Văn Cường', phone: PHONE, zaloMessages: true });
      await screenshot(page, 'zalo-guest-checkout');
      const code = await placeGuestOrder(page);

      const placed = await waitForZalo('orderPlaced');
      expect(placed.data).toMatchObject({ customer_name: 'Lê Văn Cường', order_code: code });

      await page.goto('/tra-cuu-don-hang');
      await page.getByRole('heading', { level: 1, name: 'Tra cứu đơn hàng' }).waitFor();
      await textField(page, 'Số điện thoại').fill(PHONE);
      await textField(page, 'Mã đơn hàng').fill(code);
      await page.getByRole('button', { name: vi('Send the code') }).click();
      await page
        .getByText('Nếu thông tin khớp với một đơn hàng, mã xác nhận đã được gửi qua Zalo hoặc email')
        .waitFor();
      const otp = (await waitForZalo('otp')).data.otp;
      expect(otp).toMatch(/^\d{6}$/);
      await textField(page, 'Mã xác nhận').fill(otp!);
      await page.getByRole('button', { name: vi('Open the order') }).click();
      await page.waitForURL(`**/tra-cuu-don-hang/${code}`);
      await page.getByRole('heading', { level: 1, name: `Đơn hàng ${code}` }).waitFor();
      await screenshot(page, 'zalo-lookup-order');
    } finally {
      await context.close();
    }
  }, 240_000);
});
