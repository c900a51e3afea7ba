/**
 * The language switch (ADR 0019): the header's menu turns the whole shop, the server-rendered
 * pages included, into English or Vietnamese and back to the specification's own mixed text; the
 * choice is remembered across pages and visits and sets <html lang>. Screenshots of home, product,
 * cart and order pages in each language go to test-results/screenshots/lang-{vi,en}-*.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from '@shared/languages';
import products from '../seed/products.json';
import { signInThroughUi } from './support/auth';
import { browserForFile, newPage, screenshot } from './support/browser';
import { translator } from './support/catalogues';
import { ACCOUNTS } from './support/seed';

const browser = browserForFile();
const product = products.find((p) => p.countInStock > 0);
if (!product) throw new Error('seed/products.json has no product in stock');
/** A paid order of the seeded customer (seed/orders.json). */
const ORDER_ID = 'ord-0002';

/**
 * A text of the product page that reads differently in each language from the default, so seeing
 * it proves the switch (much English source text reads the same in English).
 */
const TELLTALE = { en: 'Còn hàng', vi: 'Add to cart' } as const;

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function chooseLanguage(page: Page, name: string) {
  await page.getByRole('button', { name: /Language|Ngôn ngữ/ }).click();
  await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name, exact: true }).click()]);
}

/**
 * The HTML the ssr function sends this browser (its cookies included), before any JavaScript. On a
 * fresh connection each time: the request context keeps its socket alive between calls, and the
 * hosting emulator closes an idle one after 5 s, so a call landing just then was reset (ECONNRESET)
 * before the server ever saw it.
 */
async function serverHtml(context: BrowserContext, path: string): Promise<string> {
  const response = await context.request.get(path, { headers: { Connection: 'close' } });
  expect(response.status()).toBe(200);
  return response.text();
}

describe('language switch', () => {
  it('shows the whole shop in English, then in Vietnamese, and the server renders the choice', async () => {
    const en = await translator('en');
    const vi = await translator('vi');
    const { context, page } = await newPage(browser(), 'desktop');
    try {
      // The default: the specification's texts as written.
      await page.goto('/');
      await page.getByRole('heading', { name: 'Featured Products' }).waitFor();
      expect(await htmlLang(page)).toBe('vi');
      expect(await serverHtml(context, '/')).toContain('Featured Products');
      await signInThroughUi(page, ACCOUNTS.customer);

      for (const [language, say] of [
        ['en', en],
        ['vi', vi],
      ] as const) {
        await page.goto('/');
        await chooseLanguage(page, LANGUAGE_NAMES[language]);
        expect(await htmlLang(page)).toBe(language);
        await page.getByRole('heading', { name: say('Featured Products') }).waitFor();
        await screenshot(page, `lang-${language}-home`);

        // Server-rendered in the chosen language, with <html lang> to match.
        const telltale = TELLTALE[language];
        expect(say(telltale)).not.toBe(telltale);
        const html = await serverHtml(context, `/product/${product.slug}`);
        expect(html).toContain(`<html lang="${language}">`);
        expect(html).toContain(say(telltale));
        expect(html).not.toContain(`>${telltale}<`);

        // The choice stays as the shopper moves on: product, cart, an order.
        await page.goto(`/product/${product.slug}`);
        await page.getByRole('heading', { name: product.name }).waitFor();
        await page.getByText(say(telltale), { exact: true }).first().waitFor();
        // Hydrated: the cart button is enabled once the cart is read (useHydrated).
        const addToCart = page.getByRole('button', { name: say('Add to cart') });
        await addToCart.and(page.locator(':enabled')).waitFor();
        await screenshot(page, `lang-${language}-product`);
        await addToCart.click();
        await page.waitForURL('**/cart');
        await page.getByRole('heading', { name: say('Shopping Cart') }).waitFor();
        await screenshot(page, `lang-${language}-cart`);
        await page
          .getByRole('button', { name: say('remove') })
          .first()
          .click();

        await page.goto(`/order/${ORDER_ID}`);
        await page.getByText(say('Order Summary')).waitFor();
        await screenshot(page, `lang-${language}-order`);

        // A message from the API (the server answers in the source text) reads in the language too.
        await page.goto('/order/ord-does-not-exist');
        await page.getByText(say('Order Not Found')).waitFor();
      }

      // Back to the specification's text.
      await chooseLanguage(page, LANGUAGE_NAMES.mixed);
      expect(await htmlLang(page)).toBe('vi');
      await page.goto('/');
      await page.getByRole('heading', { name: 'Featured Products' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
