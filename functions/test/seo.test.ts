/**
 * /sitemap.xml and robots.txt as a crawler reads them: the seo app in-process against the
 * emulator's test database, through HTTP. Hosting redirects /robots.txt to ROBOTS_TXT_PATH
 * (e2e/seo.test.ts follows that redirect on the running stack).
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { categoryStatsDoc, productsCol } from '../src/data/collections.js';
import { createSeoApp, ROBOTS_TXT_PATH } from '../src/seo/seo-app.js';
import { PAGE_SECURITY_HEADERS } from '../src/security-headers.js';
import { addProduct } from './support/products.js';
import { clearDatabase, db } from './support/test-context.js';

const ORIGIN = 'https://laptopshop.example.vn';
const app = createSeoApp(db, ORIGIN);
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** What a crawler reads: a well-formed sitemaps.org document, its <url> entries with entities decoded. */
function readSitemap(xml: string): SitemapUrl[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => name === 'url',
  }).parse(xml) as { urlset?: { '@_xmlns'?: string; url?: SitemapUrl[] } };
  expect(parsed.urlset?.['@_xmlns']).toBe(SITEMAP_NS);
  return parsed.urlset?.url ?? [];
}

beforeAll(clearDatabase);
beforeEach(async () => {
  await db.recursiveDelete(productsCol(db));
  await categoryStatsDoc(db).delete();
});

describe('GET /sitemap.xml', () => {
  it('lists home, every category page and every published product, and no draft', async () => {
    await addProduct({ slug: 'asus-rog-strix-g16', category: 'Gaming', updatedAt: '2026-03-01T08:00:00.000Z' });
    await addProduct({ slug: 'thinkpad-e14', category: 'Văn phòng', updatedAt: '2026-02-10T01:02:03.000Z' });
    await addProduct({ slug: 'unreleased-prototype', category: 'Prototype', status: 'draft' });
    // As the product trigger keeps it: published products only; a category whose last product went is 0.
    await categoryStatsDoc(db).set({ counts: { Gaming: 1, 'Văn phòng': 1, 'Đồ họa': 0 } });

    const res = await request(app).get('/sitemap.xml');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=3600');
    const urls = readSitemap(res.text);
    expect(urls.map((url) => url.loc).sort()).toEqual(
      [
        `${ORIGIN}/`,
        `${ORIGIN}/search?category=Gaming`,
        `${ORIGIN}/search?category=V%C4%83n+ph%C3%B2ng`,
        `${ORIGIN}/product/asus-rog-strix-g16`,
        `${ORIGIN}/product/thinkpad-e14`,
      ].sort(),
    );
    expect(urls.find((url) => url.loc.endsWith('/asus-rog-strix-g16'))?.lastmod).toBe('2026-03-01T08:00:00.000Z');
    expect(res.text).not.toContain('unreleased-prototype');
    expect(res.text).not.toContain('Prototype');
  });

  it('is a valid, nearly empty sitemap for a shop with no products yet', async () => {
    const res = await request(app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(readSitemap(res.text)).toEqual([{ loc: `${ORIGIN}/` }]);
  });

  it('encodes names with spaces, ampersands and quotes so every URL reads back exactly', async () => {
    await addProduct({ slug: "dell's-xps-13", category: 'Gaming & Đồ họa' });
    await categoryStatsDoc(db).set({ counts: { 'Gaming & Đồ họa': 1 } });

    const res = await request(app).get('/sitemap.xml');

    // A raw '&' or "'" would make the document ill-formed or change what a parser reads back.
    expect(res.text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(readSitemap(res.text).map((url) => url.loc)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}/search?category=Gaming+%26+%C4%90%E1%BB%93+h%E1%BB%8Da`,
      `${ORIGIN}/product/dell's-xps-13`,
    ]);
  });
});

describe('GET /sitemap.xml: product photos', () => {
  it('lists each published product photo in its <url> as an absolute <image:loc>, in gallery order', async () => {
    await addProduct({
      slug: 'dell-xps-13',
      image: '/images/products/xps-front.jpg',
      images: [
        { url: '/images/products/xps-front.jpg', alt: 'Mặt trước' },
        { url: 'https://firebasestorage.googleapis.com/v0/b/s/o/xps-side.jpg?alt=media&token=t', alt: 'Cạnh bên' },
      ],
    });
    await addProduct({ slug: 'old-product', image: '/images/products/old.jpg' });

    const res = await request(app).get('/sitemap.xml');

    expect(res.status).toBe(200);
    expect(XMLValidator.validate(res.text)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      isArray: (name) => name === 'url' || name === 'image:image',
    }).parse(res.text) as {
      urlset: { '@_xmlns:image': string; url: { loc: string; 'image:image'?: { 'image:loc': string }[] }[] };
    };
    expect(parsed.urlset['@_xmlns:image']).toBe('http://www.google.com/schemas/sitemap-image/1.1');
    const photosOf = (slug: string) =>
      parsed.urlset.url
        .find((url) => url.loc === `${ORIGIN}/product/${slug}`)
        ?.['image:image']?.map((image) => image['image:loc']);
    expect(photosOf('dell-xps-13')).toEqual([
      `${ORIGIN}/images/products/xps-front.jpg`,
      'https://firebasestorage.googleapis.com/v0/b/s/o/xps-side.jpg?alt=media&token=t',
    ]);
    // A product saved before the gallery: its one image.
    expect(photosOf('old-product')).toEqual([`${ORIGIN}/images/products/old.jpg`]);
    // Home and category pages have no photos of their own.
    expect(parsed.urlset.url.find((url) => url.loc === `${ORIGIN}/`)?.['image:image']).toBeUndefined();
  });
});

describe('robots.txt', () => {
  it('allows the shop and refuses the private pages, pointing to the absolute sitemap URL', async () => {
    const res = await request(app).get(ROBOTS_TXT_PATH);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=3600');
    expect(res.text).toBe(
      [
        'User-agent: *',
        'Disallow: /cart',
        'Disallow: /shipping',
        'Disallow: /payment',
        'Disallow: /placeorder',
        'Disallow: /order',
        'Disallow: /orderhistory',
        'Disallow: /profile',
        'Disallow: /admin',
        'Disallow: /signin',
        'Disallow: /signup',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('the shop origin: SHOP_BASE_URL, never a request header', () => {
  const CONFIGURED = 'https://www.laptopshop.vn';
  const configuredApp = createSeoApp(db);
  const saved = process.env.SHOP_BASE_URL;
  beforeAll(() => {
    process.env.SHOP_BASE_URL = `${CONFIGURED}/`;
  });
  afterAll(() => {
    if (saved === undefined) delete process.env.SHOP_BASE_URL;
    else process.env.SHOP_BASE_URL = saved;
  });

  /** What a client controls: the CDN caches the answer for everyone, so none of it may reach the text. */
  const forged = (req: request.Test) =>
    req.set('Host', 'evil.example').set('X-Forwarded-Host', 'evil.example').set('X-Forwarded-Proto', 'http');

  it('names the configured origin in robots.txt, whatever Host and X-Forwarded-Host say', async () => {
    const res = await forged(request(configuredApp).get(ROBOTS_TXT_PATH));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('evil.example');
    expect(res.text.split('\n')).toContain(`Sitemap: ${CONFIGURED}/sitemap.xml`);
  });

  it('lists only URLs on the configured origin in the sitemap, whatever Host and X-Forwarded-Host say', async () => {
    await addProduct({ slug: 'thinkpad-e14', category: 'Văn phòng' });
    await categoryStatsDoc(db).set({ counts: { 'Văn phòng': 1 } });
    const res = await forged(request(configuredApp).get('/sitemap.xml'));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('evil.example');
    expect(readSitemap(res.text).map((url) => url.loc)).toEqual([
      `${CONFIGURED}/`,
      `${CONFIGURED}/search?category=V%C4%83n+ph%C3%B2ng`,
      `${CONFIGURED}/product/thinkpad-e14`,
    ]);
  });

  it('answers 500, never cached, when SHOP_BASE_URL is not an origin', async () => {
    process.env.SHOP_BASE_URL = 'https://www.laptopshop.vn/shop?x=1';
    try {
      const res = await request(configuredApp).get(ROBOTS_TXT_PATH);
      expect(res.status).toBe(500);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).not.toContain('Sitemap:');
    } finally {
      process.env.SHOP_BASE_URL = `${CONFIGURED}/`;
    }
  });
});

describe('other paths', () => {
  it('answer 404', async () => {
    const res = await request(app).get('/sitemap-products.xml');
    expect(res.status).toBe(404);
  });
});

describe('security headers', () => {
  it.each([
    ['/sitemap.xml', 200],
    [ROBOTS_TXT_PATH, 200],
    ['/no-such-file.xml', 404],
  ])("are Hosting's page headers on %s (%i), for visits to the function's own URL", async (path, status) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(status);
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS))
      expect(res.headers[name.toLowerCase()]).toBe(value);
  });
});
