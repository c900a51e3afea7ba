import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderBankTransfer } from '@shared/entities/payment';
import { renderWithProviders } from '@/testing/render-with-providers';
import { BankTransferPanel } from './bank-transfer-panel';

const TRANSFER: OrderBankTransfer = {
  qrPayload:
    '00020101021238570010A00000072701270006970436011300110012345670208QRIBFTTA530370454031315802VN62110807LS7K2Q96304ABCD',
  orderCode: 'LS7K2Q9',
  accountNumber: '0011001234567',
  bankBin: '970436',
  amount: 2_450_000,
  expiresAt: '2026-11-25T01:30:00.000Z',
};
const ACCOUNT = { bankName: 'Vietcombank', accountName: 'CONG TY LAPTOP SHOP' };

describe('bank transfer panel', () => {
  it('shows the VietQR code, the account, amount, note and the deadline in Vietnam time', async () => {
    renderWithProviders(<BankTransferPanel transfer={TRANSFER} account={ACCOUNT} />);

    expect(screen.getByRole('heading', { name: 'Pay by bank transfer' })).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: 'VietQR code of the transfer' });
    expect(qr).toHaveAttribute('data-payload', TRANSFER.qrPayload);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('Vietcombank')).toBeInTheDocument();
    expect(screen.getByText('CONG TY LAPTOP SHOP')).toBeInTheDocument();
    expect(screen.getByText('0011001234567')).toBeInTheDocument();
    expect(screen.getByText('2450000')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Transfer exactly 2.450.000 VND with the note LS7K2Q9 by 2026-11-25 08:30 (Vietnam time); the order is cancelled after that.',
      ),
    ).toBeInTheDocument();
  });

  it('copies the account number, the amount and the transfer note', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BankTransferPanel transfer={TRANSFER} account={ACCOUNT} />);

    await user.click(screen.getByRole('button', { name: 'Copy Account number' }));
    expect(await navigator.clipboard.readText()).toBe('0011001234567');
    await user.click(screen.getByRole('button', { name: 'Copy Amount' }));
    expect(await navigator.clipboard.readText()).toBe('2450000');
    await user.click(screen.getByRole('button', { name: 'Copy Transfer note' }));
    expect(await navigator.clipboard.readText()).toBe('LS7K2Q9');
  });
});
