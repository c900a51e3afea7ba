/**
 * Buying from the product page on a phone (390×844, the shop in Vietnamese): one price, in the buy
 * box, beside the struck old one when there is one; the gifts under "Khuyến mãi"; "Bảo hành & đổi
 * trả"; the buy bar fixed to the bottom, covering nothing and shifting nothing; "Mua ngay" into
 * checkout through sign-in (docs/decisions/0094-one-price-and-phone-buy-bar.md). On a wide screen
 * the bar is gone and the spec's price line is back. Every screen is checked with axe (screenshot()).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@shared/languages';
import { formatPrice } from '@shared/money';
import products from '../seed/products.json';
import { BASE_URL, browserForFile, newPage, screenshot } from './support/browser';
import { translator } from './support/catalogues';
import { ACCOUNTS } from './support/seed';

const browser = browserForFile({ reseed: true });
const product = products.find((p) => p.slug === 'dell-xps-13-9340');
if (!product?.promotions || !product.specs.warrantyMonths || product.countInStock < 2) {
  throw new Error('seed/products.json needs the Dell XPS 13 9340 in stock with gifts and a warranty');
}
/** The demo keeps the specification's price style. */
const PRICE = formatPrice(product.price, 'spec');

/** How many visible texts on the page show this price (the bar and similar laptops show none of it). */
const visiblePrices = (page: Page) =>
  page.evaluate((price) => {
    const walker = document.createTreeWalker(document.getElementById('root') ?? document.body, NodeFilter.SHOW_TEXT);
    let count = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes(price) && node.parentElement?.checkVisibility()) count += 1;
    }
    return count;
  }, PRICE);

/** The sum of layout shifts since the page started loading (CLS, without the session windows). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
          resolve(entries.filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );

const listed = (page: Page, region: string) =>
  page.getByRole('region', { name: region }).getByRole('listitem').allInnerTexts();

describe('buying from the product page on a phone', () => {
  it('one price, the gifts and the warranty; Mua ngay leads through sign-in to /shipping', async () => {
    const vi = await translator('vi');
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: encodeURIComponent('lang=vi'), url: BASE_URL }]);
      await page.goto(`/product/${product.slug}`);
      const bar = page.getByRole('region', { name: 'Mua hàng' });
      const buyNow = bar.getByRole('button', { name: 'Mua ngay' });
      await buyNow.and(page.locator(':enabled')).waitFor();
      await page.waitForLoadState('load');
      expect(await layoutShift(page)).toBe(0);

      expect(await visiblePrices(page)).toBe(1);
      expect(await listed(page, 'Khuyến mãi')).toEqual(product.promotions);
      expect(await listed(page, 'Bảo hành & đổi trả')).toEqual([
        `Bảo hành chính hãng ${product.specs.warrantyMonths} tháng`,
        '1 đổi 1 trong 15 ngày nếu lỗi do nhà sản xuất',
      ]);
      // One "Thêm vào giỏ hàng" on the screen: the bar's (the buy box's own waits for wider screens).
      expect(await page.getByRole('button', { name: vi('Add to cart') }).count()).toBe(1);
      expect(await bar.getByRole('button', { name: vi('Add to cart') }).isVisible()).toBe(true);

      // Fixed to the bottom of the screen, and the page ends with room for it: the footer's last
      // line, scrolled to the end, sits above the bar.
      const barBox = await bar.boundingBox();
      expect(barBox && Math.round(barBox.y + barBox.height)).toBe(844);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footerBottom = await page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().bottom);
      expect(footerBottom).toBeLessThanOrEqual((barBox?.y ?? 0) + 1);
      await screenshot(page, 'product-buy-phone');

      await buyNow.click();
      await page.waitForURL((url) => url.pathname === '/signin' && url.searchParams.get('redirect') === '/shipping');
      await page.getByLabel(vi('Email')).fill(ACCOUNTS.customer.email);
      await page.getByLabel(vi('Password'), { exact: true }).fill(ACCOUNTS.customer.password);
      await page.getByRole('button', { name: vi('Sign In') }).click();
      await page.waitForURL('**/shipping');
      await page.getByRole('combobox', { name: 'Tỉnh/Thành phố' }).waitFor();
      await screenshot(page, 'product-buy-phone-shipping');
      const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? '[]') as unknown[]);
      expect(cart).toEqual([expect.objectContaining({ slug: product.slug, quantity: 1 })]);
    } finally {
      await context.close();
    }
  });

  it('on a wide screen shows no bar, and the price beside the buy box as the specification lays it out', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    try {
      await page.goto(`/product/${product.slug}`);
      await page.getByRole('button', { name: 'Add to cart' }).and(page.locator(':enabled')).waitFor();
      expect(await page.getByRole('region', { name: 'Mua hàng' }).count()).toBe(0);
      expect(await page.getByText(`Price : ${PRICE}`).isVisible()).toBe(true);
      expect(await visiblePrices(page)).toBe(2);
    } finally {
      await context.close();
    }
  });
});
