/**
 * The server-rendered specification table, "Similar laptops" and the compare page (docs/decisions/
 * 0024-laptop-specifications-and-compare.md), read as a phone without JavaScript or a crawler reads
 * them. Needs the renderer `npm run build` writes into functions/ssr/.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { laptopSpecs } from '@test-factories';
import { SSR_DATA_ELEMENT_ID } from '../src/shared/constants.js';
import type { CompareProducts } from '../src/shared/entities/catalogue.js';
import { COMPARE_MSG } from '../src/shared/screen-messages.js';
import { formatPrice } from '../src/shared/money.js';
import { builtRenderer, builtTemplate } from '../src/ssr/built-renderer.js';
import { createSsrApp, SSR_CACHE_CONTROL } from '../src/ssr/ssr-app.js';
import { addProduct } from './support/products.js';
import { clearDatabase, db } from './support/test-context.js';

const ORIGIN = 'https://laptopshop.example.vn';
const app = createSsrApp(db, { renderer: builtRenderer, template: builtTemplate, origin: ORIGIN });

/** The text a reader without JavaScript sees. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const embedded = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1] ??
      '{}',
  ) as Record<string, unknown>;

let air = '';
let zenbook = '';
let draft = '';

beforeAll(async () => {
  await clearDatabase();
  ({ id: air } = await addProduct({
    slug: 'macbook-air-m3',
    name: 'MacBook Air M3',
    category: 'Mỏng nhẹ',
    price: 290,
    specs: laptopSpecs({
      cpu: { brand: 'Apple', family: 'M3', cores: 8 },
      ramGb: 8,
      storageGb: 256,
      screen: { inches: 13.6, resolution: '2560x1664' },
      gpu: { kind: 'integrated' },
      weightKg: 1.24,
    }),
  }));
  ({ id: zenbook } = await addProduct({
    slug: 'zenbook-14',
    name: 'Zenbook 14',
    category: 'Mỏng nhẹ',
    price: 175,
    specs: laptopSpecs({ ramGb: 16, weightKg: 1.2, screen: { inches: 14 } }),
  }));
  await addProduct({ slug: 'rog-strix', name: 'ROG Strix', category: 'Gaming', price: 650 });
  ({ id: draft } = await addProduct({ slug: 'draft-laptop', name: 'Draft Laptop', status: 'draft' }));
});

describe('product page', () => {
  it('shows the grouped specification table with units, in Vietnamese decimals by default and English on request', async () => {
    const vi = visibleText((await request(app).get('/product/macbook-air-m3')).text);
    expect(vi).toContain('Specifications');
    expect(vi).toContain('Processor CPU Apple M3');
    expect(vi).toContain('RAM 8 GB');
    expect(vi).toContain('Screen size 13,6"');
    expect(vi).toContain('Weight 1,24 kg');

    const en = visibleText((await request(app).get('/product/macbook-air-m3').set('Cookie', '__session=lang=en')).text);
    expect(en).toContain('Weight 1.24 kg');
    expect(en).toContain('Screen size 13.6"');
  });

  it('lists similar laptops, the same category first, embedded for hydration; never a draft', async () => {
    const res = await request(app).get('/product/macbook-air-m3');
    const text = visibleText(res.text);
    expect(text).toMatch(/Similar laptops Zenbook 14 .*ROG Strix/);
    expect(text).not.toContain('Draft Laptop');
    const similar = Object.entries(embedded(res.text)).find(([key]) => key.startsWith('similarProducts:'));
    expect((similar?.[1] as { name: string }[]).map((p) => p.name)).toEqual(['Zenbook 14', 'ROG Strix']);
  });

  it('gives the Product JSON-LD its weight and a PropertyValue per specification', async () => {
    const html = (await request(app).get('/product/macbook-air-m3')).text;
    const product = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>)
      .find((ld) => ld['@type'] === 'Product');
    expect(product?.['weight']).toEqual({ '@type': 'QuantitativeValue', value: 1.24, unitCode: 'KGM' });
    expect(product?.['additionalProperty']).toContainEqual({
      '@type': 'PropertyValue',
      name: 'RAM',
      value: 8,
      unitText: 'GB',
    });
  });
});

describe('compare page', () => {
  it('renders the laptops of its URL side by side, marks differing rows, and embeds the read', async () => {
    const res = await request(app).get(`/compare?ids=${air},${zenbook}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(SSR_CACHE_CONTROL);
    const text = visibleText(res.text);
    expect(text).toContain('Compare laptops');
    expect(text).toContain('MacBook Air M3');
    expect(text).toContain('Zenbook 14');
    expect(text).toContain(formatPrice(290));
    expect(text).toMatch(/Weight differs 1,24 kg 1,2 kg/);
    expect(res.text).toContain('<title>Compare: MacBook Air M3 vs Zenbook 14 | Laptop Shop</title>');
    expect(res.text).toContain('<meta name="robots" content="noindex, follow">');
    const compared = embedded(res.text)[`compareProducts:${JSON.stringify({ query: { ids: `${air},${zenbook}` } })}`];
    expect((compared as CompareProducts).products.map((p) => p.name)).toEqual(['MacBook Air M3', 'Zenbook 14']);
  });

  it('drops unknown and draft ids with a note', async () => {
    const text = visibleText((await request(app).get(`/compare?ids=${air},${draft},nope`)).text);
    expect(text).toContain('2 laptop(s) in this link are no longer for sale and were left out.');
    expect(text).toContain('MacBook Air M3');
    expect(text).not.toContain('Draft Laptop');
  });

  it('answers a link with more than four ids with 400 and the message', async () => {
    const res = await request(app).get('/compare?ids=a,b,c,d,e');
    expect(res.status).toBe(400);
    expect(visibleText(res.text)).toContain(COMPARE_MSG.compareTooManyIds);
  });
});
