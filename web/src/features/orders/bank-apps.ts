/**
 * The banking apps a shopper on a phone can open with the transfer filled in, through VietQR's
 * deeplink service (https://www.vietqr.io/deeplink, recorded in
 * docs/decisions/0091-order-codes-success-page-dates.md):
 * `https://dl.vietqr.io/pay?app={appId}&am={amount}&tn={note}&ba={account}@{bankCode}&bn={name}&url={returnUrl}`.
 * A short static list of the major banks, vendored so the page calls no API to draw it; `app` is the
 * app's id (not the bank's), `ba` names the shop's account with its bank's code in lower case, its
 * `@` and the return URL kept unencoded as the service asks.
 */
import type { OrderBankTransfer } from '@shared/entities/payment';

export interface BankApp {
  /** The app's id in VietQR's deeplink list. */
  appId: string;
  name: string;
}

export const BANK_APPS: readonly BankApp[] = [
  { appId: 'vcb', name: 'Vietcombank' },
  { appId: 'tcb', name: 'Techcombank' },
  { appId: 'mb', name: 'MB Bank' },
  { appId: 'bidv', name: 'BIDV' },
  { appId: 'icb', name: 'VietinBank' },
  { appId: 'acb', name: 'ACB' },
  { appId: 'tpb', name: 'TPBank' },
  { appId: 'vpb', name: 'VPBank' },
];

/** The receiving bank's code in `ba`, by its NAPAS BIN (the shop's settings hold the BIN). */
const BANK_CODE_BY_BIN: Readonly<Record<string, string>> = {
  '970436': 'vcb',
  '970407': 'tcb',
  '970422': 'mb',
  '970418': 'bidv',
  '970415': 'icb',
  '970416': 'acb',
  '970423': 'tpb',
  '970432': 'vpb',
};

export const bankCodeOfBin = (bin: string): string | null => BANK_CODE_BY_BIN[bin] ?? null;

/** The deeplink that opens `app` with this transfer filled in; null when the shop's bank is not one VietQR names here. */
export function bankAppLink(
  app: BankApp,
  transfer: Pick<OrderBankTransfer, 'amount' | 'orderCode' | 'accountNumber' | 'bankBin'>,
  accountName: string,
  returnUrl: string,
): string | null {
  const bankCode = bankCodeOfBin(transfer.bankBin);
  if (!bankCode) return null;
  const query = [
    `app=${encodeURIComponent(app.appId)}`,
    `am=${transfer.amount}`,
    `tn=${encodeURIComponent(transfer.orderCode)}`,
    `ba=${encodeURIComponent(transfer.accountNumber)}@${bankCode}`,
    `bn=${encodeURIComponent(accountName)}`,
    `url=${returnUrl}`,
  ];
  return `https://dl.vietqr.io/pay?${query.join('&')}`;
}
