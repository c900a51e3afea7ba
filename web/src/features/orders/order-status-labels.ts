/**
 * The name of each state of an order's life, as the product owner wrote them: Vietnamese and
 * English side by side in the default text, one language in each catalogue
 * (docs/decisions/0020-order-life.md).
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OrderStatus } from '@shared/order-status';

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageDescriptor> = {
  awaitingPayment: msg`Chờ thanh toán / Awaiting payment`,
  paid: msg`Đã thanh toán / Paid`,
  packing: msg`Đang chuẩn bị / Packing`,
  shipped: msg`Đang giao / Shipped`,
  delivered: msg`Đã giao / Delivered`,
  cancelled: msg`Đã hủy / Cancelled`,
  refundPending: msg`Cần hoàn tiền / Refund pending`,
  refunded: msg`Đã hoàn tiền / Refunded`,
};
