/**
 * The home page's banners and sections (GET /api/home and the server-rendered home page,
 * docs/decisions/0088-home-sections-and-banners.md). In the search folder because the tiles'
 * counts and the newest laptops come from the instance's search catalogue, which both the api and
 * the ssr functions keep warm: no read per brand or category.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { homeProducts } from '../data/catalog-reads.js';
import { productsCol, unitsSoldStatsDoc } from '../data/collections.js';
import type { Product, ProductDoc } from '../shared/entities/catalogue.js';
import type { HomePage, HomeSection } from '../shared/entities/home.js';
import type { SearchFacetCount } from '../shared/entities/search.js';
import { liveBanners, type HomeSectionKind } from '../shared/home-settings.js';
import { parseSearchParams } from '../shared/search-params.js';
import type { ShopSettings } from '../shared/shop-settings.js';
import { toProduct } from '../shared/to-api.js';
import { bestSellerIds } from '../shared/units-sold.js';
import { runSearch } from './run-search.js';
import { photoSrcSet } from '../shared/image-renditions.js';

/** Laptops per row of best sellers, newest and on sale: two rows of cards on a phone, one on a desktop. */
export const HOME_SECTION_PRODUCT_COUNT = 8;
/** How many discounted products 'On sale' looks among (one query, no composite index). */
const ON_SALE_CANDIDATES = 60;

const isPublished = (doc: ProductDoc) => (doc.status ?? 'published') === 'published';
export const isDiscounted = (product: Pick<Product, 'price' | 'compareAtPrice'>) =>
  product.compareAtPrice !== undefined && product.compareAtPrice > product.price;

/** The catalogue's first page, newest first, with its category and brand counts (the search's facets). */
async function catalogueOverview(db: Firestore) {
  const parsed = parseSearchParams({ pageSize: String(HOME_SECTION_PRODUCT_COUNT) });
  if (!parsed.ok) throw new Error(parsed.message);
  return (await runSearch(db, parsed.filters)).result;
}

const tiles = (counts: SearchFacetCount<string>[] | undefined) =>
  (counts ?? []).filter((entry) => entry.count > 0).map((entry) => ({ name: entry.value, count: entry.count }));

async function bestSellers(db: Firestore): Promise<Product[]> {
  // A few more than shown, as some may be drafts now or deleted.
  const ids = bestSellerIds((await unitsSoldStatsDoc(db).get()).data(), HOME_SECTION_PRODUCT_COUNT * 2);
  if (ids.length === 0) return [];
  const docs = await db.getAll(...ids.map((id) => productsCol(db).doc(id)));
  return docs
    .flatMap((doc) => {
      const data = doc.data() as ProductDoc | undefined;
      return data && isPublished(data) ? [toProduct(doc.id, data)] : [];
    })
    .slice(0, HOME_SECTION_PRODUCT_COUNT);
}

/** Published products whose compare-at price is above their price, the largest discount first. */
async function onSale(db: Firestore): Promise<Product[]> {
  const found = await productsCol(db).where('compareAtPrice', '>', 0).limit(ON_SALE_CANDIDATES).get();
  const discount = (product: Product) => 1 - product.price / (product.compareAtPrice ?? product.price);
  return found.docs
    .filter((doc) => isPublished(doc.data()))
    .map((doc) => toProduct(doc.id, doc.data()))
    .filter(isDiscounted)
    .sort((a, b) => discount(b) - discount(a) || a._id.localeCompare(b._id))
    .slice(0, HOME_SECTION_PRODUCT_COUNT);
}

/** Each section the shop lists, read in parallel; product rows with nothing to show are left out. */
export async function readHomePage(db: Firestore, settings: ShopSettings, now = new Date()): Promise<HomePage> {
  const kinds = settings.homeSections;
  const needsOverview = kinds.some((kind) => kind === 'categories' || kind === 'brands' || kind === 'newest');
  const overview = needsOverview ? catalogueOverview(db) : null;
  const section = async (kind: HomeSectionKind): Promise<HomeSection | null> => {
    switch (kind) {
      case 'categories':
        return { kind, tiles: tiles((await overview)?.facets?.category) };
      case 'brands':
        return { kind, tiles: tiles((await overview)?.facets?.brand) };
      case 'priceBands':
        return { kind, bands: settings.priceRanges };
      case 'featured':
        // Always shown, as today: the page says 'No Product Found' when the shop has none.
        return { kind, products: await homeProducts(db) };
      case 'bestSellers':
        return { kind, products: await bestSellers(db) };
      case 'newest':
        return { kind, products: (await overview)?.products ?? [] };
      case 'onSale':
        return { kind, products: await onSale(db) };
    }
  };
  const sections = await Promise.all(kinds.map(section));
  return {
    banners: liveBanners(settings.banners, now).map((banner) => {
      const srcSet = photoSrcSet(banner.image);
      return srcSet ? { ...banner, srcSet } : banner;
    }),
    sections: sections.filter(
      (found): found is HomeSection =>
        found !== null && (!('products' in found) || found.kind === 'featured' || found.products.length > 0),
    ),
  };
}
