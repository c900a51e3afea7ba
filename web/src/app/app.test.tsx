import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { API_MSG } from '@shared/messages';
import Toaster from '@/components/toaster';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { CartProvider } from '@/features/cart/cart-store';
import { callApi } from '@/lib/api-client';
import { CUSTOMER } from '@/testing/render-with-providers';
import { SessionWithCart } from './app';

vi.mock('@/lib/firebase-auth', () => ({
  openSession: vi.fn(async () => undefined),
  closeSession: vi.fn(async () => undefined),
  currentIdToken: vi.fn(async () => 'id-token'),
}));

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

describe('SessionWithCart (ADR 0002)', () => {
  it('sends the shopper to sign in, with a way back to where they were, when the server ends the session', async () => {
    // A refused token is told apart by its WWW-Authenticate header, which fake-api.ts does not send.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: API_MSG.sessionEnded }), {
            status: 401,
            headers: { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer error="invalid_token"' },
          }),
      ),
    );
    window.localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(CUSTOMER));
    const router = createMemoryRouter(
      [
        {
          path: '/order/:id',
          element: (
            <button onClick={() => void callApi('orderById', { params: { id: 'o1' } }).catch(() => undefined)}>
              Load
            </button>
          ),
        },
        { path: '*', element: <Where /> },
      ],
      { initialEntries: ['/order/o1?tab=items'] },
    );
    render(
      <>
        <CartProvider>
          <SessionWithCart router={router}>
            <RouterProvider router={router} />
          </SessionWithCart>
        </CartProvider>
        <Toaster />
      </>,
    );
    screen.getByRole('button', { name: 'Load' }).click();
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/signin?redirect=%2Forder%2Fo1%3Ftab%3Ditems'),
    );
    expect(await screen.findByText(API_MSG.sessionEnded)).toBeInTheDocument();
  });
});
