/**
 * What each admin order dialog says and does: shipping asks for the carrier and tracking number,
 * and every action that moves money or cannot be undone (deliver, cancel, refund) says what will
 * happen, with the amount and the order (docs/decisions/0031-admin-actions-that-cannot-slip.md).
 */
import { t } from '@lingui/core/macro';
import type { Order } from '@shared/entities/order';
import { currentStatus } from '@shared/order-status';
import { formatOrderAmount } from '@shared/money';
import { ordersApi } from '@/features/orders/orders-api';
import { orderDisplayId } from '@/features/orders/order-display-id';
import { GATEWAY_NAMES, PAYMENT_METHOD_TABLE } from '@/features/orders/payment-method-table';
import type { OrderDialogName, RunOrderAction } from './order-action-runner';
import type { DialogField } from './order-form-dialog';

export interface OrderActionDialog {
  title: string;
  description?: string;
  confirm: string;
  fields: DialogField[];
  submit: (v: Record<string, string>) => void;
}

/** The gateway that took the order's money, or null when a refund has to be made by hand. */
export function refundGateway(order: Order) {
  return order.payment && PAYMENT_METHOD_TABLE[order.payment.provider].gateway ? order.payment.provider : null;
}

export function refundGatewayName(order: Order) {
  const gateway = refundGateway(order);
  return gateway ? GATEWAY_NAMES[gateway] : '';
}

function shippingDialogs(
  order: Order,
  run: RunOrderAction,
): Pick<Record<OrderDialogName, OrderActionDialog>, 'ship' | 'deliver' | 'cancelWaybill'> {
  const id = order._id;
  const shownId = orderDisplayId(order);
  const amount = formatOrderAmount(order.totalPrice);
  // A waybill made with the carrier ships as it is: its carrier and tracking number are filled in.
  const waybill = order.shipment?.status === 'created' ? order.shipment : null;
  const trackingNumber = waybill?.trackingNumber ?? '';
  return {
    ship: {
      title: t`Ship order`,
      confirm: t`Ship`,
      fields: [
        { name: 'carrier', label: t`Carrier`, required: true, maxLength: 100, initialValue: waybill?.carrier },
        {
          name: 'trackingNumber',
          label: t`Tracking number`,
          required: true,
          maxLength: 100,
          initialValue: trackingNumber,
        },
      ],
      submit: ({ carrier = '', trackingNumber = '' }) =>
        void run(() => ordersApi.ship(id, { carrier, trackingNumber }), t`Order shipped`),
    },
    cancelWaybill: {
      title: t`Cancel waybill`,
      description: t`Cancel waybill ${trackingNumber} of order ${shownId} with the carrier? The order stays packing and can get a new waybill.`,
      confirm: t`Cancel waybill`,
      fields: [],
      submit: () => void run(() => ordersApi.cancelWaybill(id), t`Waybill cancelled`),
    },
    // Shipped: the carrier vouches for it. Never shipped (picked up, say): the admin says why.
    deliver:
      currentStatus(order) === 'shipped'
        ? {
            title: t`Deliver Order`,
            description: order.isPaid
              ? t`Mark order ${shownId} as delivered? The customer is told it arrived.`
              : t`Mark order ${shownId} as delivered and its ${amount} as collected in cash?`,
            confirm: t`Deliver Order`,
            fields: [],
            submit: () => void run(() => ordersApi.markDelivered(id), t`Order delivered`),
          }
        : {
            title: t`Deliver without a shipment`,
            description: t`Order ${shownId} was never shipped. Say why it is delivered anyway (the customer picked it up, for example): the reason is kept in its history.`,
            confirm: t`Deliver Order`,
            fields: [{ name: 'reason', label: t`Reason`, required: true, maxLength: 500 }],
            submit: ({ reason = '' }) => void run(() => ordersApi.markDelivered(id, reason), t`Order delivered`),
          },
  };
}

function moneyBackDialogs(
  order: Order,
  run: RunOrderAction,
): Pick<Record<OrderDialogName, OrderActionDialog>, 'cancel' | 'gatewayRefund' | 'handRefund'> {
  const id = order._id;
  const gatewayName = refundGatewayName(order);
  const shownId = orderDisplayId(order);
  const amount = formatOrderAmount(order.totalPrice);
  return {
    cancel: {
      title: t`Cancel this order?`,
      description: order.isPaid
        ? t`Cancel order ${shownId}? Its items go back in stock and its ${amount} waits for a refund.`
        : t`Cancel order ${shownId}? Its items go back in stock and the customer is told the reason.`,
      confirm: t`Cancel order`,
      fields: [{ name: 'reason', label: t`Reason (the customer is told)`, required: true, maxLength: 500 }],
      submit: ({ reason = '' }) => void run(() => ordersApi.cancel(id, reason), t`Order cancelled`),
    },
    gatewayRefund: {
      title: t`Refund through ${gatewayName}`,
      description: t`Refund ${amount} through ${gatewayName} for order ${shownId}?`,
      confirm: t`Refund`,
      fields: [],
      submit: () => void run(() => ordersApi.refund(id), t`Refunded`),
    },
    handRefund: {
      title: t`Refund by hand`,
      description: t`Record that ${amount} of order ${shownId} was refunded by hand?`,
      confirm: t`Record refund`,
      fields: [
        {
          name: 'reference',
          label: t`Reference`,
          required: true,
          maxLength: 200,
          helperText: t`The reference of the transfer or cash refund you made`,
        },
      ],
      submit: ({ reference = '' }) => void run(() => ordersApi.refund(id, reference), t`Refund recorded`),
    },
  };
}

export function orderActionDialog(order: Order, name: OrderDialogName, run: RunOrderAction): OrderActionDialog {
  return { ...shippingDialogs(order, run), ...moneyBackDialogs(order, run) }[name];
}
