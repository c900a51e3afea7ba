/**
 * Compare in real Chromium (docs/decisions/0024-laptop-specifications-and-compare.md): three
 * laptops put in the tray from their cards and product page, the tray followed to /compare, the
 * rows that differ marked and "Show only differences" toggled, the link shared (a fresh context
 * opens the same comparison), and the phone's two columns with their pickers. Every screen is
 * photographed and checked with axe.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, newPage, screenshot } from './support/browser';
import { homeProducts, mustFind } from './support/storefront';

const browser = browserForFile({ reseed: true });

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

const comparedTable = (page: Page) => page.getByRole('table', { name: 'Laptops compared' });
const specRow = (page: Page, label: string) =>
  comparedTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}`) }) });

/** Three laptops of the home grid: two from their cards, the third from its product page. */
const [first, second, third] = homeProducts
  .slice(0, 3)
  .map((product, index) => mustFind(product, `home product ${index}`));

/** A server-rendered page's buttons work once the app has hydrated it (use-hydrated.tsx marks <html>). */
async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
}

async function fillTray(page: Page): Promise<void> {
  await gotoHydrated(page, '/');
  for (const product of [first, second]) {
    const compare = card(page, product!.name).getByRole('button', { name: 'So sánh / Compare' });
    await compare.click();
    await expect.poll(() => compare.getAttribute('aria-pressed')).toBe('true');
  }
  await gotoHydrated(page, `/product/${third!.slug}`);
  await page.getByRole('button', { name: 'So sánh / Compare' }).click();
  const tray = page.getByRole('complementary', { name: 'Compare tray' });
  await tray.getByText('Compare (3/4)').waitFor();
  await screenshot(page, 'compare-tray');
  await tray.getByRole('link', { name: 'Compare' }).click();
  await page.waitForURL(/\/compare\?ids=/);
  await comparedTable(page).waitFor();
}

describe('compare', () => {
  it('compares three laptops side by side, marks differences, toggles only differences, and shares the link', async () => {
    const { context, page } = await newPage(browser());
    try {
      await fillTray(page);
      for (const product of [first, second, third])
        await comparedTable(page).getByRole('columnheader', { name: product!.name }).waitFor();
      // The demo laptops differ at least in price and weight; each differing row says so.
      const weight = specRow(page, 'Weight');
      expect(await weight.getAttribute('class')).toContain('differs');
      await screenshot(page, 'compare');

      const rowsBefore = await comparedTable(page).getByRole('rowheader').count();
      await page.getByRole('switch', { name: 'Show only differences' }).click();
      await expect.poll(() => comparedTable(page).getByRole('rowheader').count()).toBeLessThan(rowsBefore);
      await expect.poll(() => specRow(page, 'Weight').count()).toBe(1);
      await screenshot(page, 'compare-only-differences');

      // The URL alone is the comparison: a visitor without the tray sees the same laptops.
      const shared = page.url();
      const { context: other, page: visitor } = await newPage(browser());
      try {
        await visitor.goto(shared);
        for (const product of [first, second, third])
          await comparedTable(visitor).getByRole('columnheader', { name: product!.name }).waitFor();
        expect(await visitor.getByRole('complementary', { name: 'Compare tray' }).count()).toBe(0);
      } finally {
        await other.close();
      }

      await page.getByRole('button', { name: `Remove ${first!.name} from compare` }).click();
      await expect.poll(() => comparedTable(page).getByRole('columnheader', { name: first!.name }).count()).toBe(0);
      for (const product of [second, third])
        await comparedTable(page).getByRole('columnheader', { name: product!.name }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows two columns with pickers at phone width, the rows aligned', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await fillTray(page);
      const visibleHeaders = () => comparedTable(page).locator('thead th:visible').allTextContents();
      expect(await visibleHeaders()).toEqual([first!.name, second!.name]);
      await page.getByRole('combobox', { name: 'Column 2' }).selectOption({ label: third!.name });
      await expect.poll(visibleHeaders).toEqual([first!.name, third!.name]);
      // One table: each visible row has a label and exactly the two chosen columns.
      const cells = await specRow(page, 'Weight').locator('td:visible').count();
      expect(cells).toBe(2);
      await screenshot(page, 'compare-phone');
    } finally {
      await context.close();
    }
  });
});
