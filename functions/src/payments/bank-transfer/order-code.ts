/**
 * A bank-transfer order at placement: its note carries the order's code, which every order gets
 * when placed (shared/order-code.ts, reserved by data/order-codes.ts), and what the shopper
 * transfers (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 */
import type { OrderBankTransfer } from '../../shared/entities/payment.js';
import {
  findOrderCodes,
  ORDER_CODE_ALPHABET,
  ORDER_CODE_PREFIX,
  ORDER_CODE_RANDOM_LENGTH,
} from '../../shared/order-code.js';
import type { BankAccountSettings } from '../../shared/shop-settings.js';
import { vietQrPayload } from './vietqr.js';

/** The transfer note's code is the order's code (the names the bank webhook has always used). */
export const BANK_ORDER_CODE_PREFIX = ORDER_CODE_PREFIX;
export const BANK_ORDER_CODE_ALPHABET = ORDER_CODE_ALPHABET;
export const BANK_ORDER_CODE_RANDOM_LENGTH = ORDER_CODE_RANDOM_LENGTH;
/** The order codes in a transfer's free text, upper-cased, whatever the bank did to the case around them. */
export const findBankOrderCodes = findOrderCodes;
export { newOrderCode as newBankOrderCode } from '../../data/order-codes.js';

/** What a bank transfer of this total pays, in whole VND as banks transfer it. */
export const bankTransferAmount = (totalPrice: number): number => Math.round(totalPrice);

export function bankTransferFor(
  account: BankAccountSettings,
  order: { code: string; totalPrice: number; createdAt: string },
  hours: number,
): OrderBankTransfer {
  const amount = bankTransferAmount(order.totalPrice);
  return {
    qrPayload: vietQrPayload({
      bankBin: account.bankBin,
      accountNumber: account.accountNumber,
      amount,
      note: order.code,
    }),
    orderCode: order.code,
    accountNumber: account.accountNumber,
    bankBin: account.bankBin,
    amount,
    expiresAt: new Date(Date.parse(order.createdAt) + hours * 3_600_000).toISOString(),
  };
}
