/**
 * A product's promotion lines (PUT /api/products/:id) and the shop's return policy settings
 * (GET/PUT /api/settings), as a client observes them (docs/decisions/0094-one-price-and-phone-buy-bar.md,
 * 0095-warranty-and-return-settings.md).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productsCol } from '../src/data/collections.js';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import type { Product } from '../src/shared/entities/catalogue.js';
import type { ShopSettingsRecord } from '../src/shared/shop-settings.js';
import { laptopSpecs } from '@test-factories';
import { createAdmin, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct, readProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  admin = await createAdmin();
});
afterAll(deleteTestUsers);

describe('promotions on a product', () => {
  let id = '';
  beforeEach(async () => {
    await db.recursiveDelete(productsCol(db));
    id = (await addProduct({ price: 20_000_000, specs: laptopSpecs() })).id;
  });

  /** The spec's product form: every field it knows, none of the later ones. */
  const specBody = async (changes: object = {}) => {
    const current = await readProduct(id);
    if (!current) throw new Error('no product');
    const { name, slug, price, image, category, brand, countInStock, description, updatedAt } = current;
    return { name, slug, price, image, category, brand, countInStock, description, updatedAt, ...changes };
  };
  const update = async (changes: object, status = 200) =>
    callEndpoint(app, 'updateProduct', { as: admin, params: { id } })
      .send(await specBody(changes))
      .expect(status);

  it('saves the lines trimmed and answers them on the public product', async () => {
    const res = await update({ promotions: ['  Tặng balo laptop ', 'Giảm 500.000₫ khi mua kèm chuột'] });
    expect((res.body as { product: Product }).product.promotions).toEqual([
      'Tặng balo laptop',
      'Giảm 500.000₫ khi mua kèm chuột',
    ]);
    const slug = (await readProduct(id))?.slug ?? '';
    const page = await callEndpoint(app, 'productBySlug', { params: { slug } }).expect(200);
    expect((page.body as Product).promotions).toEqual(['Tặng balo laptop', 'Giảm 500.000₫ khi mua kèm chuột']);
  });

  it.each([
    ['six lines', { promotions: ['1', '2', '3', '4', '5', '6'] }, 'promotions must have at most 5 lines'],
    ['a line of 121 characters', { promotions: ['x'.repeat(121)] }, 'promotions lines must be at most 120 characters'],
    ['an empty line', { promotions: ['Tặng chuột', '   '] }, 'promotions must not have an empty line'],
    ['a line that is not a text', { promotions: [5] }, 'promotions.0: promotions must be a list of texts'],
    [
      'a second line too long',
      { promotions: ['Tặng chuột', 'y'.repeat(121)] },
      'promotions lines must be at most 120 characters',
    ],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, changes, message) => {
    await update({ promotions: ['Tặng balo laptop'] });
    const before = await readProduct(id);
    const res = await update(changes, 400);
    expect((res.body as { message: string }).message).toBe(message);
    expect(await readProduct(id)).toEqual(before);
  });

  it('keeps the saved lines when a spec client saves without them, and clears them with an empty list', async () => {
    await update({ promotions: ['Tặng balo laptop'] });
    await update({ countInStock: 7 });
    expect(await readProduct(id)).toMatchObject({ countInStock: 7, promotions: ['Tặng balo laptop'] });
    await update({ promotions: [] });
    expect((await readProduct(id))?.promotions).toEqual([]);
  });

  it('accepts exactly 5 lines of 120 characters', async () => {
    const lines = ['a', 'b', 'c', 'd', 'e'].map((letter) => letter.repeat(120));
    await update({ promotions: lines });
    expect((await readProduct(id))?.promotions).toEqual(lines);
  });
});

describe('return policy settings', () => {
  beforeEach(async () => {
    await shopSettingsDoc(db).delete();
    forgetShopSettings(db);
  });

  const adminRead = async (): Promise<ShopSettingsRecord> =>
    (await callEndpoint(app, 'adminShopSettings', { as: admin }).expect(200)).body as ShopSettingsRecord;
  const form = async (changes: object = {}) => {
    const { updatedBy: _by, ...loaded } = await adminRead();
    return { ...loaded, ...changes };
  };
  const save = (body: object) => callEndpoint(app, 'updateShopSettings', { as: admin }).send(body);

  it('answers the defaults on GET /api/settings, without sign-in', async () => {
    const res = await callEndpoint(app, 'shopSettings').expect(200);
    expect(res.body).toMatchObject({
      returnDays: 15,
      returnPolicyText: '1 đổi 1 trong 15 ngày nếu lỗi do nhà sản xuất',
    });
  });

  it('saves new values, which GET /api/settings then answers', async () => {
    await save(await form({ returnDays: 30, returnPolicyText: '  Đổi trả trong 30 ngày  ' })).expect(200);
    const res = await callEndpoint(app, 'shopSettings').expect(200);
    expect(res.body).toMatchObject({ returnDays: 30, returnPolicyText: 'Đổi trả trong 30 ngày' });
  });

  it('keeps them when a form written before them saves', async () => {
    await save(await form({ returnDays: 7 })).expect(200);
    const { returnDays: _days, returnPolicyText: _text, ...older } = await form({ shopName: 'Shop Đà Nẵng' });
    await save(older).expect(200);
    expect(await adminRead()).toMatchObject({ shopName: 'Shop Đà Nẵng', returnDays: 7 });
  });

  it.each([
    ['returnDays over 365', { returnDays: 366 }, 'returnDays must be from 0 to 365'],
    ['returnDays below 0', { returnDays: -1 }, 'returnDays must be from 0 to 365'],
    ['returnDays not whole', { returnDays: 1.5 }, 'returnDays must be a whole number'],
    ['an empty returnPolicyText', { returnPolicyText: '  ' }, 'returnPolicyText is required'],
    [
      'a returnPolicyText of 301 characters',
      { returnPolicyText: 'x'.repeat(301) },
      'returnPolicyText must be at most 300 characters',
    ],
  ])('refuses %s with 400 naming the field, saving nothing', async (_case, changes, message) => {
    const res = await save(await form({ shopName: 'Not saved', ...changes })).expect(400);
    expect((res.body as { message: string }).message).toBe(message);
    expect(await adminRead()).toMatchObject({ shopName: 'Laptop Shop', returnDays: 15, version: '' });
  });
});
