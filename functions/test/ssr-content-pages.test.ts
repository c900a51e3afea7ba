/**
 * Content pages as a crawler and a phone without JavaScript read them (docs/decisions/0108-content-pages.md):
 * /pages/:slug server-rendered with its head, drafts 404, raw HTML never markup, the embedded data
 * escaping `<`; the sitemap lists the published ones.
 */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { pagesCol } from '../src/data/page-collections.js';
import { forgetShopSettings } from '../src/data/shop-settings.js';
import { createSeoApp } from '../src/seo/seo-app.js';
import { SSR_DATA_ELEMENT_ID } from '../src/shared/constants.js';
import type { ContentPageDoc } from '../src/shared/entities/content-page.js';
import { DEFAULT_SHOP_SETTINGS } from '../src/shared/shop-settings.js';
import { builtRenderer, builtTemplate } from '../src/ssr/built-renderer.js';
import { createSsrApp } from '../src/ssr/ssr-app.js';
import { clearDatabase, db } from './support/test-context.js';

const ORIGIN = 'https://shop.example.vn';
const ssr = createSsrApp(db, { renderer: builtRenderer, template: builtTemplate, origin: ORIGIN });
const seo = createSeoApp(db, ORIGIN);

const page = (overrides: Partial<ContentPageDoc>): ContentPageDoc => ({
  slug: 'chinh-sach-doi-tra',
  title: 'Chính sách đổi trả',
  body: '## Đổi mới 1 đổi 1\n\n{{companyName}} đổi trong 15 ngày. Gọi [hotline](tel:{{hotline}}).',
  status: 'published',
  isTemplate: true,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-21T02:00:00.000Z',
  ...overrides,
});

beforeAll(async () => {
  await clearDatabase();
  forgetShopSettings(db);
  await pagesCol(db).doc('returns').set(page({}));
  await pagesCol(db)
    .doc('draft')
    .set(page({ slug: 'ban-nhap', title: 'Bản nháp bí mật', status: 'draft' }));
  await pagesCol(db)
    .doc('hostile')
    .set(
      page({
        slug: 'thu-nghiem',
        title: 'Thử </script><b>',
        body: '<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
      }),
    );
});

describe('/pages/:slug', () => {
  it('renders a published page with its h1, title, description and canonical, placeholders filled', async () => {
    const res = await request(ssr).get('/pages/chinh-sach-doi-tra');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>Chính sách đổi trả | Laptop Shop</title>');
    expect(res.text).toMatch(/<h1[^>]*>Chính sách đổi trả<\/h1>/);
    expect(res.text).toMatch(/<h2>Đổi mới 1 đổi 1<\/h2>/);
    expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/pages/chinh-sach-doi-tra">`);
    expect(res.text).toMatch(/<meta name="description" content="Đổi mới 1 đổi 1 Laptop Shop đổi trong 15 ngày/);
    expect(res.text).toContain(`${DEFAULT_SHOP_SETTINGS.shopName} đổi trong 15 ngày`);
    expect(res.text).toContain(`href="tel:${DEFAULT_SHOP_SETTINGS.contactPhone}"`);
  });

  it('server-renders the footer linking the policy pages, the hotline and the email from the settings', async () => {
    const res = await request(ssr).get('/pages/chinh-sach-doi-tra');
    const footer = /<footer[\s\S]*<\/footer>/.exec(res.text)?.[0] ?? '';
    expect(footer).toContain('href="/pages/gioi-thieu"');
    expect(footer).toContain('href="/pages/chinh-sach-bao-hanh"');
    expect(footer).toContain('href="/pages/chinh-sach-van-chuyen"');
    expect(footer).toContain(`href="tel:${DEFAULT_SHOP_SETTINGS.contactPhone}"`);
    expect(footer).toContain(`href="mailto:${DEFAULT_SHOP_SETTINGS.contactEmail}"`);
  });

  it('answers 404 for a draft or an unknown slug, showing nothing of the draft', async () => {
    const draft = await request(ssr).get('/pages/ban-nhap');
    expect(draft.status).toBe(404);
    expect(draft.text).not.toContain('Bản nháp bí mật');
    expect((await request(ssr).get('/pages/khong-co')).status).toBe(404);
  });

  it('shows raw HTML as text, drops a javascript: link and escapes < in the embedded data', async () => {
    const res = await request(ssr).get('/pages/thu-nghiem');
    expect(res.status).toBe(200);
    const root = /<div id="root"[^>]*>([\s\S]*)<\/div><script type="application\/json"/.exec(res.text)?.[1] ?? '';
    expect(root).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(root).not.toMatch(/<script|<img|href="javascript:/);
    const data = new RegExp(`<script type="application/json" id="${SSR_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(
      res.text,
    )?.[1];
    expect(data).not.toContain('</script><b>');
    expect(JSON.stringify(JSON.parse(data ?? '{}'))).toContain('Thử </script><b>');
  });

  it('is in the sitemap when published, never as a draft', async () => {
    const res = await request(seo).get('/sitemap.xml');
    expect(res.text).toContain(`<loc>${ORIGIN}/pages/chinh-sach-doi-tra</loc>`);
    expect(res.text).toContain(`<loc>${ORIGIN}/pages/thu-nghiem</loc>`);
    expect(res.text).not.toContain('/pages/ban-nhap');
  });
});
