/**
 * Every route of spec section 2. Pages load lazily, so shoppers never download admin or chart code
 * and each screen ships only what it uses.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { routes } from '@/config/paths';
import { RequireAdmin, RequireSignIn } from '@/features/auth';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './layout/route-error';
import { LoadingBox } from '@/components/loading-box';

type PageModule = { default: ComponentType };
type Access = 'all' | 'signedIn' | 'admin';

function page(path: string, load: () => Promise<PageModule>, access: Access = 'all'): RouteObject {
  return {
    path,
    lazy: async () => {
      const { default: Page } = await load();
      if (access === 'all') return { Component: Page };
      const Guard = access === 'admin' ? RequireAdmin : RequireSignIn;
      return {
        Component: () => (
          <Guard>
            <Page />
          </Guard>
        ),
      };
    },
  };
}

// Both gateways' return pages live in one module: one chunk, whichever gateway the shopper comes back from.
const paymentReturnPages = () => import('@/features/orders/pages/payment-return-page');

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    // Shown while the first route's lazy module loads.
    HydrateFallback: LoadingBox,
    children: [
      page(routes.home, () => import('@/features/catalog/pages/home-page')),
      page(routes.product, () => import('@/features/catalog/pages/product-page')),
      page(routes.cart, () => import('@/features/cart/pages/cart-page')),
      page(routes.search, () => import('@/features/search/pages/search-page')),
      page(routes.compare, () => import('@/features/catalog/pages/compare-page')),
      page(routes.signin, () => import('@/features/auth/pages/signin-page')),
      page(routes.signup, () => import('@/features/auth/pages/signup-page')),
      page(routes.profile, () => import('@/features/auth/pages/profile-route'), 'signedIn'),
      page(routes.addresses, () => import('@/features/addresses/pages/addresses-page'), 'signedIn'),
      page(routes.forgotPassword, () => import('@/features/auth/pages/forgot-password-page')),
      page(routes.resetPassword, () => import('@/features/auth/pages/reset-password-page')),
      page(routes.verifyEmail, () => import('@/features/auth/pages/verify-email-page')),
      page(routes.shipping, () => import('@/features/checkout/pages/shipping-page'), 'signedIn'),
      page(routes.payment, () => import('@/features/checkout/pages/payment-page'), 'signedIn'),
      page(routes.placeOrder, () => import('@/features/checkout/pages/place-order-page'), 'signedIn'),
      page(routes.order, () => import('@/features/orders/pages/order-page'), 'signedIn'),
      page(routes.orderHistory, () => import('@/features/orders/pages/order-history-page'), 'signedIn'),
      page(routes.wishlist, () => import('@/features/wishlist/pages/wishlist-page'), 'signedIn'),
      // Open to a guest too: the page asks for a sign-in only to follow an account's order.
      page(routes.vnpayReturn, async () => ({ default: (await paymentReturnPages()).VnpayReturnPage })),
      page(routes.momoReturn, async () => ({ default: (await paymentReturnPages()).MomoReturnPage })),
      page(routes.adminDashboard, () => import('@/features/admin/dashboard/dashboard-page'), 'admin'),
      page(routes.adminProducts, () => import('@/features/admin/products/products-page'), 'admin'),
      page(routes.adminProduct, () => import('@/features/admin/products/product-edit-page'), 'admin'),
      page(routes.adminOrders, () => import('@/features/admin/orders/orders-page'), 'admin'),
      page(routes.adminUsers, () => import('@/features/admin/users/users-page'), 'admin'),
      page(routes.adminUser, () => import('@/features/admin/users/user-edit-page'), 'admin'),
      page(routes.adminAudit, () => import('@/features/admin/audit/audit-page'), 'admin'),
      page(routes.adminPayments, () => import('@/features/admin/payments/payments-page'), 'admin'),
      page(routes.adminVouchers, () => import('@/features/admin/vouchers/vouchers-page'), 'admin'),
      page(routes.adminSettings, () => import('@/features/admin/settings/settings-page'), 'admin'),
      page(routes.adminQuestions, () => import('@/features/admin/questions/questions-page'), 'admin'),
      page(routes.guestCheckout, () => import('@/features/checkout/pages/guest-checkout-page')),
      page(routes.guestOrder, () => import('@/features/orders/pages/guest-order-page')),
      page(routes.orderLookup, () => import('@/features/orders/pages/order-lookup-page')),
      page(routes.contentPage, () => import('@/features/pages/content-page')),
      page(routes.adminPages, () => import('@/features/admin/pages/pages-page'), 'admin'),
      page(routes.adminInstallments, () => import('@/features/admin/installments/installments-page'), 'admin'),
      page(routes.adminCod, () => import('@/features/admin/cod/cod-page'), 'admin'),
      page('*', () => import('./layout/not-found-page')),
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);

/**
 * A router for hydrating server HTML: the current route's page module is loaded first, so the first
 * render is the page the server rendered, not the HydrateFallback.
 */
export async function createHydratingRouter() {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(appRoutes);
}
