/**
 * Renders one page as the app does (router, session, cart, toasts) at a URL. Any other route shows
 * the current location, so a test can see where the page navigated to.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import type { CartItem } from '@shared/entities';
import Toaster from '../../../components/toaster';
import { STORAGE_KEYS } from '../../../config/storage-keys';
import type { StoredUserInfo } from '../../auth/session';
import { SessionProvider } from '../../auth/session';
import { CartProvider } from '../../cart/cart-store';

export const CUSTOMER: StoredUserInfo = {
  _id: 'u1',
  name: 'Lan',
  email: 'lan@example.com',
  isAdmin: false,
  token: 't',
};
export const ADMIN: StoredUserInfo = {
  _id: 'a1',
  name: 'Admin',
  email: 'admin@example.com',
  isAdmin: true,
  token: 't',
};

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

interface Options {
  /** The route pattern the page is mounted at, e.g. '/order/:id'. */
  path: string;
  url: string;
  user?: StoredUserInfo;
  cartItems?: CartItem[];
  storage?: Record<string, unknown>;
}

export function renderPage(page: ReactElement, { path, url, user = CUSTOMER, cartItems, storage = {} }: Options) {
  window.localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
  if (cartItems) window.localStorage.setItem(STORAGE_KEYS.cartItems, JSON.stringify(cartItems));
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, JSON.stringify(value));

  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <Location /> },
    ],
    { initialEntries: [url] },
  );
  return {
    router,
    ...render(
      <>
        <CartProvider>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </CartProvider>
        <Toaster />
      </>,
    ),
  };
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
