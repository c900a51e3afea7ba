/**
 * The server-rendered home page with a shop's banners and sections (docs/decisions/0088-home-sections-
 * and-banners.md), as a phone without JavaScript reads it. Needs the renderer `npm run build` writes
 * into functions/ssr/.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { laptopSpecs } from '@test-factories';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import { DEFAULT_SHOP_SETTINGS } from '../src/shared/shop-settings.js';
import { formatPrice } from '../src/shared/money.js';
import { builtRenderer, builtTemplate } from '../src/ssr/built-renderer.js';
import { createSsrApp } from '../src/ssr/ssr-app.js';
import { addProduct, indexAllProducts } from './support/products.js';
import { clearDatabase, db } from './support/test-context.js';

const app = createSsrApp(db, {
  renderer: builtRenderer,
  template: builtTemplate,
  origin: 'https://laptopshop.example.vn',
});
const HOUR = 3_600_000;
const iso = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

/** The banners' <img> tags in page order, attribute names lower-cased as an HTML parser reads them. */
const bannerImages = (html: string) =>
  (html.match(/<img [^>]*src="\/images\/banners\/[^>]*>/g) ?? []).map((img) =>
    img.replace(/ ([a-zA-Z-]+)=/g, (_, name: string) => ` ${name.toLowerCase()}=`),
  );

beforeAll(async () => {
  await clearDatabase();
  await addProduct({
    name: 'ASUS TUF Gaming A15',
    brand: 'ASUS',
    category: 'Gaming',
    price: 19_990_000,
    compareAtPrice: 22_990_000,
    featured: true,
    specs: laptopSpecs({ ramGb: 16, storageGb: 512 }),
  });
  await indexAllProducts();
  await shopSettingsDoc(db).set({
    ...DEFAULT_SHOP_SETTINGS,
    banners: [
      { image: '/images/banners/second.jpg', alt: 'Second banner', link: '/search', order: 2 },
      { image: '/images/banners/expired.jpg', alt: 'Expired banner', link: '/', order: 0, endsAt: iso(-HOUR) },
      { image: '/images/banners/future.jpg', alt: 'Future banner', link: '/', order: 0, startsAt: iso(HOUR) },
      {
        image: '/images/banners/first.jpg',
        alt: 'First banner',
        link: '/search?category=Gaming',
        order: 1,
        startsAt: iso(-HOUR),
      },
    ],
    homeSections: ['categories', 'brands', 'priceBands', 'featured', 'onSale'],
  });
  forgetShopSettings(db);
});
afterAll(async () => {
  await shopSettingsDoc(db).delete();
  forgetShopSettings(db);
});

describe('home with banners', () => {
  it('renders the live banners in order, the first as the high-priority image with its size; expired and future ones not', async () => {
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    const [first, second, ...more] = bannerImages(res.text);
    expect(more).toEqual([]);
    expect(first).toContain('src="/images/banners/first.jpg"');
    expect(first).toContain('fetchpriority="high"');
    expect(first).toContain('width="1200"');
    expect(first).toContain('height="400"');
    expect(second).toContain('src="/images/banners/second.jpg"');
    expect(second).not.toContain('fetchpriority');
    expect(second).toContain('loading="lazy"');
    expect(res.text).not.toContain('Expired banner');
    expect(res.text).not.toContain('Future banner');
  });

  it('gives no product photo priority over the banner', async () => {
    const res = await request(app).get('/');
    // One image asks for priority (React also preloads it from the head, with the same attribute).
    expect(res.text.match(/<img [^>]*fetchpriority="high"/gi)).toHaveLength(1);
    expect(res.text).toMatch(/<img [^>]*src="\/images\/banners\/first.jpg"[^>]*fetchpriority="high"/i);
  });

  it('renders the tiles with counts, the price chips, and the struck compare-at price with the percentage off', async () => {
    const res = await request(app).get('/');
    expect(res.text).toContain('Shop by category');
    expect(res.text).toMatch(/Gaming<\/span><span class="tile-count">1 laptops/);
    expect(res.text).toContain('href="/search?brand=ASUS"');
    expect(res.text).toContain('href="/search?price=1-50"');
    expect(res.text).toContain(`<s>${formatPrice(22_990_000)}</s>`);
    expect(res.text).toContain('-13%');
    expect(res.text).toContain('card-shop');
  });
});
