/**
 * Under an open order's payment state, how it is paid when that is not at a gateway: cash to the
 * carrier, or the bank transfer's code and details (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 */
import type { Order } from '@shared/entities/order';
import type { BankAccountSettings } from '@shared/shop-settings';
import { PAYMENT_METHOD_TABLE } from '@/features/orders/payment-method-table';

export function PaymentInstructions({
  order,
  account,
}: {
  order: Order;
  account: Pick<BankAccountSettings, 'bankName' | 'accountName'>;
}) {
  if (order.isPaid || order.cancelledAt) return null;
  return PAYMENT_METHOD_TABLE[order.paymentMethod].instructions?.(order, account) ?? null;
}
