import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VOUCHER_MSG } from '@shared/screen-messages';
import type { Voucher } from '@shared/vouchers';
import { apiFailure, fakeApi } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import AdminVouchersPage from './vouchers-page';

const voucher = (overrides: Partial<Voucher>): Voucher => ({
  code: 'TET2027',
  kind: 'percent',
  value: 10,
  maxDiscount: 50,
  minOrder: 100,
  startsAt: '2027-01-20T00:00',
  endsAt: '2027-02-20T00:00',
  maxUses: 5,
  maxUsesPerCustomer: 1,
  active: true,
  used: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

const renderVouchers = () =>
  renderPage(<AdminVouchersPage />, { path: '/admin/vouchers', url: '/admin/vouchers', user: ADMIN });

describe('admin vouchers page', () => {
  it('lists every voucher with its discount, dates in Vietnam time and usage count', async () => {
    fakeApi({
      adminVouchers: [voucher({}), voucher({ code: 'SHIPFREE', kind: 'freeShipping', maxUses: null, used: 7 })],
    });
    renderVouchers();

    expect(await screen.findByText('TET2027')).toBeInTheDocument();
    expect(screen.getByText('10% up to 50,00 VND')).toBeInTheDocument();
    expect(screen.getAllByText('2027-01-20 00:00 – 2027-02-20 00:00')).toHaveLength(2);
    expect(screen.getByTestId('used-TET2027')).toHaveTextContent('2 / 5');
    expect(screen.getByTestId('used-SHIPFREE')).toHaveTextContent('7');
  });

  it('creates a voucher from the form and lists it', async () => {
    const created = voucher({ code: 'SALE20', kind: 'fixed', value: 20, used: 0 });
    const lists = [[], [created]];
    const api = fakeApi({
      adminVouchers: () => lists.shift() ?? [created],
      createVoucher: { message: VOUCHER_MSG.voucherCreated, voucher: created },
    });
    renderVouchers();

    await screen.findByText('No vouchers yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Create Voucher' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'sale20');
    await userEvent.click(screen.getByRole('combobox', { name: 'Kind' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fixed amount' }));
    const amount = screen.getByRole('spinbutton', { name: 'Amount off' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '20');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Total uses (empty: no limit)' }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(VOUCHER_MSG.voucherCreated)).toBeInTheDocument();
    expect(await screen.findByText('SALE20')).toBeInTheDocument();
    expect(api.calls('createVoucher')).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ code: 'sale20', kind: 'fixed', value: 20, maxUses: 100, maxDiscount: null }),
      }),
    ]);
  });

  it('refuses a percentage above 100 under its field, sending nothing', async () => {
    const api = fakeApi({ adminVouchers: [] });
    renderVouchers();

    await screen.findByText('No vouchers yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Create Voucher' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'HALF');
    const percent = screen.getByRole('spinbutton', { name: 'Percent off' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('value must be a percentage from 1 to 100')).toBeInTheDocument();
    expect(api.calls('createVoucher')).toEqual([]);
  });

  it('a save over a voucher another admin changed says so, closes the form and lists the current version', async () => {
    const changed = voucher({ used: 4, updatedAt: '2026-11-02T00:00:00.000Z' });
    const lists = [[voucher({})]];
    const api = fakeApi({
      adminVouchers: () => lists.shift() ?? [changed],
      updateVoucher: apiFailure(409, VOUCHER_MSG.voucherChanged, 'RECORD_CHANGED'),
    });
    renderVouchers();

    await screen.findByText('TET2027');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(VOUCHER_MSG.voucherChanged)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('used-TET2027')).toHaveTextContent('4 / 5'));
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    expect(api.calls('adminVouchers')).toHaveLength(2);
  });

  it('another refusal of a save says so and keeps the form open as typed', async () => {
    const api = fakeApi({
      adminVouchers: [voucher({})],
      updateVoucher: apiFailure(409, 'The voucher cannot be saved now'),
    });
    renderVouchers();

    await screen.findByText('TET2027');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('The voucher cannot be saved now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(api.calls('adminVouchers')).toHaveLength(1);
  });

  it('deletes a voucher after confirming', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = fakeApi({ adminVouchers: [voucher({})], deleteVoucher: { message: VOUCHER_MSG.voucherDeleted } });
    renderVouchers();

    await screen.findByText('TET2027');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.calls('deleteVoucher')).toEqual([expect.objectContaining({ params: { id: 'TET2027' } })]),
    );
  });
});
