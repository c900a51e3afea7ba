/**
 * Installments in the server-rendered pages (docs/installments.md): the label on the product page
 * and on the home and search cards, and the calculator's block, in the HTML before any JavaScript
 * runs, with the renderer `npm run build` writes into functions/ssr/.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import { DEFAULT_SHOP_SETTINGS } from '../src/shared/shop-settings.js';
import { builtRenderer, builtTemplate } from '../src/ssr/built-renderer.js';
import { createSsrApp } from '../src/ssr/ssr-app.js';
import { addProduct, indexAllProducts } from './support/products.js';
import { clearDatabase, db } from './support/test-context.js';

const app = createSsrApp(db, { renderer: builtRenderer, template: builtTemplate, origin: 'https://shop.example.vn' });

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const LABEL = 'Trả góp 0% · từ 300.000₫/tháng';

beforeAll(async () => {
  await clearDatabase();
  await addProduct({ slug: 'acer-aspire-3', name: 'Acer Aspire 3', price: 3_600_000, countInStock: 4 });
  await addProduct({ slug: 'chuot-khong-day', name: 'Chuột không dây', price: 2_500_000, countInStock: 4 });
  await indexAllProducts();
  await shopSettingsDoc(db).set({ ...DEFAULT_SHOP_SETTINGS, priceStyle: 'vnd' });
  forgetShopSettings(db);
});

describe('installments in the server-rendered pages', () => {
  it('shows the label and the calculator, its figures for the longest term, on a laptop from 3.000.000₫', async () => {
    const text = visibleText((await request(app).get('/product/acer-aspire-3').expect(200)).text);
    expect(text).toContain(`${LABEL} Tính trả góp Kỳ hạn 3 tháng 6 tháng 9 tháng 12 tháng Trả trước 0% 20% 30% 50%`);
    expect(text).toContain(
      'Trả trước 0₫ Góp mỗi tháng 300.000₫ Tổng tiền phải trả 3.600.000₫ Chênh lệch so với trả thẳng 0₫',
    );
  });

  it('shows nothing of it below the minimum', async () => {
    const text = visibleText((await request(app).get('/product/chuot-khong-day').expect(200)).text);
    expect(text).not.toContain('Trả góp');
    expect(text).not.toContain('Tính trả góp');
  });

  it('labels the eligible cards on the home and search pages', async () => {
    for (const path of ['/', '/search?query=acer']) {
      const text = visibleText((await request(app).get(path).expect(200)).text);
      expect(text, path).toContain(LABEL);
      expect(text.split('Trả góp')).toHaveLength(2);
    }
  });
});
