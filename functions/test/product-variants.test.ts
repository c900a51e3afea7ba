import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productsCol, skusCol } from '../src/data/collections.js';
import { demoImagesAsJpeg } from '../src/migrations/demo-images-as-jpeg.js';
import { publishProductsWithoutStatus } from '../src/migrations/product-status.js';
import { addEmptyProductSpecs } from '../src/migrations/product-specs.js';
import { addAdminSearchKeys } from '../src/migrations/admin-search-keys.js';
import type { Product } from '../src/shared/entities/catalogue.js';
import type { ProductVariant } from '../src/shared/entities/variants.js';
import { laptopSpecs } from '@test-factories';
import { createAdmin, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct, readProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';
import { AIR_OPTIONS, addVariantProduct } from './support/variants.js';

const app = testApp();
let admin: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  admin = await createAdmin();
});
beforeEach(async () => {
  await Promise.all([db.recursiveDelete(productsCol(db)), db.recursiveDelete(skusCol(db))]);
});
afterAll(deleteTestUsers);

const form = {
  name: 'MacBook Air M3',
  slug: 'macbook-air-m3',
  // Sent by a form that shows them; ignored once the product has variants.
  price: 1,
  countInStock: 999,
  image: '/images/products/air.jpg',
  category: 'Ultrabook',
  brand: 'Apple',
  description: 'Light',
  specs: laptopSpecs(),
};

const grid = [
  { sku: 'AIR-8-256', optionValues: ['8 GB', '256 GB', 'Bạc'], price: 27_990_000, countInStock: 4 },
  {
    sku: 'AIR-16-512-S',
    optionValues: ['16 GB', '512 GB', 'Bạc'],
    price: 34_990_000,
    compareAtPrice: 36_990_000,
    countInStock: 5,
  },
  {
    sku: 'AIR-16-512-G',
    optionValues: ['16 GB', '512 GB', 'Xám'],
    price: 26_990_000,
    compareAtPrice: 29_990_000,
    countInStock: 2,
  },
];

async function save(id: string, body: object) {
  const stored = await readProduct(id);
  return callEndpoint(app, 'updateProduct', {
    params: { id },
    as: admin,
    body: { ...form, updatedAt: stored?.updatedAt ?? '', ...body },
  });
}

const reservation = async (sku: string) => (await skusCol(db).doc(sku).get()).data();

describe('PUT /api/products/:id with variants', () => {
  it('gives each variant an id and derives price, compare-at price, stock and default; the answer keeps the spec fields', async () => {
    const { id } = await addProduct();
    const res = await save(id, { options: AIR_OPTIONS, variants: grid });
    expect(res.status).toBe(200);
    const product = (res.body as { product: Product }).product;
    expect(product).toMatchObject({
      price: 26_990_000,
      compareAtPrice: 29_990_000,
      countInStock: 11,
      image: form.image,
    });
    const variants = product.variants ?? [];
    expect(variants.map((variant) => variant._id)).toEqual([
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);
    expect(new Set(variants.map((variant) => variant._id)).size).toBe(3);
    expect(product.defaultVariantId).toBe(variants[2]?._id);
    expect(await readProduct(id)).toMatchObject({ price: 26_990_000, countInStock: 11, variants });
    expect(await reservation('AIR-8-256')).toEqual({ productId: id, sku: 'AIR-8-256' });
  });

  it('keeps ids across saves, removes a variant left out and frees its SKU, keeps the admin default', async () => {
    const { id } = await addProduct();
    const first = ((await save(id, { options: AIR_OPTIONS, variants: grid })).body as { product: Product }).product;
    const [cheap, silver] = first.variants ?? [];
    const res = await save(id, {
      options: AIR_OPTIONS,
      variants: [
        { ...grid[0], _id: cheap?._id },
        { ...grid[1], _id: silver?._id, countInStock: 7 },
      ],
      defaultVariantId: silver?._id,
    });
    expect(res.status).toBe(200);
    const stored = await readProduct(id);
    expect(stored?.variants?.map((variant) => variant._id)).toEqual([cheap?._id, silver?._id]);
    expect(stored).toMatchObject({ price: 27_990_000, countInStock: 11, defaultVariantId: silver?._id });
    expect(stored?.compareAtPrice).toBeUndefined();
    expect(await reservation('AIR-16-512-G')).toBeUndefined();
    // A save that leaves the variants out (a client written against the spec) keeps them and their figures.
    expect((await save(id, { price: 5, countInStock: 0 })).status).toBe(200);
    expect(await readProduct(id)).toMatchObject({ price: 27_990_000, countInStock: 11, defaultVariantId: silver?._id });
  });

  it('refuses an id that is not one of the product variants, and stores nothing', async () => {
    const { id, doc } = await addProduct();
    const res = await save(id, { options: AIR_OPTIONS, variants: [{ ...grid[0], _id: 'made-up' }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('variants[0]._id made-up is not a variant of this product');
    expect(await readProduct(id)).toEqual(doc);
  });

  it('refuses a broken rule with 400 naming the field; nothing is stored', async () => {
    const { id, doc } = await addProduct();
    const res = await save(id, {
      options: AIR_OPTIONS,
      variants: [grid[0], grid[1], { ...grid[2], optionValues: ['16 GB', '1 TB', 'Xám'] }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('variants[2].optionValues[1] 1 TB is not a value of option SSD');
    expect(await readProduct(id)).toEqual(doc);
    expect((await skusCol(db).get()).size).toBe(0);
  });

  it('answers 409 naming a SKU another product sells, and stores nothing', async () => {
    const other = await addVariantProduct();
    const takenSku = (other.doc.variants?.[1] as ProductVariant).sku;
    const { id, doc } = await addProduct();
    const res = await save(id, { options: AIR_OPTIONS, variants: [grid[0], { ...grid[1], sku: takenSku }] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`variants[1].sku ${takenSku} is already used by another product`);
    expect(await readProduct(id)).toEqual(doc);
    expect(await reservation('AIR-8-256')).toBeUndefined();
  });

  it('two products saved at once with the same SKU: exactly one gets it', async () => {
    const [a, b] = await Promise.all([addProduct(), addProduct()]);
    const results = await Promise.all(
      [a, b].map(({ id }, i) =>
        save(id, { slug: `air-${i}`, options: AIR_OPTIONS, variants: [{ ...grid[0], sku: 'SAME-SKU' }] }),
      ),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const winner = results[0]?.status === 200 ? a.id : b.id;
    expect(await reservation('SAME-SKU')).toEqual({ productId: winner, sku: 'SAME-SKU' });
  });

  it('variants: null sells the product as its own offer again, with the price and stock sent, and frees its SKUs', async () => {
    const { id } = await addVariantProduct();
    const res = await save(id, { variants: null, price: 25_000_000, countInStock: 3 });
    expect(res.status).toBe(200);
    const stored = await readProduct(id);
    expect(stored).toMatchObject({ price: 25_000_000, countInStock: 3 });
    expect(stored?.variants).toBeUndefined();
    expect(stored?.options).toBeUndefined();
    expect((await skusCol(db).get()).size).toBe(0);
  });

  it('deleting a product frees its SKUs', async () => {
    const { id } = await addVariantProduct();
    expect((await callEndpoint(app, 'deleteProduct', { params: { id }, as: admin })).status).toBe(200);
    expect((await skusCol(db).get()).size).toBe(0);
  });

  it('a product without variants saves as before: no variant fields, its own price and stock', async () => {
    const { id } = await addProduct();
    expect((await save(id, { price: 20_000_000, countInStock: 2 })).status).toBe(200);
    const stored = await readProduct(id);
    expect(stored).toMatchObject({ price: 20_000_000, countInStock: 2 });
    expect(Object.keys(stored ?? {})).not.toEqual(expect.arrayContaining(['variants']));
    expect(stored?.options).toBeUndefined();
    expect(stored?.defaultVariantId).toBeUndefined();
  });
});

describe('npm run migrate', () => {
  it('writes nothing to products, with or without variants', async () => {
    const simple = await addProduct({ searchKeys: ['laptop'] });
    const sold = await addVariantProduct(undefined, { searchKeys: ['air'] });
    const before = await Promise.all([simple.id, sold.id].map((id) => productsCol(db).doc(id).get()));
    await publishProductsWithoutStatus(db);
    await demoImagesAsJpeg(db);
    await addEmptyProductSpecs(db);
    await addAdminSearchKeys(db);
    const after = await Promise.all([simple.id, sold.id].map((id) => productsCol(db).doc(id).get()));
    after.forEach((snapshot, i) => {
      expect(snapshot.updateTime?.isEqual(before[i]?.updateTime ?? snapshot.updateTime)).toBe(true);
      expect(snapshot.data()).toEqual(before[i]?.data());
    });
  });
});

describe('GET /api/products/compare with configurations', () => {
  it('answers {productId}:{variantId} as that configuration, a plain id as the product, and drops an unknown one', async () => {
    const { id, doc } = await addVariantProduct();
    const res = await callEndpoint(app, 'compareProducts', { query: { ids: `${id}:v16s,${id},${id}:gone` } });
    expect(res.status).toBe(200);
    const [configuration, product] = res.body.products as Product[];
    expect(configuration).toMatchObject({
      _id: id,
      variantId: 'v16s',
      price: 34_990_000,
      compareAtPrice: 36_990_000,
      countInStock: 5,
      specs: { ...doc.specs, ramGb: 16, storageGb: 512 },
    });
    expect(product).toMatchObject({ _id: id, price: 27_990_000, countInStock: 11 });
    expect(product?.variantId).toBeUndefined();
    expect(res.body.dropped).toEqual([`${id}:gone`]);
  });
});
