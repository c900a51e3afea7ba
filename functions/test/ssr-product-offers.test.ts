/**
 * The server-rendered product page's gifts, warranty and return policy, as a reader without
 * JavaScript and a search engine see them (docs/decisions/0094-one-price-and-phone-buy-bar.md,
 * 0095-warranty-and-return-settings.md), with the renderer `npm run build` writes into functions/ssr/.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import { DEFAULT_SHOP_SETTINGS } from '../src/shared/shop-settings.js';
import { builtRenderer, builtTemplate } from '../src/ssr/built-renderer.js';
import { createSsrApp } from '../src/ssr/ssr-app.js';
import { addProduct } from './support/products.js';
import { clearDatabase, db } from './support/test-context.js';

const ORIGIN = 'https://laptopshop.example.vn';
const app = createSsrApp(db, { renderer: builtRenderer, template: builtTemplate, origin: ORIGIN });

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const productLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>)
    .find((ld) => ld['@type'] === 'Product');

beforeAll(async () => {
  await clearDatabase();
  await addProduct({
    slug: 'dell-xps-13-9340',
    name: 'Dell XPS 13 9340',
    price: 32_990_000,
    compareAtPrice: 37_990_000,
    countInStock: 4,
    specs: { warrantyMonths: 24 },
    promotions: ['Tặng balo laptop', 'Giảm 500.000₫ khi mua kèm chuột'],
  });
  await shopSettingsDoc(db).set({
    ...DEFAULT_SHOP_SETTINGS,
    returnDays: 30,
    returnPolicyText: 'Đổi trả trong 30 ngày',
  });
  forgetShopSettings(db);
});

describe('the server-rendered product page', () => {
  it('shows the gifts under Khuyến mãi and the warranty and return policy, from the stored settings', async () => {
    const res = await request(app).get('/product/dell-xps-13-9340').expect(200);
    const text = visibleText(res.text);
    expect(text).toContain('Khuyến mãi Tặng balo laptop Giảm 500.000₫ khi mua kèm chuột');
    expect(text).toContain('Bảo hành & đổi trả Bảo hành chính hãng 24 tháng Đổi trả trong 30 ngày');
    // The phone's buy bar is in the HTML already, so it does not appear after hydration.
    expect(text).toContain('Mua ngay');
  });

  it('offers the struck price and the return policy in the JSON-LD', async () => {
    const res = await request(app).get('/product/dell-xps-13-9340').expect(200);
    expect(productLd(res.text)?.['offers']).toMatchObject({
      price: 32_990_000,
      priceSpecification: { priceType: 'https://schema.org/StrikethroughPrice', price: 37_990_000 },
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'VN',
        returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
        merchantReturnDays: 30,
      },
    });
  });
});
