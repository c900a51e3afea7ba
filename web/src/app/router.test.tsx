import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '@shared/api-contract';
import type { PaymentReturn } from '@shared/entities/payment';
import { paths } from '@/config/paths';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { CartProvider } from '@/features/cart/cart-store';
import { SessionProvider } from '@/features/auth/session';
import { fakeApi } from '@/testing/fake-api';
import { CUSTOMER } from '@/testing/render-page';
import { appRoutes } from './router';

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

describe('payment return routes', () => {
  it.each([
    [paths.vnpayReturn(), 'VNPAY payment', 'vnpayReturn'],
    [paths.momoReturn(), 'MoMo payment', 'momoReturn'],
  ] as const)('%s opens its return page for a signed-in shopper', async (path, heading, check) => {
    const failed: PaymentReturn = { orderId: 'o1', reference: 'o1-1', outcome: 'failed', reason: 'cancelled' };
    const api = fakeApi({ [check]: failed });
    window.localStorage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(CUSTOMER));
    renderRoutes(`${path}?code=1&signature=ab`);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByText('Payment failed: cancelled')).toBeInTheDocument();
    expect(api.calls(check)).toEqual([expect.objectContaining({ query: { code: '1', signature: 'ab' } })]);
  });

  it('sends a signed-out visitor to sign in first, keeping the gateway query for afterwards', async () => {
    const api = fakeApi({});
    const router = renderRoutes('/payment/vnpay/return?vnp_TxnRef=o1-1&vnp_SecureHash=ab');

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(
      `/signin?redirect=${encodeURIComponent('/payment/vnpay/return?vnp_TxnRef=o1-1&vnp_SecureHash=ab')}`,
    );
    expect((Object.keys(ENDPOINTS) as EndpointName[]).flatMap((name) => api.calls(name))).toEqual([]);
  });
});
