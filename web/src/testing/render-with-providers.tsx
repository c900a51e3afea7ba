/**
 * Renders a screen the way the app does (toasts, cart, session, router) with chosen local storage,
 * plus a probe that shows the current URL so tests can assert navigation.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { CartItem } from '@shared/entities/order';
import { DEFAULT_SHOP_SETTINGS, type PublicShopSettings } from '@shared/shop-settings';
import { seedQuery } from '@/lib/query-store';
import { SHOP_SETTINGS_KEY } from '@/lib/use-shop-settings';
import { STORAGE_KEYS } from '@/config/storage-keys';
import Toaster from '@/components/toaster';
import { SessionProvider, type StoredUserInfo } from '@/features/auth/session';
import { CartProvider } from '@/features/cart/cart-store';

/** The signed-in customer and admin of every component test. */
export const CUSTOMER: StoredUserInfo = {
  _id: 'u1',
  name: 'Lan Nguyen',
  email: 'lan@example.com',
  isAdmin: false,
  token: 'id-token',
};
export const ADMIN: StoredUserInfo = {
  _id: 'a1',
  name: 'Admin',
  email: 'admin@example.com',
  isAdmin: true,
  token: 'id-token',
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface Options {
  /** The URL the test starts at. */
  url?: string;
  /** The router's state at that URL (what a navigate(…, { state }) leaves). */
  routerState?: unknown;
  /** The route pattern the screen is mounted at (for useParams). */
  path?: string;
  userInfo?: StoredUserInfo;
  cartItems?: CartItem[];
  /** More local storage entries, by key. */
  storage?: Record<string, unknown>;
  /**
   * Whether the URL probe is shown beside the screen too; false shows it only once the screen
   * navigated away, so a test can assert that it stayed.
   */
  probeOnScreen?: boolean;
  /**
   * The shop settings in the read cache, as GET /api/settings answers them on a fresh shop unless
   * given; null leaves them out, for a test that answers the read itself.
   */
  shopSettings?: PublicShopSettings | null;
}

export function renderWithProviders(
  ui: ReactNode,
  {
    url = '/',
    routerState,
    path = '*',
    userInfo,
    cartItems,
    storage = {},
    probeOnScreen = true,
    shopSettings = DEFAULT_SHOP_SETTINGS,
  }: Options = {},
) {
  if (shopSettings) seedQuery(SHOP_SETTINGS_KEY, shopSettings);
  if (userInfo) window.localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(userInfo));
  if (cartItems) window.localStorage.setItem(STORAGE_KEYS.cartItems, JSON.stringify(cartItems));
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, JSON.stringify(value));
  const router = createMemoryRouter(
    [
      {
        path,
        element: (
          <>
            {ui}
            {probeOnScreen && <LocationProbe />}
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [routerState === undefined ? url : { pathname: url, state: routerState }] },
  );
  const rendered = render(
    <>
      <CartProvider>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </CartProvider>
      <Toaster />
    </>,
  );
  return { router, ...rendered };
}

/** A fetch stub answering JSON by URL; anything unexpected fails loudly instead of hitting the network. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
