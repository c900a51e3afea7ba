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
import { GENERIC_CODES, type ErrorCode } from './error-codes.js';
import type { ReconciliationPage } from './entities/admin.js';
import type { AuditPage } from './entities/audit.js';
import type { Review } from './entities/catalogue.js';
import type { PaymentReconciliation, PaymentReturn } from './entities/payment.js';
import type { cursorQuerySchema, gatewayParamsSchema } from './api-request-schemas.js';
import type { refundNoteSchema, shopSettingsUpdateSchema } from './schemas.js';
import { ORDER_ENDPOINTS, PAYMENT_ENDPOINTS, type OrderEndpointTypes } from './order-endpoints.js';
import { PRODUCT_ENDPOINTS, type ProductEndpointTypes } from './product-endpoints.js';
import { ACCOUNT_ENDPOINTS, type AccountEndpointTypes } from './account-endpoints.js';
import { VOUCHER_ENDPOINTS, type VoucherEndpointTypes } from './voucher-endpoints.js';
import { REVIEW_ENDPOINTS, type ReviewEndpointTypes } from './review-endpoints.js';
import type { PublicShopSettings, ShopSettingsRecord } from './shop-settings.js';
import type { VoucherTerms } from './vouchers.js';
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

/** An admin save's answer: the spec's message and the record as stored now. */
export type SavedAs<Key extends string, T> = Message & { [P in Key]: T };

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
 * body; `response` is the JSON the client receives. Each area's are in its own *-endpoints.ts
 * (products, orders, accounts, vouchers, the address book, questions, reviews, the wishlist, …).
 */
export interface EndpointTypes
  extends
    ProductEndpointTypes,
    OrderEndpointTypes,
    AccountEndpointTypes,
    VoucherEndpointTypes,
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
}

export type EndpointName = keyof EndpointTypes;

/**
 * The table itself, each area's rows in its *-endpoints.ts. A name missing here or in
 * EndpointTypes, or one too many (here or there), fails typecheck.
 */
export const ENDPOINTS = {
  // 429: public reads share the search budget per client (functions/src/api/limits/search-limit.ts).
  ...PRODUCT_ENDPOINTS,

  ...ORDER_ENDPOINTS,

  ...ADDRESS_ENDPOINTS,

  ...ACCOUNT_ENDPOINTS,

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

  ...VOUCHER_ENDPOINTS,
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
