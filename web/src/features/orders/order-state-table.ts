/**
 * The one table of the states of an order's life as the screens name them
 * (docs/decisions/0020-order-life.md): the product owner's Vietnamese and English side by side in
 * the default text, one language in each catalogue; and the short name of the admin orders table's
 * tabs and state column.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderStatus } from '@shared/order-status';

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
};
