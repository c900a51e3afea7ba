/** The sitemaps.org 0.9 document for a list of entries on one origin. */
import type { SitemapEntry } from './sitemap-entries.js';

/**
 * One sitemap file may list at most this many URLs (sitemaps.org). The shop's search is built for
 * about 25,000 products (docs/decisions/0015-search-engine.md); past this a sitemap index is needed.
 */
export const MAX_SITEMAP_URLS = 50_000;

const XML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Query strings carry '&' between parameters: raw, it would end the document's well-formedness. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);
}

/** Google's image extension: a product page lists its photos, so they are found with it. */
export const SITEMAP_IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';

/** A site-relative photo (the seed's) on the shop's origin; an absolute one (Cloud Storage) as it is. */
const absolute = (origin: string, url: string) => (url.startsWith('/') ? `${origin}${url}` : url);

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>` : '';
    const images = (entry.images ?? [])
      .map((url) => `<image:image><image:loc>${xmlEscape(absolute(origin, url))}</image:loc></image:image>`)
      .join('');
    return `  <url><loc>${xmlEscape(`${origin}${entry.path}`)}</loc>${lastmod}${images}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="${SITEMAP_IMAGE_NS}">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
