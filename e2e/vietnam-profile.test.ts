/**
 * A Vietnamese shop on a phone (docs/decisions/0086-default-language.md, 0087-price-and-address-styles.md):
 * the owner's settings of "Dùng mặc định cho shop Việt Nam" (vi, vnd, the labelled VND bands, the
 * Vietnamese address form), saved through the API as an admin and restored afterwards, seen by a
 * vi-VN Chromium at 390×844: Vietnamese texts, '₫' prices without decimals, the Vietnamese address
 * form at checkout; axe checks every screen (screenshot()).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIETNAM_SHOP_DEFAULTS, type ShopSettingsRecord } from '@shared/shop-settings';
import { browserForFile, newPage, screenshot } from './support/browser';
import { translator } from './support/catalogues';
import { PROVINCE_LABEL, textField, typedName, WARD_LABEL } from './support/checkout';
import { ACCOUNTS } from './support/seed';
import { saveSettings, waitForLanguageAndPrices } from './support/shop-settings';
import { homeProducts } from './support/storefront';

const browser = browserForFile({ reseed: true });

/** Every amount of money the screen shows, as written ('32.990.000₫', or '320,00 VND' in the spec's style). */
const pricesOn = async (page: Page) =>
  ((await page.locator('#root').innerText()).match(/\d[\d.,]*\s?(₫|VND)/g) ?? []).map((price) => price.trim());

let original: ShopSettingsRecord | null = null;

beforeAll(async () => {
  await saveSettings((stored) => {
    original = stored;
    return { ...VIETNAM_SHOP_DEFAULTS, priceRanges: [...VIETNAM_SHOP_DEFAULTS.priceRanges] };
  });
  await waitForLanguageAndPrices('vi', 'vnd');
}, 200_000);

afterAll(async () => {
  const saved = original;
  if (!saved) return;
  await saveSettings(() => ({
    defaultLanguage: saved.defaultLanguage,
    priceStyle: saved.priceStyle,
    addressStyle: saved.addressStyle,
    priceRanges: saved.priceRanges,
  }));
  // A visitor without a language cookie gets the restored default ('auto' would follow the Accept-Language of Node's fetch: none).
  await waitForLanguageAndPrices(saved.defaultLanguage === 'auto' ? 'en' : saved.defaultLanguage, saved.priceStyle);
}, 200_000);

describe('the Vietnamese shop on a phone, vi-VN', () => {
  it('speaks Vietnamese, writes prices with ₫ and no decimals, and asks the address as Vietnamese shops do', async () => {
    const vi = await translator('vi');
    const { context, page } = await newPage(browser(), 'phone', { locale: 'vi-VN' });
    try {
      await page.goto('/');
      await page
        .getByRole('heading', { name: vi('Featured Products') })
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
      await expect.poll(() => page.getByText('Featured Products', { exact: true }).count()).toBe(0);
      const homePrices = await pricesOn(page);
      expect(homePrices.length).toBeGreaterThan(0);
      for (const price of homePrices) expect(price).toMatch(/^\d{1,3}(\.\d{3})*₫$/);
      await screenshot(page, 'vietnam-home');

      const product = homeProducts[0];
      if (!product) throw new Error('the demo has no home products');
      await page.goto(`/product/${product.slug}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      const addToCart = page.getByRole('button', { name: vi('Add to cart') });
      await addToCart.and(page.locator(':enabled')).waitFor();
      await screenshot(page, 'vietnam-product');
      await addToCart.click();

      await page.goto('/cart');
      await page.getByRole('heading', { level: 1, name: vi('Shopping Cart') }).waitFor();
      const cartPrices = await pricesOn(page);
      expect(cartPrices.length).toBeGreaterThan(0);
      for (const price of cartPrices) expect(price).toMatch(/^\d{1,3}(\.\d{3})*₫$/);
      await screenshot(page, 'vietnam-cart');

      await page.goto(`/signin?redirect=${encodeURIComponent('/shipping')}`);
      await page.getByLabel('Email').fill(ACCOUNTS.customer.email);
      await page.getByLabel(vi('Password'), { exact: true }).fill(ACCOUNTS.customer.password);
      await page.getByRole('button', { name: vi('Sign In') }).click();
      await page.waitForURL((url) => url.pathname === '/shipping');

      // The Vietnamese form: no Country, no City beside the province, the postal code optional.
      const useNew = page.getByRole('radio', { name: vi('Use a new address') });
      await useNew
        .or(page.getByRole('combobox', { name: PROVINCE_LABEL }))
        .first()
        .waitFor();
      if ((await useNew.count()) > 0) await useNew.check();
      for (const label of ['Họ và tên', 'Số điện thoại', 'Địa chỉ cụ thể']) await textField(page, label).waitFor();
      expect(await textField(page, vi('Country')).count()).toBe(0);
      expect(await textField(page, vi('City')).count()).toBe(0);
      await textField(page, 'Họ và tên').fill('Nguyễn Văn An');
      await textField(page, 'Số điện thoại').fill('0912 345 678');
      for (const [label, name] of [
        [PROVINCE_LABEL, 'Thành phố Hồ Chí Minh'],
        [WARD_LABEL, 'Phường Bến Thành'],
      ] as const) {
        const picker = page.getByRole('combobox', { name: label });
        await picker.fill(typedName(name));
        await page.getByRole('option', { name, exact: true }).waitFor();
        await picker.press('ArrowDown');
        await picker.press('Enter');
      }
      await textField(page, 'Địa chỉ cụ thể').fill('1 Lê Lợi');
      expect(await textField(page, 'Mã bưu chính').inputValue()).toBe('70000');
      await screenshot(page, 'vietnam-shipping');
      await page.getByRole('button', { name: vi('Continue') }).click();
      // The API took the address: the checkout moves on to the payment step.
      await page.waitForURL((url) => url.pathname === '/payment');
      await screenshot(page, 'vietnam-payment');
    } finally {
      await context.close();
    }
  }, 180_000);
});
