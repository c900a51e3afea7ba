/**
 * The pages a search engine should know: home, every category's search page, every published
 * product and every published content page. Paths are built as the web's route map builds its links (web/src/config/paths.ts), so
 * the sitemap names exactly the URLs shoppers share.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { categoryStatsDoc, productsCol } from '../data/collections.js';
import { pagesCol } from '../data/page-collections.js';
import { searchQueryString } from '../shared/search-query-string.js';
import { listedCategoryNames } from '../shared/stats.js';

export interface SitemapEntry {
  /** Path and query on the shop's origin, URL-encoded, not yet XML-escaped. */
  path: string;
  /** When the page last changed (W3C datetime), when known. */
  lastmod?: string;
  /** A product page's photos in their order (site-relative or absolute), as the image extension lists them. */
  images?: string[];
}

export async function readSitemapEntries(db: Firestore): Promise<SitemapEntry[]> {
  const [categories, products, pages] = await Promise.all([
    // One read: the per-category counts of published products that the product trigger keeps.
    categoryStatsDoc(db).get(),
    // Drafts are admin-only; only the fields the sitemap needs are read.
    productsCol(db).where('status', '==', 'published').select('slug', 'updatedAt', 'image', 'images').get(),
    // The published content pages (docs/decisions/0108-content-pages.md).
    pagesCol(db).where('status', '==', 'published').select('slug', 'updatedAt').get(),
  ]);
  const categoryNames = listedCategoryNames(categories.data());

  return [
    { path: '/' },
    ...categoryNames.map((category) => ({ path: `/search?${searchQueryString({ category })}` })),
    ...products.docs.map((doc) => {
      const { slug, updatedAt, image, images } = doc.data();
      const lastmod = Number.isNaN(Date.parse(updatedAt)) ? undefined : updatedAt;
      // A product saved before the gallery has only its `image` (shared/product-gallery.ts).
      const photos =
        images && images.length > 0 ? images.map((photo: { url: string }) => photo.url) : image ? [image] : [];
      return { path: `/product/${encodeURIComponent(slug)}`, ...(lastmod && { lastmod }), images: photos };
    }),
    ...pages.docs.map((doc) => {
      const { slug, updatedAt } = doc.data();
      return {
        path: `/pages/${encodeURIComponent(slug)}`,
        ...(!Number.isNaN(Date.parse(updatedAt)) && { lastmod: updatedAt }),
      };
    }),
  ];
}
