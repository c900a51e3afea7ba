/**
 * The contract's rows and types for the catalogue: products, search, compare, the home page, the
 * CSV export and import (ENDPOINTS in api-contract.ts spreads the rows in, EndpointTypes extends
 * the types): how each is called, who may, and what it takes and answers.
 */
import type { CsvFile, EndpointName, EndpointSpec, Message, ReviewCreated, SavedAs } from './api-contract.js';
import { MAX_CSV_IMPORT_BYTES } from './constants.js';
import type { AdminProductPage, ProductImportReport } from './entities/admin.js';
import type { CompareProducts, Product, ProductWithReviews } from './entities/catalogue.js';
import type { HomePage } from './entities/home.js';
import type { SearchSuggestions } from './entities/search.js';
import type {
  adminProductsQuerySchema,
  compareQuerySchema,
  searchQuerySchema,
  suggestQuerySchema,
} from './api-request-schemas.js';
import type { productSaveSchema } from './product-variants-schema.js';
import type { UnderstoodSearchResult } from './query-understanding/understood.js';
import type { productImportSchema, reviewSchema } from './schemas.js';

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

/**
 * The import's JSON body: the file (MAX_CSV_IMPORT_BYTES, checked on the text itself by the import)
 * with room for JSON's escapes, which at worst double it (every quote and line break escaped).
 */
const CSV_IMPORT_BODY_BYTES = 2 * MAX_CSV_IMPORT_BYTES + 1024;

export interface ProductEndpointTypes {
  listProducts: { response: Product[] };
  productBySlug: { response: ProductWithReviews };
  listCategories: { response: string[] };
  /** `understood`: the phrases of the query read as filters (shared/query-understanding/). */
  searchProducts: { query: typeof searchQuerySchema; response: UnderstoodSearchResult };
  suggestProducts: { query: typeof suggestQuerySchema; response: SearchSuggestions };
  compareProducts: { query: typeof compareQuerySchema; response: CompareProducts };
  similarProducts: { response: Product[] };
  homePage: { response: HomePage };
  adminProducts: { query: typeof adminProductsQuerySchema; response: AdminProductPage };
  productById: { response: Product };
  createProduct: { response: Product };
  updateProduct: { body: typeof productSaveSchema; response: SavedAs<'product', Product> };
  deleteProduct: { response: Message };
  exportProducts: { response: CsvFile };
  importProducts: { body: typeof productImportSchema; response: ProductImportReport };
  createReview: { body: typeof reviewSchema; response: ReviewCreated };
}

export const PRODUCT_ENDPOINTS = {
  listProducts: { method: 'GET', path: '/products', auth: 'public', errors: [429] },
  // A draft answers 404 except to an admin, who previews and edits it with their token.
  productBySlug: { method: 'GET', path: '/products/slug/:slug', auth: 'public', errors: [404], tokenIfSignedIn: true },
  listCategories: { method: 'GET', path: '/products/categories', auth: 'public', errors: [] },
  // 429: searches per client IP, shared with the server-rendered search page (functions/src/limits/search-counter.ts).
  searchProducts: { method: 'GET', path: '/products/search', auth: 'public', errors: [429] },
  suggestProducts: { method: 'GET', path: '/products/suggest', auth: 'public', errors: [429] },
  // Unknown and draft ids are dropped and named in the answer, not refused (a shared link outlives a product).
  compareProducts: { method: 'GET', path: '/products/compare', auth: 'public', errors: [429] },
  // A draft or unknown product answers 404, like the product itself to a shopper.
  // Cacheable by the CDN (PUBLIC_CATALOGUE_CACHE_CONTROL).
  similarProducts: { method: 'GET', path: '/products/:id/similar', auth: 'public', errors: [404, 429] },
  // The home page's banners and sections (docs/decisions/0088-home-sections-and-banners.md); cacheable by the CDN.
  homePage: { method: 'GET', path: '/home', auth: 'public', errors: [429] },
  adminProducts: { method: 'GET', path: '/products/admin', auth: 'admin', errors: [] },
  productById: { method: 'GET', path: '/products/:id', auth: 'public', errors: [404], tokenIfSignedIn: true },
  createProduct: { method: 'POST', path: '/products', auth: 'admin', status: 201, errors: [] },
  // RECORD_CHANGED: saved over a version someone changed since the form loaded it (data/version.ts).
  updateProduct: { method: 'PUT', path: '/products/:id', auth: 'admin', errors: [404, 409], codes: ['RECORD_CHANGED'] },
  deleteProduct: { method: 'DELETE', path: '/products/:id', auth: 'admin', errors: [404] },
  // Reviews after the first page the product answers; a draft's answer 404 like the draft itself.
  productReviews: {
    method: 'GET',
    path: '/products/:id/reviews',
    auth: 'public',
    errors: [404, 429],
    tokenIfSignedIn: true,
  },
  createReview: { method: 'POST', path: '/products/:id/reviews', auth: 'customer', status: 201, errors: [404, 409] },
  // Every product, drafts too, every field (docs/decisions/0027-import-export-and-operations.md).
  exportProducts: { method: 'GET', path: '/products/export', auth: 'admin', errors: [], csv: true },
  // Create or update by slug; dryRun answers the plan and writes nothing. 409: a row changed since the
  // dry run, or a configuration's SKU another product holds.
  importProducts: {
    method: 'POST',
    path: '/products/import',
    auth: 'admin',
    errors: [409],
    maxBodyBytes: CSV_IMPORT_BODY_BYTES,
  },
} as const satisfies Rows;
