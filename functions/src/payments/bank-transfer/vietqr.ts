/**
 * The VietQR payload of a bank transfer: NAPAS's profile of the EMVCo merchant-presented QR, built
 * by vietnam-qr-pay (chosen over `vietqr`, which calls VietQR's web API through axios; see
 * docs/decisions/0022-cash-on-delivery-and-bank-transfer.md). Dynamic (point of initiation 12):
 * the amount and the transfer note are fixed, so any Vietnamese banking app that scans it fills in
 * the shop's account, the exact amount and the order code.
 */
import { QRPay } from 'vietnam-qr-pay';

export interface VietQrTransfer {
  /** The bank's 6-digit NAPAS BIN. */
  bankBin: string;
  accountNumber: string;
  /** Whole VND. */
  amount: number;
  /** The transfer note (the order code). */
  note: string;
}

export function vietQrPayload(transfer: VietQrTransfer): string {
  return QRPay.initVietQR({
    bankBin: transfer.bankBin,
    bankNumber: transfer.accountNumber,
    amount: String(transfer.amount),
    purpose: transfer.note,
  }).build();
}
