import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type EndpointName } from '@shared/api-contract';
import type { PaymentReturn } from '@shared/entities/payment';
import { paths } from '@/config/paths';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { CartProvider } from '@/features/cart/cart-store';
import { SessionProvider } from '@/features/auth/session';
import { orderFixture } from '@/testing/order-fixture';
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

  it("sends a signed-out visitor to sign in to follow an account's order, keeping the gateway query", async () => {
    const success: PaymentReturn = { orderId: 'o1', reference: 'o1-1', outcome: 'success', reason: null };
    const api = fakeApi({ vnpayReturn: success });
    const router = renderRoutes('/payment/vnpay/return?vnp_TxnRef=o1-1&vnp_SecureHash=ab');

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(
      `/signin?redirect=${encodeURIComponent('/payment/vnpay/return?vnp_TxnRef=o1-1&vnp_SecureHash=ab')}`,
    );
    // Only the gateway's signed query was checked (public: the signature is the credential).
    const calls = (Object.keys(ENDPOINTS) as EndpointName[]).flatMap((name) => api.calls(name));
    expect(calls).toHaveLength(1);
    expect(api.calls('vnpayReturn')).toHaveLength(1);
  });

  it("keeps this tab's guest on the page, following the order with its token", async () => {
    window.sessionStorage.setItem('guestOrders', JSON.stringify({ LSAB234: { orderId: 'o1', orderToken: 'tok-1' } }));
    const success: PaymentReturn = { orderId: 'o1', reference: 'o1-1', outcome: 'success', reason: null };
    fakeApi({ vnpayReturn: success, orderById: orderFixture({ isPaid: true, paidAt: '2026-11-27T03:00:00.000Z' }) });
    renderRoutes('/payment/vnpay/return?vnp_TxnRef=o1-1&vnp_SecureHash=ab');

    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/tra-cuu-don-hang/LSAB234');
  });
});
