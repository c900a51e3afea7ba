import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shared/entities/order';
import type { PaymentRedirect } from '@shared/entities/payment';
import { invoiceRequest, vietnameseAddress } from '@test-factories';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { browserLocation } from '@/lib/browser-location';
import { apiQueryKey, readSnapshot, seedQuery } from '@/lib/query-store';
import { apiFailure, fakeApi } from '@/testing/fake-api';
import { orderFixture } from '@/testing/order-fixture';
import { ADMIN, CUSTOMER, renderPage } from '@/testing/render-page';
import { liveOrders } from '@/testing/fake-live-orders';
import OrderPage from './order-page';

const renderOrder = (options: { user?: typeof ADMIN } = {}) =>
  renderPage(<OrderPage />, { path: '/order/:id', url: '/order/o1', ...options });

const GATEWAY_URL = 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html?vnp_TxnRef=o1-1';
const redirect: PaymentRedirect = { url: GATEWAY_URL, provider: 'VNPAY', reference: 'o1-1', amount: 101 };

afterEach(() => {
  vi.restoreAllMocks();
});

/** Where the browser was sent (jsdom cannot leave the page). */
const spyOnGateway = () => vi.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);

describe('order page', () => {
  it('shows address, open states, items and the summary of an unpaid order', async () => {
    liveOrders.set(orderFixture());
    renderOrder();

    expect(await screen.findByRole('heading', { level: 1, name: 'Order o1' })).toBeInTheDocument();
    expect(await screen.findByText('Not Delivered')).toBeInTheDocument();
    expect(screen.getByText('Not Paid')).toBeInTheDocument();
    expect(screen.getByText(/1 Le Loi, Hue,\s+530000, Vietnam/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ThinkPad X1' })).toHaveAttribute('href', '/product/thinkpad-x1');
    expect(within(screen.getByTestId('summary-Items')).getByText('91,00 VND')).toBeInTheDocument();
    expect(within(screen.getByTestId('summary-Order Total')).getByText('101,00 VND')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Paid' })).not.toBeInTheDocument();
    // Read straight from Firestore as the customer (no staff identities), not through the API.
    expect(liveOrders.watched()).toEqual([{ id: 'o1', asAdmin: false }]);
  });

  it('turns paid, packing and shipped while open, with no reload and no API read', async () => {
    const api = fakeApi({});
    liveOrders.set(orderFixture());
    renderOrder();
    expect(await screen.findByText('Not Paid')).toBeInTheDocument();

    const paidAt = '2025-03-05T10:00:00.000Z';
    const paid = orderFixture({
      isPaid: true,
      paidAt,
      status: 'paid',
      statusHistory: [
        { status: 'awaitingPayment', at: '2025-03-04T03:00:00.000Z', by: { role: 'customer' }, note: null },
        { status: 'paid', at: paidAt, by: { role: 'gateway' }, note: null },
      ],
    });
    liveOrders.set(paid);
    expect(await screen.findByText('Paid at 2025-03-05')).toBeInTheDocument();

    liveOrders.set({
      ...paid,
      status: 'shipped',
      shipment: { carrier: 'GHN', trackingNumber: 'GHN123' },
      statusHistory: [
        ...(paid.statusHistory ?? []),
        { status: 'shipped', at: '2025-03-06T03:00:00.000Z', by: { role: 'admin' }, note: 'GHN GHN123' },
      ],
    });
    const timeline = await screen.findByRole('list', { name: 'Order timeline' });
    expect(await within(timeline).findByText('Carrier: GHN · Tracking number: GHN123')).toBeInTheDocument();
    // The customer reads roles: the gateway by name, the staff as staff.
    expect(within(timeline).getByText(/· VNPAY$/)).toBeInTheDocument();
    expect(within(timeline).getByText(/· Shop staff$/)).toBeInTheDocument();
    expect(api.calls('orderById')).toEqual([]);
  });

  it("shows an admin who did what, from the admin's read of the order", async () => {
    liveOrders.set(
      orderFixture({
        status: 'packing',
        isPaid: true,
        paidAt: '2025-03-05T10:00:00.000Z',
        statusHistory: [
          {
            status: 'awaitingPayment',
            at: '2025-03-04T03:00:00.000Z',
            by: { role: 'customer', uid: 'u1', email: 'lan@example.com' },
            note: null,
          },
          {
            status: 'paid',
            at: '2025-03-05T10:00:00.000Z',
            by: { role: 'admin', uid: 'a1', email: 'staff@shop.vn' },
            note: null,
          },
        ],
      }),
    );
    renderOrder({ user: ADMIN });

    const timeline = await screen.findByRole('list', { name: 'Order timeline' });
    expect(within(timeline).getByText(/· Customer \(lan@example.com\)$/)).toBeInTheDocument();
    expect(within(timeline).getByText(/· staff@shop.vn$/)).toBeInTheDocument();
    expect(liveOrders.watched()).toEqual([{ id: 'o1', asAdmin: true }]);
  });

  it('shows the paid and delivered days', async () => {
    liveOrders.set(
      orderFixture({
        isPaid: true,
        paidAt: '2025-03-05T10:00:00.000Z',
        isDelivered: true,
        deliveredAt: '2025-03-06T11:00:00.000Z',
      }),
    );
    renderOrder();

    expect(await screen.findByText('Delivered at 2025-03-06')).toBeInTheDocument();
    expect(screen.getByText('Paid at 2025-03-05')).toBeInTheDocument();
  });

  it('lets an admin mark the order paid, then delivered', async () => {
    liveOrders.set(orderFixture());
    const api = fakeApi({
      markOrderPaid: orderFixture({ isPaid: true, paidAt: '2025-03-05T10:00:00.000Z' }),
      markOrderDelivered: orderFixture({
        isPaid: true,
        paidAt: '2025-03-05T10:00:00.000Z',
        isDelivered: true,
        deliveredAt: '2025-03-06T00:00:00.000Z',
      }),
    });
    renderOrder({ user: ADMIN });

    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Paid' }));
    expect(await screen.findByText('Order marked as paid')).toBeInTheDocument();
    expect(screen.getByText('Paid at 2025-03-05')).toBeInTheDocument();

    // Paid but never shipped: the dialog asks why it is delivered anyway.
    await userEvent.click(screen.getByRole('button', { name: 'Deliver Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deliver without a shipment' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Picked up at the shop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deliver Order' }));
    expect(await screen.findByText('Order delivered')).toBeInTheDocument();
    expect(screen.getByText('Delivered at 2025-03-06')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as Paid|Deliver Order/ })).not.toBeInTheDocument();
    expect(api.calls('markOrderPaid')).toEqual([expect.objectContaining({ params: { id: 'o1' } })]);
    expect(api.calls('markOrderDelivered')).toEqual([
      expect.objectContaining({ params: { id: 'o1' }, body: { reason: 'Picked up at the shop' } }),
    ]);
    // The answers update the page at once; the live read goes on (one listener).
    expect(liveOrders.watched()).toHaveLength(1);
  });

  it("forgets the order lists and the dashboard an admin's change made out of date", async () => {
    liveOrders.set(orderFixture());
    fakeApi({ markOrderPaid: orderFixture({ isPaid: true, paidAt: '2025-03-05T10:00:00.000Z' }) });
    const adminList = apiQueryKey('adminOrders', { query: {} });
    seedQuery(adminList, { orders: [{ ...orderFixture(), user: { name: 'Lan' } }], nextCursor: null });
    renderOrder({ user: ADMIN });

    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Paid' }));
    expect(await screen.findByText('Order marked as paid')).toBeInTheDocument();
    expect(readSnapshot(adminList).data).toBeUndefined();
  });

  describe('Vietnamese address and VAT invoice', () => {
    const INVOICE = invoiceRequest();
    const withInvoice = (issued: NonNullable<Order['invoice']>['issued'] = null) =>
      orderFixture({ shippingAddress: vietnameseAddress(), invoice: { ...INVOICE, issued } });

    it('shows the phone, ward and province under the address line', async () => {
      liveOrders.set(orderFixture({ shippingAddress: vietnameseAddress() }));
      renderOrder();

      expect(await screen.findByText('0912345678')).toBeInTheDocument();
      expect(screen.getByText('Phường Bến Thành, Thành phố Hồ Chí Minh')).toBeInTheDocument();
    });

    it('shows the invoice request to its shopper, without the admin form', async () => {
      liveOrders.set(withInvoice());
      renderOrder();

      const invoice = await screen.findByRole('region', { name: 'Hóa đơn VAT' });
      expect(within(invoice).getByText(INVOICE.taxCode)).toBeInTheDocument();
      expect(within(invoice).getByText(INVOICE.companyName)).toBeInTheDocument();
      expect(within(invoice).getByText('Not issued yet')).toBeInTheDocument();
      expect(within(invoice).queryByRole('button', { name: 'Record invoice issued' })).not.toBeInTheDocument();
    });

    it('lets an admin record the invoice as issued with its number', async () => {
      const issued = { number: 'AA/25E-0001234', at: '2025-03-07T03:00:00.000Z', by: { role: 'admin' as const } };
      liveOrders.set(withInvoice());
      const api = fakeApi({ issueInvoice: withInvoice(issued) });
      renderOrder({ user: ADMIN });

      await userEvent.type(await screen.findByRole('textbox', { name: /^Invoice number/ }), 'AA/25E-0001234');
      await userEvent.click(screen.getByRole('button', { name: 'Record invoice issued' }));

      expect(await screen.findByText('Issued on 2025-03-07, number AA/25E-0001234')).toBeInTheDocument();
      expect(api.calls('issueInvoice')).toEqual([
        expect.objectContaining({ params: { id: 'o1' }, body: { number: 'AA/25E-0001234' } }),
      ]);
      expect(screen.queryByRole('button', { name: 'Record invoice issued' })).not.toBeInTheDocument();
    });

    it('shows no invoice section for an order that asked for none', async () => {
      liveOrders.set(orderFixture());
      renderOrder({ user: ADMIN });

      expect(await screen.findByText('Not Delivered')).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Hóa đơn VAT' })).not.toBeInTheDocument();
    });
  });

  it('shows a fetch error in a red alert', async () => {
    // Someone else's order: the rules refuse it, and the page says what the API says for it.
    liveOrders.set(orderFixture({ userId: 'someone-else' }));
    liveOrders.refuse('o1');
    renderOrder();

    expect(await screen.findByRole('alert')).toHaveTextContent('Order Not Found');
  });
});

describe('order page: paying at the gateway', () => {
  it.each([
    ['VNPAY', 'Pay with VNPAY'],
    ['MOMO', 'Pay with MoMo'],
  ] as const)("offers the owner of an open unpaid %s order the '%s' button", async (paymentMethod, label) => {
    liveOrders.set(orderFixture({ paymentMethod }));
    renderOrder({ user: CUSTOMER });

    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByRole('button', { name: label })).toBeEnabled();
  });

  it.each([
    ['someone else (even an admin)', orderFixture(), ADMIN],
    ['a paid order', orderFixture({ isPaid: true, paidAt: '2025-03-05T10:00:00.000Z' }), CUSTOMER],
    [
      'a cancelled order',
      orderFixture({
        cancelledAt: '2025-03-04T06:00:00.000Z',
        cancelReason: 'payment-timeout',
        cancelledBy: 'timeout',
      }),
      CUSTOMER,
    ],
  ])('offers no Pay button to %s', async (_case, order, user) => {
    liveOrders.set(order);
    renderOrder({ user });

    expect(await screen.findByRole('heading', { name: 'Payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay with/ })).not.toBeInTheDocument();
  });

  it('asks for a payment URL and sends the browser there, the button disabled meanwhile', async () => {
    let answer: (value: PaymentRedirect) => void = () => undefined;
    liveOrders.set(orderFixture());
    const api = fakeApi({ startPayment: () => new Promise<PaymentRedirect>((resolve) => (answer = resolve)) });
    const assign = spyOnGateway();
    renderOrder();

    const button = await screen.findByRole('button', { name: 'Pay with VNPAY' });
    await userEvent.click(button);
    expect(button).toBeDisabled();
    await waitFor(() => expect(api.calls('startPayment')).toHaveLength(1));
    expect(button).toBeDisabled();
    expect(assign).not.toHaveBeenCalled();

    answer(redirect);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(GATEWAY_URL));
    expect(api.calls('startPayment')).toEqual([
      {
        params: { id: 'o1' },
        query: {},
        body: undefined,
        headers: expect.objectContaining({ Authorization: 'Bearer id-token' }),
      },
    ]);
    // The browser is leaving: no second attempt can start.
    expect(button).toBeDisabled();
  });

  it('enables the Pay button again when the shopper comes Back from the gateway', async () => {
    liveOrders.set(orderFixture());
    fakeApi({ startPayment: redirect });
    const assign = spyOnGateway();
    renderOrder();
    const button = await screen.findByRole('button', { name: 'Pay with VNPAY' });
    await userEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    expect(button).toBeDisabled();

    // The browser shows the page again from its back-forward cache.
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));

    expect(button).toBeEnabled();
  });

  it("shows the gateway's refusal as a toast and lets the shopper try again", async () => {
    liveOrders.set(orderFixture());
    fakeApi({ startPayment: apiFailure(502, 'Giao dịch không thành công (Merchant không hợp lệ)') });
    const assign = spyOnGateway();
    renderOrder();

    const button = await screen.findByRole('button', { name: 'Pay with VNPAY' });
    await userEvent.click(button);

    expect(await screen.findByText('Giao dịch không thành công (Merchant không hợp lệ)')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByText('Not Paid')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('does not follow a payment URL that is not a web address', async () => {
    liveOrders.set(orderFixture());
    fakeApi({ startPayment: { ...redirect, url: 'javascript:alert(1)' } });
    const assign = spyOnGateway();
    renderOrder();

    await userEvent.click(await screen.findByRole('button', { name: 'Pay with VNPAY' }));

    expect(await screen.findByText('The payment gateway sent an invalid address')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it("shows 'Cancelled: payment time-out' instead of 'Not Paid', and no admin action", async () => {
    liveOrders.set(
      orderFixture({
        cancelledAt: '2025-03-04T06:00:00.000Z',
        cancelReason: 'payment-timeout',
        cancelledBy: 'timeout',
      }),
    );
    renderOrder({ user: ADMIN });

    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByRole('alert')).toHaveTextContent('Cancelled: payment time-out');
    expect(screen.queryByText('Not Paid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark as Paid|Deliver Order/ })).not.toBeInTheDocument();
  });

  it('names the gateway and its transaction number under the paid day', async () => {
    liveOrders.set(
      orderFixture({
        isPaid: true,
        paidAt: '2025-03-05T10:00:00.000Z',
        payment: {
          provider: 'VNPAY',
          reference: 'o1-1',
          transactionNo: '14123456',
          bankCode: 'NCB',
          payDate: '2025-03-05T09:59:00.000Z',
        },
      }),
    );
    renderOrder();

    const paid = within(await screen.findByRole('region', { name: 'Payment' })).getByRole('alert');
    expect(paid).toHaveTextContent('Paid at 2025-03-05');
    expect(within(paid).getByText('VNPAY · transaction 14123456')).toBeInTheDocument();
  });

  it('tells admins, and only admins, that a late gateway payment needs a refund', async () => {
    const order = orderFixture({
      isPaid: true,
      paidAt: '2025-03-05T10:00:00.000Z',
      cancelledAt: '2025-03-04T06:00:00.000Z',
      cancelReason: 'payment-timeout',
      cancelledBy: 'timeout',
      needsRefund: true,
    });
    liveOrders.set(order);
    const admin = renderOrder({ user: ADMIN });

    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(within(payment).getByText(PAYMENT_MSG.needsRefund)).toBeInTheDocument();
    expect(within(payment).getByText('Paid at 2025-03-05')).toBeInTheDocument();
    expect(within(payment).getByText(PAYMENT_MSG.paymentTimeout)).toBeInTheDocument();
    admin.unmount();

    renderOrder({ user: CUSTOMER });
    expect(await screen.findByText('Paid at 2025-03-05')).toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_MSG.needsRefund)).not.toBeInTheDocument();
  });

  it("explains under 'Mark as Paid' that it is for payments outside the gateways", async () => {
    liveOrders.set(orderFixture());
    renderOrder({ user: ADMIN });

    expect(await screen.findByRole('button', { name: 'Mark as Paid' })).toHaveAccessibleDescription(
      PAYMENT_MSG.markPaidHint,
    );
  });

  describe('paid other than at a gateway', () => {
    const TRANSFER = {
      qrPayload: '00020101021238570010A00000072701270006970436011300110012345670208QRIBFTTA53037045403101',
      orderCode: 'LS7K2Q9',
      accountNumber: '0011001234567',
      bankBin: '970436',
      amount: 101,
      expiresAt: '2026-11-25T01:30:00.000Z',
    };

    it('a cash-on-delivery order says it is paid to the carrier, with no pay button', async () => {
      liveOrders.set(orderFixture({ paymentMethod: 'COD' }));
      renderOrder();

      expect(
        await screen.findByText('Cash on delivery: pay the carrier when the order is delivered.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Thanh toán khi nhận hàng (COD)')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Pay with/ })).not.toBeInTheDocument();
    });

    it('a bank-transfer order shows its transfer and turns paid by itself once the bank confirms it', async () => {
      const api = fakeApi({});
      const unpaid = orderFixture({ paymentMethod: 'BANK_TRANSFER', bankTransfer: TRANSFER });
      liveOrders.set(unpaid);
      renderOrder();

      expect(await screen.findByRole('heading', { name: 'Pay by bank transfer' })).toBeInTheDocument();
      expect(await screen.findByRole('img', { name: 'VietQR code of the transfer' })).toBeInTheDocument();

      // The bank's notification paid it: the listener reports the change.
      liveOrders.set({ ...unpaid, isPaid: true, paidAt: '2025-03-05T10:00:00.000Z' });

      expect(await screen.findByText('Paid at 2025-03-05')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Pay by bank transfer' })).not.toBeInTheDocument();
      expect(api.calls('orderById')).toEqual([]);
    });
  });
});
