/** Business constants of the shop: one source of truth for web and functions. */

/**
 * Every payment method an order may carry: the two gateways the specification names (first, VNPAY
 * the default), cash on delivery, and bank transfer by VietQR. Which ones checkout offers is a shop
 * setting (shared/shop-settings.ts).
 */
export const PAYMENT_METHODS = [
  'VNPAY',
  'MOMO',
  'COD',
  'BANK_TRANSFER',
  // Pay later through Fundiin (docs/decisions/0102-pay-later-through-fundiin.md).
  'INSTALLMENT',
  // Through a finance company: the shop takes the application, staff approve it (docs/installments.md).
  'FINANCE_COMPANY',
] as const;
/** The methods paid through a gateway's redirect (docs/decisions/0014-payments.md); INSTALLMENT pays later through Fundiin (0102). */
export const GATEWAY_PAYMENT_METHODS = ['VNPAY', 'MOMO', 'INSTALLMENT'] as const;
export type GatewayPaymentMethod = (typeof GATEWAY_PAYMENT_METHODS)[number];
/** Paid in cash to the carrier: ships unpaid, holds its stock with no time-out. */
export const CASH_ON_DELIVERY: PaymentMethod = 'COD';
/** Paid by a VietQR bank transfer, confirmed by the bank's notification (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md). */
export const BANK_TRANSFER: PaymentMethod = 'BANK_TRANSFER';
/** Through a finance company: awaits its approval, then packed and shipped unpaid like cash on delivery. */
export const FINANCE_COMPANY: PaymentMethod = 'FINANCE_COMPANY';
/** The methods whose orders are packed and shipped unpaid (shared/order-status.ts transitionRefusal). */
export const SHIPS_UNPAID_METHODS: readonly PaymentMethod[] = [CASH_ON_DELIVERY, FINANCE_COMPANY];

/**
 * How long an unpaid gateway order holds its stock before it is cancelled, until an admin saves
 * another value in the shop settings (shared/shop-settings.ts, whose default it is). The seed
 * builder uses it too: its unpaid orders must still be inside it.
 */
export const DEFAULT_RESERVATION_MINUTES = 30;

/**
 * A product is created as a draft, which shoppers never see, and goes on sale when an admin
 * publishes it; publishing is one way (a product in carts and orders cannot vanish from the shop).
 */
export const PRODUCT_STATUSES = ['draft', 'published'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** Drafts left untouched this long are listed to the admin for cleanup. */
export const STALE_DRAFT_HOURS = 24;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: GatewayPaymentMethod = 'VNPAY';
export const isGatewayPaymentMethod = (method: PaymentMethod): method is GatewayPaymentMethod =>
  (GATEWAY_PAYMENT_METHODS as readonly string[]).includes(method);

export const RATING_FILTERS = [4, 3, 2, 1] as const;

/** The search's orders; sort-orders.ts lists them with their labels, for the search page only. */
export type SortOrder = 'relevance' | 'newest' | 'lowest' | 'highest' | 'toprated';
/** The spec's default order of a search without a query (section 9). */
export const DEFAULT_SORT_ORDER: SortOrder = 'newest';
/** The default order while a query is present. */
export const QUERY_SORT_ORDER: SortOrder = 'relevance';

/** The value meaning "no filter" in search query strings (spec: defaults are 'all'). */
export const ANY = 'all';

/** 'Best Match' while a query is present, else the spec's default (newest). */
export const defaultSortOrder = (query: string): SortOrder => (query === ANY ? DEFAULT_SORT_ORDER : QUERY_SORT_ORDER);

/** Page sizes: the spec does not give one; see docs/decisions/0006-search.md. */
export const SEARCH_PAGE_SIZE = 12;
export const SEARCH_MAX_PAGE_SIZE = 48;
/** Header suggestions: how many products the dropdown lists, and after how many typed characters. */
export const SUGGESTION_PRODUCT_COUNT = 5;
export const SUGGESTION_MIN_CHARS = 2;
export const ADMIN_PAGE_SIZE = 10;
/** The highest `?page=` the search and the admin products table take. */
export const PAGE_NUMBER_MAX = 10_000;
export const AUDIT_PAGE_SIZE = 20;
/** Rows per page of the admin orders and users tables. */
export const ADMIN_ROWS_PAGE_SIZE = 20;
export const HOME_PRODUCT_COUNT = 24;
/** Reviews per page on the product page and GET /api/products/:id/reviews, newest first. */
export const REVIEW_PAGE_SIZE = 20;

/**
 * The largest product CSV an import takes, in bytes of UTF-8 text and in product rows: room for a
 * shop's catalogue with long descriptions, while one import stays well inside a request's memory
 * and time (docs/decisions/0029-admin-tables-pages-exports-and-limits.md).
 */
export const MAX_CSV_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_CSV_IMPORT_ROWS = 2_000;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Storage path under which product images live (storage.rules mirrors it). */
export const PRODUCT_IMAGES_PATH = 'product-images';

export const MAX_TEXT_LENGTH = 2000;
export const MAX_ORDER_QUANTITY_PER_ITEM = 100;

/** A customer may have this many unpaid orders open at once (stock reserved without payment is abuse-prone). */
export const MAX_UNPAID_ORDERS = 3;

/** Order emails one address receives in an hour at most; past it, the rest are not sent (triggers/order-mail.ts). */
export const ORDER_EMAILS_PER_RECIPIENT_PER_HOUR = 10;

/**
 * Units one customer may hold across their unpaid orders: of any one product, and in all. Without
 * them one free account could reserve the whole catalogue (3 unpaid orders of full-stock lines),
 * renewably every time the sweeper frees it. The web's cart stops at the same numbers, so these
 * are the values a store setting would replace. They bound units as MAX_UNPAID_ORDERS bounds
 * orders (docs/decisions/0013-abuse-limits.md).
 */
export const MAX_UNPAID_UNITS_PER_PRODUCT = 5;
export const MAX_UNPAID_UNITS = 20;

/**
 * Every id that arrives in a path, query or body: what Firestore auto-ids, Auth uids and our slugs
 * are made of. Anything else (`a/b`, `__x__`, `../users/x`) is refused before it reaches Firestore, and so are the names Firestore reserves
 * (`__x__`).
 */
/** At most this many laptops side by side: the compare tray and page (docs/decisions/0024-laptop-specifications-and-compare.md). */
export const MAX_COMPARE = 4;
/** How many "Similar laptops" a product page shows. */
export const SIMILAR_COUNT = 4;

export const DOC_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

/** The element of server-rendered HTML that carries the reads it was rendered from (functions/src/ssr writes it, web/src/main.tsx reads it). */
export const SSR_DATA_ELEMENT_ID = 'ssr-data';
/**
 * Attributes of the server-rendered `<div id="root">`: the language and price style the server rendered with, so the
 * browser starts with the same ones, before the first render and without reading the settings
 * (docs/decisions/0086-default-language.md).
 */
export const SSR_LANGUAGE_ATTRIBUTE = 'data-language';
export const SSR_PRICE_STYLE_ATTRIBUTE = 'data-price-style';

/** Saved addresses per customer in the address book (docs/decisions/0023-vietnamese-addresses-phone-invoices.md). */
export const MAX_ADDRESSES = 10;

/**
 * The home page's banners' fixed box (home-settings.ts), so the first one (the page's largest
 * paint) never shifts what follows. Here rather than in home-settings.ts: the home page's banners
 * need only this, and importing home-settings.ts gave the home route a chunk of its own for it.
 */
export const BANNER_SIZE = { width: 1200, height: 400 } as const;
