import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodReconciliationRow } from '@shared/cod-reconciliation';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import AdminCodReconciliationPage from './cod-page';

vi.mock('@/features/admin/shared/save-csv-file', () => ({ saveCsvFile: vi.fn() }));

const row = (overrides: Partial<CodReconciliationRow>): CodReconciliationRow => ({
  orderId: 'order-1',
  orderCode: 'LSAB12C',
  carrier: 'ghn',
  trackingNumber: 'GHN0001',
  expected: 3_600_000,
  collected: 3_600_000,
  collectedAt: '2026-11-26T03:00:00.000Z',
  transferredAt: null,
  ...overrides,
});

const renderCod = () =>
  renderPage(<AdminCodReconciliationPage />, {
    path: '/admin/cod-reconciliation',
    url: '/admin/cod-reconciliation',
    user: ADMIN,
  });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-27T05:00:00.000Z'), shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Admin → Đối soát COD', () => {
  it('shows each waybill’s expected and collected cash, naming the differences', async () => {
    fakeApi({
      codReconciliation: [
        row({ orderId: 'short', orderCode: 'LSSHORT', collected: 3_550_000 }),
        row({ orderId: 'held', orderCode: 'LSHELD1', collectedAt: '2026-11-10T03:00:00.000Z' }),
        row({ orderId: 'fine', orderCode: 'LSFINE1', transferredAt: '2026-11-26T09:00:00.000Z' }),
      ],
    });
    renderCod();

    const table = await screen.findByRole('table', { name: 'Đối soát COD' });
    const [, short, held, fine] = within(table).getAllByRole('row');
    expect(within(short!).getByRole('link', { name: 'LSSHORT' })).toHaveAttribute('href', '/order/short');
    expect(short).toHaveTextContent('GHN GHN0001');
    expect(short).toHaveTextContent(/3\.600\.000.*3\.550\.000/);
    expect(within(short!).getByText('Số tiền thu khác')).toBeInTheDocument();
    expect(within(held!).getByText('Chưa chuyển tiền sau 7 ngày')).toBeInTheDocument();
    expect(within(fine!).queryByText(/Số tiền thu khác|Chưa chuyển tiền/)).not.toBeInTheDocument();
  });

  it('asks for the differences only and the days chosen, and downloads the same rows as a CSV', async () => {
    const api = fakeApi({
      codReconciliation: [],
      exportCodReconciliation: { filename: 'doi-soat-cod-2026-11-27.csv', text: 'orderId\r\n' },
    });
    renderCod();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    expect(await screen.findByText('Không có đơn COD nào.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Chỉ đơn chênh lệch' }));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(api.calls('codReconciliation').at(-1)?.query).toEqual({
      from: '2026-11-01',
      to: '',
      onlyDifferences: 'true',
    });
    expect(api.calls('exportCodReconciliation')[0]?.query).toEqual({
      from: '2026-11-01',
      to: '',
      onlyDifferences: 'true',
    });
  });
});
