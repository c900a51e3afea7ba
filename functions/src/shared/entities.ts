/**
 * Entity shapes as stored in Firestore (`*Doc`) and as sent over /api (with `_id`).
 * Dates are ISO-8601 strings so that both sides agree without SDK types and
 * "the first 10 characters" of a date is its calendar day (docs/decisions/0004-dates-as-iso-strings.md).
 */
import type { PaymentMethod, ProductStatus } from './constants.js';
import type { LaptopSpecs } from './laptop-specs.js';
import type { Canceller, OrderShipment, OrderStatus, StatusBy, StatusChange } from './order-status.js';
import type { Language } from './languages.js';

export interface ProductDoc {
  slug: string;
  name: string;
  image: string;
  price: number;
  description: string;
  category: string;
  brand: string;
  countInStock: number;
  rating: number;
  numReviews: number;
  createdAt: string;
  updatedAt: string;
  /** Folded words of name, brand and category; maintained by functions for search. */
  searchWords: string[];
  /**
   * Chosen by an admin for the home page's 'Featured Products' (the newest are shown when none is).
   * Missing on products saved before the flag existed, which reads as not featured.
   */
  featured?: boolean;
  /** Drafts are visible to admins only (rules, API, search, categories); see PRODUCT_STATUSES. */
  status: ProductStatus;
  /**
   * The sum of the product's review ratings, kept next to numReviews so a new review updates the
   * average without reading every review. Missing on products reviewed before it existed: the
   * next review computes it once from the stored reviews (api/reviews/create-review.ts).
   */
  ratingTotal?: number;
  /**
   * What the admin table's search box finds this document by (shared/admin-search.ts), written with
   * every change of what it is built from; server-only, never in an API answer. Missing on documents
   * written before the search boxes until `npm run migrate` fills it.
   */
  searchKeys?: string[];
  /**
   * The laptop's specifications (shared/laptop-specs.ts). Missing on products saved before they
   * existed, which read as empty specifications.
   */
  specs?: LaptopSpecs;
}
export type Product = Omit<ProductDoc, 'searchWords' | 'ratingTotal' | 'searchKeys'> & { _id: string };

export interface ReviewDoc {
  name: string;
  rating: number;
  comment: string;
  createdAt: string;
}
/** A review's id is its author's uid: one review per customer per product. */
export type Review = ReviewDoc & { _id: string };
/** A product with its newest REVIEW_PAGE_SIZE reviews; `reviewsNextCursor` asks GET /api/products/:id/reviews for more. */
export type ProductWithReviews = Product & { reviews: Review[]; reviewsNextCursor: string | null };

export interface UserDoc {
  name: string;
  email: string;
  isAdmin: boolean;
  createdAt: string;
  /** Bumped on every change; the admin edit form sends it back (optimistic concurrency). Missing on older documents. */
  updatedAt?: string;
  /**
   * The site language the customer last used with the API (sign-up, sign-in, profile, password reset):
   * the language of their emails. Missing reads as the site's default, whose emails are Vietnamese
   * (docs/decisions/0021-email-and-accounts.md).
   */
  language?: Language;
  /**
   * What the admin table's search box finds this document by (shared/admin-search.ts), written with
   * every change of what it is built from; server-only, never in an API answer. Missing on documents
   * written before the search boxes until `npm run migrate` fills it.
   */
  searchKeys?: string[];
}
/** `updatedAt` is always present over the API (createdAt for documents never changed). */
export type User = Omit<UserDoc, 'updatedAt' | 'searchKeys'> & { _id: string; updatedAt: string };

/** What sign-in and sign-up return, and (without customToken) what the client keeps as userInfo. */
export interface UserInfo {
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  /** A short-lived (one hour) ID token. */
  token: string;
  /**
   * Lets the web client open a Firebase Auth session (token refresh, Firestore reads under rules).
   * Minted only after a password check (sign-in, sign-up), never by a profile update.
   */
  customToken: string;
  /** Whether the account's email address is verified (docs/decisions/0021-email-and-accounts.md). */
  emailVerified?: boolean;
}

/** What a profile update returns: no new long-lived credential (docs/decisions/0012-security-hardening.md). */
export type ProfileInfo = Omit<UserInfo, 'customToken'> & {
  /** The address an email change waits to be confirmed at: nothing changes until its link is opened. */
  pendingEmail?: string;
};

export interface ShippingAddress {
  fullname: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  /**
   * Sent by the shop's own form, and required for cash on delivery and bank transfer; missing on
   * orders of clients written against the specification's five fields and on older orders
   * (docs/decisions/0023-vietnamese-addresses-phone-invoices.md). The phone in E.164, the
   * province and ward by their official names on the map in force since 1 July 2025, and their
   * codes when the client sent them.
   */
  phone?: string;
  province?: string;
  ward?: string;
  provinceCode?: string;
  wardCode?: string;
}

/** The company a VAT invoice is made out to, as the customer asked at checkout. */
export interface InvoiceRequest {
  companyName: string;
  /** Mã số thuế: 10 digits, or 10 digits, '-' and 3 for a branch. */
  taxCode: string;
  companyAddress: string;
  email: string;
}

/** An order's VAT invoice request and, once an admin made the invoice out, its number. */
export interface OrderInvoice extends InvoiceRequest {
  /** `by` is the role; who it was is in orders/{id}/staff/actors (shared/order-staff.ts). */
  issued: { number: string; at: string; by: StatusBy } | null;
}

/**
 * A saved address of a customer's address book, in `users/{uid}/addresses/{id}` (functions only).
 * Orders copy the address they ship to, so changing the book never changes an order.
 */
export interface SavedAddressDoc {
  address: ShippingAddress & { phone: string; province: string; ward: string };
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}
export type SavedAddress = SavedAddressDoc & { _id: string };

export interface OrderItem {
  productId: string;
  slug: string;
  name: string;
  image: string;
  price: number;
  quantity: number;
}

export interface OrderDoc {
  userId: string;
  user: { name: string };
  orderItems: OrderItem[];
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
  itemsPrice: number;
  shippingPrice: number;
  totalPrice: number;
  isPaid: boolean;
  paidAt: string | null;
  isDelivered: boolean;
  deliveredAt: string | null;
  createdAt: string;
  /**
   * Set when the order was cancelled: today only when its payment time ran out and its stock was
   * released (docs/decisions/0014-payments.md). Null on an open order; queries filter on it.
   */
  cancelledAt: string | null;
  /**
   * Why: 'payment-timeout' (CancelReason) for the time-out, else the reason the customer or admin
   * gave, null when they gave none (docs/decisions/0020-order-life.md).
   */
  cancelReason: string | null;
  /** The gateway payment that paid the order (null when unpaid or marked paid by an admin). */
  payment: OrderPayment | null;
  /**
   * A gateway took money for this order that paid nothing (paid twice, or paid after it was
   * cancelled and its stock was gone): its paymentReconciliations record is open until an admin
   * marks it refunded.
   */
  needsRefund: boolean;
  /** Payment attempts created so far; the next attempt's reference is `{orderId}-{paymentAttempts + 1}`. */
  paymentAttempts: number;
  /** The order's current state (shared/order-status.ts). */
  status?: OrderStatus;
  /** Every state the order entered, oldest first. */
  statusHistory?: StatusChange[];
  /** The carrier and tracking number, from the moment the order ships. */
  shipment?: OrderShipment | null;
  /** The last refund asked for this order, and the gateway's answer (docs/decisions/0020-order-life.md). */
  refund?: OrderRefund | null;
  /** How to pay a bank-transfer order, set when it is placed (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md). */
  bankTransfer?: OrderBankTransfer | null;
  /** The VAT invoice the customer asked for; missing when they asked for none. */
  invoice?: OrderInvoice;
  /** The voucher the order used (upper-cased), only on orders that used one (shared/vouchers.ts). */
  voucherCode?: string;
  /** What the voucher took off: totalPrice = itemsPrice + shippingPrice - discount. */
  discount?: number;
  /**
   * Whether the order holds a use of its voucher: true from placing (or reopening) to cancelling,
   * so the use is given back once (data/voucher-uses.ts). Missing on orders placed before it.
   */
  voucherHeld?: boolean;
  /** Who cancelled the order (shared/order-status.ts Canceller); null or missing while it is open. */
  cancelledBy?: Canceller | null;
  /**
   * What the admin table's search box finds this document by (shared/admin-search.ts), written with
   * every change of what it is built from; server-only, never in an API answer. Missing on documents
   * written before the search boxes until `npm run migrate` fills it.
   */
  searchKeys?: string[];
}
export type Order = Omit<OrderDoc, 'searchKeys'> & { _id: string };

/**
 * What the shopper transfers for a BANK_TRANSFER order: the VietQR payload (NAPAS / EMVCo, the
 * shop's bank and account, the amount and the order code as the transfer note), the same as text,
 * and the time the order expires unpaid.
 */
export interface OrderBankTransfer {
  qrPayload: string;
  /** The transfer note the bank's notification is matched by, e.g. LS7K2Q9. */
  orderCode: string;
  accountNumber: string;
  /** The bank's NAPAS BIN. */
  bankBin: string;
  /** Whole VND: the order total rounded, as a bank transfers it. */
  amount: number;
  expiresAt: string;
}

/**
 * One bank notification in SePay's format, kept in `bankNotifications/{id}` (functions only) so a
 * repeat of it changes nothing, with what the shop made of it.
 */
export interface BankNotificationDoc {
  transferType: string;
  transferAmount: number;
  content: string;
  referenceCode: string;
  transactionDate: string;
  receivedAt: string;
  outcome: 'paid' | 'reconciled' | 'ignored-out';
  orderId: string | null;
}

export const CANCEL_REASONS = ['payment-timeout'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * A refund of a paid order: through the gateway that took the money (its answer kept as it came),
 * or made by hand outside the shop and recorded with its reference.
 */
export interface OrderRefund {
  method: 'gateway' | 'hand';
  /** requesting while the gateway has not answered yet; done or failed after. */
  state: 'requesting' | 'done' | 'failed';
  /** The refund's own request id sent to the gateway, or the hand refund's reference. */
  reference: string;
  amount: number;
  /** The gateway's answer: its code, message and refund transaction number (null for a hand refund). */
  gatewayCode: string | null;
  gatewayMessage: string | null;
  transactionNo: string | null;
  at: string;
  /** The role; who it was is in orders/{id}/staff/actors (shared/order-staff.ts). */
  by: StatusBy;
}

/** What a gateway told us about the payment that paid an order. */
export interface OrderPayment {
  provider: PaymentMethod;
  /** Our transaction reference of the attempt (vnp_TxnRef, MoMo orderId). */
  reference: string;
  /** The gateway's own transaction number (vnp_TransactionNo, MoMo transId). */
  transactionNo: string;
  /** vnp_BankCode; MoMo's payType. */
  bankCode: string | null;
  /** When the gateway says the money moved, ISO-8601 UTC. */
  payDate: string;
}

/** One trip to a gateway, kept in `payments/{reference}` (functions only). */
export interface PaymentAttemptDoc {
  orderId: string;
  userId: string;
  provider: PaymentMethod;
  /** What the gateway was asked to charge, in its own unit: vnp_Amount (VND × 100) or MoMo's whole đồng. */
  gatewayAmount: number;
  /**
   * pending until the gateway's notification; voided when an admin deleted its order before the
   * notification came (a success then goes to paymentReconciliations, never to another order).
   */
  status: 'pending' | 'paid' | 'failed' | 'voided';
  createdAt: string;
  /** The gateway's notification, once it arrived. */
  result: { code: string; transactionNo: string; bankCode: string | null; payDate: string | null; at: string } | null;
}

/**
 * Why a verified gateway payment paid no order (docs/decisions/0014-payments.md): its order was
 * deleted, its attempt had failed or was voided, the order was cancelled and its stock is gone,
 * the order was already paid, or the order's total is no longer what the attempt charged.
 */
export const RECONCILIATION_REASONS = [
  'order-deleted',
  'attempt-failed',
  'attempt-voided',
  'order-cancelled',
  'already-paid',
  'amount-changed',
  /** A bank transfer for an order that awaits payment, but not for its amount. */
  'transfer-amount-mismatch',
  /** A bank transfer whose note names no order. */
  'transfer-unmatched',
  /** A bank notification of money received on an account that is not the shop's. */
  'transfer-other-account',
] as const;
export type ReconciliationReason = (typeof RECONCILIATION_REASONS)[number];

/**
 * Money a gateway took that paid no order, kept in `paymentReconciliations/{reference}` (one per
 * attempt; functions only) until an admin refunds it in the gateway's portal and says so.
 */
export interface PaymentReconciliationDoc {
  /** The attempt's reference (vnp_TxnRef, MoMo orderId), also the document id. */
  reference: string;
  orderId: string;
  userId: string;
  provider: PaymentMethod;
  /** What the gateway took, in VND. */
  amount: number;
  /** The gateway's own transaction number, to find it in the gateway's portal. */
  transactionNo: string;
  reason: ReconciliationReason;
  createdAt: string;
  state: 'needs-refund' | 'refunded';
  /** Who said it was refunded by hand, when, and their note; null while it needs a refund. */
  refund: { by: { uid: string; email: string }; at: string; note: string } | null;
}
export type PaymentReconciliation = PaymentReconciliationDoc & { _id: string };

/** POST /api/orders/{id}/payment-url: where to send the shopper, and what the gateway will charge. */
export interface PaymentRedirect {
  url: string;
  provider: PaymentMethod;
  reference: string;
  /** In VND, as the gateway charges it (VNPAY to 2 decimals, MoMo in whole đồng). */
  amount: number;
}

/** What a return page learns from the parameters the gateway put on the browser's return URL. */
export interface PaymentReturn {
  orderId: string;
  reference: string;
  /** What the gateway told the browser; only the server notification makes the order paid. */
  outcome: 'success' | 'failed';
  /** Why it failed, in Vietnamese and English; null on success. */
  reason: string | null;
}
/** Admin order list: `user` is null when the customer's account no longer exists. */
export type AdminOrderRow = Omit<Order, 'user'> & { user: { name: string } | null };

export interface CartItem {
  _id: string;
  slug: string;
  name: string;
  image: string;
  price: number;
  quantity: number;
  countInStock: number;
}

export interface SearchResult {
  products: Product[];
  page: number;
  pages: number;
  countProducts: number;
  /**
   * Set when no product matched every word of the query and these are the best partial matches:
   * the words they matched, for the screen's 'Showing results for …'.
   */
  showingResultsFor?: string;
  /**
   * Set when the query had more distinct words than SEARCH_MAX_WORDS (search-params.ts): the
   * words left out of the search, for the screen's 'Only the first 8 words were searched'.
   */
  ignoredWords?: string[];
  /**
   * Per filter, its values with the count of products that match the query and every other active
   * filter (docs/decisions/0025-faceted-search-and-index-snapshot.md). A threshold's count is what
   * choosing it would find: ramGb 16 counts 16 GB or more, weightKg 1.5 counts 1.5 kg or less.
   */
  facets?: SearchFacets;
}

/** A filter value and how many products choosing it would show. */
export interface SearchFacetCount<T extends string | number> {
  value: T;
  count: number;
}

/** The search filters' values with counts; values are those the catalogue has, in the order shown. */
export interface SearchFacets {
  category: SearchFacetCount<string>[];
  /** n stars and up. */
  rating: SearchFacetCount<number>[];
  brand: SearchFacetCount<string>[];
  /** n GB or more. */
  ramGb: SearchFacetCount<number>[];
  /** n GB or more. */
  storageGb: SearchFacetCount<number>[];
  gpuKind: SearchFacetCount<string>[];
  /** Whole-inch bands such as '13-14' (13.0 up to but not including 15.0). */
  screenInches: SearchFacetCount<string>[];
  /** n kg or less. */
  weightKg: SearchFacetCount<number>[];
  cpuBrand: SearchFacetCount<string>[];
}

/** GET /api/products/suggest: what the header's search box offers while the shopper types. */
export interface SearchSuggestions {
  products: Pick<Product, '_id' | 'slug' | 'name' | 'image' | 'price'>[];
  categories: string[];
}

/**
 * One page of a newest-first admin list. `nextCursor` goes back as `?after=` for the next page;
 * null on the last page (shared/page-cursor.ts).
 */
export interface CursorPage {
  nextCursor: string | null;
}

/** `GET /api/products/compare`: the published products asked for, in their order, and the ids dropped (unknown or drafts). */
export interface CompareProducts {
  products: Product[];
  dropped: string[];
}

export interface ReviewPage extends CursorPage {
  reviews: Review[];
}

/** A page of the admin Payments screen (docs/decisions/0014-payments.md). */
export interface ReconciliationPage extends CursorPage {
  reconciliations: PaymentReconciliation[];
}

export interface AdminOrderPage extends CursorPage {
  orders: AdminOrderRow[];
}

export interface AdminUserPage extends CursorPage {
  /** `emailVerified` from Firebase Auth: false for an account without one (docs/decisions/0021-email-and-accounts.md). */
  users: Array<User & { emailVerified?: boolean }>;
}

/** Page `page` of `pages` (0 when nothing matches) of the admin products table, `countProducts` rows in all. */
export interface AdminProductPage {
  products: Product[];
  page: number;
  pages: number;
  countProducts: number;
  /** Drafts untouched for STALE_DRAFT_HOURS, oldest first: probably abandoned, listed for cleanup. */
  staleDrafts: Pick<Product, '_id' | 'name' | 'updatedAt'>[];
}

/** What an imported CSV row does to the catalogue (docs/decisions/0027-import-export-and-operations.md). */
export type ProductImportAction = 'create' | 'update' | 'unchanged';

/** One row of a product import: its row as a spreadsheet numbers it (the header is row 1), and what it does or why it cannot. */
export interface ProductImportRowReport {
  row: number;
  slug: string;
  action: ProductImportAction | 'error';
  /** The fields it changes, as they are and as they would be (empty for 'unchanged' and 'error'). */
  changes: Record<string, FieldChange>;
  /** Why the row cannot be imported ('error' only). */
  errors: string[];
}

/** The answer of POST /api/products/import: a dry run's plan, or what the import wrote. */
export interface ProductImportReport {
  dryRun: boolean;
  /** True when the rows were written (a real import of a file without errors). */
  written: boolean;
  rows: ProductImportRowReport[];
  counts: Record<ProductImportAction | 'error', number>;
}

/** Dashboard summary in the spec's shape (section 3). */
export interface DashboardSummary {
  users: { numUsers: number }[];
  orders: { numOrders: number; totalSales: number }[];
  dailyOrders: { _id: string; sales: number }[];
  productCategories: { _id: string; count: number }[];
}

export interface ApiError {
  message: string;
}

/** What an admin did, kept in auditLog (docs/decisions/0012-security-hardening.md). */
export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'order.pay',
  'order.deliver',
  'order.delete',
  /** An order's life (docs/decisions/0020-order-life.md): packed, shipped, cancelled by an admin or its customer. */
  'order.pack',
  'order.ship',
  'order.cancel',
  'order.customer-cancel',
  /** A refund of an order: asked of its gateway (with the answer) or recorded by hand. */
  'order.refund',
  'order.refund-failed',
  /** A gateway's notification paid the order (actor: the gateway). */
  'order.gateway-pay',
  /** The bank's notification of a transfer paid the order (actor: the bank). */
  'order.bank-pay',
  /** Its payment time ran out: cancelled and stock released (actor: the shop). */
  'order.expire',
  /** A verified payment paid no order and needs a refund (actor: the gateway). */
  'payment.reconcile',
  /** An admin refunded a reconciliation's payment by hand in the gateway's portal. */
  'payment.refund',
  'user.update',
  'user.delete',
  /** An admin made out the VAT invoice an order asked for (its number). */
  'order.invoice',
  'settings.update',
  'voucher.create',
  'voucher.update',
  'voucher.delete',
  /** An admin rebuilt the dashboard's order figures from the orders (the count and sales before and after). */
  'stats.recount',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A changed field: its value before and after (null when it did not exist). */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

export interface AuditEntryDoc {
  action: AuditAction;
  actor: { uid: string; email: string };
  target: { id: string; label: string };
  changes: Record<string, FieldChange>;
  at: string;
}
export type AuditEntry = AuditEntryDoc & { _id: string };

export interface AuditPage extends CursorPage {
  entries: AuditEntry[];
}
