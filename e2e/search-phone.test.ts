/**
 * A category page on a 390×844 phone in Vietnamese (docs/decisions/0090-phone-filters-and-fast-
 * index-update.md): the first result above the fold, the filters in the 'Bộ lọc' drawer with the
 * chosen count on its button, a chip that takes the filter off, axe-clean (target-size included:
 * screenshot checks every screen); and the compare page at the same width with no text broken
 * letter by letter.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, newPage, screenshot } from './support/browser';
import { homeProducts } from './support/storefront';

const browser = browserForFile({ reseed: true });

/** The shop's language decides the words (Vietnamese, English, or the two together in 'mixed'). */
const FILTERS = (count?: number) => {
  const words = '(Bộ lọc|Filters|Bộ lọc / Filters)';
  return new RegExp(count === undefined ? `^${words}$` : `^${words} \\(${count}\\)$`);
};
const RAM_16 = /^(16 GB or more|Từ 16 GB) \(\d+\)$/;
const SHOW_RESULTS = /^(Xem \d+ kết quả|Show \d+ results|Xem \d+ kết quả \/ Show \d+ results)$/;
const COMPARE = /^(So sánh|Compare|So sánh \/ Compare)$/;

/** The top of the first result card, in CSS pixels from the top of the page. */
const firstResultTop = (page: Page) =>
  page
    .locator('main a[href^="/product/"]')
    .first()
    .evaluate((element) => element.getBoundingClientRect().top + window.scrollY);

/**
 * Elements whose text breaks letter by letter or is cut off: wider content than box (clipped), or a
 * box narrower than the longest word it holds (one letter a line).
 */
const brokenTexts = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('main *, aside *'))) {
      const text = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!text || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.position === 'absolute' && element.clientWidth <= 1) continue; // visually hidden
      if (element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'auto') found.push(`clipped: ${text}`);
      const longest = Math.max(...text.split(/\s+/).map((word) => word.length));
      // Lines of the element's own text: more lines than words means a word was broken.
      let lines = 0;
      for (const node of Array.from(element.childNodes)) {
        if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        lines += range.getClientRects().length;
      }
      const words = text.split(/\s+/).length;
      if (longest >= 4 && lines > words) found.push(`letter by letter: ${text}`);
    }
    return found;
  });

describe('search on a phone', () => {
  it('shows results first on a category page, filters in the Bộ lọc drawer with their count and chips', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await page.goto('/search?category=Gaming');
      await page.locator('main a[href^="/product/"]').first().waitFor();
      const top = await firstResultTop(page);
      console.log(`first result top at 390x844: ${Math.round(top)} px`);
      expect(top).toBeLessThan(700);
      await screenshot(page, 'search-phone');

      const button = page.getByRole('button', { name: FILTERS(1) });
      await button.click();
      const drawer = page.getByRole('dialog', { name: FILTERS() });
      await drawer.waitFor();
      await screenshot(page, 'search-phone-drawer');
      const ram = drawer.getByRole('link', { name: RAM_16 });
      await ram.click();
      await page.waitForURL(/ram=16/);
      await page.getByRole('button', { name: FILTERS(2) }).waitFor();
      await drawer.getByRole('button', { name: SHOW_RESULTS }).click();
      await drawer.waitFor({ state: 'hidden' });

      const chip = page.getByRole('button', { name: /^RAM: / });
      await chip.locator('svg').last().click();
      await page.waitForURL((url) => !url.search.includes('ram=') && url.search.includes('category=Gaming'));
      await page.getByRole('button', { name: FILTERS(1) }).waitFor();
      await screenshot(page, 'search-phone-chip-removed');
    } finally {
      await context.close();
    }
  });

  it('compares at 390 px, tray and table, without text cut off or broken letter by letter', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    try {
      // The tray: two laptops chosen from the home page's cards.
      await page.goto('/');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
      for (const product of homeProducts.slice(0, 2)) {
        // The first card of it: a shop's home page may show a laptop in more than one section.
        const card = page
          .getByRole('article')
          .filter({ has: page.getByRole('heading', { name: product.name }) })
          .first();
        await card.getByRole('button', { name: COMPARE }).click();
      }
      const tray = page.getByRole('complementary', { name: 'Compare tray' });
      await tray.getByText(/\(2\/4\)$/).waitFor();
      expect(await brokenTexts(page)).toEqual([]);
      await page.goto(
        `/compare?ids=${homeProducts
          .slice(0, 3)
          .map((product) => product.id)
          .join(',')}`,
      );
      await page.getByRole('table', { name: 'Laptops compared' }).waitFor();
      expect(await brokenTexts(page)).toEqual([]);
      await screenshot(page, 'compare-phone-text');
    } finally {
      await context.close();
    }
  });
});
