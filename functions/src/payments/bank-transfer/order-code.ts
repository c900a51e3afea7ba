/**
 * A bank-transfer order at placement: a short order code the transfer note carries, reserved in
 * the placing transaction so no two orders share one, and what the shopper transfers
 * (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 */
import { randomInt } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { bankTransferCodesCol } from '../../data/collections.js';
import type { OrderBankTransfer } from '../../shared/entities/payment.js';
import type { BankAccountSettings } from '../../shared/shop-settings.js';
import { vietQrPayload } from './vietqr.js';

/**
 * A bank-transfer order's code, written in the transfer note: the prefix, then characters no one
 * misreads when typing it into a banking app by hand (no 0/O, 1/I/L). 31^5 codes: the placing
 * transaction reserves each one (bankTransferCodes/{code}), so two orders never share one.
 */
export const BANK_ORDER_CODE_PREFIX = 'LS';
export const BANK_ORDER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const BANK_ORDER_CODE_RANDOM_LENGTH = 5;
/** The order codes in a transfer's free text, upper-cased, whatever the bank did to the case around them. */
export const findBankOrderCodes = (text: string): string[] => [
  ...new Set(
    [
      ...text
        .toUpperCase()
        .matchAll(
          new RegExp(`${BANK_ORDER_CODE_PREFIX}[${BANK_ORDER_CODE_ALPHABET}]{${BANK_ORDER_CODE_RANDOM_LENGTH}}`, 'g'),
        ),
    ].map((match) => match[0]),
  ),
];

/** Codes tried before giving up; with 28 million codes and a few thousand open orders, one almost always does. */
const CODE_TRIES = 5;

export const newBankOrderCode = (): string =>
  BANK_ORDER_CODE_PREFIX +
  Array.from(
    { length: BANK_ORDER_CODE_RANDOM_LENGTH },
    () => BANK_ORDER_CODE_ALPHABET[randomInt(BANK_ORDER_CODE_ALPHABET.length)],
  ).join('');

/**
 * A code no order holds yet, read in the caller's transaction (before its writes): a concurrent
 * placement that picked the same code conflicts on the document and retries.
 */
export async function freeBankOrderCode(tx: Transaction, db: Firestore): Promise<string> {
  for (let i = 0; i < CODE_TRIES; i += 1) {
    const code = newBankOrderCode();
    if (!(await tx.get(bankTransferCodesCol(db).doc(code))).exists) return code;
  }
  throw new Error('No free bank-transfer order code after several tries');
}

/** Reserves the code for the order, in the caller's transaction. */
export function reserveBankOrderCode(
  tx: Transaction,
  db: Firestore,
  code: string,
  orderId: string,
  createdAt: string,
): void {
  tx.create(bankTransferCodesCol(db).doc(code), { orderId, createdAt });
}

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
