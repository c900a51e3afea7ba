/**
 * The cash a carrier collects at the door for an order that ships unpaid, and whether that cash
 * pays it (docs/installments.md, docs/decisions/0110-finance-company-applications.md). Cash on
 * delivery collects the whole total, which pays the order. An approved finance-company order
 * collects only the buyer's down payment (trả trước, 0 when none): the finance company pays the
 * shop the rest, so the order stays unpaid until the admin records that money with Mark as Paid.
 */
import { FINANCE_COMPANY } from './constants.js';
import { downPaymentOf } from './installment-plan.js';

interface DeliveryCashOrder {
  paymentMethod: string;
  totalPrice: number;
  isPaid: boolean;
  finance?: { downPaymentPercent: number } | null;
}

/** Whether the cash collected at delivery is the order's money (cash on delivery), not a down payment. */
export const deliveryPaysOrder = (order: Pick<DeliveryCashOrder, 'paymentMethod'>): boolean =>
  order.paymentMethod !== FINANCE_COMPANY;

/** The cash the carrier collects: nothing for a paid order, the down payment through a finance company, else the total. */
export function cashDueOnDelivery(order: DeliveryCashOrder): number {
  if (order.isPaid) return 0;
  if (!deliveryPaysOrder(order)) return downPaymentOf(order.totalPrice, order.finance?.downPaymentPercent ?? 0);
  return order.totalPrice;
}
