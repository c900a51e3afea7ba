/**
 * Renders one page as the app does (router, session, cart, toasts) at a URL. Any other route shows
 * the current location, so a test can see where the page navigated to.
 */
import type { ReactElement } from 'react';
import type { CartItem } from '@shared/entities/order';
import type { PublicShopSettings } from '@shared/shop-settings';
import type { StoredUserInfo } from '@/features/auth/session';
import { ADMIN, CUSTOMER, renderWithProviders } from './render-with-providers';

export { ADMIN, CUSTOMER };

interface Options {
  /** The route pattern the page is mounted at, e.g. '/order/:id'. */
  path: string;
  url: string;
  /** The router's state at that URL. */
  routerState?: unknown;
  user?: StoredUserInfo;
  cartItems?: CartItem[];
  storage?: Record<string, unknown>;
  /** The shop settings the page reads (the defaults unless given; null: the test answers the read). */
  shopSettings?: PublicShopSettings | null;
}

/** A signed-in page; the URL probe shows only once the page navigated away. */
export function renderPage(
  page: ReactElement,
  { path, url, routerState, user = CUSTOMER, cartItems, storage, shopSettings }: Options,
) {
  return renderWithProviders(page, {
    path,
    url,
    routerState,
    userInfo: user,
    cartItems,
    storage,
    shopSettings,
    probeOnScreen: false,
  });
}

/** A cart line with sensible defaults. */
export function cartItem(overrides: Partial<CartItem> & Pick<CartItem, '_id'>): CartItem {
  return {
    slug: `laptop-${overrides._id}`,
    name: `Laptop ${overrides._id}`,
    image: '/images/p1.jpg',
    price: 10,
    quantity: 1,
    countInStock: 5,
    ...overrides,
  };
}
