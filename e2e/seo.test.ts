/**
 * What a crawler gets from the running stack: Hosting's rules (firebase.json) reach the seo
 * function, and the function names the origin it was asked on. The content itself is checked in
 * functions/test/seo.test.ts. Always the hosting emulator: a Vite dev server has no Hosting rules.
 */
import { describe, expect, it } from 'vitest';
import { SHOP_ORIGIN } from '../local-stack.mjs';

describe('crawler files through Hosting', () => {
  it('/robots.txt reaches the robots rules and points to the absolute sitemap URL', async () => {
    const response = await fetch(`${SHOP_ORIGIN}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('Disallow: /cart\n');
    expect(text).toContain(`Sitemap: ${SHOP_ORIGIN}/sitemap.xml\n`);
  });

  it('/sitemap.xml lists the shop on the origin it was asked on', async () => {
    const response = await fetch(`${SHOP_ORIGIN}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=3600');
    const locs = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(locs).toContain(`${SHOP_ORIGIN}/`);
    expect(locs.some((loc) => loc.startsWith(`${SHOP_ORIGIN}/product/`))).toBe(true);
    expect(locs.every((loc) => loc.startsWith(`${SHOP_ORIGIN}/`))).toBe(true);
  });
});
