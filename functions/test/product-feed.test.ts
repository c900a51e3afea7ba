/**
 * The Google Shopping feed as Merchant Center reads it (the seo app in-process against the
 * emulator, through HTTP), and the product identifiers an admin saves for it.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productsCol } from '../src/data/collections.js';
import { createSeoApp, GOOGLE_FEED_PATH } from '../src/seo/seo-app.js';
import { GOOGLE_NS } from '../src/seo/google-feed-xml.js';
import { GTIN_MESSAGE } from '../src/shared/product-identifiers-schema.js';
import { laptopSpecs } from '@test-factories';
import { createAdmin, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct, readProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const ORIGIN = 'https://laptopshop.example.vn';
const seo = createSeoApp(db, ORIGIN);
const api = testApp();
let admin: TestAccount;

type FeedItem = Record<string, unknown>;

/** What Merchant Center fetches: a well-formed RSS 2.0 document in the g namespace, its items. */
function readFeed(xml: string): FeedItem[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => name === 'item',
  }).parse(xml) as { rss?: { '@_version'?: string; '@_xmlns:g'?: string; channel?: { item?: FeedItem[] } } };
  expect(parsed.rss?.['@_version']).toBe('2.0');
  expect(parsed.rss?.['@_xmlns:g']).toBe(GOOGLE_NS);
  return parsed.rss?.channel?.item ?? [];
}

beforeAll(async () => {
  await clearDatabase();
  admin = await createAdmin();
});
beforeEach(async () => {
  await db.recursiveDelete(productsCol(db));
});
afterAll(deleteTestUsers);

describe('GET /feeds/google.xml', () => {
  it('lists every published product, one item per variant, and never a draft; CDN-cached an hour', async () => {
    const { id } = await addProduct({ name: 'Dell <XPS> 13 & Touch', slug: 'dell-xps-13', price: 32_990_000 });
    const { id: grouped } = await addProduct({
      slug: 'macbook-air-m3',
      variants: [
        { _id: 'v8', sku: 'MBA-8-256', optionValues: ['8 GB'], price: 27_490_000, countInStock: 0 },
        { _id: 'v16', sku: 'MBA-16-512', optionValues: ['16 GB'], price: 35_990_000, countInStock: 4 },
      ],
    });
    await addProduct({ name: 'Unreleased prototype', slug: 'unreleased-prototype', status: 'draft' });

    const res = await request(seo).get(GOOGLE_FEED_PATH);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=3600');
    const items = readFeed(res.text);
    expect(items.map((item) => [item['g:id'], item['g:item_group_id']]).sort()).toEqual(
      [
        [id, undefined],
        ['MBA-16-512', grouped],
        ['MBA-8-256', grouped],
      ].sort(),
    );
    expect(items.find((item) => item['g:id'] === id)).toMatchObject({
      'g:title': 'Dell <XPS> 13 & Touch',
      'g:link': `${ORIGIN}/product/dell-xps-13`,
      'g:price': '32990000 VND',
      'g:condition': 'new',
      'g:identifier_exists': 'no',
    });
    expect(String(items[0]?.['g:image_link'])).toMatch(/^https:\/\//);
    expect(items.find((item) => item['g:id'] === 'MBA-8-256')?.['g:availability']).toBe('out_of_stock');
    expect(res.text).not.toContain('unreleased-prototype');
    expect(res.text).not.toContain('Unreleased prototype');
  });

  it('is a valid feed with no items for a shop with nothing published', async () => {
    const res = await request(seo).get(GOOGLE_FEED_PATH);
    expect(res.status).toBe(200);
    expect(readFeed(res.text)).toEqual([]);
  });
});

describe('the product identifiers (PUT /api/products/:id)', () => {
  const update = {
    name: 'ThinkPad X1 Carbon',
    slug: 'thinkpad-x1-carbon',
    price: 45_990_000,
    image: '/images/products/x1.jpg',
    category: 'Doanh nhân',
    brand: 'Lenovo',
    countInStock: 7,
    description: 'Nhẹ và bền',
    specs: laptopSpecs(),
  };

  it('saves a GTIN, MPN and condition, which the feed then sends', async () => {
    const { id, doc } = await addProduct();
    const res = await callEndpoint(api, 'updateProduct', {
      params: { id },
      as: admin,
      body: { ...update, gtin: '4006381333931', mpn: '21KC0041VN', condition: 'refurbished', updatedAt: doc.updatedAt },
    });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ gtin: '4006381333931', mpn: '21KC0041VN', condition: 'refurbished' });

    const [item] = readFeed((await request(seo).get(GOOGLE_FEED_PATH)).text);
    expect(item).toMatchObject({ 'g:gtin': '4006381333931', 'g:mpn': '21KC0041VN', 'g:condition': 'refurbished' });
    expect(item).not.toHaveProperty('g:identifier_exists');
  });

  it('refuses a GTIN with a wrong check digit with 400 naming the field, and stores nothing', async () => {
    const { id, doc } = await addProduct();
    const res = await callEndpoint(api, 'updateProduct', {
      params: { id },
      as: admin,
      body: { ...update, gtin: '4006381333932', updatedAt: doc.updatedAt },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: GTIN_MESSAGE, code: 'VALIDATION_FAILED' });
    expect(await readProduct(id)).toEqual(doc);
  });

  it('keeps the saved identifiers when a save leaves them out, and removes one sent empty', async () => {
    const { id, doc } = await addProduct({ gtin: '4006381333931', mpn: '21KC0041VN', condition: 'used' });
    const kept = await callEndpoint(api, 'updateProduct', {
      params: { id },
      as: admin,
      body: { ...update, updatedAt: doc.updatedAt },
    });
    expect(kept.status).toBe(200);
    expect(await readProduct(id)).toMatchObject({ gtin: '4006381333931', mpn: '21KC0041VN', condition: 'used' });

    const emptied = await callEndpoint(api, 'updateProduct', {
      params: { id },
      as: admin,
      body: { ...update, gtin: '', updatedAt: kept.body.product.updatedAt },
    });
    expect(emptied.status).toBe(200);
    const stored = await readProduct(id);
    expect(stored).not.toHaveProperty('gtin');
    expect(stored).toMatchObject({ mpn: '21KC0041VN', condition: 'used' });
  });
});
