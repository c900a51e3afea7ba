/**
 * The whole way a Vietnamese buyer takes on a phone (390×844, a vi-VN Chromium, no language cookie),
 * walked twice: home → a category → the 'Bộ lọc' drawer → a product → cart → sign-in → shipping →
 * cash on delivery → the order page after placing → order history.
 *
 * First on the specification's defaults (mixed texts, 'VND' prices, the spec's five address fields,
 * the spec's home), then on the Vietnamese shop: the owner's "Dùng mặc định cho shop Việt Nam"
 * settings and the demo's home (banners, tiles), saved through the API as an admin over the stored
 * version and restored afterwards. The spec run goes first so the journey waits only once for the
 * functions' 60 s settings cache. axe checks every screen (screenshot()).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { VIETNAM_SHOP_DEFAULTS, type ShopSettingsRecord } from '@shared/shop-settings';
import { vietnameseAddress } from '@test-factories';
import { settings as vietnamHome } from '../scripts/data/profiles/vietnam-home.mjs';
import { signInOnPage } from './support/auth';
import { browserForFile, newPage, PRESET_CONSENT_COOKIE, screenshot } from './support/browser';
import { translator } from './support/catalogues';
import { fillShippingForm, PROVINCE_LABEL, textField, typedName, WARD_LABEL } from './support/checkout';
import { ACCOUNTS } from './support/seed';
import { saveSettings, waitForPriceStyle } from './support/shop-settings';
import { seedProducts } from './support/storefront';

const browser = browserForFile({ reseed: true });

const CATEGORY = 'Gaming';
const ORDER_CODE = /^LS[2-9A-HJKMNP-Z]{5}$/;
/** A price as the Vietnamese shop writes it, and as the specification does. */
const DONG_PRICE = /^\d{1,3}(\.\d{3})*₫$/;
const SPEC_PRICE = /^\d[\d.,]* VND$/;

/** Every amount of money the screen shows, as written. */
const pricesOn = async (page: Page) =>
  ((await page.locator('#root').innerText()).match(/\d[\d.,]*\s?(₫|VND)/g) ?? []).map((price) => price.trim());

/** The top of the first result card, in CSS pixels from the top of the page. */
const firstResultTop = (page: Page) =>
  page
    .locator('main a[href^="/product/"]')
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

/** The page fits the phone: no sideways scrolling of the whole document. */
async function fitsThePhone(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} is wider than the phone`).toBeLessThanOrEqual(0);
}

/**
 * A text of an order card is shown whole: not cut off with an ellipsis, and inside the card's
 * border (a long status or total at 390 px must not be clipped or spill over the edge).
 */
async function shownWholeInCard(card: Locator, text: string | RegExp): Promise<void> {
  const cardBox = await card.boundingBox();
  const element = card.getByText(text, { exact: true }).first();
  const { clipped, right } = await element.evaluate((node) => ({
    clipped: node.scrollWidth > node.clientWidth + 1,
    right: node.getBoundingClientRect().right,
  }));
  expect(clipped, `'${String(text)}' is cut off`).toBe(false);
  expect(right, `'${String(text)}' spills out of the card`).toBeLessThanOrEqual(
    (cardBox?.x ?? 0) + (cardBox?.width ?? 0),
  );
}

const FILTERS = (words: string, count?: number) =>
  new RegExp(count === undefined ? `^${words}$` : `^${words} \\(${count}\\)$`);
const RAM_16 = /^(16 GB or more|Từ 16 GB) \((\d+)\)$/;
const SHOW_RESULTS = /^(Xem (\d+) kết quả|Show (\d+) results|Xem (\d+) kết quả \/ Show \d+ results)$/;

/**
 * Results first, then the filter drawer: its button counts the category, a RAM filter chosen in it
 * makes two, and its button says how many laptops are left before closing it. Returns that number.
 */
async function filterInTheDrawer(page: Page, filterWords: string, name: string): Promise<number> {
  await page.locator('main a[href^="/product/"]').first().waitFor();
  const top = await firstResultTop(page);
  console.log(`${name}: first result top at 390x844: ${Math.round(top)} px`);
  expect(top).toBeLessThan(700);
  await fitsThePhone(page, 'the category page');
  await screenshot(page, `${name}-category`);

  await page.getByRole('button', { name: FILTERS(filterWords, 1) }).click();
  const drawer = page.getByRole('dialog', { name: FILTERS(filterWords) });
  await drawer.waitFor();
  const ram = drawer.getByRole('link', { name: RAM_16 });
  const ramCount = Number(RAM_16.exec((await ram.innerText()).replace(/\s+/g, ' ').trim())?.[2]);
  await ram.click();
  await page.waitForURL(/ram=16/);
  await page.getByRole('button', { name: FILTERS(filterWords, 2) }).waitFor();
  const show = drawer.getByRole('button', { name: SHOW_RESULTS });
  // The button's count follows the chosen filter (the drawer stays open while the results load).
  await expect.poll(async () => Number((await show.innerText()).match(/\d+/)?.[0])).toBe(ramCount);
  await screenshot(page, `${name}-filters`);
  await show.click();
  await drawer.waitFor({ state: 'hidden' });
  return ramCount;
}

/** Opens the first laptop among the results that is in stock, and waits for its gallery. */
async function openAnInStockResult(page: Page, name: string): Promise<string> {
  await page.locator('main a[href^="/product/"]').first().waitFor();
  const shown = await page.getByRole('article').getByRole('heading').allInnerTexts();
  const product = shown
    .map((title) => seedProducts.find((p) => p.name === title.trim()))
    .find((p) => p !== undefined && p.countInStock > 0);
  if (!product) throw new Error(`no in-stock laptop among the results: ${shown.join(', ')}`);
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) })
    .getByRole('link', { name: product.name })
    .first()
    .click();
  await page.waitForURL(`**/product/${product.slug}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await fitsThePhone(page, 'the product page');
  await screenshot(page, `${name}-product`);
  return product.name;
}

let original: ShopSettingsRecord | null = null;

afterAll(async () => {
  const saved = original;
  if (!saved) return;
  // The specification's shop again for the journeys after this one.
  await saveSettings(() => ({
    defaultLanguage: saved.defaultLanguage,
    priceStyle: saved.priceStyle,
    addressStyle: saved.addressStyle,
    priceRanges: saved.priceRanges,
    banners: saved.banners,
    homeSections: saved.homeSections,
  }));
  // Until the pages and the API's reads show them: the next journey (the admin's, in English labels) must not meet
  // a function still answering with the Vietnamese settings it read.
  await waitForPriceStyle(saved.priceStyle);
}, 200_000);

describe("a buyer's whole path on a phone", () => {
  it("on the specification's shop: mixed texts, VND prices, the five address fields, the spec's home", async () => {
    await waitForPriceStyle('spec');
    const { context, page } = await newPage(browser(), 'phone', { locale: 'vi-VN' });
    try {
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Featured Products' }).waitFor();
      expect(await page.getByRole('list', { name: 'Promotions' }).count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Shop by category' }).count()).toBe(0);
      const homePrices = await pricesOn(page);
      expect(homePrices.length).toBeGreaterThan(0);
      for (const price of homePrices) expect(price).toMatch(SPEC_PRICE);
      await screenshot(page, 'journey-spec-home');

      await page.getByRole('button', { name: 'open categories' }).click();
      await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: CATEGORY }).click();
      await page.waitForURL((url) => url.searchParams.get('category') === CATEGORY);
      const inCategory = seedProducts.filter((p) => p.category === CATEGORY).length;
      await page.getByText(`${inCategory} Results`, { exact: true }).waitFor();
      // The default language shows the source texts, so the drawer's button reads 'Filters'.
      await filterInTheDrawer(page, 'Filters', 'journey-spec');
      const productName = await openAnInStockResult(page, 'journey-spec');
      await page.getByRole('list', { name: 'Product photos' }).getByRole('img').first().waitFor();

      const addToCart = page.getByRole('button', { name: 'Add to cart' });
      await addToCart.and(page.locator(':enabled')).click();
      await page.waitForURL('**/cart');
      await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
      await page.getByRole('link', { name: productName }).first().waitFor();
      const cartPrices = await pricesOn(page);
      expect(cartPrices.length).toBeGreaterThan(0);
      for (const price of cartPrices) expect(price).toMatch(SPEC_PRICE);
      expect(await page.locator('#root').innerText()).not.toContain('₫');
      await screenshot(page, 'journey-spec-cart');
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

      await page.waitForURL('**/signin*');
      await signInOnPage(page, ACCOUNTS.customer);
      await page.waitForURL('**/shipping');
      await page.getByRole('heading', { level: 1, name: 'Shipping Address' }).waitFor();
      await fillShippingForm(page, vietnameseAddress());
      // The specification's five fields, Country among them.
      for (const label of ['Full Name', 'Address', 'City', 'Postal Code', 'Country']) {
        expect(await textField(page, label).count(), label).toBe(1);
      }
      await fitsThePhone(page, 'the shipping form');
      await screenshot(page, 'journey-spec-shipping');
      await page.getByRole('button', { name: 'Continue' }).click();

      await page.waitForURL('**/payment');
      await page.getByRole('heading', { level: 1, name: 'Payment Method' }).waitFor();
      await page.getByRole('radio', { name: 'Thanh toán khi nhận hàng (COD)' }).check();
      await screenshot(page, 'journey-spec-payment');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/placeorder');
      await page.getByRole('heading', { level: 1, name: 'Preview Order' }).waitFor();
      await screenshot(page, 'journey-spec-placeorder');
      await page.getByRole('button', { name: 'Place Order' }).click();

      await page.waitForURL('**/order/*');
      const success = page.getByRole('region', { name: 'Đặt hàng thành công / Order placed' });
      await success.waitFor();
      const code = (await success.getByTestId('order-code').innerText()).trim();
      expect(code).toMatch(ORDER_CODE);
      await page
        .getByTestId('order-progress')
        .getByText('Thanh toán khi nhận hàng / Pay on delivery', { exact: true })
        .waitFor();
      await page.getByText('Not Delivered').waitFor();
      expect(await page.locator('#root').innerText()).not.toContain('₫');
      await fitsThePhone(page, 'the order page');
      await screenshot(page, 'journey-spec-placed');

      await page.goto('/orderhistory');
      await page.getByRole('heading', { name: 'Order History' }).waitFor();
      const card = page.getByTestId('order-card').filter({ hasText: code });
      await card.waitFor();
      const cardText = await card.innerText();
      expect(cardText).toContain(productName);
      expect(cardText).toContain('Thanh toán khi nhận hàng / Pay on delivery');
      expect(cardText).toMatch(/\d VND/);
      await shownWholeInCard(card, 'Thanh toán khi nhận hàng / Pay on delivery');
      await shownWholeInCard(card, SPEC_PRICE);
      await page.getByRole('tab', { name: 'Tất cả / All' }).waitFor();
      await fitsThePhone(page, 'the order history');
      await screenshot(page, 'journey-spec-history');
    } finally {
      await context.close();
    }
  }, 150_000);

  it('on the Vietnamese shop: Vietnamese texts, ₫ prices, banners and tiles, the Vietnamese address form', async () => {
    await saveSettings((stored) => {
      original = stored;
      return {
        ...VIETNAM_SHOP_DEFAULTS,
        priceRanges: [...VIETNAM_SHOP_DEFAULTS.priceRanges],
        banners: vietnamHome.banners,
        homeSections: [...vietnamHome.homeSections],
      } as Partial<ShopSettingsRecord>;
    });
    await waitForPriceStyle('vnd');
    const vi = await translator('vi');
    const { context, page } = await newPage(browser(), 'phone', { locale: 'vi-VN' });
    try {
      // No language stored: the Vietnamese comes from the settings (only the preset consent choice is there).
      expect((await context.cookies()).filter((cookie) => cookie.name !== PRESET_CONSENT_COOKIE)).toEqual([]);
      await page.goto('/');
      const banners = page.getByRole('list', { name: vi('Promotions') });
      await banners.getByRole('img').first().waitFor();
      expect(await banners.getByRole('img').first().isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
      const tile = page.getByRole('region', { name: vi('Shop by category') }).getByRole('link', {
        name: new RegExp(`^${CATEGORY}\\s*\\d+ laptop`),
      });
      const tileCount = Number((await tile.innerText()).match(/(\d+) laptop/)?.[1]);
      expect(tileCount).toBeGreaterThan(0);
      const homePrices = await pricesOn(page);
      expect(homePrices.length).toBeGreaterThan(0);
      for (const price of homePrices) expect(price).toMatch(DONG_PRICE);
      await fitsThePhone(page, 'the home page');
      await screenshot(page, 'journey-vi-home');

      await tile.click();
      await page.waitForURL((url) => url.searchParams.get('category') === CATEGORY);
      // The tile's count is the number of laptops the category page finds.
      await page.getByText(`${tileCount} kết quả`, { exact: true }).waitFor();
      await filterInTheDrawer(page, 'Bộ lọc', 'journey-vi');
      const productName = await openAnInStockResult(page, 'journey-vi');
      await page
        .getByRole('list', { name: vi('Product photos') })
        .getByRole('img')
        .first()
        .waitFor();

      await page
        .getByRole('button', { name: vi('Add to cart') })
        .and(page.locator(':enabled'))
        .click();
      await page.waitForURL('**/cart');
      await page.getByRole('heading', { level: 1, name: vi('Shopping Cart') }).waitFor();
      await page.getByRole('link', { name: productName }).first().waitFor();
      const cartPrices = await pricesOn(page);
      expect(cartPrices.length).toBeGreaterThan(0);
      for (const price of cartPrices) expect(price).toMatch(DONG_PRICE);
      await screenshot(page, 'journey-vi-cart');
      await page.getByRole('button', { name: vi('Proceed to Checkout') }).click();

      await page.waitForURL('**/signin*');
      await signInOnPage(page, ACCOUNTS.customer, vi);
      await page.waitForURL('**/shipping');
      await page.getByRole('heading', { level: 1, name: vi('Shipping Address') }).waitFor();
      // The first run's address may be in the customer's book: the form is for a new one.
      const useNew = page.getByRole('radio', { name: vi('Use a new address') });
      await useNew
        .or(page.getByRole('combobox', { name: PROVINCE_LABEL }))
        .first()
        .waitFor();
      if ((await useNew.count()) > 0) await useNew.check();
      for (const label of ['Họ và tên', 'Số điện thoại', 'Địa chỉ cụ thể']) await textField(page, label).waitFor();
      expect(await textField(page, vi('Country')).count()).toBe(0);
      for (const postal of await textField(page, 'Mã bưu chính').all()) {
        expect(await postal.getAttribute('required')).toBeNull();
      }
      await textField(page, 'Họ và tên').fill('Nguyễn Văn An');
      // Another number than the first run's: a number's COD order waiting for confirmation holds its next one.
      await textField(page, 'Số điện thoại').fill('0987 654 321');
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
      await fitsThePhone(page, 'the shipping form');
      await screenshot(page, 'journey-vi-shipping');
      await page.getByRole('button', { name: vi('Continue') }).click();

      await page.waitForURL('**/payment');
      await page.getByRole('radio', { name: 'Thanh toán khi nhận hàng (COD)' }).check();
      await screenshot(page, 'journey-vi-payment');
      await page.getByRole('button', { name: vi('Continue') }).click();
      await page.waitForURL('**/placeorder');
      await page.getByRole('heading', { level: 1, name: vi('Preview Order') }).waitFor();
      for (const price of await pricesOn(page)) expect(price).toMatch(DONG_PRICE);
      await screenshot(page, 'journey-vi-placeorder');
      await page.getByRole('button', { name: vi('Place Order') }).click();

      await page.waitForURL('**/order/*');
      const success = page.getByRole('region', { name: 'Đặt hàng thành công' });
      await success.waitFor();
      const code = (await success.getByTestId('order-code').innerText()).trim();
      expect(code).toMatch(ORDER_CODE);
      await page.getByRole('heading', { level: 1, name: `Đơn hàng ${code}` }).waitFor();
      await page.getByTestId('order-progress').getByText('Thanh toán khi nhận hàng', { exact: true }).waitFor();
      await fitsThePhone(page, 'the order page');
      await screenshot(page, 'journey-vi-placed');

      await page.goto('/orderhistory');
      await page.getByRole('heading', { name: vi('Order History') }).waitFor();
      const card = page.getByTestId('order-card').filter({ hasText: code });
      await card.waitFor();
      const cardText = await card.innerText();
      expect(cardText).toContain(productName);
      expect(cardText).toContain('Thanh toán khi nhận hàng');
      expect(cardText).toMatch(/\d₫/);
      await shownWholeInCard(card, 'Thanh toán khi nhận hàng');
      await shownWholeInCard(card, DONG_PRICE);
      await page.getByRole('tab', { name: 'Chờ xác nhận' }).click();
      await card.waitFor();
      await fitsThePhone(page, 'the order history');
      await screenshot(page, 'journey-vi-history');
    } finally {
      await context.close();
    }
  }, 200_000);
});
