/**
 * A guest buyer brings an order into a new account on a phone (390×844): a guest COD order placed
 * with an email, then sign-up with that email, the verification link from the mail catcher, order
 * history's "Có 1 đơn hàng đặt không cần tài khoản. Thêm vào tài khoản?", the confirmation dialog,
 * and the order in the history (docs/guest-checkout-and-zalo.md, "Claiming guest orders"). The
 * profile's phone card is shown too, with the shop's Zalo OTP template on (a phone's code goes by
 * Zalo only). The catalogue is reseeded first. Every screen is checked with axe (screenshot()).
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PlacedOrderAnswer } from '@shared/entities/order';
import { placeOrderBody, vietnameseAddress } from '@test-factories';
import products from '../seed/products.json';
import { pickUserMenu, uniqueAccount } from './support/auth';
import { browserForFile, newPage, screenshot } from './support/browser';
import { linkIn, waitForEmail } from './support/inbox';
import { DEMO_ZNS_TEMPLATE_IDS } from '../functions/src/messages/zalo/zalo-settings';
import { DEFAULT_SHOP_SETTINGS, type ShopSettingsRecord } from '@shared/shop-settings';
import { api, saveSettings } from './support/shop-settings';

const seeded = products.find((p) => p.countInStock > 5 && p.price <= 500);
if (!seeded) throw new Error('seed/products.json needs an in-stock product priced at most 500');

const browser = browserForFile({ reseed: true });
const PHONE = `+8498${String(Date.now()).slice(-7)}`;
/** The functions keep the settings they read for 60 s: the Zalo template is used only after that. */
const SETTINGS_CACHE_MS = 65_000;

/** The template ids stored before the journey (the seed's), put back after it. */
let storedZns: ShopSettingsRecord['zns'] | undefined;
afterAll(async () => {
  if (storedZns) await saveSettings(() => ({ zns: storedZns }));
}, 90_000);

/** The guest order, placed through the API as the guest checkout sends it (its screens have their own journey). */
async function placeGuestOrder(email: string): Promise<PlacedOrderAnswer> {
  const product = await api<{ _id: string }>(`/products/slug/${seeded!.slug}`);
  const body = {
    ...placeOrderBody([{ _id: product._id, quantity: 1 }], { paymentMethod: 'COD' }),
    shippingAddress: vietnameseAddress({ phone: PHONE }),
    guest: { name: 'Trần Thị Bình', phone: PHONE, email },
  };
  return api<PlacedOrderAnswer>('/orders', { method: 'POST', body: JSON.stringify(body) });
}

async function signUp(page: Page, account: ReturnType<typeof uniqueAccount>) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: account.name, exact: true }).waitFor();
}

describe('claiming a guest order on a phone', () => {
  it('guest order → sign-up with its email → verify → claim → in the history', async () => {
    await saveSettings((stored) => {
      storedZns = stored.zns;
      return { zns: { ...DEFAULT_SHOP_SETTINGS.zns, otpTemplateId: DEMO_ZNS_TEMPLATE_IDS.otp } };
    });
    const zaloOn = Date.now() + SETTINGS_CACHE_MS;
    const account = uniqueAccount('Claimer');
    const order = await placeGuestOrder(account.email);
    expect(order.orderCode).toMatch(/^LS/);

    const { context, page } = await newPage(browser(), 'phone');
    try {
      await signUp(page, account);
      const email = await waitForEmail(account.email, /Xác minh địa chỉ email|Verify your email/);
      const link = new URL(linkIn(email, '/verify-email?oobCode='));
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByText('Your email address is verified').waitFor();

      await page.goto('/');
      await pickUserMenu(page, account.name, 'Order history');
      await page.waitForURL('**/orderhistory');
      await page.getByText('Có 1 đơn hàng đặt không cần tài khoản. Thêm vào tài khoản?').waitFor();
      await screenshot(page, 'claim-orders-notice');

      await page.getByRole('button', { name: 'Thêm vào tài khoản' }).click();
      const dialog = page.getByRole('dialog', { name: 'Thêm đơn hàng vào tài khoản' });
      await dialog.getByText(order.orderCode!).waitFor();
      await screenshot(page, 'claim-orders-dialog');
      await dialog.getByRole('button', { name: 'Thêm vào tài khoản' }).click();
      await page.getByText('Đã thêm đơn hàng vào tài khoản').first().waitFor();
      await page.getByText('Có 1 đơn hàng đặt không cần tài khoản. Thêm vào tài khoản?').waitFor({ state: 'detached' });
      // The live history now holds the order (the account's first), read from Firestore under the orders rule.
      await page.locator(`a[href="/order/${order._id}"]`).click();
      await page.waitForURL(`**/order/${order._id}`);
      await screenshot(page, 'claimed-order');

      await new Promise((resolve) => setTimeout(resolve, Math.max(0, zaloOn - Date.now())));
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Gửi mã' }).waitFor();
      await page.getByRole('textbox', { name: 'Số điện thoại' }).fill(`0${PHONE.slice(3)}`);
      await page.getByRole('button', { name: 'Gửi mã' }).click();
      await page.getByRole('textbox', { name: 'Mã xác nhận' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page is wider than the phone').toBeLessThanOrEqual(0);
      await screenshot(page, 'profile-phone-code');
    } finally {
      await context.close();
    }
  }, 240_000);
});
