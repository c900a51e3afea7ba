/** Every route of the app (spec section 2 "Routes"): patterns for the router, builders for links. */
import { guestOrderPath, ORDER_LOOKUP_PATH } from '@shared/guest-order';
import type { SearchFilters } from '@shared/search-filters';
import { searchQueryString } from '@shared/search-query-string';

export const routes = {
  home: '/',
  product: '/product/:slug',
  cart: '/cart',
  search: '/search',
  compare: '/compare',
  signin: '/signin',
  signup: '/signup',
  profile: '/profile',
  addresses: '/profile/addresses',
  /** Forgot password, and the pages the account emails link to (functions/src/api/users/account-mail.ts). */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  shipping: '/shipping',
  payment: '/payment',
  placeOrder: '/placeorder',
  order: '/order/:id',
  orderHistory: '/orderhistory',
  /** The customer's saved laptops, "Yêu thích" (docs/decisions/0099-wishlist.md). */
  wishlist: '/wishlist',
  /** Where the gateways send the shopper back (the server builds these URLs: keep them in step). */
  vnpayReturn: '/payment/vnpay/return',
  momoReturn: '/payment/momo/return',
  adminDashboard: '/admin/dashboard',
  adminProducts: '/admin/products',
  adminProduct: '/admin/product/:id',
  adminOrders: '/admin/orders',
  adminUsers: '/admin/users',
  adminUser: '/admin/user/:id',
  adminAudit: '/admin/audit',
  adminPayments: '/admin/payments',
  adminSettings: '/admin/settings',
  adminVouchers: '/admin/vouchers',
  adminQuestions: '/admin/questions',
  /** Guest checkout and a guest order's page (docs/decisions/0104-guest-checkout.md). */
  guestCheckout: '/checkout/guest',
  guestOrder: `${ORDER_LOOKUP_PATH}/:orderCode`,
  /** Finding an order by phone and order code (docs/guest-checkout-and-zalo.md). */
  orderLookup: ORDER_LOOKUP_PATH,
  /** The shop's content pages, policies first (docs/decisions/0108-content-pages.md). */
  contentPage: '/pages/:slug',
  adminPages: '/admin/pages',
  /** Admin → Trả góp: finance company applications awaiting a decision. */
  adminInstallments: '/admin/installments',
  /** Admin → Đối soát COD: what the carriers collected and paid over (docs/shipping-carriers.md). */
  adminCod: '/admin/cod-reconciliation',
} as const;

const withRedirect = (path: string, redirect?: string) =>
  redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;

/** An admin table's page: the first without a cursor, a later one after the cursor its previous page answered. */
const afterCursor = (path: string, after?: string) => (after ? `${path}?after=${encodeURIComponent(after)}` : path);

export const paths = {
  home: () => routes.home,
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  cart: () => routes.cart,
  search: (filters: Parameters<typeof searchQueryString>[0] = {}) => {
    const qs = searchQueryString(filters);
    return qs ? `${routes.search}?${qs}` : routes.search;
  },
  /** The header search box's target (spec: /search/?query={text}). */
  searchText: (text: string) =>
    text.trim() ? `${routes.search}/?query=${encodeURIComponent(text.trim())}` : routes.search,
  /** Laptops side by side, shareable: `/compare?ids=a,b,c` (docs/decisions/0024-laptop-specifications-and-compare.md). */
  compare: (ids: readonly string[]) =>
    ids.length > 0 ? `${routes.compare}?ids=${ids.map(encodeURIComponent).join(',')}` : routes.compare,
  signin: (redirect?: string) => withRedirect(routes.signin, redirect),
  signup: (redirect?: string) => withRedirect(routes.signup, redirect),
  profile: () => routes.profile,
  addresses: () => routes.addresses,
  forgotPassword: () => routes.forgotPassword,
  shipping: () => routes.shipping,
  payment: () => routes.payment,
  placeOrder: () => routes.placeOrder,
  order: (id: string) => `/order/${encodeURIComponent(id)}`,
  orderHistory: () => routes.orderHistory,
  wishlist: () => routes.wishlist,
  vnpayReturn: () => routes.vnpayReturn,
  momoReturn: () => routes.momoReturn,
  adminDashboard: () => routes.adminDashboard,
  adminProducts: () => routes.adminProducts,
  adminProduct: (id: string) => `/admin/product/${encodeURIComponent(id)}`,
  adminOrders: (after?: string) => afterCursor(routes.adminOrders, after),
  adminUsers: (after?: string) => afterCursor(routes.adminUsers, after),
  adminUser: (id: string) => `/admin/user/${encodeURIComponent(id)}`,
  adminAudit: (after?: string) => afterCursor(routes.adminAudit, after),
  adminPayments: (after?: string) => afterCursor(routes.adminPayments, after),
  adminSettings: () => routes.adminSettings,
  adminVouchers: () => routes.adminVouchers,
  adminQuestions: () => routes.adminQuestions,
  adminInstallments: () => routes.adminInstallments,
  guestCheckout: () => routes.guestCheckout,
  guestOrder: guestOrderPath,
  orderLookup: () => routes.orderLookup,
  contentPage: (slug: string) => `/pages/${encodeURIComponent(slug)}`,
  adminPages: () => routes.adminPages,
} as const;

export type SearchLinkFilters = Partial<SearchFilters>;

/** Only same-site paths are accepted as ?redirect= targets, so a link cannot send users elsewhere. */
export function safeRedirect(value: string | null | undefined, fallback: string = routes.home): string {
  if (!value || !value.startsWith('/')) return fallback;
  // Resolve as the browser would: `/\evil.example`, `/%09/evil.example` and the like land on
  // another origin or path scheme; only a path that stays on this origin is followed.
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  let resolved: URL;
  try {
    resolved = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (resolved.origin !== origin || /[\\\t\n\r]/.test(value) || /%(?:09|0a|0d|5c)/i.test(value)) return fallback;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
