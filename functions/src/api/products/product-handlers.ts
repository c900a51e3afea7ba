/** The products endpoints: catalogue reads, search, categories, admin writes and reviews. */
import type { Request } from 'express';
import type { Query } from 'firebase-admin/firestore';
import { categoryNames } from '../../data/catalog-reads.js';
import { FIRST_NEWEST_PAGE, readReviewPage } from '../../data/review-pages.js';
import { compareProducts, similarProducts } from '../../data/compare-reads.js';
import { productsCol } from '../../data/collections.js';
import { readShopSettings } from '../../data/shop-settings.js';
import { toProduct } from '../../shared/to-api.js';
import { runSearch, runSuggest } from '../../search/run-search.js';
import { readNumberedPage } from '../../data/numbered-page.js';
import { adminSearchWords } from '../../shared/admin-search.js';
import { ADMIN_PAGE_SIZE, STALE_DRAFT_HOURS } from '../../shared/constants.js';
import type { ProductDoc } from '../../shared/entities/catalogue.js';
import { API_MSG } from '../../shared/messages.js';
import type { ApiContext } from '../context.js';
import { auditActor } from '../../data/audit-log.js';
import { notFound } from '../../http-error.js';
import { firestoreSearchLimit, type SearchLimit } from '../limits/search-limit.js';
import { PUBLIC_CATALOGUE_CACHE_CONTROL } from '../middleware/security-headers.js';
import { authenticate, bearerToken } from '../middleware/auth.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { createSampleProduct, deleteProduct, updateProduct } from './product-writes.js';
import { homeHandlers } from './home-handlers.js';

/** How many abandoned drafts the admin list names at once. */
const STALE_DRAFTS_LISTED = 20;

/** GET /api/products is the home grid; it never needs more than this. */
const PRODUCT_LIST_LIMIT = 100;

/** A draft answers like a missing product, except to an admin (who edits and previews it). */
async function mayView(ctx: ApiContext, product: ProductDoc, req: Request): Promise<boolean> {
  if ((product.status ?? 'published') === 'published') return true;
  const token = bearerToken(req);
  if (!token) return false;
  return authenticate(ctx, token, false).then(
    (user) => user.isAdmin,
    // A bad or expired token on a public read is a visitor, not an error.
    () => false,
  );
}

/**
 * Every products endpoint. The one search budget is made here, once per app, and shared by the
 * catalogue reads, the search and the reviews: one count per client across them all.
 */
export function productHandlers(
  ctx: ApiContext,
  searchLimit: SearchLimit = firestoreSearchLimit(ctx.db),
): EndpointHandlers<
  ProductCatalogueEndpoint | ProductSearchEndpoint | ProductReviewEndpoint | ProductAdminEndpoint | 'homePage'
> {
  return {
    ...productCatalogueHandlers(ctx, searchLimit),
    ...homeHandlers(ctx, searchLimit),
    ...productSearchHandlers(ctx, searchLimit),
    ...productReviewHandlers(ctx, searchLimit),
    ...productAdminHandlers(ctx),
  };
}

/** The home grid, a product's page and the category list. */
type ProductCatalogueEndpoint = 'listProducts' | 'productBySlug' | 'productById' | 'listCategories';

function productCatalogueHandlers(
  ctx: ApiContext,
  searchLimit: SearchLimit,
): EndpointHandlers<ProductCatalogueEndpoint> {
  const { db } = ctx;
  return {
    // Public reads that cost several documents each take from the search budget too (one count per client).
    listProducts: async ({ req }) => {
      await searchLimit.consume(req);
      const snapshot = await productsCol(db)
        .where('status', '==', 'published')
        .orderBy('createdAt', 'desc')
        .limit(PRODUCT_LIST_LIMIT)
        .get();
      return snapshot.docs.map((doc) => toProduct(doc.id, doc.data()));
    },

    productBySlug: async ({ params, req }) => {
      const found = await productsCol(db).where('slug', '==', params.slug).limit(1).get();
      const doc = found.docs[0];
      if (!doc || !(await mayView(ctx, doc.data(), req))) throw notFound(API_MSG.productNotFound);
      const { reviews, nextCursor } = await readReviewPage(db, doc.id, FIRST_NEWEST_PAGE);
      return { ...toProduct(doc.id, doc.data()), reviews, reviewsNextCursor: nextCursor };
    },

    productById: async ({ params, req }) => {
      const doc = await productsCol(db).doc(params.id).get();
      const product = doc.data();
      if (!product || !(await mayView(ctx, product, req))) throw notFound(API_MSG.productNotFound);
      return toProduct(doc.id, product);
    },

    /** One read: the category counts the product trigger maintains. */
    listCategories: async () => categoryNames(db),
  };
}

/** The search box, its suggestions, the comparison and the similar products. */
type ProductSearchEndpoint = 'searchProducts' | 'suggestProducts' | 'compareProducts' | 'similarProducts';

function productSearchHandlers(ctx: ApiContext, searchLimit: SearchLimit): EndpointHandlers<ProductSearchEndpoint> {
  const { db } = ctx;
  return {
    /** Counted before any matching, so a refused client costs no search CPU (429 with Retry-After). */
    searchProducts: async ({ query, req }) => {
      await searchLimit.consume(req);
      const { searchSynonyms } = await readShopSettings(db);
      return (await runSearch(db, query, undefined, { synonyms: searchSynonyms })).result;
    },

    /** The header's suggestions while the shopper types (at most 1 + shards + 1 + 5 billed reads). */
    suggestProducts: async ({ query, req }) => {
      await searchLimit.consume(req);
      return (await runSuggest(db, query)).result;
    },

    /** At most MAX_COMPARE document reads, validated by the contract's query schema. */
    compareProducts: async ({ query: ids, req }) => {
      await searchLimit.consume(req);
      return compareProducts(db, ids);
    },

    /** One category query (and the newest products when the category is small), ranked in memory. */
    similarProducts: async ({ params, req, res }) => {
      await searchLimit.consume(req);
      const product = (await productsCol(db).doc(params.id).get()).data();
      if (!product || (product.status ?? 'published') !== 'published') throw notFound(API_MSG.productNotFound);
      const similar = await similarProducts(db, toProduct(params.id, product));
      res.set('Cache-Control', PUBLIC_CATALOGUE_CACHE_CONTROL);
      return similar;
    },
  };
}

/** Writing a review, and what reviews gained since, are in api/reviews/review-handlers.ts. */
type ProductReviewEndpoint = 'productReviews';

function productReviewHandlers(ctx: ApiContext, searchLimit: SearchLimit): EndpointHandlers<ProductReviewEndpoint> {
  const { db } = ctx;
  return {
    productReviews: async ({ params, query, req }) => {
      await searchLimit.consume(req);
      const product = (await productsCol(db).doc(params.id).get()).data();
      if (!product || !(await mayView(ctx, product, req))) throw notFound(API_MSG.productNotFound);
      return readReviewPage(db, params.id, query);
    },
  };
}

/** The admin's product list and its writes. */
type ProductAdminEndpoint = 'adminProducts' | 'createProduct' | 'updateProduct' | 'deleteProduct';

function productAdminHandlers(ctx: ApiContext): EndpointHandlers<ProductAdminEndpoint> {
  const { db } = ctx;
  return {
    adminProducts: async ({ query: { page, status, category, q } }) => {
      // Equality filters (and the box's first word) before the newest-first order: composite indexes
      // in firestore.indexes.json.
      let list: Query<ProductDoc> = productsCol(db);
      if (status) list = list.where('status', '==', status);
      if (category) list = list.where('category', '==', category);
      const words = q === undefined ? [] : adminSearchWords(q, 'product');
      const { docs, pages, count } = await readNumberedPage(list, 'createdAt', page, ADMIN_PAGE_SIZE, words);
      const staleBefore = new Date(Date.now() - STALE_DRAFT_HOURS * 3_600_000).toISOString();
      const stale = await productsCol(db)
        .where('status', '==', 'draft')
        .where('updatedAt', '<', staleBefore)
        .orderBy('updatedAt')
        .limit(STALE_DRAFTS_LISTED)
        .get();
      return {
        products: docs.map((doc) => toProduct(doc.id, doc.data())),
        page,
        pages,
        countProducts: count,
        staleDrafts: stale.docs.map((doc) => ({ _id: doc.id, name: doc.data().name, updatedAt: doc.data().updatedAt })),
      };
    },

    createProduct: async ({ user }) => createSampleProduct(db, auditActor(user)),

    updateProduct: async ({ params, body, user }) => ({
      message: API_MSG.productUpdated,
      product: await updateProduct(db, params.id, body, auditActor(user)),
    }),

    deleteProduct: async ({ params, user }) => {
      await deleteProduct(db, params.id, auditActor(user));
      return { message: API_MSG.productDeleted };
    },
  };
}
