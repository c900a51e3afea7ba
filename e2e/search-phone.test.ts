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

const browser = browserForFile({ reseed: true });

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
    for (const element of document.querySelectorAll<HTMLElement>('main *, aside *')) {
      const text = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!text || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.position === 'absolute' && element.clientWidth <= 1) continue; // visually hidden
      if (element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'auto') found.push(`clipped: ${text}`);
      const longest = Math.max(...text.split(/\s+/).map((word) => word.length));
      const range = document.createRange();
      range.selectNodeContents(element);
      const lines = range.getClientRects().length;
      if (longest >= 4 && lines > text.length / 2) found.push(`letter by letter: ${text}`);
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

      const button = page.getByRole('button', { name: /^Bộ lọc \(1\)$/ });
      await button.click();
      const drawer = page.getByRole('dialog', { name: 'Bộ lọc' });
      await drawer.waitFor();
      await screenshot(page, 'search-phone-drawer');
      const ram = drawer.getByRole('link', { name: /^Từ 16 GB \(\d+\)$/ });
      await ram.click();
      await page.waitForURL(/ram=16/);
      await page.getByRole('button', { name: /^Bộ lọc \(2\)$/ }).waitFor();
      await drawer.getByRole('button', { name: /^Xem \d+ kết quả$/ }).click();
      await drawer.waitFor({ state: 'hidden' });

      const chip = page.getByRole('button', { name: /^RAM: / });
      await chip.locator('svg').last().click();
      await page.waitForURL((url) => !url.search.includes('ram=') && url.search.includes('category=Gaming'));
      await page.getByRole('button', { name: /^Bộ lọc \(1\)$/ }).waitFor();
      await screenshot(page, 'search-phone-chip-removed');
    } finally {
      await context.close();
    }
  });

  it('compares at 390 px without text cut off or broken letter by letter', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await page.goto('/search?category=Gaming');
      const links = page.locator('main a[href^="/product/"]');
      await links.first().waitFor();
      const ids: string[] = [];
      for (const link of (await links.all()).slice(0, 3)) {
        const href = (await link.getAttribute('href')) ?? '';
        const response = await page.request.get(`/api/products/${href.split('/').pop()}`);
        ids.push(((await response.json()) as { _id: string })._id);
      }
      await page.goto(`/compare?ids=${ids.join(',')}`);
      await page.getByRole('table').waitFor();
      expect(await brokenTexts(page)).toEqual([]);
      await screenshot(page, 'compare-phone-text');
    } finally {
      await context.close();
    }
  });
});
