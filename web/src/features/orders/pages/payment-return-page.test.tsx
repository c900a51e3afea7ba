import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Order, PaymentReturn } from '@shared/entities';
import { API_MSG } from '@shared/messages';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { api, ApiError } from '../../../lib/api-client';
import { orderFixture } from '../../../testing/order-fixture';
import { renderPage } from '../../../testing/render-page';
import { POLL_INTERVAL_MS, POLL_LIMIT_MS } from '../hooks/use-payment-confirmation';
import { MomoReturnPage, VnpayReturnPage } from './payment-return-page';

vi.mock('../../../lib/api-client', async (importOriginal) =>
  (await import('../../../testing/mock-api')).mockApiModule(importOriginal),
);

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

/** The return check answers `verify`; each read of order o1 answers the next of `orders` (the last repeats). */
function serverAnswers(verify: () => Promise<PaymentReturn>, orders: Order[] = []) {
  let reads = 0;
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path.startsWith('/payments/')) return verify();
    if (path === '/orders/o1') return orders[Math.min(reads++, orders.length - 1)];
    throw new Error(`unexpected GET ${path}`);
  });
}
const orderReads = () => vi.mocked(api.get).mock.calls.filter(([path]) => path === '/orders/o1').length;

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

beforeEach(() => {
  vi.mocked(api.get).mockReset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('payment return pages', () => {
  it('sends the query exactly as the gateway wrote it to the matching check, without credentials', async () => {
    serverAnswers(async () => returned({ outcome: 'failed', reason: FAILURE_REASON }));
    renderVnpayReturn();
    expect(await screen.findByRole('heading', { level: 1, name: 'VNPAY payment' })).toBeInTheDocument();
    await screen.findByText(`Payment failed: ${FAILURE_REASON}`);
    expect(api.get).toHaveBeenCalledWith(`/payments/vnpay/return${VNPAY_QUERY}`);
  });

  it('says why the payment failed and leads back to the order, where it can be paid again', async () => {
    serverAnswers(async () => returned({ outcome: 'failed', reason: FAILURE_REASON, reference: 'o1-2' }));
    renderMomoReturn();

    expect(await screen.findByRole('alert')).toHaveTextContent(`Payment failed: ${FAILURE_REASON}`);
    expect(screen.getByRole('heading', { level: 1, name: 'MoMo payment' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/order/o1');
    expect(api.get).toHaveBeenCalledWith(`/payments/momo/return${MOMO_QUERY}`);
    expect(orderReads()).toBe(0);
  });

  it('shows the server message when the return data is not signed by the gateway', async () => {
    serverAnswers(async () => {
      throw new ApiError(400, API_MSG.invalidPaymentSignature);
    });
    renderVnpayReturn();

    expect(await screen.findByRole('alert')).toHaveTextContent(API_MSG.invalidPaymentSignature);
    expect(screen.getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/orderhistory');
    expect(screen.queryByRole('link', { name: 'View order' })).not.toBeInTheDocument();
    expect(screen.queryByText(PAYMENT_MSG.paymentSuccessful)).not.toBeInTheDocument();
  });

  it("waits for the gateway's confirmation, then says the payment was successful", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const unpaid = orderFixture();
    const paid = orderFixture({ isPaid: true, paidAt: '2025-03-05T10:00:00.000Z' });
    serverAnswers(async () => returned(), [unpaid, unpaid, paid]);
    renderVnpayReturn();

    expect(await screen.findByRole('heading', { name: 'Waiting for confirmation' })).toBeInTheDocument();
    await firstReadAnswered();
    const status = screen.getByRole('status');
    expect(within(status).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/order/o1');

    await elapse(POLL_INTERVAL_MS);
    expect(orderReads()).toBe(2);
    expect(within(status).getByRole('heading')).toHaveTextContent('Waiting for confirmation');

    await elapse(POLL_INTERVAL_MS);
    expect(within(status).getByRole('heading')).toHaveTextContent('Payment successful');
    expect(within(status).queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/order/o1');

    // Paid: no more reads.
    await elapse(POLL_INTERVAL_MS * 3);
    expect(orderReads()).toBe(3);
  });

  it('says so at once when the notification arrived before the shopper', async () => {
    serverAnswers(async () => returned(), [orderFixture({ isPaid: true, paidAt: '2025-03-05T10:00:00.000Z' })]);
    renderVnpayReturn();

    expect(await screen.findByRole('heading', { name: 'Payment successful' })).toBeInTheDocument();
  });

  it('keeps reading through a failed read, and gives up after two minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const unpaid = orderFixture();
    // The network blip hits the first read of the order.
    let reads = 0;
    vi.mocked(api.get).mockImplementation(async (path: string) => {
      if (path.startsWith('/payments/')) return returned();
      if (reads++ === 0) throw new ApiError(0, 'Cannot reach the server.');
      return unpaid;
    });
    renderVnpayReturn();

    expect(await screen.findByRole('heading', { name: 'Waiting for confirmation' })).toBeInTheDocument();
    await firstReadAnswered();
    await elapse(POLL_INTERVAL_MS);
    expect(orderReads()).toBe(2);

    await elapse(POLL_LIMIT_MS);
    const readsWhenGivenUp = orderReads();
    expect(readsWhenGivenUp).toBeGreaterThan(40);
    expect(screen.getByRole('status')).toHaveTextContent('The gateway has not confirmed the payment yet.');
    expect(screen.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument();
    await elapse(POLL_INTERVAL_MS * 5);
    expect(orderReads()).toBe(readsWhenGivenUp);
  });

  it('stops reading the order when the shopper leaves the page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serverAnswers(async () => returned(), [orderFixture()]);
    const { unmount } = renderVnpayReturn();
    expect(await screen.findByRole('heading', { name: 'Waiting for confirmation' })).toBeInTheDocument();

    unmount();
    const readsWhenLeft = orderReads();
    await elapse(POLL_INTERVAL_MS * 5);
    expect(orderReads()).toBe(readsWhenLeft);
  });
});
