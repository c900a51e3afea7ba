/**
 * Analytics tags on a phone (390×844; docs/analytics.md), with the three ids set in Settings: a
 * first visit asks nothing of a tag host (the demo's is the local analytics collector) before a
 * choice; after Đồng ý tất cả a product's page reports `view_item` to the collector; after Chỉ cần
 * thiết nothing is loaded or sent; a consenting guest's order page reports its purchase once, and the
 * order, once paid, reaches the collector from the server exactly once as a GA4 Measurement Protocol
 * and a Meta Conversions API purchase (docs/analytics-server.md). axe checks each screen (screenshot()).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ANALYTICS_COLLECTOR_PORT } from '../local-stack.mjs';
import { browserForFile, hydrated, newPage, screenshot } from './support/browser';
import type { AdminOrderPage } from '@shared/entities/admin';
import { translator } from './support/catalogues';
import { fillGuestCodCheckout, inVietnamese, placeGuestOrder } from './support/guest-order';
import { adminToken, api, saveSettings, waitForShop } from './support/shop-settings';
import { mustFind, seedProducts } from './support/storefront';

const browser = browserForFile();
const COLLECTOR = `http://127.0.0.1:${ANALYTICS_COLLECTOR_PORT}`;
const IDS = { ga4MeasurementId: 'G-JOURNEY41', metaPixelId: '4141414141', tiktokPixelId: 'CJOURNEY41PIXEL' };
const OFF = { ga4MeasurementId: '', metaPixelId: '', tiktokPixelId: '' };
/** The vendors' tag and collection hosts, and the collector standing in for them here. */
const TAG_HOST = /(googletagmanager|google-analytics|doubleclick|facebook|fbcdn|tiktok)\./;
const product = mustFind(
  seedProducts.find((p) => p.countInStock > 0),
  'an in-stock product',
);

interface Recorded {
  path: string;
  query: Record<string, string>;
  body: {
    name?: string;
    params?: { items?: Array<{ item_id: string }>; transaction_id?: string };
    events?: Array<{ name: string; params: { transaction_id: string } }>;
    data?: Array<{ event_name: string; event_id: string; user_data: { client_user_agent?: string } }>;
  };
}
const collected = async () => (await (await fetch(`${COLLECTOR}/api/requests`)).json()) as Recorded[];

/** Every request the page makes to a tag host (or the collector). */
function tagRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === COLLECTOR || TAG_HOST.test(url.hostname)) seen.push(request.url());
  });
  return seen;
}
const idle = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));

beforeAll(async () => {
  await saveSettings(() => IDS);
  await waitForShop(
    'the analytics ids',
    (html, settings) => html.includes(IDS.ga4MeasurementId) && settings.ga4MeasurementId === IDS.ga4MeasurementId,
  );
}, 120_000);
afterAll(async () => {
  await saveSettings(() => OFF);
}, 90_000);

describe('analytics tags on a phone', () => {
  it('load nothing before a choice; after Đồng ý tất cả a product view reaches the collector', async () => {
    await fetch(`${COLLECTOR}/api/requests`, { method: 'DELETE' });
    const { context, page } = await newPage(browser(), 'phone', { firstVisit: true });
    const requests = tagRequests(page);
    try {
      await page.goto('/');
      await hydrated(page);
      const banner = page.getByRole('region', { name: 'Cài đặt cookie' });
      await banner.getByRole('button', { name: 'Đồng ý tất cả' }).waitFor();
      await idle(page);
      expect(requests).toEqual([]);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('_ga');

      await banner.getByRole('button', { name: 'Đồng ý tất cả' }).click();
      await banner.waitFor({ state: 'detached' });
      await page.goto(`/product/${product.slug}`);
      await hydrated(page);
      await expect
        .poll(async () => (await collected()).find((r) => r.path === '/browser/ga4' && r.body.name === 'view_item'))
        .toMatchObject({ body: { params: { currency: 'VND', items: [{ item_id: product.id }] } } });
      const paths = (await collected()).map((r) => r.path);
      expect(paths).toEqual(expect.arrayContaining(['/gtag/js', '/en_US/fbevents.js', '/i18n/pixel/events.js']));
      await expect
        .poll(async () => (await collected()).some((r) => r.path === '/browser/meta' && r.body.name === 'ViewContent'))
        .toBe(true);
      await screenshot(page, 'analytics-product-after-consent');
    } finally {
      await context.close();
    }
  });

  it('after Chỉ cần thiết a product page loads and sends no tag', async () => {
    const { context, page } = await newPage(browser(), 'phone', { firstVisit: true });
    const requests = tagRequests(page);
    try {
      await page.goto('/');
      await hydrated(page);
      const banner = page.getByRole('region', { name: 'Cài đặt cookie' });
      await banner.getByRole('button', { name: 'Chỉ cần thiết' }).click();
      await banner.waitFor({ state: 'detached' });
      await page.goto(`/product/${product.slug}`);
      await hydrated(page);
      await idle(page);
      await screenshot(page, 'analytics-product-necessary-only');
      expect(requests).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a consenting guest’s order page reports its purchase once; paid, the server reports it once to GA4 and Meta', async () => {
    const vi = await translator('vi');
    const { context, page } = await newPage(browser(), 'phone', { firstVisit: true });
    try {
      await inVietnamese(page);
      await page.goto('/');
      await hydrated(page);
      const banner = page.getByRole('region', { name: 'Cài đặt cookie' });
      await banner.getByRole('button', { name: 'Đồng ý tất cả' }).click();
      await banner.waitFor({ state: 'detached' });
      // A phone of its own per run: a guest may place 3 orders an hour per phone, and npm start keeps its data.
      const phone = `0912${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
      await fillGuestCodCheckout(page, vi, { name: 'Nguyễn Phân Tích', phone });
      const orderCode = await placeGuestOrder(page);

      // Cash on delivery: paid when the shop says so, as the server's purchase event waits for.
      const admin = { Authorization: `Bearer ${await adminToken()}` };
      const { orders } = await api<AdminOrderPage>('/orders', { headers: admin });
      const order = mustFind(
        orders.find((row) => row.orderCode === orderCode),
        `the order ${orderCode}`,
      );
      const purchases = async () => {
        const all = await collected();
        return {
          ga4: all.filter((r) => r.path === '/mp/collect' && r.body.events?.[0]?.params.transaction_id === order._id),
          meta: all.filter((r) => r.path.endsWith('/events') && r.body.data?.[0]?.event_id === order._id),
        };
      };
      expect(await purchases()).toEqual({ ga4: [], meta: [] });
      // The guest's order page reports the browser's purchase once, with the order id as transaction_id.
      const browserPurchases = async () =>
        (await collected()).filter(
          (r) => r.path === '/browser/ga4' && r.body.name === 'purchase' && r.body.params?.transaction_id === order._id,
        );
      await expect.poll(async () => (await browserPurchases()).length, { timeout: 15_000 }).toBe(1);
      await page.reload();
      await hydrated(page);
      await idle(page);
      expect((await browserPurchases()).length).toBe(1);
      await api(`/orders/${order._id}/pay`, { method: 'PUT', headers: admin });

      await expect.poll(async () => (await purchases()).ga4.length, { timeout: 90_000 }).toBe(1);
      await expect.poll(async () => (await purchases()).meta.length, { timeout: 30_000 }).toBe(1);
      const { ga4, meta } = await purchases();
      expect(ga4[0]).toMatchObject({
        query: { measurement_id: IDS.ga4MeasurementId },
        body: { events: [{ name: 'purchase' }] },
      });
      expect(meta[0]).toMatchObject({ path: expect.stringContaining(`/${IDS.metaPixelId}/events`) });
      expect(meta[0]?.body.data?.[0]?.event_name).toBe('Purchase');
      // Meta requires a website event to name the browser: the one that placed the order.
      expect(meta[0]?.body.data?.[0]?.user_data.client_user_agent).toBe(await page.evaluate(() => navigator.userAgent));
      // Paid is final: a while later it is still one of each.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect((await purchases()).ga4.length + (await purchases()).meta.length).toBe(2);
    } finally {
      await context.close();
    }
  }, 180_000);
});
