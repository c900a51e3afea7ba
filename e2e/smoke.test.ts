/** The started stack serves the shop and the API answers with the seeded catalogue. */
import { formatPrice } from '@shared/money';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Product } from '@shared/entities/catalogue';
import { API_MSG } from '@shared/messages';
import { BASE_URL, browserForFile, newPage } from './support/browser';

const seededProducts = JSON.parse(readFileSync('seed/products.json', 'utf8')) as unknown[];

describe('smoke: the emulator stack', () => {
  const browser = browserForFile();

  it('GET /api/products returns the seeded catalogue through hosting', async () => {
    const response = await fetch(`${BASE_URL}/api/products`);
    expect(response.status).toBe(200);
    const products = (await response.json()) as Product[];
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(products.length).toBe(Math.min(seededProducts.length, 100));
    expect(products[0]).toMatchObject({ _id: expect.any(String), slug: expect.any(String), price: expect.any(Number) });
  });

  it('serves the home page with Featured Products', async () => {
    const { page, context } = await newPage(browser());
    await page.goto('/');
    await page.getByRole('heading', { name: 'Featured Products' }).waitFor();
    // The newest seeded product is on the first row, with its price in VND.
    const newest = await fetch(`${BASE_URL}/api/products`).then((r) => r.json() as Promise<Product[]>);
    const first = newest[0];
    expect(first).toBeDefined();
    await page.getByRole('link', { name: first?.name }).first().waitFor();
    expect(await page.getByText(formatPrice(first?.price ?? 0)).count()).toBeGreaterThan(0);
    await context.close();
  });

  it.each(['/', '/product/does-not-exist', '/api/products', '/api/nope'])(
    '%s carries the security headers',
    async (path) => {
      const response = await fetch(`${BASE_URL}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    },
  );

  it('malformed JSON through hosting answers 400 without a stack trace or a path', async () => {
    const response = await fetch(`${BASE_URL}/api/users/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":',
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).not.toMatch(/node_modules|\.js:\d+|at [\w.<>]+ \(/);
  });

  it('a 5 MB body through hosting answers 413 JSON', async () => {
    const response = await fetch(`${BASE_URL}/api/users/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(5 * 1024 * 1024), email: 'big@example.com', password: 'password123' }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: API_MSG.bodyTooLarge, code: 'TOO_LARGE' });
  });

  it('the deployed policy names no emulator host; the local one adds them', () => {
    const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      hosting: { headers: { headers: { key: string; value: string }[] }[] };
    };
    const csp = config.hosting.headers.flatMap((rule) => rule.headers).find((h) => h.key === 'Content-Security-Policy');
    expect(csp?.value).toContain("connect-src 'self'");
    expect(csp?.value).not.toContain('127.0.0.1');
  });

  it('serves the client-rendered app for deep links (hosting rewrite), kept out of search engines', async () => {
    const response = await fetch(`${BASE_URL}/order/some-order`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
  });
});
