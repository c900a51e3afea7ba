/**
 * The /api contract: every endpoint by name, with its method, path, who may call it, the status it
 * answers on success, the error statuses it may answer, and (as types) what it takes and returns.
 *
 * The server registers its routes from this table (functions/src/api/register-endpoints.ts) and
 * the web calls them by name (web/src/lib/api-client.ts), so a path, a body or a response shape
 * that drifts on either side fails `npm run typecheck`. At run time this module is a plain object:
 * the request schemas it names are imported as types only, so the web's home route carries no zod
 * (the zod schemas themselves are in api-request-schemas.ts, which the server and the forms load).
 * Why a hand-written table rather than @ts-rest: docs/decisions/0017-api-contract.md.
 */
import type { z } from 'zod';
import { MAX_CSV_IMPORT_BYTES } from './constants.js';
import { GENERIC_CODES, type ErrorCode } from './error-codes.js';
import type {
  AdminOrderPage,
  AdminProductPage,
  AdminUserPage,
  DashboardSummary,
  ReconciliationPage,
  ProductImportReport,
} from './entities/admin.js';
import type { AuditPage } from './entities/audit.js';
import type { CompareProducts, Product, ProductWithReviews, Review } from './entities/catalogue.js';
import type { Order, PlacedOrderAnswer } from './entities/order.js';
import type { PaymentReconciliation, PaymentRedirect, PaymentReturn } from './entities/payment.js';
import type { ProfileInfo, User, UserInfo } from './entities/account.js';
import type { SearchSuggestions } from './entities/search.js';
import type {
  adminOrdersQuerySchema,
  compareQuerySchema,
  adminProductsQuerySchema,
  adminUsersQuerySchema,
  gatewayParamsSchema,
  orderFiltersSchema,
  cursorQuerySchema,
  searchQuerySchema,
  suggestQuerySchema,
} from './api-request-schemas.js';
import type { invoiceIssuedSchema, placeOrderRequestSchema } from './address-schemas.js';
import type { productSaveSchema } from './product-variants-schema.js';
import type {
  productImportSchema,
  emailActionSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  refundNoteSchema,
  customerCancelSchema,
  adminCancelSchema,
  shipOrderSchema,
  orderRefundSchema,
  deliverOrderSchema,
  reviewSchema,
  shopSettingsUpdateSchema,
  signinSchema,
  signupSchema,
  userUpdateSchema,
  voucherCheckSchema,
  voucherCreateSchema,
  voucherUpdateSchema,
} from './schemas.js';
import type { UnderstoodSearchResult } from './query-understanding/understood.js';
import { ORDER_ENDPOINTS, PAYMENT_ENDPOINTS } from './order-endpoints.js';
import { REVIEW_ENDPOINTS, type ReviewEndpointTypes } from './review-endpoints.js';
import type { PublicShopSettings, ShopSettingsRecord } from './shop-settings.js';
import type { HomePage } from './entities/home.js';
import type { Voucher, VoucherTerms } from './vouchers.js';
import { ADDRESS_ENDPOINTS, type AddressEndpointTypes } from './address-endpoints.js';
import { QUESTION_ENDPOINTS, type QuestionEndpointTypes } from './question-endpoints.js';
import { WISH_ENDPOINTS, type WishEndpointTypes } from './wish-endpoints.js';
import { INSTALLMENT_ENDPOINTS, type InstallmentTypes } from './installment-endpoints.js';
import { PAY_LATER_ENDPOINTS, type PayLaterEndpointTypes } from './pay-later-endpoints.js';
import { PAGE_ENDPOINTS, type PageEndpointTypes } from './page-endpoints.js';
import { SHIPPING_ENDPOINTS, type ShippingEndpointTypes } from './shipping-endpoints.js';
import { LOOKUP_ENDPOINTS, type LookupEndpointTypes } from './lookup-endpoints.js';
import { FINANCE_ENDPOINTS, type FinanceEndpointTypes } from './finance-endpoints.js';
import { CONSENT_ENDPOINTS, type ConsentEndpointTypes } from './consent-endpoints.js';
import { CLAIM_ENDPOINTS, type ClaimEndpointTypes } from './claim-endpoints.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * public: anyone; customer: any signed-in account; admin: an account whose current role is admin;
 * customerOrGuest: a signed-in account when a bearer token comes, else the handler decides (a guest).
 */
export type AuthLevel = 'public' | 'customer' | 'admin' | 'customerOrGuest';

/** Statuses the API answers with a JSON `{ message, code }` (docs/decisions/0017-api-contract.md, "Errors"). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

export interface EndpointSpec {
  method: HttpMethod;
  /** Relative to /api; `:name` segments are path parameters. */
  path: string;
  auth: AuthLevel;
  /** The success status; 200 when left out. */
  status?: 200 | 201 | 202 | 204;
  /** Beyond what every endpoint may answer (see errorStatuses). */
  errors: readonly ErrorStatus[];
  /**
   * Specific error codes it may answer (shared/error-codes.ts), each with a status of `errors`;
   * every status's generic code goes without saying (see errorCodes).
   */
  codes?: readonly ErrorCode[];
  /** The request body is a multipart form (an image), not JSON. */
  multipart?: true;
  /** The request body may be form-encoded (application/x-www-form-urlencoded), as GHTK's webhook posts it. */
  formEncoded?: true;
  /** Public, but a signed-in caller's token is sent too: an admin sees drafts with it. */
  tokenIfSignedIn?: true;
  /** The success answer is a file download (text/csv; charset=utf-8, with its file name), not JSON. */
  csv?: true;
  /** A JSON body larger than the usual 100 KB (a CSV import). */
  maxBodyBytes?: number;
  /** The success answer is its message as plain text (a link opened from an email), not JSON. */
  text?: true;
}

/** A CSV answer: the handler gives the text, the router sends it as an attachment with this name. */
export interface CsvFile {
  filename: string;
  text: string;
}

/**
 * The import's JSON body: the file (MAX_CSV_IMPORT_BYTES, checked on the text itself by the import)
 * with room for JSON's escapes, which at worst double it (every quote and line break escaped).
 */
const CSV_IMPORT_BODY_BYTES = 2 * MAX_CSV_IMPORT_BYTES + 1024;

/** An admin save's answer: the spec's message and the record as stored now. */
type SavedAs<Key extends string, T> = Message & { [P in Key]: T };

export interface Message {
  message: string;
}

/** A verification or email-change link applied: the account's address now, and which of the two it was. */
export interface EmailActionResult extends Message {
  email: string;
  emailChanged: boolean;
}

export interface ReviewCreated extends Message {
  review: Review;
  numReviews: number;
  rating: number;
}

export interface UploadStatus {
  available: boolean;
  message?: string;
}

/** What a voucher code would take off the cart's items (POST /api/vouchers/check). */
export interface VoucherCheck {
  voucher: VoucherTerms;
  discount: number;
}

/** VNPAY's IPN answer (API 2.1.0): VNPAY retries until it receives one of its codes with HTTP 200. */
export interface VnpayIpnAnswer {
  RspCode: string;
  Message: string;
}

/**
 * What each endpoint takes and answers: `body` and `query` name the zod schema that checks them
 * (the client sends its input type, the handler receives its output type); `form` is a multipart
 * body; `response` is the JSON the client receives. The address book's, questions', reviews' and
 * wishlist's are in their own *-endpoints.ts.
 */
export interface EndpointTypes
  extends
    AddressEndpointTypes,
    QuestionEndpointTypes,
    ReviewEndpointTypes,
    WishEndpointTypes,
    InstallmentTypes,
    PageEndpointTypes,
    ShippingEndpointTypes,
    LookupEndpointTypes,
    FinanceEndpointTypes,
    PayLaterEndpointTypes,
    ConsentEndpointTypes,
    ClaimEndpointTypes {
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

  placeOrder: { body: typeof placeOrderRequestSchema; response: PlacedOrderAnswer };
  myOrders: { response: Order[] };
  dashboardSummary: { response: DashboardSummary };
  recountDashboard: { response: DashboardSummary };
  adminOrders: { query: typeof adminOrdersQuerySchema; response: AdminOrderPage };
  exportOrders: { query: typeof orderFiltersSchema; response: CsvFile };
  orderById: { response: Order };
  deleteOrder: { response: Message };
  startPayment: { response: PaymentRedirect };
  markOrderPaid: { response: Order };
  markOrderDelivered: { body: typeof deliverOrderSchema; response: Order };
  cancelMyOrder: { body: typeof customerCancelSchema; response: Order };
  packOrder: { response: Order };
  shipOrder: { body: typeof shipOrderSchema; response: Order };
  cancelOrder: { body: typeof adminCancelSchema; response: Order };
  refundOrder: { body: typeof orderRefundSchema; response: Order };
  issueInvoice: { body: typeof invoiceIssuedSchema; response: Order };

  signup: { body: typeof signupSchema; response: UserInfo };
  signin: { body: typeof signinSchema; response: UserInfo };
  updateProfile: { body: typeof profileUpdateSchema; response: ProfileInfo };
  requestPasswordReset: { body: typeof passwordResetRequestSchema; response: Message };
  resetPassword: { body: typeof passwordResetSchema; response: UserInfo };
  sendVerificationEmail: { response: Message };
  applyEmailAction: { body: typeof emailActionSchema; response: EmailActionResult };
  adminUsers: { query: typeof adminUsersQuerySchema; response: AdminUserPage };
  userById: { response: User };
  updateUser: { body: typeof userUpdateSchema; response: SavedAs<'user', User> };
  deleteUser: { response: Message };

  auditLog: { query: typeof cursorQuerySchema; response: AuditPage };
  uploadStatus: { response: UploadStatus };
  uploadImage: { form: FormData; response: { secure_url: string } };

  vnpayIpn: { query: typeof gatewayParamsSchema; response: VnpayIpnAnswer };
  momoIpn: { body: typeof gatewayParamsSchema; response: void };
  bankWebhook: { body: typeof gatewayParamsSchema; response: { success: true } };
  vnpayReturn: { query: typeof gatewayParamsSchema; response: PaymentReturn };
  momoReturn: { query: typeof gatewayParamsSchema; response: PaymentReturn };
  paymentReconciliations: { query: typeof cursorQuerySchema; response: ReconciliationPage };
  markPaymentRefunded: { body: typeof refundNoteSchema; response: PaymentReconciliation };

  shopSettings: { response: PublicShopSettings };
  adminShopSettings: { response: ShopSettingsRecord };
  updateShopSettings: { body: typeof shopSettingsUpdateSchema; response: SavedAs<'settings', ShopSettingsRecord> };

  adminVouchers: { response: Voucher[] };
  createVoucher: { body: typeof voucherCreateSchema; response: SavedAs<'voucher', Voucher> };
  updateVoucher: { body: typeof voucherUpdateSchema; response: SavedAs<'voucher', Voucher> };
  deleteVoucher: { response: Message };
  checkVoucher: { body: typeof voucherCheckSchema; response: VoucherCheck };
}

export type EndpointName = keyof EndpointTypes;

/**
 * The table itself, the orders' and payments' rows in order-endpoints.ts. A name missing here or in
 * EndpointTypes, or one too many (here or there), fails typecheck.
 */
export const ENDPOINTS = {
  // 429: public reads share the search budget per client (functions/src/api/limits/search-limit.ts).
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

  ...ORDER_ENDPOINTS,

  ...ADDRESS_ENDPOINTS,

  signup: { method: 'POST', path: '/users/signup', auth: 'public', status: 201, errors: [409, 429, 503] },
  signin: {
    method: 'POST',
    path: '/users/signin',
    auth: 'public',
    errors: [401, 403, 429, 503],
    codes: ['INVALID_CREDENTIALS'],
  },
  // INVALID_CREDENTIALS: the current password, missing or wrong, to change the email or the password.
  updateProfile: {
    method: 'PUT',
    path: '/users/profile',
    auth: 'customer',
    errors: [409, 429, 503],
    codes: ['INVALID_CREDENTIALS'],
  },
  /** Forgot password: always the same answer (docs/decisions/0021-email-and-accounts.md). */
  requestPasswordReset: { method: 'POST', path: '/users/password-reset', auth: 'public', errors: [429, 503] },
  /** Sets the new password from the emailed code, ends every other session and signs the customer in. */
  resetPassword: { method: 'POST', path: '/users/password-reset/confirm', auth: 'public', errors: [400, 429, 503] },
  sendVerificationEmail: { method: 'POST', path: '/users/verification-email', auth: 'customer', errors: [409, 429] },
  /** Applies an emailed verification or email-change code. */
  applyEmailAction: { method: 'POST', path: '/users/email-action', auth: 'public', errors: [400, 503] },
  adminUsers: { method: 'GET', path: '/users', auth: 'admin', errors: [] },
  userById: { method: 'GET', path: '/users/:id', auth: 'admin', errors: [404] },
  updateUser: { method: 'PUT', path: '/users/:id', auth: 'admin', errors: [404, 409], codes: ['RECORD_CHANGED'] },
  deleteUser: { method: 'DELETE', path: '/users/:id', auth: 'admin', errors: [404, 409] },

  auditLog: { method: 'GET', path: '/audit', auth: 'admin', errors: [] },
  uploadStatus: { method: 'GET', path: '/upload', auth: 'admin', errors: [] },
  uploadImage: {
    method: 'POST',
    path: '/upload',
    auth: 'admin',
    status: 201,
    errors: [415, 503],
    multipart: true,
  },

  ...PAYMENT_ENDPOINTS,

  shopSettings: { method: 'GET', path: '/settings', auth: 'public', errors: [] },
  adminShopSettings: { method: 'GET', path: '/settings/admin', auth: 'admin', errors: [] },
  updateShopSettings: { method: 'PUT', path: '/settings', auth: 'admin', errors: [409], codes: ['RECORD_CHANGED'] },

  adminVouchers: { method: 'GET', path: '/vouchers', auth: 'admin', errors: [] },
  createVoucher: { method: 'POST', path: '/vouchers', auth: 'admin', status: 201, errors: [409] },
  updateVoucher: { method: 'PUT', path: '/vouchers/:id', auth: 'admin', errors: [404, 409], codes: ['RECORD_CHANGED'] },
  deleteVoucher: { method: 'DELETE', path: '/vouchers/:id', auth: 'admin', errors: [404] },
  // A refused code answers 404 (unknown) or 409 (expired, not yet valid, used up, below minimum).
  checkVoucher: {
    method: 'POST',
    path: '/vouchers/check',
    auth: 'customer',
    errors: [404, 409, 429],
    codes: [
      'VOUCHER_UNKNOWN',
      'VOUCHER_NOT_YET_VALID',
      'VOUCHER_EXPIRED',
      'VOUCHER_USED_UP',
      'VOUCHER_ALREADY_USED',
      'VOUCHER_BELOW_MINIMUM',
    ],
  },
  ...QUESTION_ENDPOINTS,
  ...REVIEW_ENDPOINTS,
  ...WISH_ENDPOINTS,
  ...INSTALLMENT_ENDPOINTS,
  ...PAGE_ENDPOINTS,
  ...SHIPPING_ENDPOINTS,
  ...LOOKUP_ENDPOINTS,
  ...FINANCE_ENDPOINTS,
  ...PAY_LATER_ENDPOINTS,
  ...CONSENT_ENDPOINTS,
  ...CLAIM_ENDPOINTS,
} as const satisfies { [K in EndpointName]: EndpointSpec };

type Endpoints = typeof ENDPOINTS;

/** Every status an endpoint may answer with an error: its own, its auth level's, and bad or oversized input. */
export function errorStatuses(name: EndpointName): ErrorStatus[] {
  const endpoint: EndpointSpec = ENDPOINTS[name];
  const auth: ErrorStatus[] = { public: [], customer: [401], admin: [401, 403], customerOrGuest: [401] }[
    endpoint.auth
  ] as ErrorStatus[];
  return [...new Set<ErrorStatus>([400, 413, ...auth, ...endpoint.errors])].sort((a, b) => a - b);
}

/**
 * Every error code an endpoint may answer: the generic code of each of its statuses and its
 * specific ones. A handler that answers another fails the API suites (register-endpoints.ts).
 */
export function errorCodes(name: EndpointName): ErrorCode[] {
  const endpoint: EndpointSpec = ENDPOINTS[name];
  return [...errorStatuses(name).map((status) => GENERIC_CODES[status]), ...(endpoint.codes ?? [])];
}

// ---- Types derived from the table, used by the server's registration and the web's client ----

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** `{ id: string }` for '/orders/:id'; `{}` for a path without parameters. */
export type PathParams<K extends EndpointName> = { [N in ParamNames<Endpoints[K]['path']>]: string };

export type AuthOf<K extends EndpointName> = Endpoints[K]['auth'];

export type ResponseOf<K extends EndpointName> = EndpointTypes[K]['response'];

type SchemaOf<K extends EndpointName, Part extends 'body' | 'query'> =
  EndpointTypes[K] extends Record<Part, infer S extends z.ZodType> ? S : never;

/** What a client sends as the body or query (the schema's input). */
export type BodyInput<K extends EndpointName> = z.input<SchemaOf<K, 'body'>>;
export type QueryInput<K extends EndpointName> = z.input<SchemaOf<K, 'query'>>;
/** What a handler receives once the schema has checked and normalised it. */
export type BodyOutput<K extends EndpointName> = z.output<SchemaOf<K, 'body'>>;
export type QueryOutput<K extends EndpointName> = z.output<SchemaOf<K, 'query'>>;

export type HasBody<K extends EndpointName> = EndpointTypes[K] extends { body: unknown } ? true : false;
export type HasQuery<K extends EndpointName> = EndpointTypes[K] extends { query: unknown } ? true : false;
export type HasForm<K extends EndpointName> = EndpointTypes[K] extends { form: unknown } ? true : false;

/** Endpoints whose body or query a zod schema checks: api-request-schemas.ts must name one for each. */
export type ValidatedEndpoint = {
  [K in EndpointName]: HasBody<K> extends true ? K : HasQuery<K> extends true ? K : never;
}[EndpointName];

/** Fills in a path template: pathFor('orderById', { id: 'o1' }) is '/orders/o1'. */
export function pathFor<K extends EndpointName>(name: K, params: PathParams<K>): string {
  return ENDPOINTS[name].path.replace(/:(\w+)/g, (_match, param: string) =>
    encodeURIComponent((params as Record<string, string>)[param] ?? ''),
  );
}
