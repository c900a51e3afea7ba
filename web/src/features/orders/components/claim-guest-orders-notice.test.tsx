import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CLAIM_MSG } from '@shared/claim-messages';
import type { Order } from '@shared/entities/order';
import { apiFailure, fakeApi } from '@/testing/fake-api';
import { orderFixture } from '@/testing/order-fixture';
import { CUSTOMER, renderWithProviders } from '@/testing/render-with-providers';
import { ClaimGuestOrdersNotice } from './claim-guest-orders-notice';

const guestOrder = (id: string, orderCode: string): Order => ({
  ...orderFixture({ _id: id, userId: null, createdAt: '2026-11-20T03:00:00.000Z' }),
  orderCode,
  guest: { name: 'Trần Bình', phone: '+84987654321', email: 'binh@example.vn', zaloOptIn: false },
});
const ORDERS = [guestOrder('o1', 'LSAB234'), guestOrder('o2', 'LSCD567')];
const NOTICE = 'Có 2 đơn hàng đặt không cần tài khoản. Thêm vào tài khoản?';

const renderNotice = () =>
  renderWithProviders(<ClaimGuestOrdersNotice />, { url: '/orderhistory', userInfo: CUSTOMER });

describe('claiming guest orders from order history', () => {
  it('says nothing when no guest order matches', async () => {
    const api = fakeApi({ claimableOrders: { orders: [] } });
    renderNotice();
    await waitFor(() => expect(api.calls('claimableOrders')).toHaveLength(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts the orders, lists them in a confirmation dialog, then claims them all', async () => {
    let remaining = ORDERS;
    const api = fakeApi({
      claimableOrders: () => ({ orders: remaining }),
      claimOrders: () => {
        remaining = [];
        return { message: CLAIM_MSG.ordersClaimed, orders: ORDERS };
      },
    });
    renderNotice();
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Thêm vào tài khoản' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm đơn hàng vào tài khoản' });
    expect(dialog).toHaveTextContent('LSAB234');
    expect(dialog).toHaveTextContent('LSCD567');
    expect(api.calls('claimOrders')).toEqual([]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Thêm vào tài khoản' }).at(-1)!);
    expect(await screen.findByText(CLAIM_MSG.ordersClaimed)).toBeInTheDocument();
    expect(api.calls('claimOrders')[0]?.body).toEqual({ orderIds: ['o1', 'o2'] });
    await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument());
  });

  it('shows the refusal of an order taken meanwhile and attaches nothing', async () => {
    fakeApi({
      claimableOrders: { orders: ORDERS },
      claimOrders: apiFailure(409, CLAIM_MSG.orderNotClaimable),
    });
    renderNotice();
    await userEvent.click(await screen.findByRole('button', { name: 'Thêm vào tài khoản' }));
    await screen.findByRole('dialog');
    await userEvent.click(screen.getAllByRole('button', { name: 'Thêm vào tài khoản' }).at(-1)!);
    expect(await screen.findByText(CLAIM_MSG.orderNotClaimable)).toBeInTheDocument();
  });
});
