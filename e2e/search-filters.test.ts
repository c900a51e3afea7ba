/**
 * The search's specification filters at phone width (docs/decisions/0025-faceted-search-and-index-
 * snapshot.md): filter by RAM, then by GPU, each value's count equal to the results it then shows
 * and the other filters' counts updating; the filters fold away; chips remove them; axe-clean
 * (screenshot checks every screen). Needs a catalogue whose products state their specifications.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, newPage, screenshot } from './support/browser';

const browser = browserForFile({ reseed: true });

/** English or Vietnamese, whichever language the page was served in. */
const RAM_16 = /^(16 GB or more|Từ 16 GB) \((\d+)\)$/;
const DISCRETE = /^(Discrete|Card rời) \((\d+)\)$/;
const INTEGRATED = /^(Integrated|Tích hợp) \((\d+)\)$/;

async function resultCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ (Results|kết quả)$/i).textContent({ timeout: 15_000 });
  return Number(text?.split(' ')[0]);
}

const filtersOf = (page: Page) => page.getByRole('navigation', { name: /Search filters|Bộ lọc/ });

/** The count a filter link shows, read from its text. */
async function countOf(link: Locator, pattern: RegExp): Promise<number> {
  const match = pattern.exec(((await link.textContent()) ?? '').trim());
  if (!match) throw new Error(`no count in ${await link.textContent()}`);
  return Number(match[2]);
}

describe('search filters', () => {
  it('filters by RAM and GPU at phone width, each count equal to the results it shows', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await page.goto('/search');
      // A phone shows the results first: the filters open from the 'Bộ lọc' button as a drawer.
      await page.getByRole('button', { name: /^(Filters|Bộ lọc|Bộ lọc \/ Filters)( \(\d+\))?$/ }).click();
      const filters = filtersOf(page);
      const ram16 = filters.getByRole('link', { name: RAM_16 });
      await ram16.waitFor();
      const ramCount = await countOf(ram16, RAM_16);
      const discreteBefore = await countOf(filters.getByRole('link', { name: DISCRETE }), DISCRETE);
      await screenshot(page, 'search-filters');

      await ram16.click();
      await page.waitForURL(/ram=16/);
      // The results follow the new URL once its search answers.
      await expect.poll(() => resultCount(page)).toBe(ramCount);
      // The GPU counts now count only products with 16 GB or more.
      const discrete = filters.getByRole('link', { name: DISCRETE });
      const discreteCount = await countOf(discrete, DISCRETE);
      expect(discreteCount).toBeLessThanOrEqual(discreteBefore);
      // The chosen value is marked, and a chip names it.
      expect(await filters.getByRole('link', { name: RAM_16 }).getAttribute('aria-current')).toBe('true');

      await discrete.click();
      await page.waitForURL(/gpu=discrete/);
      await expect.poll(() => resultCount(page)).toBe(discreteCount);
      // The GPU facet ignores its own filter: integrated still counts, so the shopper can switch.
      await filters.getByRole('link', { name: INTEGRATED }).or(filters.getByText(INTEGRATED)).first().waitFor();
      await screenshot(page, 'search-filters-chosen');

      // A group folds away on a tap of its heading.
      const ramGroup = filters.locator('details').filter({ has: page.getByRole('heading', { name: 'RAM' }) });
      await ramGroup.locator('summary').click();
      expect(await ramGroup.getAttribute('open')).toBeNull();

      // The drawer closes on its footer button, over the chips.
      await page
        .getByRole('button', { name: /^(Show \d+ results|Xem \d+ kết quả|Xem \d+ kết quả \/ Show \d+ results)$/ })
        .click();
      // The GPU chip takes the GPU filter off and keeps RAM.
      const chip = page.getByRole('button', { name: /^(Graphics|Card đồ họa): / });
      await chip.locator('svg').last().click();
      await page.waitForURL((url) => !url.search.includes('gpu=') && url.search.includes('ram=16'));
      await expect.poll(() => resultCount(page)).toBe(ramCount);
    } finally {
      await context.close();
    }
  });

  it('renders the filters and their counts on the server, before any script runs', async () => {
    const { context, page } = await newPage(browser(), 'phone', { javaScriptEnabled: false });
    try {
      await page.goto('/search?ram=16&gpu=discrete');
      // Without JavaScript the 'Bộ lọc' link opens the drawer too (its #search-filters target).
      await page.getByRole('button', { name: /^(Filters|Bộ lọc|Bộ lọc \/ Filters) \(2\)$/ }).click();
      const filters = filtersOf(page);
      await filters.getByRole('link', { name: RAM_16 }).waitFor();
      expect(await filters.getByRole('link', { name: RAM_16 }).getAttribute('aria-current')).toBe('true');
      await page.getByRole('button', { name: /^(Graphics|Card đồ họa): / }).waitFor();
    } finally {
      await context.close();
    }
  });
});
