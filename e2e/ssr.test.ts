/**
 * Server-rendered shopper pages in the browser (ADR 0018): the page arrives with its products, the
 * app hydrates it without a warning or an error, reads nothing again, does not move under the
 * shopper (CLS from the browser's layout-shift entries), and then behaves as the client app does.
 * What the HTML holds is checked without a browser in functions/test/ssr.test.ts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { VIEWPORTS } from './support/browser';
import { browserForFile, newPage } from './support/browser';

const browser = browserForFile({ reseed: true });

/** The target for every shopper page. */
const MAX_CLS = 0.02;

interface Visit {
  page: Page;
  problems: string[];
  dataReads: string[];
}

async function visit(path: string, viewport: keyof typeof VIEWPORTS): Promise<Visit> {
  const { page } = await newPage(browser(), viewport);
  const problems: string[] = [];
  const dataReads: string[] = [];
  page.on('console', (message) => {
    // The document's own status (a 404 page) is reported by the browser as a failed resource.
    if (
      message.type() === 'error' &&
      !/Failed to load resource: the server responded with a status of 404/.test(message.text())
    )
      problems.push(message.text());
    if (message.type() === 'warning' && /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('request', (request) => {
    if (/\/api\/|google\.firestore|:8080\//.test(request.url())) dataReads.push(request.url());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  return { page, problems, dataReads };
}

/** Layout shifts without recent input since the page started, as Lighthouse sums them. */
async function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

/**
 * CSS rules Emotion compiled and inserted in the browser: its server-sent styles arrive as text, the
 * ones it inserts itself go into empty <style> tags through insertRule. Hydration should need none.
 */
async function stylesInsertedInBrowser(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLStyleElement>('style[data-emotion]'))
      .filter((style) => style.textContent === '')
      .flatMap((style) => Array.from(style.sheet?.cssRules ?? []).map((rule) => rule.cssText.slice(0, 80))),
  );
}

describe.each(['phone', 'desktop'] as const)('server-rendered pages on a %s', (viewport) => {
  it.each([
    ['home', '/', 'Featured Products'],
    ['product', '/product/dell-vostro-3520', 'Dell Vostro 3520'],
    ['search', '/search?category=all', 'Results'],
  ])('%s hydrates without warnings, reads nothing again and does not shift', async (_name, path, heading) => {
    const { page, problems, dataReads } = await visit(path, viewport);
    await expect.poll(() => page.locator('main').innerText()).toContain(heading);
    expect(problems).toEqual([]);
    expect(dataReads).toEqual([]);
    expect(await cumulativeLayoutShift(page)).toBeLessThanOrEqual(MAX_CLS);
    // Hydrated (the add-to-cart buttons are enabled once it is): every style it uses came with the page.
    await page.getByRole('button', { name: 'Add to cart' }).and(page.locator(':enabled')).first().waitFor();
    expect(await stylesInsertedInBrowser(page)).toEqual([]);
  });
});

describe('without JavaScript', () => {
  it('the header search box opens the server-rendered results', async () => {
    const { page } = await newPage(browser(), 'phone', { javaScriptEnabled: false });
    await page.goto('/');
    await page.getByPlaceholder('search products...').fill('dell');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('query') === 'dell');
    await expect.poll(() => page.locator('main').innerText()).toMatch(/\d+ Results/);
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
  });
});

describe('before the app has loaded', () => {
  it('keeps what was typed in the header search box and suggests for it once the app runs', async () => {
    const { page } = await newPage(browser(), 'phone');
    // The page is on screen while its scripts still load: they are held until the shopper has typed.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('combobox', { name: 'search products' });
    await box.pressSequentially('thinkpd', { delay: 40 });
    release();
    const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await options.first().waitFor();
    expect(await box.inputValue()).toBe('thinkpd');
    expect(await options.first().innerText()).toContain('ThinkPad');
  });
});

describe('after hydration', () => {
  it('navigates on the client from a server-rendered home page to a product and into the cart', async () => {
    const { page, problems } = await visit('/', 'desktop');
    const before = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    const card = page.locator('main a[href^="/product/"]').filter({ hasText: /\S/ }).first();
    const [href, name] = [await card.getAttribute('href'), (await card.innerText()).trim()];
    await card.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(href);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(name);
    // Still the same document: the router moved, the browser did not load a page.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(before);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => page.url()).toContain('/cart');
    expect(problems).toEqual([]);
  });

  it('answers an unknown product with the Product Not Found page and a 404', async () => {
    const { page } = await newPage(browser(), 'desktop');
    const response = await page.goto('/product/no-such-laptop');
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.locator('main').innerText()).toContain('Product Not Found');
  });
});
