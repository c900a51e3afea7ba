/**
 * The home page's settings and what GET /api/home answers from them (docs/decisions/0088-home-sections-
 * and-banners.md), the compare-at price on products, and the units sold the orders trigger keeps for
 * 'Best sellers' (docs/decisions/0089-units-sold.md).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ordersCol, productsCol, unitsSoldStatsDoc } from '../src/data/collections.js';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import type { Product } from '../src/shared/entities/catalogue.js';
import type { HomePage } from '../src/shared/entities/home.js';
import type { HomeBanner } from '../src/shared/home-settings.js';
import type { ShopSettingsRecord } from '../src/shared/shop-settings.js';
import { handleOrderCreated, handleOrderUpdated } from '../src/triggers/order-stats.js';
import { laptopSpecs, orderDoc, orderItem } from '@test-factories';
import { createAdmin, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct, indexAllProducts, readProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;

const HOUR = 3_600_000;
const iso = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();
const banner = (overrides: Partial<HomeBanner> = {}): HomeBanner => ({
  image: '/images/banners/sale.jpg',
  alt: 'Giảm giá laptop',
  link: '/search?category=Gaming',
  order: 0,
  ...overrides,
});

beforeAll(async () => {
  await clearDatabase();
  admin = await createAdmin();
});
beforeEach(async () => {
  await shopSettingsDoc(db).delete();
  forgetShopSettings(db);
});
afterAll(deleteTestUsers);

/** The admin's form as loaded, with these changes. */
async function settingsForm(changes: object): Promise<object> {
  const loaded = (await callEndpoint(app, 'adminShopSettings', { as: admin }).expect(200)).body as ShopSettingsRecord;
  const { updatedBy: _by, ...form } = loaded;
  return { ...form, ...changes };
}
/** Saves the settings form with these changes, expecting `status`. */
const saveSettings = async (changes: object, status = 200) =>
  callEndpoint(app, 'updateShopSettings', { as: admin })
    .send(await settingsForm(changes))
    .expect(status);
const homePage = async () => (await callEndpoint(app, 'homePage').expect(200)).body as HomePage;

describe('PUT /api/settings: banners and home sections', () => {
  it.each([
    [
      'six banners',
      { banners: Array.from({ length: 6 }, (_, i) => banner({ order: i })) },
      'banners must have at most 5 banners',
    ],
    ['a banner without alt', { banners: [banner({ alt: ' ' })] }, 'banners.alt is required'],
    [
      'an alt over 200 characters',
      { banners: [banner({ alt: 'x'.repeat(201) })] },
      'banners.alt must be at most 200 characters',
    ],
    [
      'a link to another site by //',
      { banners: [banner({ link: '//evil.example' })] },
      'banners.link must be a shop path starting with / or an https URL',
    ],
    [
      'an http image',
      { banners: [banner({ image: 'http://cdn.example/a.jpg' })] },
      'banners.image must be a shop path starting with / or an https URL',
    ],
    ['a start that is no date', { banners: [banner({ startsAt: 'soon' })] }, 'banners.startsAt must be a date'],
    [
      'an end before the start',
      { banners: [banner({ startsAt: iso(HOUR), endsAt: iso(0) })] },
      'banners.endsAt must be after banners.startsAt',
    ],
    ['an unknown section', { homeSections: ['featured', 'videos'] }, 'homeSections must be among'],
    ['a section twice', { homeSections: ['featured', 'featured'] }, 'homeSections must not repeat a section'],
    ['no section', { homeSections: [] }, 'homeSections must have at least 1 section'],
  ])('refuses %s with a 400 naming the field, and saves nothing', async (_case, changes, message) => {
    const res = await saveSettings(changes, 400);
    expect((res.body as { message: string }).message).toContain(message);
    expect((await shopSettingsDoc(db).get()).exists).toBe(false);
  });

  it('saves them, and a form that leaves them out keeps them', async () => {
    await saveSettings({ banners: [banner()], homeSections: ['categories', 'featured'] });
    await saveSettings({ banners: undefined, homeSections: undefined, shippingFee: 12 });
    const saved = (await shopSettingsDoc(db).get()).data() as ShopSettingsRecord;
    expect(saved.banners).toEqual([banner()]);
    expect(saved.homeSections).toEqual(['categories', 'featured']);
    expect(saved.shippingFee).toBe(12);
  });
});

describe('GET /api/home', () => {
  let discounted = '';
  let plain = '';
  beforeAll(async () => {
    await db.recursiveDelete(productsCol(db));
    const specs = laptopSpecs();
    plain = (
      await addProduct({
        name: 'Dell XPS 13 9340',
        brand: 'Dell',
        category: 'Mỏng nhẹ',
        price: 32_990_000,
        specs,
        featured: true,
        createdAt: '2026-01-02T00:00:00.000Z',
      })
    ).id;
    discounted = (
      await addProduct({
        name: 'ASUS TUF A15',
        brand: 'ASUS',
        category: 'Gaming',
        price: 19_990_000,
        compareAtPrice: 22_990_000,
        specs,
        createdAt: '2026-01-03T00:00:00.000Z',
      })
    ).id;
    await addProduct({
      name: 'Draft on sale',
      brand: 'ASUS',
      category: 'Gaming',
      price: 1,
      compareAtPrice: 2,
      status: 'draft',
    });
    await indexAllProducts();
  });

  it("is the specification's home page for a shop that never changed its settings", async () => {
    const page = await homePage();
    expect(page.banners).toEqual([]);
    expect(page.sections.map((section) => section.kind)).toEqual(['featured']);
  });

  it('answers only the banners live now, in their order', async () => {
    await saveSettings({
      banners: [
        banner({ alt: 'second', order: 2 }),
        banner({ alt: 'expired', endsAt: iso(-HOUR) }),
        banner({ alt: 'not yet', startsAt: iso(HOUR) }),
        banner({ alt: 'first', order: 1, startsAt: iso(-HOUR), endsAt: iso(HOUR) }),
      ],
    });
    expect((await homePage()).banners.map((live) => live.alt)).toEqual(['first', 'second']);
  });

  it('gives a banner drawn with WebP renditions their srcset, and one from elsewhere none', async () => {
    await saveSettings({
      banners: [
        banner({ alt: 'ours' }),
        banner({ alt: 'elsewhere', image: 'https://cdn.example.com/b.jpg', order: 1 }),
      ],
    });
    expect((await homePage()).banners.map(({ alt, srcSet }) => ({ alt, srcSet }))).toEqual([
      {
        alt: 'ours',
        srcSet:
          '/images/banners/sale-w400.webp 400w, /images/banners/sale-w800.webp 800w, /images/banners/sale-w1200.webp 1200w',
      },
      { alt: 'elsewhere', srcSet: undefined },
    ]);
  });

  it('answers every kind of section in the order chosen, with counts and without drafts', async () => {
    await saveSettings({
      homeSections: ['onSale', 'categories', 'brands', 'priceBands', 'newest', 'featured', 'bestSellers'],
    });
    await unitsSoldStatsDoc(db).set({ units: { [plain]: 3, [discounted]: 1 } });
    const page = await homePage();
    const byKind = Object.fromEntries(page.sections.map((section) => [section.kind, section]));
    expect(page.sections.map((section) => section.kind)).toEqual([
      'onSale',
      'categories',
      'brands',
      'priceBands',
      'newest',
      'featured',
      'bestSellers',
    ]);
    const ids = (kind: string) => (byKind[kind] as { products: Product[] }).products.map((product) => product._id);
    expect(ids('onSale')).toEqual([discounted]);
    expect(ids('newest')).toEqual([discounted, plain]);
    expect(ids('featured')).toEqual([plain]);
    expect(ids('bestSellers')).toEqual([plain, discounted]);
    expect(byKind['categories']).toEqual({
      kind: 'categories',
      tiles: expect.arrayContaining([
        { name: 'Gaming', count: 1 },
        { name: 'Mỏng nhẹ', count: 1 },
      ]),
    });
    expect(byKind['brands']).toMatchObject({ tiles: expect.arrayContaining([{ name: 'Dell', count: 1 }]) });
    expect(byKind['priceBands']).toMatchObject({
      bands: [
        { min: 1, max: 50 },
        { min: 51, max: 200 },
        { min: 201, max: 1000 },
      ],
    });
  });

  it('leaves out a product row with nothing to show', async () => {
    await unitsSoldStatsDoc(db).delete();
    await saveSettings({ homeSections: ['bestSellers', 'featured'] });
    expect((await homePage()).sections.map((section) => section.kind)).toEqual(['featured']);
  });
});

describe('compareAtPrice', () => {
  let id = '';
  beforeAll(async () => {
    id = (await addProduct({ price: 100, specs: laptopSpecs() })).id;
  });
  /** Saves the product form with these changes, expecting `status`. */
  const update = async (changes: object, status = 200) => {
    const current = await readProduct(id);
    if (!current) throw new Error('no product');
    const { name, slug, price, image, category, brand, countInStock, description, specs, updatedAt } = current;
    const body = { name, slug, price, image, category, brand, countInStock, description, specs, updatedAt, ...changes };
    return callEndpoint(app, 'updateProduct', { as: admin, params: { id } }).send(body).expect(status);
  };

  it.each([
    ['equal to the price', { compareAtPrice: 100 }],
    ['below the price', { compareAtPrice: 90 }],
    ['below a new price', { price: 200, compareAtPrice: 150 }],
  ])('refuses one %s: 400 compareAtPrice must be more than price', async (_case, changes) => {
    const res = await update(changes, 400);
    expect((res.body as { message: string }).message).toBe('compareAtPrice must be more than price');
    expect((await readProduct(id))?.compareAtPrice).toBeUndefined();
  });

  it('saves one above the price, keeps it when left out, refuses a price raised over it, and clears it with null', async () => {
    expect(((await update({ compareAtPrice: 115 })).body as { product: Product }).product.compareAtPrice).toBe(115);
    await update({ countInStock: 3 });
    expect((await readProduct(id))?.compareAtPrice).toBe(115);
    await update({ price: 120 }, 400);
    await update({ compareAtPrice: null });
    expect((await readProduct(id))?.compareAtPrice).toBeUndefined();
  });
});

describe('units sold (stats/unitsSold)', () => {
  const event = () => `event-${randomUUID()}`;
  beforeEach(async () => {
    await unitsSoldStatsDoc(db).delete();
    await db.recursiveDelete(ordersCol(db));
  });

  it('counts each placed order once per event, and takes a cancelled one back out', async () => {
    const ref = ordersCol(db).doc();
    const order = orderDoc({
      orderItems: [orderItem({ productId: 'pa', quantity: 2 }), orderItem({ productId: 'pb', quantity: 1 })],
    });
    await ref.set(order);
    const created = { id: event(), data: await ref.get() };
    await handleOrderCreated(db, created);
    await handleOrderCreated(db, created); // a redelivered event adds nothing
    expect((await unitsSoldStatsDoc(db).get()).data()?.units).toEqual({ pa: 2, pb: 1 });

    const before = await ref.get();
    await ref.update({ cancelledAt: '2026-11-27T01:00:00.000Z' });
    await handleOrderUpdated(db, { id: event(), data: { before, after: await ref.get() } });
    expect((await unitsSoldStatsDoc(db).get()).data()?.units).toEqual({ pa: 0, pb: 0 });
  });
});
