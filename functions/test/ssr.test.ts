/**
 * The server-rendered shopper pages as a search engine or a phone without JavaScript reads them:
 * the ssr app in-process against the emulator's test database, with the renderer `npm run build`
 * writes into functions/ssr/. Hydration and layout shift are checked in the browser (e2e/ssr.test.ts).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryStatsDoc, productsCol, reviewsCol } from '../src/data/collections.js';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import { SSR_DATA_ELEMENT_ID } from '../src/shared/constants.js';
import { DEFAULT_SHOP_SETTINGS } from '../src/shared/shop-settings.js';
import { API_MSG, MSG } from '../src/shared/messages.js';
import { formatPrice } from '../src/shared/money.js';
import { builtRenderer, builtTemplate } from '../src/ssr/built-renderer.js';
import { PAGE_SECURITY_HEADERS } from '../src/security-headers.js';
import { createSsrApp, MAX_PAGE_BYTES, SSR_CACHE_CONTROL, SSR_ERROR_CACHE_CONTROL } from '../src/ssr/ssr-app.js';
import { reviewDoc } from '@test-factories';
import { addProduct, indexAllProducts } from './support/products.js';
import { LIMITS } from '../src/api/limits/abuse-limits.js';
import { callEndpoint } from './support/call-endpoint.js';
import { startInOneSearchWindow } from './support/search-window.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const ORIGIN = 'https://laptopshop.example.vn';
const app = createSsrApp(db, { renderer: builtRenderer, template: builtTemplate, origin: ORIGIN });

/** The text a reader without JavaScript sees: the markup with tags, scripts and styles taken out. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );

const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** The product photos' <img> tags, in page order, attribute names lower-cased as an HTML parser reads them. */
const productImages = (html: string) =>
  (html.match(/<img [^>]*src="\/images\/[^>]*>/g) ?? []).map((img) =>
    img.replace(/ ([a-zA-Z-]+)=/g, (_, name: string) => ` ${name.toLowerCase()}=`),
  );

beforeAll(async () => {
  await clearDatabase();
  const { id: xps } = await addProduct({
    slug: 'dell-xps-13',
    name: 'Dell XPS 13',
    brand: 'Dell',
    category: 'Văn phòng',
    price: 32_990_000,
    countInStock: 4,
    description: 'Máy mỏng nhẹ cho văn phòng.',
    featured: true,
    createdAt: '2026-01-02T00:00:00.000Z',
    rating: 4.5,
    numReviews: 2,
    specs: { ramGb: 16, gpu: { kind: 'integrated' } },
  });
  await reviewsCol(db, xps)
    .doc('r1')
    .set(reviewDoc({ name: 'Lan', rating: 5, comment: 'Pin rất tốt' }));
  await reviewsCol(db, xps)
    .doc('r2')
    .set(reviewDoc({ name: 'Minh', rating: 4, comment: 'Màn hình đẹp' }));
  await addProduct({
    slug: 'asus-rog-strix',
    name: 'ASUS ROG Strix',
    brand: 'Asus',
    category: 'Gaming',
    price: 45_000_000,
    countInStock: 0,
    featured: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    rating: 0,
    numReviews: 0,
    specs: { ramGb: 32, gpu: { kind: 'discrete' } },
  });
  await addProduct({ slug: 'secret-draft', name: 'Secret Draft', status: 'draft', featured: true });
  await categoryStatsDoc(db).set({ counts: { Gaming: 1, 'Văn phòng': 1 } });
  await indexAllProducts();
});

describe('home', () => {
  it('shows the featured products with prices and stock, never a draft, and is cacheable by the CDN', async () => {
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(SSR_CACHE_CONTROL);
    const text = visibleText(res.text);
    expect(text).toContain('Featured Products');
    expect(text).toContain('Dell XPS 13');
    expect(text).toContain(formatPrice(32_990_000));
    expect(text).toContain('ASUS ROG Strix');
    expect(text).toContain(MSG.outOfStockBadge);
    expect(text).not.toContain('Secret Draft');
    expect(text).not.toContain('Loading...');
    expect(tag(res.text, /<title>([^<]*)<\/title>/)).toBe('Laptop Shop');
    expect(tag(res.text, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/`);
    expect(res.text).not.toContain('noindex');
  });

  it("fetches the first card's photo (a phone's largest image) first, and none of the first row lazily", async () => {
    const res = await request(app).get('/');
    const [first, second] = productImages(res.text);
    expect(first).toContain('fetchpriority="high"');
    expect(first).toContain('loading="eager"');
    expect(second).not.toContain('fetchpriority');
    expect(second).toContain('loading="eager"');
  });

  it('is compressed for browsers that accept it, and cached per encoding', async () => {
    const res = await request(app).get('/').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(visibleText(res.text)).toContain('Dell XPS 13');
  });

  it('embeds the products it rendered once, for hydration without a second read', async () => {
    const res = await request(app).get('/');
    const data = tag(
      res.text,
      new RegExp(`<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`),
    );
    // The home page's banners and sections (GET /api/home's answer), beside the settings every page embeds.
    const entries = JSON.parse(data ?? '{}') as Record<string, { sections: { products: { name: string }[] }[] }>;
    expect(
      Object.entries(entries)
        .filter(([key]) => !key.startsWith('shopSettings:'))
        .flatMap(([, page]) => page.sections.flatMap((section) => section.products))
        .map((product) => product.name),
    ).toEqual(['Dell XPS 13', 'ASUS ROG Strix']);
  });
});

describe('product', () => {
  it('shows name, price, stock badge and reviews, with title, canonical and Product JSON-LD', async () => {
    const res = await request(app).get('/product/dell-xps-13');
    expect(res.status).toBe(200);
    const text = visibleText(res.text);
    expect(text).toContain('Dell XPS 13');
    expect(text).toContain(formatPrice(32_990_000));
    expect(text).toContain(MSG.inStockBadge);
    expect(text).toContain('Pin rất tốt');
    expect(text).toContain('Màn hình đẹp');
    expect(tag(res.text, /<title>([^<]*)<\/title>/)).toBe('Dell XPS 13 | Laptop Shop');
    expect(productImages(res.text)[0]).toContain('fetchpriority="high"');
    expect(tag(res.text, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/product/dell-xps-13`);

    const [product, breadcrumbs] = jsonLd(res.text);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Dell XPS 13',
      brand: { '@type': 'Brand', name: 'Dell' },
      offers: { '@type': 'Offer', price: 32_990_000, priceCurrency: 'VND', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect((product?.['review'] as unknown[]).length).toBe(2);
    expect(breadcrumbs?.['@type']).toBe('BreadcrumbList');
  });

  it('says OutOfStock in the structured data of a sold-out product, with no rating when it has no reviews', async () => {
    const res = await request(app).get('/product/asus-rog-strix');
    const [product] = jsonLd(res.text);
    expect(product?.['offers']).toMatchObject({ availability: 'https://schema.org/OutOfStock', price: 45_000_000 });
    expect(product).not.toHaveProperty('aggregateRating');
    expect(visibleText(res.text)).toContain(MSG.outOfStockBadge);
  });

  it.each(['/product/no-such-laptop', '/product/secret-draft'])(
    'answers a real 404 with the Product Not Found page for %s',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.headers['cache-control']).toBe(SSR_ERROR_CACHE_CONTROL);
      expect(visibleText(res.text)).toContain(API_MSG.productNotFound);
      expect(res.text).toContain('<meta name="robots" content="noindex">');
      expect(res.text).not.toContain('Secret Draft');
    },
  );
});

describe('search', () => {
  it('shows the category page with its result count and filters, indexable', async () => {
    const res = await request(app).get('/search?category=Gaming');
    expect(res.status).toBe(200);
    const text = visibleText(res.text);
    expect(text).toContain('1 Results');
    expect(text).toContain('ASUS ROG Strix');
    expect(text).not.toContain('Dell XPS 13');
    expect(tag(res.text, /<title>([^<]*)<\/title>/)).toBe('Search: Gaming | Laptop Shop');
    expect(tag(res.text, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/search?category=Gaming`);
    expect(res.text).not.toContain('noindex');
  });

  it('keeps free-text searches out of the index and answers invalid filters with 400 and their message', async () => {
    const query = await request(app).get('/search?query=dell');
    expect(visibleText(query.text)).toContain('Dell XPS 13');
    expect(query.text).toContain('<meta name="robots" content="noindex, follow">');

    const invalid = await request(app).get('/search?rating=9');
    expect(invalid.status).toBe(400);
    expect(visibleText(invalid.text)).toContain("rating must be 'all' or a whole number from 1 to 5");
  });
});

describe('search limit', () => {
  it('answers 429 with the app shell once one client made its searches through the API, and counts the page toward them', async () => {
    // Behind one proxy hop, as deployed: the client is the X-Forwarded-For entry, for both functions.
    const pages = createSsrApp(db, {
      renderer: builtRenderer,
      template: builtTemplate,
      origin: ORIGIN,
      trustedProxyHops: () => 1,
    });
    const api = testApp({ trustedProxyHops: () => 1 });
    const client = '198.51.100.77';
    await startInOneSearchWindow(30_000);
    for (let i = 0; i < LIMITS.searchesPerIp.points - 1; i += 1)
      expect(
        (
          await callEndpoint(api, 'searchProducts', {
            headers: { 'X-Forwarded-For': client },
            query: { query: 'dell' },
          })
        ).status,
      ).toBe(200);
    // The page's search is the client's last one in the minute...
    const last = await request(pages).get('/search?query=dell').set('X-Forwarded-For', client);
    expect(last.status).toBe(200);
    expect(visibleText(last.text)).toContain('Dell XPS 13');
    // ...so both doors now refuse it, and no CDN may keep the refusal.
    const refused = await request(pages).get('/search?query=xps').set('X-Forwarded-For', client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.text).toContain('<div id="root"></div>');
    expect(
      (await callEndpoint(api, 'searchProducts', { headers: { 'X-Forwarded-For': client }, query: { query: 'dell' } }))
        .status,
    ).toBe(429);
    // Another client, and a page without a search, are not held up.
    expect((await request(pages).get('/search?query=xps').set('X-Forwarded-For', '198.51.100.78')).status).toBe(200);
    expect((await request(pages).get('/').set('X-Forwarded-For', client)).status).toBe(200);
  }, 60_000);
});

describe('shop settings', () => {
  it("renders the search page's price ranges from the stored settings and embeds them for hydration", async () => {
    const ranges = [
      { min: 1, max: 500 },
      { min: 501, max: 99_999_999 },
    ];
    await shopSettingsDoc(db).set({ ...DEFAULT_SHOP_SETTINGS, priceRanges: ranges, version: 'v1', updatedBy: null });
    forgetShopSettings(db);
    try {
      const res = await request(app).get('/search?category=Gaming');
      expect(visibleText(res.text)).toContain('$501 to $99999999');
      const data = tag(
        res.text,
        new RegExp(`<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`),
      );
      const embedded = JSON.parse(data ?? '{}') as Record<string, unknown>;
      expect(Object.values(embedded)).toContainEqual(expect.objectContaining({ priceRanges: ranges }));
    } finally {
      await shopSettingsDoc(db).delete();
      forgetShopSettings(db);
    }
  });
});

describe("the owner's default language and price style (docs/decisions/0086-default-language.md)", () => {
  const withSettings = async (changes: Partial<typeof DEFAULT_SHOP_SETTINGS>, check: () => Promise<void>) => {
    await shopSettingsDoc(db).set({ ...DEFAULT_SHOP_SETTINGS, ...changes, version: 'v1', updatedBy: null });
    forgetShopSettings(db);
    try {
      await check();
    } finally {
      await shopSettingsDoc(db).delete();
      forgetShopSettings(db);
    }
  };

  it('auto: a Vietnamese browser without a choice reads vi, the answer varies on Accept-Language', async () => {
    await withSettings({ defaultLanguage: 'auto', priceStyle: 'vnd' }, async () => {
      const res = await request(app).get('/').set('Accept-Language', 'vi-VN,vi;q=0.9,en-US;q=0.8');
      expect(res.status).toBe(200);
      expect(res.headers['vary']).toMatch(/Accept-Language/i);
      expect(res.text).toContain('<div id="root" data-language="vi" data-price-style="vnd">');
      const text = visibleText(res.text);
      expect(text).toContain('Sản phẩm nổi bật');
      expect(text).not.toContain('Featured Products');
      expect(text).toContain('32.990.000₫');

      const english = await request(app).get('/').set('Accept-Language', 'en-US,en;q=0.9');
      expect(english.text).toContain('data-language="en"');
      expect(english.text).toContain('<html lang="en">');
    });
  });

  it("the visitor's choice wins, and then the answer no longer depends on Accept-Language", async () => {
    await withSettings({ defaultLanguage: 'auto' }, async () => {
      const res = await request(app).get('/').set('Accept-Language', 'vi-VN').set('Cookie', '__session=lang%3Dmixed');
      expect(res.text).toContain('data-language="mixed"');
      expect(visibleText(res.text)).toContain('Featured Products');
      expect(res.headers['vary'] ?? '').not.toMatch(/Accept-Language/i);
    });
  });

  it("a fixed default needs no Vary; the spec's shop keeps its texts and prices", async () => {
    await withSettings({ defaultLanguage: 'vi' }, async () => {
      const res = await request(app).get('/').set('Accept-Language', 'en-US');
      expect(res.text).toContain('data-language="vi"');
      expect(res.headers['vary'] ?? '').not.toMatch(/Accept-Language/i);
    });
    const spec = await request(app).get('/').set('Accept-Language', 'vi-VN');
    expect(spec.text).toContain('<div id="root" data-language="mixed" data-price-style="spec">');
    expect(visibleText(spec.text)).toContain('32.990.000 VND');
  });
});

describe('search by specifications', () => {
  it('renders the specification filters with their counts, the chosen one marked, and its chip', async () => {
    const res = await request(app).get('/search?gpu=discrete');
    expect(res.status).toBe(200);
    const text = visibleText(res.text);
    expect(text).toContain('1 Results');
    expect(text).toContain('ASUS ROG Strix');
    expect(text).not.toContain('Dell XPS 13');
    // RAM counts apply the GPU filter; GPU counts apply every filter but their own.
    expect(text).toContain('16 GB or more (1)');
    expect(text).toContain('32 GB or more (1)');
    expect(text).toContain('Integrated (1)');
    expect(text).toContain('Graphics: Discrete');
    expect(res.text).toMatch(
      /<a [^>]*href="\/search\?gpu=discrete&amp;ram=16"|<a [^>]*href="\/search\?ram=16&amp;gpu=discrete"/,
    );
    expect(res.text).toMatch(
      /<a [^>]*aria-current="true"[^>]*href="\/search"[^>]*>Discrete|<a [^>]*href="\/search"[^>]*aria-current="true"[^>]*>Discrete/,
    );
  });

  it('answers a bad specification filter with 400 and its message', async () => {
    const res = await request(app).get('/search?ram=lots');
    expect(res.status).toBe(400);
    expect(visibleText(res.text)).toContain('ram must be a whole number of GB from 1 to 256');
  });
});

describe('caching', () => {
  it('serves the same HTML to a signed-in visitor as to anyone: nothing about a user is in it', async () => {
    const anonymous = await request(app).get('/product/dell-xps-13');
    const signedIn = await request(app)
      .get('/product/dell-xps-13')
      .set('Authorization', 'Bearer some-id-token')
      .set('Cookie', '__session=abc');
    expect(signedIn.text).toBe(anonymous.text);
    expect(signedIn.headers['cache-control']).toBe(SSR_CACHE_CONTROL);
  });
});

describe('the shop origin: SHOP_BASE_URL, never a request header', () => {
  const CONFIGURED = 'https://www.laptopshop.vn';
  // As index.ts builds it: no origin given, so it is the configured one.
  const configuredApp = createSsrApp(db, { renderer: builtRenderer, template: builtTemplate });
  const saved = process.env.SHOP_BASE_URL;
  beforeAll(() => {
    process.env.SHOP_BASE_URL = CONFIGURED;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.SHOP_BASE_URL;
    else process.env.SHOP_BASE_URL = saved;
  });

  it.each([
    ['/', `${CONFIGURED}/`],
    ['/product/dell-xps-13', `${CONFIGURED}/product/dell-xps-13`],
    ['/search?category=Gaming', `${CONFIGURED}/search?category=Gaming`],
  ])(
    'builds every absolute URL of %s on the configured origin, whatever Host and X-Forwarded-Host say',
    async (path, canonical) => {
      for (const [header, value] of [
        ['X-Forwarded-Host', 'evil.example'],
        ['Host', 'evil.example'],
      ] as const) {
        const res = await request(configuredApp).get(path).set(header, value).set('X-Forwarded-Proto', 'http');
        expect(res.status).toBe(200);
        expect(res.text).not.toContain('evil.example');
        expect(tag(res.text, /<link rel="canonical" href="([^"]*)"/)).toBe(canonical);
        expect(tag(res.text, /<meta property="og:url" content="([^"]*)"/)).toBe(canonical);
        const urls = JSON.stringify(jsonLd(res.text)).match(/https?:\/\/[^"/]+/g) ?? [];
        expect(urls.filter((url) => !url.startsWith('https://schema.org'))).toEqual(
          urls.filter((url) => url === CONFIGURED),
        );
      }
    },
  );
});

describe('security headers', () => {
  it.each([
    ['/', 200],
    ['/product/no-such-laptop', 404],
    ['/search?rating=9', 400],
  ])("are Hosting's page headers on %s (%i), for visits to the function's own URL", async (path, status) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(status);
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS))
      expect(res.headers[name.toLowerCase()]).toBe(value);
  });
});

describe('language', () => {
  // The catalogue texts themselves are checked in tests/lint/catalogues.test.ts; here the choice reaches the HTML.
  const english = '__session=lang%3Den';
  const vietnamese = '__session=lang%3Dvi';

  it('renders the specification texts with <html lang="vi"> when no language is chosen', async () => {
    const page = await request(app).get('/product/dell-xps-13');
    expect(page.text).toContain('<html lang="vi">');
    expect(visibleText(page.text)).toContain(MSG.inStockBadge);
  });

  it('renders the language the __session cookie chose, with <html lang> to match', async () => {
    const inEnglish = await request(app).get('/product/dell-xps-13').set('Cookie', english);
    expect(inEnglish.status).toBe(200);
    expect(inEnglish.text).toContain('<html lang="en">');
    expect(visibleText(inEnglish.text)).toContain('In stock');
    expect(visibleText(inEnglish.text)).not.toContain(MSG.inStockBadge);
    expect(inEnglish.headers['cache-control']).toBe(SSR_CACHE_CONTROL);

    const inVietnamese = await request(app).get('/').set('Cookie', vietnamese);
    expect(inVietnamese.text).toContain('<html lang="vi">');
    expect(visibleText(inVietnamese.text)).not.toContain('Featured Products');
  });

  it('gives concurrent requests in different languages each their own', async () => {
    const [en, mixed, en2] = await Promise.all([
      request(app).get('/product/dell-xps-13').set('Cookie', english),
      request(app).get('/product/dell-xps-13'),
      request(app).get('/product/dell-xps-13').set('Cookie', english),
    ]);
    expect(visibleText(en.text)).toContain('In stock');
    expect(visibleText(mixed.text)).toContain(MSG.inStockBadge);
    expect(en2.text).toBe(en.text);
  });
});

/**
 * Every replacement pattern String.prototype.replace knows in a string replacement: `$\`` (the text
 * before the match), `$'` (after), `$&` (the match), `$$` and `$1`. Assembled with replace(string,
 * string), one of them in page text copied the template into the page again.
 */
const REPLACEMENT_PATTERNS = "$` $' $& $$ $1";

/** The embedded hydration data, parsed as main.tsx parses it; throws when it is not JSON. */
function embeddedData(html: string): Record<string, unknown> {
  const blocks = [
    ...html.matchAll(
      new RegExp(`<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`, 'g'),
    ),
  ];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]?.[1] ?? '') as Record<string, unknown>;
}

const documentCount = (html: string) => html.match(/<!doctype html>/gi)?.length ?? 0;

describe('page text with replacement patterns', () => {
  const name = `Dollar ${REPLACEMENT_PATTERNS} laptop`;
  const description = `Mô tả ${REPLACEMENT_PATTERNS}`;
  const author = `Khách ${REPLACEMENT_PATTERNS}`;
  const comment = `Bình luận ${REPLACEMENT_PATTERNS}`;
  let productId = '';

  beforeAll(async () => {
    const { id } = await addProduct({
      slug: 'dollar-laptop',
      name,
      description,
      category: 'Gaming',
      featured: true,
      createdAt: '2026-01-03T00:00:00.000Z',
      rating: 5,
      numReviews: 1,
    });
    productId = id;
    await reviewsCol(db, id)
      .doc('r1')
      .set(reviewDoc({ name: author, rating: 5, comment }));
    await indexAllProducts();
  });
  afterAll(async () => {
    await db.recursiveDelete(productsCol(db).doc(productId));
    await indexAllProducts();
  });

  it('are inserted literally on the home page: one document, its data JSON holding the name unchanged', async () => {
    const res = await request(app).get('/');
    expect(res.status).toBe(200);
    expect(documentCount(res.text)).toBe(1);
    expect(JSON.stringify(embeddedData(res.text))).toContain(JSON.stringify(name));
    expect(visibleText(res.text)).toContain(name);
  });

  it('are inserted literally on the product page: name, description, review author and comment', async () => {
    const res = await request(app).get('/product/dollar-laptop');
    expect(res.status).toBe(200);
    expect(documentCount(res.text)).toBe(1);
    const data = JSON.stringify(embeddedData(res.text));
    for (const text of [name, description, author, comment]) {
      expect(data).toContain(JSON.stringify(text));
      expect(visibleText(res.text)).toContain(text);
    }
    expect(tag(res.text, /<title>([^<]*)<\/title>/)).toBe(
      `${name} | Laptop Shop`.replace(/&/g, '&amp;').replace(/'/g, '&#39;'),
    );
    expect(jsonLd(res.text)[0]).toMatchObject({ name, description });
  });

  it('are inserted literally on the search page, from the query', async () => {
    const res = await request(app).get(`/search?query=${encodeURIComponent(REPLACEMENT_PATTERNS)}`);
    expect(res.status).toBe(200);
    expect(documentCount(res.text)).toBe(1);
    expect(Object.keys(embeddedData(res.text)).join('\n')).toContain(JSON.stringify(REPLACEMENT_PATTERNS).slice(1, -1));
    expect(visibleText(res.text)).toContain(`Search: ${REPLACEMENT_PATTERNS} | Laptop Shop`);
  });

  it('are inserted literally on the not-found page, from the path', async () => {
    // '$', "'" and '&' are allowed in a path as sent; the backtick and spaces arrive percent-encoded.
    const slug = "x$'$&$$$1$%60";
    const res = await request(app).get(`/product/${slug}`);
    expect(res.status).toBe(404);
    expect(documentCount(res.text)).toBe(1);
    expect(Object.keys(embeddedData(res.text)).filter((key) => !key.startsWith('shopSettings:'))).toEqual([
      `catalog:product:${slug}`,
    ]);
  });
});

describe('page size', () => {
  let productId = '';
  beforeAll(async () => {
    // Near Firestore's 1 MiB document limit: the description is in the markup, the JSON-LD and the data.
    const { id } = await addProduct({ slug: 'huge-laptop', name: 'Huge Laptop', description: 'x'.repeat(900_000) });
    productId = id;
  });
  afterAll(() => db.recursiveDelete(productsCol(db).doc(productId)));

  it(`refuses a page over ${MAX_PAGE_BYTES} bytes with a 500 that holds no data and is never cached`, async () => {
    const res = await request(app).get('/product/huge-laptop');
    expect(res.status).toBe(500);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Buffer.byteLength(res.text)).toBeLessThan(MAX_PAGE_BYTES);
    expect(res.text).not.toContain(SSR_DATA_ELEMENT_ID);
    expect(res.text).not.toContain('Huge Laptop');
    expect(res.text).not.toContain('xxxxxxxx');
    expect(documentCount(res.text)).toBe(1);
  });
});
