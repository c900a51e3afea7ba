import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentReturn } from '@shared/entities';
import { paths } from '../config/paths';
import { STORAGE_KEYS } from '../config/storage-keys';
import { CartProvider } from '../features/cart/cart-store';
import { SessionProvider } from '../features/auth/session';
import { api } from '../lib/api-client';
import { CUSTOMER } from '../testing/render-page';
import { appRoutes } from './router';

vi.mock('../lib/api-client', async (importOriginal) =>
  (await import('../testing/mock-api')).mockApiModule(importOriginal),
);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The app's page routes, without the header and footer (they are not what is tested here). */
function renderRoutes(url: string) {
  const pages = appRoutes.flatMap((layout) => layout.children ?? []).filter((route) => route.path !== '*');
  const router = createMemoryRouter([...pages, { path: '*', element: <Where /> }], { initialEntries: [url] });
  render(
    <CartProvider>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </CartProvider>,
  );
  return router;
}

afterEach(() => {
  vi.mocked(api.get).mockReset();
});

describe('payment return routes', () => {
  it.each([
    [paths.vnpayReturn(), 'VNPAY payment', '/payments/vnpay/return'],
    [paths.momoReturn(), 'MoMo payment', '/payments/momo/return'],
  ])('%s opens its return page for a signed-in shopper', async (path, heading, check) => {
    const failed: PaymentReturn = { orderId: 'o1', reference: 'o1-1', outcome: 'failed', reason: 'cancelled' };
    vi.mocked(api.get).mockResolvedValue(failed);
    window.localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(CUSTOMER));
    renderRoutes(`${path}?code=1&signature=ab`);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByText('Payment failed: cancelled')).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith(`${check}?code=1&signature=ab`);
  });

  it('sends a signed-out visitor to sign in first, keeping the gateway query for afterwards', async () => {
    const router = renderRoutes('/payment/vnpay/return?vnp_TxnRef=o1-1&vnp_SecureHash=ab');

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(
      `/signin?redirect=${encodeURIComponent('/payment/vnpay/return?vnp_TxnRef=o1-1&vnp_SecureHash=ab')}`,
    );
    expect(api.get).not.toHaveBeenCalled();
  });
});
