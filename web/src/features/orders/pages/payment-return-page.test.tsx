import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Order, PaymentReturn } from '@shared/entities';
import { API_MSG } from '@shared/messages';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { apiFailure, fakeApi, type FakeAnswer, type FakeApi } from '@/testing/fake-api';
import { orderFixture } from '@/testing/order-fixture';
import { renderPage } from '@/testing/render-page';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from '@/features/orders/hooks/use-payment-confirmation';
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

/** Both gateways' return checks answer `verify`; each read of order o1 answers the next of `orders` (the last repeats). */
function serverAnswers(verify: FakeAnswer<'vnpayReturn'>, orders: Order[] = []): FakeApi {
  let reads = 0;
  return fakeApi({
    vnpayReturn: verify,
    momoReturn: verify,
    orderById: () => orders[Math.min(reads++, orders.length - 1)] ?? apiFailure(404, 'Order Not Found'),
  });
}
const orderReads = (api: FakeApi) => api.calls('orderById').length;
/** The gateway's parameters as the server receives them. */
const paramsOf = (query: string) => Object.fromEntries(new URLSearchParams(query));

const renderVnpayReturn = () =>
  renderPage(<VnpayReturnPage />, { path: '/payment/vnpay/return', url: `/payment/vnpay/return${VNPAY_QUERY}` });
const renderMomoReturn = () =>
  renderPage(<MomoReturnPage />, { path: '/payment/momo/return', url: `/payment/momo/return${MOMO_QUERY}` });

/**
 * Moves the clock on by `ms` in small steps: React runs the effects that schedule the next read
 * only when an act() ends, so one big step would fire only the timers already set.
 */
async function elapse(ms: number) {
  const STEP_MS = 250;
  for (let done = 0; done < ms; done += STEP_MS) await act(() => vi.advanceTimersByTimeAsync(STEP_MS));
}

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
    expect(orderReads(api)).toBe(0);
  });

  it('shows the server message when the return data is not signed by the gateway', async () => {
    const api = serverAnswers(apiFailure(400, API_MSG.invalidPaymentSignature));
    renderVnpayReturn();

    expect(await screen.findByRole('alert')).toHaveTextContent(API_MSG.invalidPaymentSignature);
    expect(screen.getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/orderhistory');
    expect(screen.queryByRole('link', { name: 'View order' })).not.toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_MSG.paymentSuccessful)).not.toBeInTheDocument();
    expect(orderReads(api)).toBe(0);
  });

  it("waits for the gateway's confirmation, then says the payment was successful", async () => {
    vi.useFakeTimers();
    const unpaid = orderFixture();
    const paid = orderFixture({ isPaid: true, paidAt: '2025-03-05T10:00:00.000Z' });
    const api = serverAnswers(returned(), [unpaid, unpaid, paid]);
    renderVnpayReturn();

    expect(await waitingShown()).toBeInTheDocument();
    await firstReadAnswered();
    const status = screen.getByRole('status');
    expect(within(status).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/order/o1');

    await elapse(POLL_INTERVAL_MS);
    expect(orderReads(api)).toBe(2);
    expect(within(status).getByRole('heading')).toHaveTextContent('Waiting for confirmation');

    await elapse(POLL_INTERVAL_MS);
    expect(within(status).getByRole('heading')).toHaveTextContent('Payment successful');
    expect(within(status).queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/order/o1');

    // Paid: no more reads.
    await elapse(POLL_INTERVAL_MS * 3);
    expect(orderReads(api)).toBe(3);
  });

  it('says so at once when the notification arrived before the shopper', async () => {
    serverAnswers(returned(), [orderFixture({ isPaid: true, paidAt: '2025-03-05T10:00:00.000Z' })]);
    renderVnpayReturn();

    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
  });

  it('keeps reading through a failed read, and gives up after two minutes', async () => {
    vi.useFakeTimers();
    const unpaid = orderFixture();
    // The network blip hits the first read of the order.
    let reads = 0;
    const api = fakeApi({
      vnpayReturn: returned(),
      orderById: () => {
        if (reads++ === 0) throw new TypeError('Failed to fetch');
        return unpaid;
      },
    });
    renderVnpayReturn();

    expect(await waitingShown()).toBeInTheDocument();
    await firstReadAnswered();
    await elapse(POLL_INTERVAL_MS);
    expect(orderReads(api)).toBe(2);

    await elapse(POLL_LIMIT_MS);
    const readsWhenGivenUp = orderReads(api);
    expect(readsWhenGivenUp).toBeGreaterThan(40);
    expect(screen.getByRole('status')).toHaveTextContent('The gateway has not confirmed the payment yet.');
    expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
    await elapse(POLL_INTERVAL_MS * 5);
    expect(orderReads(api)).toBe(readsWhenGivenUp);
  });

  it('stops reading the order when the shopper leaves the page', async () => {
    vi.useFakeTimers();
    const api = serverAnswers(returned(), [orderFixture()]);
    const { unmount } = renderVnpayReturn();
    expect(await waitingShown()).toBeInTheDocument();
    await firstReadAnswered();
    await elapse(POLL_INTERVAL_MS);
    expect(orderReads(api)).toBe(2);

    unmount();
    const readsWhenLeft = orderReads(api);
    await elapse(POLL_INTERVAL_MS * 5);
    expect(orderReads(api)).toBe(readsWhenLeft);
  });
});
