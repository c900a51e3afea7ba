import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap-xml.js';

describe('sitemapXml', () => {
  it('escapes the & between query parameters, so the document is well-formed and reads back the URL', () => {
    const xml = sitemapXml('https://shop.example', [{ path: '/search?category=Gaming&order=lowest&page=2' }]);

    expect(xml).toContain('<loc>https://shop.example/search?category=Gaming&amp;order=lowest&amp;page=2</loc>');
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser().parse(xml) as { urlset: { url: { loc: string } } };
    expect(parsed.urlset.url.loc).toBe('https://shop.example/search?category=Gaming&order=lowest&page=2');
  });

  it('writes lastmod only when the page has one', () => {
    const xml = sitemapXml('https://shop.example', [
      { path: '/' },
      { path: '/product/x1', lastmod: '2026-01-02T03:04:05.000Z' },
    ]);
    expect(xml).toContain('<url><loc>https://shop.example/</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://shop.example/product/x1</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod></url>',
    );
  });

  it('declares the image extension and lists each photo of a product in its <url>, made absolute', () => {
    const xml = sitemapXml('https://shop.example', [
      {
        path: '/product/x1',
        images: ['/images/products/x1.jpg', 'https://firebasestorage.googleapis.com/v0/b/s/o/p.jpg?alt=media&token=t'],
      },
    ]);
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(xml).toContain(
      '<url><loc>https://shop.example/product/x1</loc>' +
        '<image:image><image:loc>https://shop.example/images/products/x1.jpg</image:loc></image:image>' +
        '<image:image><image:loc>https://firebasestorage.googleapis.com/v0/b/s/o/p.jpg?alt=media&amp;token=t</image:loc></image:image></url>',
    );
    expect(XMLValidator.validate(xml)).toBe(true);
  });
});
