/** The order page's timeline and the actions of an order's life (docs/decisions/0020-order-life.md). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Order } from '@shared/entities/order';
import type { StatusBy, StatusChange } from '@shared/order-status';
import { ORDER_LIFE_MSG } from '@shared/payment-messages';
import { apiFailure, fakeApi } from '@/testing/fake-api';
import { liveOrders } from '@/testing/fake-live-orders';
import { orderFixture } from '@/testing/order-fixture';
import { ADMIN, CUSTOMER, renderPage } from '@/testing/render-page';
import OrderPage from './order-page';

const renderOrder = (options: { user?: typeof ADMIN } = {}) =>
  renderPage(<OrderPage />, { path: '/order/:id', url: '/order/o1', ...options });

// As an admin's view carries them: the role, and the person from orders/{id}/staff/actors.
const customer: StatusBy = { role: 'customer', uid: CUSTOMER._id, email: CUSTOMER.email };
const admin: StatusBy = { role: 'admin', uid: ADMIN._id, email: ADMIN.email };
const entry = (status: StatusChange['status'], at: string, by = admin, note: string | null = null): StatusChange => ({
  status,
  at,
  by,
  note,
});
const placed = entry('awaitingPayment', '2025-03-04T02:00:00.000Z', customer);
const paidEntry = entry('paid', '2025-03-04T03:00:00.000Z', { role: 'gateway' });
const paid = (overrides: Partial<Order> = {}) =>
  orderFixture({
    isPaid: true,
    paidAt: paidEntry.at,
    status: 'paid',
    statusHistory: [placed, paidEntry],
    payment: {
      provider: 'VNPAY',
      reference: 'o1-1',
      transactionNo: '14000001',
      bankCode: 'NCB',
      payDate: paidEntry.at,
    },
    ...overrides,
  });

describe('order timeline', () => {
  it('lists each state with its time in Vietnam, who caused it (to an admin), and the carrier and tracking number once shipped', async () => {
    liveOrders.set(
      paid({
        status: 'shipped',
        statusHistory: [
          placed,
          paidEntry,
          entry('packing', '2025-03-04T04:00:00.000Z'),
          entry('shipped', '2025-03-04T05:00:00.000Z', admin, 'GHN GHN123'),
        ],
        shipment: { carrier: 'GHN', trackingNumber: 'GHN123' },
      }),
    );
    renderOrder({ user: ADMIN });

    const timeline = await screen.findByRole('list', { name: 'Order timeline' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'Chờ thanh toán / Awaiting payment',
      'Đã thanh toán / Paid',
      'Đang chuẩn bị / Packing',
      'Đang giao / Shipped',
    ]);
    expect(items[0]).toHaveTextContent('2025-03-04 09:00 (Vietnam time) · Customer (lan@example.com)');
    expect(items[1]).toHaveTextContent('VNPAY');
    expect(items[3]).toHaveTextContent('Carrier: GHN · Tracking number: GHN123');
    expect(items[3]).toHaveTextContent('admin@example.com');
    // The spec's own texts stay.
    expect(screen.getByText('Not Delivered')).toBeInTheDocument();
    expect(screen.getByText('Paid at 2025-03-04')).toBeInTheDocument();
  });

  it("shows a person's cancellation with its reason, and offers no second cancel", async () => {
    liveOrders.set(
      orderFixture({
        status: 'cancelled',
        cancelledAt: '2025-03-04T02:40:00.000Z',
        cancelReason: 'Found it cheaper',
        statusHistory: [placed, entry('cancelled', '2025-03-04T02:40:00.000Z', customer, 'Found it cheaper')],
      }),
    );
    renderOrder();

    const timeline = await screen.findByRole('list', { name: 'Order timeline' });
    expect(within(timeline).getByText('Đã hủy / Cancelled')).toBeInTheDocument();
    expect(within(timeline).getByText('Note: Found it cheaper')).toBeInTheDocument();
    expect(screen.getByText('Đã hủy / Cancelled: Found it cheaper')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});

describe("the customer's cancel", () => {
  it('cancels a paid order with a reason: Refund pending, the button goes', async () => {
    liveOrders.set(paid());
    const api = fakeApi({
      cancelMyOrder: paid({
        status: 'refundPending',
        cancelledAt: '2025-03-04T06:00:00.000Z',
        cancelReason: 'Changed my mind',
        statusHistory: [
          placed,
          paidEntry,
          entry('refundPending', '2025-03-04T06:00:00.000Z', customer, 'Changed my mind'),
        ],
      }),
    });
    renderOrder();

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Changed my mind');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Order cancelled: your payment will be refunded')).toBeInTheDocument();
    expect(api.calls('cancelMyOrder')).toEqual([
      expect.objectContaining({ params: { id: 'o1' }, body: { reason: 'Changed my mind' } }),
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Order timeline' })).getByText('Cần hoàn tiền / Refund pending'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument());
  });

  it('offers no cancel once the order has shipped', async () => {
    liveOrders.set(paid({ status: 'shipped', shipment: { carrier: 'GHN', trackingNumber: 'X' } }));
    renderOrder();
    expect(await screen.findByRole('list', { name: 'Order timeline' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});

describe("the admin's actions", () => {
  it('packs, then ships with the carrier and tracking number the form requires', async () => {
    const packing = paid({
      status: 'packing',
      statusHistory: [placed, paidEntry, entry('packing', '2025-03-04T04:00:00.000Z')],
    });
    liveOrders.set(paid());
    const api = fakeApi({
      packOrder: packing,
      shipOrder: { ...packing, status: 'shipped', shipment: { carrier: 'GHN', trackingNumber: 'GHN123' } },
    });
    renderOrder({ user: ADMIN });

    await userEvent.click(await screen.findByRole('button', { name: 'Pack order' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ship order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order' });
    const confirm = within(dialog).getByRole('button', { name: 'Ship' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Carrier' }), 'GHN');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'GHN123');
    await userEvent.click(confirm);

    expect(await screen.findByText('Order shipped')).toBeInTheDocument();
    expect(api.calls('packOrder')).toHaveLength(1);
    expect(api.calls('shipOrder')).toEqual([
      expect.objectContaining({ body: { carrier: 'GHN', trackingNumber: 'GHN123' } }),
    ]);
    expect(screen.getByRole('button', { name: 'Deliver Order' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('delivers a shipped order only after a confirmation naming it by its transfer code', async () => {
    const shipped = paid({
      status: 'shipped',
      shipment: { carrier: 'GHN', trackingNumber: 'GHN123' },
      bankTransfer: {
        qrPayload: 'payload',
        orderCode: 'LS7K2Q9',
        accountNumber: '0123',
        bankBin: '970436',
        amount: 101,
        expiresAt: '2025-03-05T00:00:00.000Z',
      },
    });
    liveOrders.set(shipped);
    const api = fakeApi({ markOrderDelivered: { ...shipped, status: 'delivered' } });
    renderOrder({ user: ADMIN });

    await userEvent.click(await screen.findByRole('button', { name: 'Deliver Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliver Order' });
    expect(dialog).toHaveTextContent('Mark order LS7K2Q9 as delivered? The customer is told it arrived.');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.calls('markOrderDelivered')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deliver Order' }));
    expect(await screen.findByText('Order delivered')).toBeInTheDocument();
    expect(api.calls('markOrderDelivered')).toEqual([expect.objectContaining({ body: {} })]);
  });

  it('asks why before delivering a paid order that never shipped; the reason is required and sent', async () => {
    liveOrders.set(paid());
    const api = fakeApi({ markOrderDelivered: paid({ status: 'delivered' }) });
    renderOrder({ user: ADMIN });

    await userEvent.click(await screen.findByRole('button', { name: 'Deliver Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliver without a shipment' });
    expect(dialog).toHaveTextContent('Order o1 was never shipped.');
    const confirm = within(dialog).getByRole('button', { name: 'Deliver Order' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Picked up at the shop');
    await userEvent.click(confirm);
    expect(await screen.findByText('Order delivered')).toBeInTheDocument();
    expect(api.calls('markOrderDelivered')).toEqual([
      expect.objectContaining({ body: { reason: 'Picked up at the shop' } }),
    ]);
  });

  it('cancels with a required reason', async () => {
    liveOrders.set(orderFixture({ status: 'awaitingPayment', statusHistory: [placed] }));
    const api = fakeApi({
      cancelOrder: orderFixture({
        status: 'cancelled',
        cancelledAt: '2025-03-04T06:00:00.000Z',
        cancelReason: 'No stock',
      }),
    });
    renderOrder({ user: ADMIN });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent(
      'Cancel order o1? Its items go back in stock and the customer is told the reason.',
    );
    const confirm = within(dialog).getByRole('button', { name: 'Cancel order' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No stock');
    await userEvent.click(confirm);
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(api.calls('cancelOrder')).toEqual([expect.objectContaining({ body: { reason: 'No stock' } })]);
  });

  it("refunds a gateway order through its gateway, and shows the gateway's refusal when it fails", async () => {
    const pending = paid({ status: 'refundPending', cancelledAt: '2025-03-04T06:00:00.000Z' });
    const failed = {
      ...pending,
      refund: {
        method: 'gateway' as const,
        state: 'failed' as const,
        reference: 'o1R1',
        amount: 101,
        gatewayCode: '99',
        gatewayMessage: 'VNPAY: Refund refused',
        transactionNo: null,
        at: '2025-03-04T07:00:00.000Z',
        by: admin,
      },
    };
    liveOrders.set(pending);
    const api = fakeApi({
      // The server records the gateway's refusal on the order, then answers 502: the live read shows it.
      refundOrder: () => {
        liveOrders.set(failed);
        return apiFailure(502, ORDER_LIFE_MSG.refundFailed);
      },
    });
    renderOrder({ user: ADMIN });

    await userEvent.click(await screen.findByRole('button', { name: 'Refund through VNPAY' }));
    expect(api.calls('refundOrder')).toEqual([]);
    const dialog = await screen.findByRole('dialog', { name: 'Refund through VNPAY' });
    expect(dialog).toHaveTextContent('Refund 101,00 VND through VNPAY for order o1?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(ORDER_LIFE_MSG.refundFailed)).toBeInTheDocument();
    expect(await screen.findByText('The last refund failed: VNPAY: Refund refused')).toBeInTheDocument();
    expect(api.calls('refundOrder')).toEqual([expect.objectContaining({ body: {} })]);
  });

  it('refunds an order paid outside the gateways by hand, with a reference', async () => {
    const pending = orderFixture({
      isPaid: true,
      paidAt: '2025-03-04T03:00:00.000Z',
      status: 'refundPending',
      cancelledAt: '2025-03-04T06:00:00.000Z',
    });
    liveOrders.set(pending);
    const api = fakeApi({ refundOrder: { ...pending, status: 'refunded' } });
    renderOrder({ user: ADMIN });

    await userEvent.click(await screen.findByRole('button', { name: 'Refund by hand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund by hand' });
    expect(dialog).toHaveTextContent('Record that 101,00 VND of order o1 was refunded by hand?');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'VCB 000123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record refund' }));
    expect(await screen.findByText('Refund recorded')).toBeInTheDocument();
    expect(api.calls('refundOrder')).toEqual([expect.objectContaining({ body: { reference: 'VCB 000123' } })]);
  });
});
