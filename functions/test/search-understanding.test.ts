import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import type { UnderstoodSearchResult } from '../src/shared/query-understanding/understood.js';
import { builtRenderer, builtTemplate } from '../src/ssr/built-renderer.js';
import { createSsrApp } from '../src/ssr/ssr-app.js';
import { createAdmin, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct, indexAllProducts } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;

const gaming = (name: string, price: number, gpu: string) =>
  addProduct({
    name,
    brand: 'MSI',
    category: 'Gaming',
    price,
    description: 'Laptop gaming mạnh mẽ.',
    specs: { cpu: { brand: 'Intel', family: 'Core i7' }, ramGb: 16, gpu: { kind: 'discrete', model: gpu } },
  });

beforeAll(async () => {
  await clearDatabase();
  admin = await createAdmin();
  await shopSettingsDoc(db).delete();
  forgetShopSettings(db);
  await gaming('Katana 15', 260, 'NVIDIA GeForce RTX 4060');
  await gaming('Thin GF63', 160, 'NVIDIA GeForce RTX 3050');
  await gaming('Raider GE78', 900, 'NVIDIA GeForce RTX 4090');
  await addProduct({
    name: 'Modern 14',
    brand: 'MSI',
    category: 'Văn phòng',
    price: 30,
    description: 'Máy văn phòng.',
  });
  await indexAllProducts();
});

const names = (body: UnderstoodSearchResult) => body.products.map((p) => p.name).sort();
const search = async (query: Record<string, string>) =>
  (await callEndpoint(app, 'searchProducts', { query }).expect(200)).body as UnderstoodSearchResult;

describe('GET /api/products/search understands Vietnamese shopping queries', () => {
  it('reads "laptop choi game duoi 30 trieu" as Gaming under 30 million, and says so', async () => {
    const body = await search({ query: 'laptop choi game duoi 30 trieu' });
    expect(names(body)).toEqual(['Katana 15', 'Thin GF63']);
    expect(body.understood).toEqual([
      { kind: 'category', label: 'Gaming', param: 'category', value: 'Gaming', query: 'laptop duoi 30 trieu' },
      { kind: 'price', label: 'Dưới 30 triệu', param: 'price', value: '0-300', query: 'laptop choi game' },
    ]);
    // The chip's query searches again without that understanding.
    expect(names(await search({ query: 'laptop choi game' }))).toEqual(['Katana 15', 'Raider GE78', 'Thin GF63']);
  });

  it('filters by a graphics model the text does not name, and leaves a filter the URL sets alone', async () => {
    expect(names(await search({ query: 'rtx 4060' }))).toEqual(['Katana 15']);
    const priced = await search({ query: 'chơi game dưới 30 triệu', price: '1-200' });
    expect(names(priced)).toEqual(['Thin GF63']);
    expect(priced.understood?.map((u) => u.label)).toEqual(['Gaming']);
  });

  it('renders what it understood on the server-rendered search page', async () => {
    const pages = createSsrApp(db, {
      renderer: builtRenderer,
      template: builtTemplate,
      origin: 'https://shop.example',
    });
    const res = await request(pages).get('/search?query=laptop+choi+game+duoi+30+trieu').expect(200);
    expect(res.text).toContain('Understood:');
    expect(res.text).toContain('Dưới 30 triệu');
    expect(res.text).toContain('Thin GF63');
    expect(res.text).not.toContain('Raider GE78');
  });

  it('answers a query with nothing to understand without `understood`', async () => {
    const body = await search({ query: 'katana' });
    expect(names(body)).toEqual(['Katana 15']);
    expect(body).not.toHaveProperty('understood');
  });

  it('follows the synonyms an admin saves; a bad list is refused naming the field, nothing saved', async () => {
    const { updatedBy: _by, ...loaded } = (await callEndpoint(app, 'adminShopSettings', { as: admin }).expect(200))
      .body as Record<string, unknown>;
    const bad = await callEndpoint(app, 'updateShopSettings', { as: admin })
      .send({ ...loaded, searchSynonyms: [{ phrases: [], means: 'Gaming' }] })
      .expect(400);
    expect(bad.body.message).toBe('searchSynonyms.phrases must have at least 1 phrase');
    expect(names(await search({ query: 'quái vật' }))).toEqual([]);
    await callEndpoint(app, 'updateShopSettings', { as: admin })
      .send({ ...loaded, searchSynonyms: [{ phrases: ['quái vật'], means: 'Gaming' }] })
      .expect(200);
    const body = await search({ query: 'quái vật' });
    expect(names(body)).toEqual(['Katana 15', 'Raider GE78', 'Thin GF63']);
    expect(body.understood?.map((u) => u.label)).toEqual(['Gaming']);
  });
});
