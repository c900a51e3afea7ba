import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order } from '@shared/entities/order';
import type { PaymentReturn } from '@shared/entities/payment';
import { API_MSG } from '@shared/messages';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { apiFailure, fakeApi, type FakeAnswer, type FakeApi } from '@/testing/fake-api';
import { orderFixture } from '@/testing/order-fixture';
import { renderPage } from '@/testing/render-page';
import { GUEST_ORDER_POLL, WAIT_LIMIT_MS } from '@/features/orders/hooks/use-payment-confirmation';
import { ORDER_TOKEN_HEADER } from '@shared/guest-order';
import { liveOrders } from '@/testing/fake-live-orders';
import { MomoReturnPage, VnpayReturnPage } from './payment-return-page';

const VNPAY_QUERY = '?vnp_Amount=10100000&vnp_ResponseCode=00&vnp_TxnRef=o1-1&vnp_SecureHash=ab%2Fcd';
const MOMO_QUERY = '?partnerCode=MOMO&orderId=o1-2&resultCode=1006&signature=ef01';
const FAILURE_REASON = 'Người dùng đã hủy giao dịch (The customer cancelled the payment)';

const returned = (overrides: Partial<PaymentReturn> = {}): PaymentReturn => ({
  orderId: 'o1',
  reference: 'o1-1',
  outcome: 'success',
  reason: null,
  ...overrides,
});

/** Both gateways' return checks answer `verify`; order o1 is stored as `order` (read live from Firestore). */
function serverAnswers(verify: FakeAnswer<'vnpayReturn'>, order?: Order): FakeApi {
  if (order) liveOrders.set(order);
  return fakeApi({ vnpayReturn: verify, momoReturn: verify });
}
/** How many times the page started listening to the order. */
const orderReads = () => liveOrders.watched().length;
/** The gateway's parameters as the server receives them. */
const paramsOf = (query: string) => Object.fromEntries(new URLSearchParams(query));

const renderVnpayReturn = () =>
  renderPage(<VnpayReturnPage />, { path: '/payment/vnpay/return', url: `/payment/vnpay/return${VNPAY_QUERY}` });
const renderMomoReturn = () =>
  renderPage(<MomoReturnPage />, { path: '/payment/momo/return', url: `/payment/momo/return${MOMO_QUERY}` });

/** The page shows 'Waiting…' before its first read of the order answered; timing starts after. */
const firstReadAnswered = () => act(async () => undefined);

/** Taken before any test fakes the timers: the real clock, to wait on while the fake one stands still. */
const realSetTimeout = globalThis.setTimeout;

/**
 * Waits for the 'Waiting for confirmation' heading without moving the fake clock. The tests that
 * count reads fake the timers without following real time, so a slow machine cannot add a read;
 * findBy* would wait on those frozen timers forever. Instead, this runs what is due now (React's
 * scheduled renders) and lets the real clock pass between looks.
 */
async function waitingShown() {
  const TRIES = 300;
  const PAUSE_MS = 10;
  for (let tries = 0; tries < TRIES; tries += 1) {
    const heading = screen.queryByRole('heading', { name: 'Waiting for confirmation' });
    if (heading) return heading;
    await act(() => vi.advanceTimersByTimeAsync(0));
    await new Promise((resolve) => realSetTimeout(resolve, PAUSE_MS));
  }
  return screen.getByRole('heading', { name: 'Waiting for confirmation' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('payment return pages', () => {
  it('sends the query exactly as the gateway wrote it to the matching check, without credentials', async () => {
    const api = serverAnswers(returned({ outcome: 'failed', reason: FAILURE_REASON }));
    renderVnpayReturn();
    expect(await screen.findByRole('heading', { level: 1, name: 'VNPAY payment' })).toBeInTheDocument();
    await screen.findByText(`Payment failed: ${FAILURE_REASON}`);
    expect(api.calls('vnpayReturn')).toEqual([expect.objectContaining({ query: paramsOf(VNPAY_QUERY) })]);
    expect(paramsOf(VNPAY_QUERY)).toMatchObject({ vnp_SecureHash: 'ab/cd' });
    expect(api.calls('vnpayReturn')[0]?.headers).not.toHaveProperty('Authorization');
    expect(api.calls('momoReturn')).toEqual([]);
  });

  it('says why the payment failed and leads back to the order, where it can be paid again', async () => {
    const api = serverAnswers(returned({ outcome: 'failed', reason: FAILURE_REASON, reference: 'o1-2' }));
    renderMomoReturn();

    expect(await screen.findByRole('alert')).toHaveTextContent(`Payment failed: ${FAILURE_REASON}`);
    expect(screen.getByRole('heading', { level: 1, name: 'MoMo payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/order/o1');
    expect(api.calls('momoReturn')).toEqual([expect.objectContaining({ query: paramsOf(MOMO_QUERY) })]);
    expect(api.calls('momoReturn')[0]?.headers).not.toHaveProperty('Authorization');
    expect(api.calls('vnpayReturn')).toEqual([]);
    expect(orderReads()).toBe(0);
  });

  it('shows the server message when the return data is not signed by the gateway', async () => {
    serverAnswers(apiFailure(400, API_MSG.invalidPaymentSignature));
    renderVnpayReturn();

    expect(await screen.findByRole('alert')).toHaveTextContent(API_MSG.invalidPaymentSignature);
    expect(screen.getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/orderhistory');
    expect(screen.queryByRole('link', { name: 'View order' })).not.toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_MSG.paymentSuccessful)).not.toBeInTheDocument();
    expect(orderReads()).toBe(0);
  });

  it("waits for the gateway's confirmation, then says the payment was successful, with no polling", async () => {
    serverAnswers(returned(), orderFixture());
    renderVnpayReturn();

    const status = (await screen.findByRole('heading', { name: 'Waiting for confirmation' })).closest(
      '[role="status"]',
    );
    expect(within(status as HTMLElement).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/order/o1');

    // The gateway's notification reached the server: the order's listener reports it paid.
    liveOrders.set(orderFixture({ isPaid: true, paidAt: '2025-03-05T10:00:00.000Z' }));

    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/order/o1');
    // One listener, and the order was never read through the API.
    expect(orderReads()).toBe(1);
  });

  it("follows a guest's order through the API with its token, and leads to the guest's order page", async () => {
    vi.useFakeTimers();
    window.sessionStorage.setItem('guestOrders', JSON.stringify({ LSAB234: { orderId: 'o1', orderToken: 'tok-1' } }));
    const guestOrder = orderFixture({ userId: null, orderCode: 'LSAB234' });
    const api = fakeApi({ vnpayReturn: returned(), orderById: guestOrder });
    renderVnpayReturn();

    expect(await waitingShown()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/tra-cuu-don-hang/LSAB234');
    // The notification reaches the server: the next ask finds the order paid.
    api.answer('orderById', { ...guestOrder, isPaid: true, paidAt: '2026-11-27T03:00:00.000Z' });
    await act(() => vi.advanceTimersByTimeAsync(GUEST_ORDER_POLL.everyMs));

    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
    const reads = api.calls('orderById');
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads.every((call) => call.headers[ORDER_TOKEN_HEADER] === 'tok-1')).toBe(true);
    // No Firestore listener: a guest's order has no client read.
    expect(orderReads()).toBe(0);
    // Paid: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(GUEST_ORDER_POLL.everyMs * 3));
    expect(api.calls('orderById')).toHaveLength(reads.length);
  });

  it('says so at once when the notification arrived before the shopper', async () => {
    serverAnswers(returned(), orderFixture({ isPaid: true, paidAt: '2025-03-05T10:00:00.000Z' }));
    renderVnpayReturn();

    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
  });

  it('says after two minutes that the gateway has not confirmed yet, and still turns paid when it does', async () => {
    vi.useFakeTimers();
    serverAnswers(returned(), orderFixture());
    renderVnpayReturn();

    expect(await waitingShown()).toBeInTheDocument();
    await firstReadAnswered();
    await act(() => vi.advanceTimersByTimeAsync(WAIT_LIMIT_MS));
    expect(screen.getByRole('status')).toHaveTextContent('The gateway has not confirmed the payment yet.');
    expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();

    await act(async () => liveOrders.set(orderFixture({ isPaid: true, paidAt: '2025-03-05T10:00:00.000Z' })));
    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
  });

  it('stops listening to the order when the shopper leaves the page', async () => {
    serverAnswers(returned(), orderFixture());
    const { unmount } = renderVnpayReturn();
    expect(await screen.findByRole('heading', { name: 'Waiting for confirmation' })).toBeInTheDocument();
    expect(liveOrders.listening()).toBe(1);

    unmount();

    expect(liveOrders.listening()).toBe(0);
  });
});
