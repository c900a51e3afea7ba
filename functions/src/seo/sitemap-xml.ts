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

export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${xmlEscape(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${xmlEscape(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
