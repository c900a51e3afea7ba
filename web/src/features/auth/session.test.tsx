import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API_MSG } from '@shared/messages';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { CUSTOMER, renderWithProviders } from '@/testing/render-with-providers';
import { callApi } from '@/lib/api-client';

vi.mock('@/lib/firebase-auth', () => ({
  openSession: vi.fn(async () => undefined),
  closeSession: vi.fn(async () => undefined),
  currentIdToken: vi.fn(async () => 'id-token'),
}));

const CART = [{ _id: 'p1', slug: 'p1', name: 'Laptop', image: '/x.svg', price: 10, quantity: 2, countInStock: 5 }];
const ADDRESS = { fullname: 'Lan', address: '1 Lê Lợi', city: 'Hà Nội', postalCode: '100000', country: 'Việt Nam' };

function Probe() {
  return <button onClick={() => void callApi('myOrders').catch(() => undefined)}>Load</button>;
}

describe('a session the server ended (ADR 0002)', () => {
  it('says so, forgets the user, and keeps the cart, address and payment method', async () => {
    // A refused token is told apart by its WWW-Authenticate header, which fake-api.ts does not send.
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ message: API_MSG.sessionEnded }), {
          status: 401,
          headers: { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer error="invalid_token"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<Probe />, {
      userInfo: CUSTOMER,
      cartItems: CART,
      storage: { [STORAGE_KEYS.shippingAddress]: ADDRESS, [STORAGE_KEYS.paymentMethod]: 'MOMO' },
    });
    screen.getByRole('button', { name: 'Load' }).click();
    expect(await screen.findByText(API_MSG.sessionEnded)).toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.userInfo)).toBeNull());
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.cartItems) ?? '[]')).toEqual(CART);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.shippingAddress) ?? 'null')).toEqual(ADDRESS);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.paymentMethod) ?? 'null')).toBe('MOMO');
    // GET /api/orders/mine, then once more with the refreshed token, which is refused too.
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      'GET /api/orders/mine',
      'GET /api/orders/mine',
    ]);
  });
});
