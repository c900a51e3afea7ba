/**
 * A finance company's installments on a phone (390×844, docs/installments.md): the buyer chooses
 * "Trả góp qua công ty tài chính" at the payment step, fills the application with their consent and
 * places the order, which shows "Chờ duyệt hồ sơ trả góp"; an admin finds it on Admin → Trả góp with
 * the CCCD masked, approves it with the company and contract number, and the order awaits payment.
 * The demo catalogue keeps the specification's small prices, so the journey lowers the installment
 * minimum to 300 (and restores it); axe checks each screen.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopSettingsRecord } from '@shared/shop-settings';
import { vietnameseAddress } from '@test-factories';
import { signInThroughUi } from './support/auth';
import { browserForFile, newPage, screenshot } from './support/browser';
import { checkoutToPaymentStep } from './support/checkout';
import { ACCOUNTS } from './support/seed';
import { saveSettings, waitForShop } from './support/shop-settings';
import { mustFind, seedProducts } from './support/storefront';

const browser = browserForFile({ reseed: true });
const MINIMUM = 300;
const laptop = mustFind(
  seedProducts.find((p) => p.price >= MINIMUM && p.countInStock > 3 && !('variants' in p && p.variants)),
  'an in-stock laptop from 300',
);

let original: ShopSettingsRecord['installment'] | null = null;

beforeAll(async () => {
  await saveSettings((stored) => {
    original = stored.installment;
    return { installment: { ...stored.installment, minOrderAmount: MINIMUM } };
  });
  await waitForShop('installments from 300', (_html, settings) => settings.installment.minOrderAmount === MINIMUM);
}, 200_000);

afterAll(async () => {
  const saved = original;
  if (saved) await saveSettings(() => ({ installment: saved }));
}, 200_000);

describe('a finance company application on a phone', () => {
  it('applied at checkout, approved by the admin on Admin → Trả góp', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    let code = '';
    try {
      await checkoutToPaymentStep(page, laptop.slug, ACCOUNTS.customer, vietnameseAddress());
      await page.getByRole('radio', { name: 'Trả góp qua công ty tài chính' }).check();
      await page.getByRole('textbox', { name: 'Họ và tên' }).fill('Nguyễn Văn Hồ Sơ');
      await page.getByRole('textbox', { name: 'Số điện thoại' }).fill('0912345678');
      await page.getByRole('textbox', { name: 'Số CCCD' }).fill('079203001234');
      await page
        .getByRole('checkbox', {
          name: 'Tôi đồng ý để cửa hàng chuyển thông tin này cho công ty tài chính để xét duyệt hồ sơ',
        })
        .check();
      await screenshot(page, 'finance-application');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/placeorder');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL('**/order/*');
      await page.getByText('Chờ duyệt hồ sơ trả góp').first().waitFor();
      code = (await page.getByTestId('order-code').innerText()).trim();
      expect(await page.getByText('079203001234').count()).toBe(0);
      await screenshot(page, 'finance-order-awaiting-approval');
    } finally {
      await context.close();
    }

    const admin = await newPage(browser(), 'phone');
    try {
      await signInThroughUi(admin.page, ACCOUNTS.admin, '/admin/installments');
      const card = admin.page.getByRole('listitem', { name: `Hồ sơ ${code}` });
      await card.waitFor();
      expect(await card.getByText('********1234').isVisible()).toBe(true);
      await screenshot(admin.page, 'finance-admin-installments');
      await card.getByRole('button', { name: 'Duyệt' }).click();
      const dialog = admin.page.getByRole('dialog', { name: `Duyệt hồ sơ ${code}` });
      await dialog.getByRole('textbox', { name: 'Công ty tài chính' }).fill('Home Credit');
      await dialog.getByRole('textbox', { name: 'Số hợp đồng' }).fill('HC-2026-0001');
      await screenshot(admin.page, 'finance-admin-approve');
      await dialog.getByRole('button', { name: 'Duyệt' }).click();
      await card.waitFor({ state: 'detached' });
      await admin.page.getByText('Không có hồ sơ nào chờ duyệt.').waitFor();
    } finally {
      await admin.context.close();
    }
  });
});
