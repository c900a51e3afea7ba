import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    // The amount reads with the shop's price style; its copy button still gives the digits (below).
    expect(screen.getByText('2.450.000 VND')).toBeInTheDocument();
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

describe('saving the QR code and opening a banking app', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("'Lưu ảnh QR' draws the code on a canvas and downloads it as a PNG named after the order", async () => {
    const user = userEvent.setup();
    const fillRect = vi.fn();
    const context = { fillStyle: '', fillRect } as unknown as CanvasRenderingContext2D;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    const png = new Blob(['png'], { type: 'image/png' });
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((callback: BlobCallback, type?: string) => callback(type === 'image/png' ? png : null));
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:vietqr');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const downloads: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    renderWithProviders(<BankTransferPanel transfer={TRANSFER} account={ACCOUNT} />);

    await user.click(screen.getByRole('button', { name: 'Lưu ảnh QR / Save QR image' }));

    await vi.waitFor(() => expect(downloads).toEqual([{ href: 'blob:vietqr', download: 'VietQR-LS7K2Q9.png' }]));
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
    expect(createObjectURL).toHaveBeenCalledWith(png);
    // A white background, then one square per dark module: a real code, not an empty image.
    expect(fillRect.mock.calls[0]).toEqual([0, 0, expect.any(Number), expect.any(Number)]);
    expect(fillRect.mock.calls.length).toBeGreaterThan(100);
    const canvas = (HTMLCanvasElement.prototype.getContext as unknown as { mock: { contexts: HTMLCanvasElement[] } })
      .mock.contexts[0];
    expect(canvas?.width).toBe(fillRect.mock.calls[0]?.[2]);
  });

  it("on a phone, lists the major banks' apps, each a VietQR deeplink with the amount, the note and the shop's account", () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderWithProviders(<BankTransferPanel transfer={TRANSFER} account={ACCOUNT} />);
    const apps = screen.getByRole('navigation', { name: 'Open your banking app' });
    const links = within(apps).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Vietcombank',
      'Techcombank',
      'MB Bank',
      'BIDV',
      'VietinBank',
      'ACB',
      'TPBank',
      'VPBank',
    ]);
    const mb = within(apps).getByRole('link', { name: 'MB Bank' }).getAttribute('href') ?? '';
    expect(mb).toBe(
      `https://dl.vietqr.io/pay?app=mb&am=2450000&tn=LS7K2Q9&ba=0011001234567@vcb&bn=CONG%20TY%20LAPTOP%20SHOP&url=${window.location.href}`,
    );
  });
});
