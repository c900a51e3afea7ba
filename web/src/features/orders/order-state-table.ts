/**
 * The one table of the states of an order's life as the screens name them
 * (docs/decisions/0020-order-life.md): the product owner's Vietnamese and English side by side in
 * the default text, one language in each catalogue; and the short name of the admin orders table's
 * tabs and state column.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentMethod } from '@shared/constants';
import type { Order } from '@shared/entities/order';
import { currentStatus, type OrderLife, type OrderStatus } from '@shared/order-status';

export interface OrderStateView {
  label: MessageDescriptor;
  /** The admin orders table's tabs and state column, and the audit log. */
  shortLabel: MessageDescriptor;
}

export const ORDER_STATE_TABLE: Record<OrderStatus, OrderStateView> = {
  awaitingPayment: { label: msg`Chờ thanh toán / Awaiting payment`, shortLabel: msg`Awaiting payment` },
  paid: { label: msg`Đã thanh toán / Paid`, shortLabel: msg`Paid` },
  packing: { label: msg`Đang chuẩn bị / Packing`, shortLabel: msg`Packing` },
  shipped: { label: msg`Đang giao / Shipped`, shortLabel: msg`Shipped` },
  delivered: { label: msg`Đã giao / Delivered`, shortLabel: msg`Delivered` },
  cancelled: { label: msg`Đã hủy / Cancelled`, shortLabel: msg`Cancelled` },
  refundPending: { label: msg`Cần hoàn tiền / Refund pending`, shortLabel: msg`Refund pending` },
  refunded: { label: msg`Đã hoàn tiền / Refunded`, shortLabel: msg`Refunded` },
  awaitingApproval: { label: msg`Chờ duyệt hồ sơ trả góp`, shortLabel: msg`Awaiting approval` },
};

/**
 * The shopper's one status: the state's label, except that a cash-on-delivery order waiting for its
 * money says how it is paid (it pays the carrier; nothing is waited for now).
 */
export const ORDER_STATUS_FOR_SHOPPER: Partial<Record<PaymentMethod, Partial<Record<OrderStatus, MessageDescriptor>>>> =
  {
    COD: { awaitingPayment: msg`Thanh toán khi nhận hàng / Pay on delivery` },
  };

export const shopperStatusLabel = (order: Pick<Order, 'paymentMethod'> & OrderLife): MessageDescriptor => {
  const status = currentStatus(order);
  return ORDER_STATUS_FOR_SHOPPER[order.paymentMethod]?.[status] ?? ORDER_STATE_TABLE[status].label;
};

/** The progress bar's steps, in order (docs/decisions/0091-order-codes-success-page-dates.md). */
export const ORDER_PROGRESS_STEPS: readonly MessageDescriptor[] = [
  msg`Đã đặt / Placed`,
  msg`Đã xác nhận / Confirmed`,
  msg`Đang giao / Shipping`,
  msg`Đã giao / Delivered`,
];

/**
 * The step each state has reached (paid or packed: the shop has the order confirmed); null for the
 * states off the way (cancelled, refunds), which show their status alone.
 */
export const PROGRESS_STEP: Record<OrderStatus, number | null> = {
  awaitingPayment: 0,
  paid: 1,
  packing: 1,
  shipped: 2,
  delivered: 3,
  cancelled: null,
  refundPending: null,
  refunded: null,
  awaitingApproval: 0,
};

/** The order history's tabs on phones, and the states each holds. */
export type OrderTab = 'all' | 'toConfirm' | 'shipping' | 'delivered' | 'cancelled';

export const ORDER_TABS: readonly { tab: OrderTab; label: MessageDescriptor }[] = [
  { tab: 'all', label: msg`Tất cả / All` },
  { tab: 'toConfirm', label: msg`Chờ xác nhận / Processing` },
  { tab: 'shipping', label: msg`Đang giao / Shipping` },
  { tab: 'delivered', label: msg`Đã giao / Delivered` },
  { tab: 'cancelled', label: msg`Đã hủy / Cancelled` },
];

/** Every state before the parcel leaves the shop is "to confirm" for the shopper; refunds sit with the cancelled. */
export const ORDER_TAB_OF: Record<OrderStatus, Exclude<OrderTab, 'all'>> = {
  awaitingPayment: 'toConfirm',
  paid: 'toConfirm',
  packing: 'toConfirm',
  shipped: 'shipping',
  delivered: 'delivered',
  cancelled: 'cancelled',
  refundPending: 'cancelled',
  refunded: 'cancelled',
  awaitingApproval: 'toConfirm',
};
