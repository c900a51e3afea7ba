/**
 * The home page on a phone (390×844, a vi-VN Chromium): the specification's default first, then the
 * Vietnamese demo's home settings (scripts/data/profiles/vietnam-home.mjs) saved through the API as
 * an admin and restored afterwards: banners, category tiles with counts, price chips, two cards per
 * row, the header's first row, and axe on each screen (docs/decisions/0088-home-sections-and-banners.md).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { settings as vietnamHome } from '../scripts/data/profiles/vietnam-home.mjs';
import { browserForFile, newPage, screenshot } from './support/browser';
import { saveSettings, waitForShop } from './support/shop-settings';

const browser = browserForFile({ reseed: true });

/** The boxes of the elements a locator finds. */
const boxes = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));

afterAll(async () => {
  // The spec's home page again for the journeys after this one, once the ssr function (which keeps
  // the settings it read for 60 s) renders it without the banners.
  await saveSettings(() => ({ banners: [], homeSections: ['featured'] }));
  await waitForShop('the home page without banners', (html) => !html.includes('class="home-banners"'));
}, 100_000);

describe('home on a phone', () => {
  it("keeps the specification's home page for a shop that never changed its settings", async () => {
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Featured Products' }).waitFor();
      expect(await page.getByRole('list', { name: 'Promotions' }).count()).toBe(0);
      expect(await page.getByRole('region', { name: 'Shop by category' }).count()).toBe(0);
      // One card per row on a phone, as the specification's grid has it.
      const cards = await boxes(page, 'article');
      expect(cards[1]?.top).toBeGreaterThan(cards[0]?.bottom ?? Infinity);
      await screenshot(page, 'home-spec-default');
    } finally {
      await context.close();
    }
  });

  it('shows the Vietnamese demo home: banner, tiles with counts, price chips, two cards a row, one header row', async () => {
    await saveSettings(() => vietnamHome);
    const { context, page } = await newPage(browser(), 'phone');
    try {
      // The ssr function caches settings for 60 s per instance; a fresh render may need a moment.
      await expect
        .poll(
          async () => {
            await page.goto('/');
            return page.getByRole('list', { name: 'Promotions' }).count();
          },
          { timeout: 90_000, interval: 5_000 },
        )
        .toBe(1);

      const banner = page.getByRole('list', { name: 'Promotions' }).getByRole('img').first();
      expect(await banner.getAttribute('fetchpriority')).toBe('high');
      expect(await banner.getAttribute('alt')).toBe(vietnamHome.banners[0]?.alt);
      const bannerBox = await banner.boundingBox();
      // 1200×400 drawn at the strip's width: a third as tall as wide, fixed before the image loads.
      expect(bannerBox && Math.round(bannerBox.width / bannerBox.height)).toBe(3);

      const categories = page.getByRole('region', { name: 'Shop by category' });
      await categories.getByRole('link', { name: /Gaming\s*\d+ laptops/ }).waitFor();
      const prices = page.getByRole('region', { name: 'Shop by price' });
      expect(await prices.getByRole('link').count()).toBeGreaterThan(0);

      // Two cards side by side in the first product row.
      const cards = await boxes(page, 'article.card-shop');
      expect(cards.length).toBeGreaterThan(1);
      expect(Math.round(cards[0]?.top ?? 0)).toBe(Math.round(cards[1]?.top ?? 1));
      expect(cards[0]?.width).toBeLessThan(195);

      // The header: menu, shop name and account links on one row; the search box below them.
      const header = await boxes(page, 'header button[aria-label="open categories"], header a[href="/"], header nav');
      const tops = header.map((box) => Math.round(box.top));
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(16);

      // No layout shift while the page loads (CLS of the page so far).
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
              })[])
                if (!entry.hadRecentInput) total += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 1000);
          }),
      );
      expect(shift).toBeLessThanOrEqual(0.02);
      await screenshot(page, 'home-vietnam');
    } finally {
      await context.close();
    }
  });
});
