import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PendingFinanceApplication } from '@shared/finance-endpoints';
import { order } from '@test-factories';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import AdminInstallmentsPage from './installments-page';

const application = (overrides: Partial<PendingFinanceApplication> = {}): PendingFinanceApplication => ({
  orderId: 'order-1',
  orderCode: 'LSAB12C',
  createdAt: '2026-11-27T01:00:00.000Z',
  holdEndsAt: '2026-11-29T01:00:00.000Z',
  msLeft: 31 * 3_600_000 + 5 * 60_000,
  fullName: 'Nguyễn Văn A',
  phone: '+84912345678',
  nationalIdMasked: '********1234',
  termMonths: 12,
  downPaymentPercent: 20,
  totalPrice: 3_600_000,
  ...overrides,
});

const renderInstallments = () =>
  renderPage(<AdminInstallmentsPage />, { path: '/admin/installments', url: '/admin/installments', user: ADMIN });

describe('Admin → Trả góp', () => {
  it('lists pending applications with the time left, the CCCD masked until "Xem"', async () => {
    const api = fakeApi({
      financeApplications: {
        applications: [application(), application({ orderId: 'order-2', orderCode: 'LSXY34Z', msLeft: 0 })],
      },
      revealFinanceNationalId: { nationalId: '079203001234' },
    });
    renderInstallments();

    const first = within(await screen.findByRole('listitem', { name: 'Hồ sơ LSAB12C' }));
    expect(first.getByText('Nguyễn Văn A')).toBeInTheDocument();
    expect(first.getByText('Còn 31 giờ 5 phút')).toBeInTheDocument();
    expect(first.getByText('********1234')).toBeInTheDocument();
    expect(first.getByText('Kỳ hạn 12 tháng, trả trước 20%')).toBeInTheDocument();
    const second = within(screen.getByRole('listitem', { name: 'Hồ sơ LSXY34Z' }));
    expect(second.getByText('Hết thời gian giữ hàng')).toBeInTheDocument();

    await userEvent.click(first.getByRole('button', { name: /^Xem/ }));
    expect(await first.findByText('079203001234')).toBeInTheDocument();
    expect(api.calls('revealFinanceNationalId')).toEqual([expect.objectContaining({ params: { id: 'order-1' } })]);
  });

  it('approves with the finance company and contract number, then reloads the list', async () => {
    const lists = [{ applications: [application()] }, { applications: [] }];
    const api = fakeApi({
      financeApplications: () => lists.shift() ?? { applications: [] },
      approveFinance: order({ _id: 'order-1', status: 'awaitingPayment' }),
    });
    renderInstallments();

    const card = within(await screen.findByRole('listitem', { name: 'Hồ sơ LSAB12C' }));
    await userEvent.click(card.getByRole('button', { name: 'Duyệt' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Duyệt hồ sơ LSAB12C' }));
    const confirm = dialog.getByRole('button', { name: 'Duyệt' });
    expect(confirm).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Công ty tài chính' }), 'Home Credit');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Số hợp đồng' }), 'HC-2026-0001');
    await userEvent.click(confirm);

    expect(await screen.findByText('Không có hồ sơ nào chờ duyệt.')).toBeInTheDocument();
    expect(api.calls('approveFinance')).toEqual([
      expect.objectContaining({
        params: { id: 'order-1' },
        body: { partner: 'Home Credit', contractNumber: 'HC-2026-0001' },
      }),
    ]);
  });

  it('refuses with the reason the customer is told', async () => {
    const api = fakeApi({
      financeApplications: { applications: [application()] },
      refuseFinance: order({ _id: 'order-1', status: 'cancelled' }),
    });
    renderInstallments();

    const card = within(await screen.findByRole('listitem', { name: 'Hồ sơ LSAB12C' }));
    await userEvent.click(card.getByRole('button', { name: 'Từ chối' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Từ chối hồ sơ LSAB12C' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Lý do' }), 'Thu nhập chưa đủ');
    await userEvent.click(dialog.getByRole('button', { name: 'Từ chối' }));

    expect(api.calls('refuseFinance')).toEqual([
      expect.objectContaining({ params: { id: 'order-1' }, body: { reason: 'Thu nhập chưa đủ' } }),
    ]);
  });
});
