/**
 * Under an open order's payment state, how it is paid when that is not at a gateway: cash to the
 * carrier, or the bank transfer's code and details (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 */
import { t } from '@lingui/core/macro';
import { Alert } from '@mui/material';
import type { Order } from '@shared/entities/order';
import type { BankAccountSettings } from '@shared/shop-settings';
import { BankTransferPanel } from './bank-transfer-panel';

export function PaymentInstructions({
  order,
  account,
}: {
  order: Order;
  account: Pick<BankAccountSettings, 'bankName' | 'accountName'>;
}) {
  if (order.isPaid || order.cancelledAt) return null;
  if (order.paymentMethod === 'COD') {
    return <Alert severity="info">{t`Cash on delivery: pay the carrier when the order is delivered.`}</Alert>;
  }
  if (order.paymentMethod === 'BANK_TRANSFER' && order.bankTransfer) {
    return <BankTransferPanel transfer={order.bankTransfer} account={account} />;
  }
  return null;
}
