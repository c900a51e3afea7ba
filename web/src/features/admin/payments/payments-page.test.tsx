import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaymentReconciliation } from '@shared/entities/payment';
import type { ReconciliationPage } from '@shared/entities/admin';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import AdminPaymentsPage from './payments-page';

const record = (overrides: Partial<PaymentReconciliation> = {}): PaymentReconciliation => ({
  _id: 'o1-2',
  reference: 'o1-2',
  orderId: 'o1',
  userId: 'u1',
  provider: 'VNPAY',
  amount: 101,
  transactionNo: '14000001',
  reason: 'already-paid',
  createdAt: '2025-03-04T05:00:00.000Z',
  state: 'needs-refund',
  refund: null,
  ...overrides,
});
const refunded = record({
  state: 'refunded',
  refund: { by: { uid: 'a1', email: 'admin@example.com' }, at: '2025-03-05T05:00:00.000Z', note: 'VNPAY refund 77' },
});
const cellTexts = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const pageOf = (reconciliations: PaymentReconciliation[], nextCursor: string | null = null): ReconciliationPage => ({
  reconciliations,
  nextCursor,
});
const renderPayments = (url = '/admin/payments') =>
  renderPage(<AdminPaymentsPage />, { path: '/admin/payments', url, user: ADMIN });

describe('admin payments page', () => {
  it('lists payments that paid no order: attempt, order, amount, gateway, why, and who refunded them when', async () => {
    fakeApi({
      paymentReconciliations: pageOf([
        record(),
        { ...refunded, _id: 'o9-1', reference: 'o9-1', orderId: 'o9', provider: 'MOMO', reason: 'attempt-voided' },
      ]),
    });
    renderPayments();

    const table = await screen.findByRole('table', { name: 'Payments' });
    const [header, open, done] = within(table).getAllByRole('row');
    expect(
      within(header!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['REFERENCE', 'ORDER', 'DATE', 'AMOUNT', 'GATEWAY', 'WHY', 'STATE', 'ACTIONS']);
    expect(cellTexts(open!)).toEqual([
      'o1-2',
      'o1',
      '2025-03-04',
      '101,00 VND',
      'VNPAY',
      'Order already paid',
      'Needs refund',
      'Mark refunded',
    ]);
    expect(within(open!).getByRole('link', { name: 'o1' })).toHaveAttribute('href', '/order/o1');
    expect(cellTexts(done!)).toEqual([
      'o9-1',
      'o9',
      '2025-03-04',
      '101,00 VND',
      'MoMo',
      'Order deleted before the payment came',
      'Refunded by handby admin@example.com on 2025-03-05VNPAY refund 77',
      '',
    ]);
  });

  it('marks one refunded by hand with the note the admin wrote, then shows it refunded', async () => {
    const lists = [pageOf([record()]), pageOf([refunded])];
    const api = fakeApi({
      paymentReconciliations: () => lists.shift() ?? pageOf([refunded]),
      markPaymentRefunded: refunded,
    });
    renderPayments();

    await userEvent.click(await screen.findByRole('button', { name: 'Mark refunded' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Mark refunded' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), '  VNPAY refund 77 ');
    await userEvent.click(confirm);

    expect(await screen.findByText('VNPAY refund 77')).toBeInTheDocument();
    expect(api.calls('markPaymentRefunded')).toEqual([
      expect.objectContaining({ params: { id: 'o1-2' }, body: { note: 'VNPAY refund 77' } }),
    ]);
    expect(api.calls('paymentReconciliations')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Mark refunded' })).not.toBeInTheDocument();
  });

  it('says so when no payment needs a refund', async () => {
    fakeApi({ paymentReconciliations: pageOf([]) });
    renderPayments();
    expect(await screen.findByText('No payment needs a refund.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Payment pages' })).not.toBeInTheDocument();
  });

  it('shows the page after the cursor in the URL, with links to the first and the next page', async () => {
    const api = fakeApi({ paymentReconciliations: pageOf([record()], '2025-03-04T05:00:00.000Z~o1-2') });
    renderPayments('/admin/payments?after=2025-03-09T00%3A00%3A00.000Z~o7-1');

    expect(await screen.findByRole('table', { name: 'Payments' })).toBeInTheDocument();
    expect(api.calls('paymentReconciliations')).toEqual([
      expect.objectContaining({ query: { after: '2025-03-09T00:00:00.000Z~o7-1' } }),
    ]);
    const pager = screen.getByRole('navigation', { name: 'Payment pages' });
    expect(
      within(pager)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['First page', '/admin/payments'],
      ['Next page', '/admin/payments?after=2025-03-04T05%3A00%3A00.000Z~o1-2'],
    ]);
  });
});
