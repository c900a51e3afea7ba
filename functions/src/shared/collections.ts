/** Collection and document names, shared by functions, web, rules tests and the seed. */
export const COLLECTIONS = {
  products: 'products',
  reviews: 'reviews',
  users: 'users',
  orders: 'orders',
  stats: 'stats',
  /** Compact rows of every product, sharded; read by search (docs/decisions/0006-search.md). */
  searchIndex: 'searchIndex',
  /** Trigger event ids already applied, so a retried trigger never counts twice. */
  processedEvents: 'processedEvents',
  /** Abuse-limit counters shared by every function instance (functions only). */
  rateLimits: 'rateLimits',
  /** One document per customer, written by every order placement so concurrent placements serialise. */
  orderGates: 'orderGates',
  /**
   * One document per phone number (E.164): the cash-on-delivery order that waits for the shop's
   * confirmation with it, so one phone holds at most one (functions only, docs/decisions/0032-paid-only-through-the-order-rules.md).
   */
  codPhoneGates: 'codPhoneGates',
  /** Who changed what in the admin screens; admins may read it (docs/decisions/0012-security-hardening.md). */
  auditLog: 'auditLog',
  /** Payment attempts by gateway reference (functions only, docs/decisions/0014-payments.md). */
  payments: 'payments',
  /**
   * Idempotency-Key records of order placements, by a hash of customer and key: which order a
   * request placed, so a replay answers it while order ids stay random and are never reused
   * (functions only, docs/decisions/0014-payments.md).
   */
  orderKeys: 'orderKeys',
  /** Verified gateway payments that paid no order and must be refunded (functions only, 0014-payments.md). */
  paymentReconciliations: 'paymentReconciliations',
  /** Bank-transfer order codes, each reserved by the order placed with it (functions only, 0022). */
  bankTransferCodes: 'bankTransferCodes',
  /** Bank notifications by the bank's transaction id, so a repeat changes nothing (functions only, 0022). */
  bankNotifications: 'bankNotifications',
  /** Documents that transactions write only to serialise each other, e.g. role changes (functions only). */
  locks: 'locks',
  /** The shop's settings, one document (SETTINGS_DOCS.shop); read and written by functions only. */
  settings: 'settings',
  /**
   * Emails to send, in the Trigger Email extension's shape; the mail sender owns their delivery state
   * (functions only, docs/decisions/0021-email-and-accounts.md).
   */
  mail: 'mail',
  /**
   * Vouchers by upper-cased code, each with `uses/{uid}` (how many of the customer's orders use
   * it); read and written by functions only (docs/decisions/0026-shop-settings-and-vouchers.md).
   */
  vouchers: 'vouchers',
  voucherUses: 'uses',
  /**
   * One document per variant SKU, naming the product that sells it, written in the product's save
   * so a SKU is unique in the shop under concurrent saves (functions only, docs/decisions/0101-product-variants.md).
   */
  skus: 'skus',
  /**
   * Customers' questions about products and the shop's answers; written and read by functions only,
   * answered ones shown through the API and the server-rendered page (docs/decisions/0098-questions-and-answers.md).
   */
  questions: 'questions',
  /**
   * Under a review, one document per customer who found it helpful (`…/reviews/{id}/helpfulVotes/{uid}`),
   * written with the review's helpfulCount in one transaction; functions only (ADR 0096).
   */
  helpfulVotes: 'helpfulVotes',
  /**
   * Restock alerts, one per customer and product (`{uid}_{productId}`): the product trigger emails
   * the active ones when stock comes back; read and written by functions only
   * (docs/decisions/0100-restock-alerts-and-unsubscribe.md).
   */
  alerts: 'alerts',
  /**
   * Guest checkout: the hashes of the tokens that open one guest order for 24 hours
   * (`{sha256}` → orderId, expiresAt); functions only (docs/decisions/0104-guest-checkout.md).
   */
  orderTokens: 'orderTokens',
  /** The shop's content pages, policies first; written and read by functions only (docs/decisions/0108-content-pages.md). */
  pages: 'pages',
  /**
   * Carriers' quotes reused per (carrier, pickup ward, destination ward, weight) for the shop's
   * quoteCacheMinutes (functions only; docs/decisions/0107-shipping-quotes.md).
   */
  shippingQuotes: 'shippingQuotes',
  /**
   * Order lookup: the one-time code asked for a (phone, order code) pair, as an HMAC only, with its
   * expiry and wrong tries; deleted after 24 hours; functions only (docs/decisions/0105-order-lookup-codes.md).
   */
  orderLookups: 'orderLookups',
  /**
   * A finance company's application per order (`{orderId}`): the applicant's name, phone and CCCD
   * and their consent, erased after the decision; functions only (docs/decisions/0110-finance-company-applications.md).
   */
  financeApplications: 'financeApplications',
  /**
   * Consents: each visitor's choice of purposes (analytics, marketing) and each phone's Zalo opt-in or
   * withdrawal (purpose `zaloMessages`), appended, never changed; functions only
   * (docs/decisions/0109-consent-store.md).
   */
  consents: 'consents',
  /**
   * Phone verification on the profile, one per account (`{uid}`): the phone asked for and its
   * one-time code as an HMAC only, with expiry and wrong tries; functions only
   * (docs/decisions/0112-claiming-guest-orders.md).
   */
  phoneVerifications: 'phoneVerifications',
  // Messages by Zalo ZNS (docs/decisions/0111-zalo-zns-messages.md), all server only: the queue and the
  // Official Account's rotating token pair (one document, `oa`); the opt-ins are in `consents`.
  messages: 'messages',
  zaloTokens: 'zaloTokens',
  // The server's purchase event, one outbox document per paid order (`{orderId}`) with its GA4 and Meta
  // bodies and their delivery; functions only (docs/decisions/0117-server-purchase-events.md).
  analyticsPurchases: 'analyticsPurchases',
} as const;

/**
 * Subcollections of an order document. `staff/actors` names the people behind the order's
 * history (uids and emails), which its customer may not read: functions write it, admins read it
 * (docs/decisions/0028-orders-read-from-firestore.md).
 */
export const ORDER_SUBCOLLECTIONS = {
  staff: 'staff',
} as const;

export const ORDER_STAFF_DOCS = {
  actors: 'actors',
} as const;

/** Subcollections of a user document. */
export const USER_SUBCOLLECTIONS = {
  /** The customer's address book (functions only; docs/decisions/0023-vietnamese-addresses-phone-invoices.md). */
  addresses: 'addresses',
  /** The customer's wishlist, one document per product id (functions only; docs/decisions/0099-wishlist.md). */
  wishlist: 'wishlist',
} as const;

export const SETTINGS_DOCS = {
  shop: 'shop',
} as const;

export const LOCK_DOCS = {
  /** Every role change and account deletion (docs/decisions/0005-roles-custom-claims.md). */
  adminRoles: 'adminRoles',
} as const;

export const STATS_DOCS = {
  summary: 'summary',
  sales: 'sales',
  categories: 'categories',
  /** Units sold per product (shared/units-sold.ts). */
  unitsSold: 'unitsSold',
} as const;
