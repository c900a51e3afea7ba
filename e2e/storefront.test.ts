/**
 * Visitor journeys in real Chromium: home -> product -> cart with the stock rules, search by text,
 * category, price, sort and page with back/forward, and screenshots of each screen.
 */
import { parseVnd } from '@shared/money';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { foldText } from '@shared/text';
import { browserForFile, newPage, screenshot } from './support/browser';
import { homeProducts, mustFind, SEARCH_PAGE_SIZE, seedProducts } from './support/storefront';

const browser = browserForFile({ reseed: true });

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

const cartLine = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

/** Prices of the result cards, in screen order. */
async function cardPrices(page: Page): Promise<number[]> {
  // A laptop sold in configurations shows its lowest price as "từ / from 520 VND".
  const texts = await page
    .getByRole('article')
    .getByText(/^(từ \/ from )?[\d.,]+ VND$/)
    .allTextContents();
  return texts.map((text) => parseVnd(text.replace(/^từ \/ from /, '')));
}

async function resultCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ Results$/).textContent({ timeout: 15_000 });
  return Number(text?.split(' ')[0]);
}

describe('storefront', () => {
  it('browses home -> product -> cart and enforces the cart quantity rules', async () => {
    const { context, page } = await newPage(browser());
    try {
      // A home product with little stock, so the plus button reaches the stock limit quickly.
      const product = mustFind(
        // Sold as one offer: a configuration's own stock, not the model's sum, would bound the plus button.
        homeProducts.find((p) => !p.variants && p.countInStock >= 2 && p.countInStock <= 4),
        'home product with stock 2..4',
      );
      const soldOut = mustFind(
        homeProducts.find((p) => p.countInStock === 0),
        'out-of-stock home product',
      );

      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Featured Products' }).waitFor();
      await card(page, product.name).waitFor();
      expect(await page.getByRole('article').count()).toBe(homeProducts.length);
      const soldOutButton = card(page, soldOut.name).getByRole('button', { name: 'Hết hàng' });
      expect(await soldOutButton.isDisabled()).toBe(true);
      await screenshot(page, 'home');

      await card(page, product.name).getByRole('link', { name: product.name }).click();
      await page.waitForURL(`**/product/${product.slug}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      expect(await page.title()).toBe(`${product.name} | Laptop Shop`);
      await page.getByText('Còn hàng').waitFor();
      await page.getByRole('heading', { name: 'Reviews' }).waitFor();
      await screenshot(page, 'product');

      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.waitForURL('**/cart');
      await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
      const line = cartLine(page, product.name);
      expect(await line.getByLabel('quantity', { exact: true }).textContent()).toBe('1');
      expect(await line.getByRole('button', { name: 'decrease quantity' }).isDisabled()).toBe(true);

      // Plus until the stock limit: each click re-reads the stock; at the limit plus is disabled.
      const plus = line.getByRole('button', { name: 'increase quantity' });
      for (let quantity = 2; quantity <= product.countInStock; quantity += 1) {
        await plus.click();
        await expect.poll(() => line.getByLabel('quantity', { exact: true }).textContent()).toBe(String(quantity));
      }
      expect(await plus.isDisabled()).toBe(true);
      expect(await line.getByRole('button', { name: 'decrease quantity' }).isEnabled()).toBe(true);
      await page.getByText(`Subtotal (${product.countInStock} items)`).waitFor();
      expect(await page.getByRole('link', { name: `Cart, ${product.countInStock} items` }).count()).toBe(1);
      await screenshot(page, 'cart');

      await line.getByRole('button', { name: 'decrease quantity' }).click();
      await expect
        .poll(() => line.getByLabel('quantity', { exact: true }).textContent())
        .toBe(String(product.countInStock - 1));

      await line.getByRole('button', { name: 'remove' }).click();
      await page.getByText('Cart is empty.').waitFor();
      expect(await page.getByRole('button', { name: 'Proceed to Checkout' }).isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('finds products by text without diacritics and by category from the drawer', async () => {
    const { context, page } = await newPage(browser());
    try {
      const graphics = seedProducts.filter((p) => p.category === 'Đồ họa');
      expect(graphics.length).toBeGreaterThan(0);
      expect(graphics.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);

      await page.goto('/');
      await page.getByPlaceholder('search products...').fill('do hoa');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/search') && url.searchParams.get('query') === 'do hoa');
      await page.getByRole('button', { name: 'Query: do hoa' }).waitFor();
      expect(await resultCount(page)).toBeGreaterThanOrEqual(graphics.length);
      for (const product of graphics) await card(page, product.name).waitFor();

      await page.getByRole('button', { name: 'open categories' }).click();
      await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Đồ họa' }).click();
      await page.waitForURL((url) => url.searchParams.get('category') === 'Đồ họa' && !url.searchParams.has('query'));
      await page.getByRole('navigation', { name: 'Categories' }).waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Category: Đồ họa' }).waitFor();
      await expect.poll(() => resultCount(page)).toBe(graphics.length);
      const names = await page.getByRole('article').getByRole('heading').allTextContents();
      expect(names.sort()).toEqual(graphics.map((p) => p.name).sort());

      await page.getByRole('link', { name: 'clear filters' }).click();
      await page.waitForURL((url) => url.pathname === '/search' && url.search === '');
      await expect.poll(() => resultCount(page)).toBeGreaterThan(graphics.length);
      expect(await page.getByRole('button', { name: 'Category: Đồ họa' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('suggests products while typing, with a typo, and opens the one chosen with the keyboard', async () => {
    const { context, page } = await newPage(browser());
    try {
      const thinkpads = seedProducts.filter((p) => p.name.includes('ThinkPad'));
      expect(thinkpads.length).toBeGreaterThan(0);
      await page.goto('/');
      const box = page.getByRole('combobox', { name: 'search products' });
      await box.pressSequentially('thinkpd', { delay: 40 });
      const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
      await options.first().waitFor();
      const suggested = await options.allTextContents();
      for (const text of suggested.slice(0, thinkpads.length)) {
        expect(thinkpads.some((p) => text.startsWith(p.name))).toBe(true);
      }
      await screenshot(page, 'search-suggestions');

      await page.keyboard.press('ArrowDown');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'));
      await page.keyboard.press('Enter');
      const chosen = thinkpads.find((p) => suggested[0]?.startsWith(p.name));
      await page.waitForURL((url) => url.pathname === `/product/${chosen?.slug}`);
      await page.getByRole('heading', { name: chosen?.name, exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('filters by price, sorts, pages, and restores every filter with back and forward', async () => {
    const { context, page } = await newPage(browser());
    try {
      const inRange = seedProducts.filter((p) => p.price >= 201 && p.price <= 1000);
      expect(inRange.length).toBeGreaterThan(SEARCH_PAGE_SIZE);
      const ascending = (prices: number[]) => prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price);
      const within = (prices: number[]) => prices.every((price) => price >= 201 && price <= 1000);

      await page.goto('/search');
      await page.getByRole('link', { name: '$201 to $1000' }).click();
      await page.waitForURL((url) => url.searchParams.get('price') === '201-1000');
      await page.getByRole('button', { name: 'Price: $201 to $1000' }).waitFor();
      // Other journeys may add or delete products at the same time: counts are read from the page.
      const count = await resultCount(page);
      expect(count).toBeGreaterThan(SEARCH_PAGE_SIZE);

      await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
      await page.waitForURL((url) => url.searchParams.get('order') === 'lowest');
      // The sorted results replace the unsorted ones once loaded.
      const sortedPage = async () => {
        const prices = await cardPrices(page);
        return prices.length === SEARCH_PAGE_SIZE && ascending(prices);
      };
      await expect.poll(sortedPage).toBe(true);
      const firstPage = await cardPrices(page);
      expect(within(firstPage)).toBe(true);
      await screenshot(page, 'search');

      const pager = page.getByRole('navigation', { name: 'Pages' });
      expect(await pager.getByRole('link').count()).toBe(Math.ceil(count / SEARCH_PAGE_SIZE));
      await pager.getByRole('link', { name: '2', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await expect.poll(async () => (await cardPrices(page))[0] ?? firstPage[0]).not.toBe(firstPage[0]);
      const secondPage = await cardPrices(page);
      expect(ascending([...firstPage, ...secondPage]) && within(secondPage)).toBe(true);
      expect(await pager.getByRole('link', { name: '2', exact: true }).getAttribute('aria-current')).toBe('page');

      // Back: page 1 of the sorted search; back again: the unsorted search; forward: sorted again.
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('order') === 'lowest' && !url.searchParams.has('page'));
      await expect.poll(() => cardPrices(page)).toEqual(firstPage);
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('price') === '201-1000' && !url.searchParams.has('order'));
      await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('newest');
      await page.getByRole('button', { name: 'Price: $201 to $1000' }).waitFor();
      await page.goForward();
      await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('lowest');
      await expect.poll(() => cardPrices(page)).toEqual(firstPage);

      // A filter from the URL that makes no sense is reported, not ignored.
      await page.goto('/search?order=cheapest');
      await page.getByRole('alert').filter({ hasText: 'order must be one of' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('keeps every storefront screen usable at phone width', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    try {
      const product = mustFind(
        homeProducts.find((p) => p.countInStock > 0),
        'in-stock product',
      );
      await page.goto('/');
      await card(page, product.name).waitFor();
      // The search box wraps to its own row below the brand and the cart.
      const search = await page.getByPlaceholder('search products...').boundingBox();
      const brand = await page.getByRole('link', { name: 'Laptop Shop' }).boundingBox();
      expect(search && brand && search.y > brand.y + brand.height - 1).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, 'home');

      await page.goto(`/product/${product.slug}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      await screenshot(page, 'product');
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.waitForURL('**/cart');
      await cartLine(page, product.name).waitFor();
      await screenshot(page, 'cart');

      await page.goto(`/search?query=${encodeURIComponent(foldText(product.brand))}`);
      await page.getByText(/^\d+ Results$/).waitFor();
      await screenshot(page, 'search');

      await page.goto('/signin');
      await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
      await screenshot(page, 'signin');
      await page.goto('/signup');
      await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
      await screenshot(page, 'signup');
    } finally {
      await context.close();
    }
  });
});
