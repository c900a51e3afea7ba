/**
 * A carrier at checkout on a phone (390×844, the shop in Vietnamese; docs/shipping-carriers.md): GHN
 * turned on in Settings through the API, a buyer without an account picks Bến Thành and the
 * checkout offers GHN with its service and "Giao dự kiến: <thứ>, <dd/mm>", preselected; the COD
 * order placed keeps GHN and that day, which its page shows. With GHN and GHTK on, both fees are
 * offered (GHN's with its day; GHTK quotes no day) and choosing GHTK changes the order's total. axe
 * checks every screen. The settings go back to no carrier afterwards, the specification's flat fee.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@shared/languages';
import products from '../seed/products.json';
import { BASE_URL, browserForFile, newPage, screenshot } from './support/browser';
import { translator } from './support/catalogues';
import { PROVINCE_LABEL, pickPlaces, textField } from './support/checkout';
import { saveSettings, waitForShop } from './support/shop-settings';

const product = products.find((p) => p.countInStock > 5 && p.price <= 500);
if (!product) throw new Error('seed/products.json needs an in-stock product priced at most 500');
// Below the free-shipping amount (100), so the carrier's fee is what the shopper pays.
const cheap = products.find((p) => p.countInStock > 5 && p.price < 100);
if (!cheap) throw new Error('seed/products.json needs an in-stock product priced under 100');

const browser = browserForFile({ reseed: true });
const HCMC = 'Thành phố Hồ Chí Minh';
const PICKUP = {
  name: 'Laptop Shop Sài Gòn',
  phone: '0901234567',
  address: '12 Lê Lợi',
  province: HCMC,
  ward: 'Phường Sài Gòn',
};
const EMPTY_PICKUP = { name: '', phone: '', address: '', province: '', ward: '' };
const DELIVERY_DAY = /^Giao dự kiến: (Thứ (Hai|Ba|Tư|Năm|Sáu|Bảy)|Chủ Nhật), \d\d\/\d\d$/;

afterAll(async () => {
  await saveSettings(() => ({ carriers: [], pickupAddress: EMPTY_PICKUP }));
}, 100_000);

describe('a carrier at checkout on a phone', () => {
  it('GHN on: the checkout offers GHN with its delivery day, and the order keeps both', async () => {
    await saveSettings(() => ({ carriers: ['ghn'], pickupAddress: PICKUP }));
    await waitForShop('GHN on', (_html, settings) => settings.carriers.includes('ghn'));
    const vi = await translator('vi');
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: encodeURIComponent('lang=vi'), url: BASE_URL }]);
      await page.goto(`/product/${product.slug}`);
      const addToCart = page.getByRole('button', { name: vi('Add to cart') });
      await addToCart.and(page.locator(':enabled')).waitFor();
      await addToCart.click();
      await page.waitForURL('**/cart');

      await page.goto('/checkout/guest');
      await page.getByRole('combobox', { name: PROVINCE_LABEL }).waitFor();
      await textField(page, 'Họ và tên').fill('Nguyễn Văn An');
      await textField(page, 'Số điện thoại').fill('0912 345 678');
      await pickPlaces(page, { province: HCMC, ward: 'Phường Bến Thành' } as never);
      await textField(page, 'Địa chỉ cụ thể').fill('1 Lê Lợi');

      const ghn = page.getByRole('radio', { name: /^GHN · / });
      await ghn.waitFor();
      expect(await ghn.isChecked()).toBe(true);
      const day = (await page.getByText(DELIVERY_DAY).first().textContent()) ?? '';
      expect(day).toMatch(DELIVERY_DAY);
      await page.getByRole('radio', { name: vi('Thanh toán khi nhận hàng (COD)') }).check();
      await screenshot(page, 'shipping-carrier-checkout');
      await page.getByRole('button', { name: 'Đặt hàng' }).click();

      await page.waitForURL('**/tra-cuu-don-hang/*');
      await page.getByText(product.name).first().waitFor();
      await page
        .getByText(/GHN · /)
        .first()
        .waitFor();
      await page.getByText(day, { exact: true }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the order page is wider than the phone').toBeLessThanOrEqual(0);
      await screenshot(page, 'shipping-carrier-order');
    } finally {
      await context.close();
    }
  }, 180_000);

  it('GHN and GHTK on: both fees are offered, GHN with its day, and choosing GHTK changes the total', async () => {
    await saveSettings(() => ({ carriers: ['ghn', 'ghtk'], pickupAddress: PICKUP }));
    await waitForShop('GHN and GHTK on', (_html, settings) => settings.carriers.includes('ghtk'));
    const vi = await translator('vi');
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: encodeURIComponent('lang=vi'), url: BASE_URL }]);
      await page.goto(`/product/${cheap.slug}`);
      const addToCart = page.getByRole('button', { name: vi('Add to cart') });
      await addToCart.and(page.locator(':enabled')).waitFor();
      await addToCart.click();
      await page.waitForURL('**/cart');

      await page.goto('/checkout/guest');
      await page.getByRole('combobox', { name: PROVINCE_LABEL }).waitFor();
      await pickPlaces(page, { province: HCMC, ward: 'Phường Bến Thành' } as never);

      const ghn = page.getByRole('radio', { name: /^GHN · / });
      const ghtk = page.getByRole('radio', { name: /^GHTK · / });
      await ghn.waitFor();
      await ghtk.waitFor();
      expect(await ghn.isChecked()).toBe(true);
      expect(await page.getByText(DELIVERY_DAY).count()).toBe(1);
      const total = page.getByTestId('summary-Order Total');
      const withGhn = (await total.textContent()) ?? '';
      await ghtk.check();
      await expect.poll(async () => (await total.textContent()) ?? '').not.toBe(withGhn);
      expect(await ghtk.isChecked()).toBe(true);
      await screenshot(page, 'shipping-two-carriers-checkout');
    } finally {
      await context.close();
    }
  }, 180_000);
});
