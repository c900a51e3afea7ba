/**
 * An order's life: the states an order passes through, and the record of each change. The order
 * keeps its current `status` and the whole `statusHistory`; the spec's `isPaid`/`paidAt` and
 * `isDelivered`/`deliveredAt` are kept true to them (docs/decisions/0020-order-life.md).
 */
import { API_MSG } from './messages.js';
import { ORDER_LIFE_MSG, PAYMENT_MSG } from './payment-messages.js';

export const ORDER_STATUSES = [
  'awaitingPayment',
  'paid',
  'packing',
  'shipped',
  'delivered',
  'cancelled',
  'refundPending',
  'refunded',
  // A finance company's application waits for the staff's decision (docs/installments.md).
  'awaitingApproval',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Who caused a change: the customer or admin who asked for it, or one of the shop's own actors
 * (the payment time-out, a gateway's notification), in the audit log's actor shape.
 */
export interface StatusActor {
  uid: string;
  email: string;
}

/**
 * Who caused a change as the order records it: the role only (its customer reads the order). The
 * person's uid and email live in `orders/{id}/staff/actors` (shared/order-staff.ts), and only an
 * admin's view of the order carries them, merged back (docs/decisions/0028-orders-read-from-firestore.md).
 */
export interface StatusBy {
  role: StatusRole;
  uid?: string;
  email?: string;
}

/** One entry of `statusHistory`: the state entered, when, by whom, and why (null when no reason is given). */
export interface StatusChange {
  status: OrderStatus;
  at: string;
  by: StatusBy;
  note: string | null;
}

/** Where a waybill the shop made with a carrier stands: made (before pickup), or cancelled before pickup. */
export type WaybillStatus = 'created' | 'cancelled';

/** A parcel's journey as the carriers report it, in the shop's words (api/shipping/carrier-events.ts). */
export const SHIPMENT_STAGES = [
  'picked',
  'inTransit',
  'delivering',
  'deliveryFailed',
  'delivered',
  'returning',
  'returned',
  'cancelled',
] as const;
export type ShipmentStage = (typeof SHIPMENT_STAGES)[number];

/** One step the carrier reported: the stage, the carrier's own status word, and when. */
export interface ShipmentEvent {
  status: ShipmentStage;
  carrierStatus?: string;
  at: string;
}

/**
 * Set when the order is shipped (carrier and tracking number, both required to ship), or earlier,
 * on a Packing order, when the shop makes the carrier's waybill (docs/shipping-carriers.md): then
 * the carrier's fee, the cash it collects, the insured value, where the label and the tracking page
 * are, its expected delivery, and the waybill's status and events.
 */
export interface OrderShipment {
  carrier: string;
  trackingNumber: string;
  fee?: number;
  codAmount?: number;
  insuranceValue?: number;
  labelUrl?: string;
  trackingUrl?: string;
  expectedDeliveryAt?: string;
  status?: WaybillStatus;
  events?: ShipmentEvent[];
  /** The cash the carrier says it collected on delivery, and when it paid it over to the shop. */
  codCollected?: number;
  codTransferredAt?: string;
  /** Delivered, but the cash collected is not the order's total: left unpaid for the admin to settle. */
  codMismatch?: boolean;
  createdAt?: string;
}

/**
 * Who asks for a change: the order's owner, an admin, a gateway's verified notification, or the
 * shop itself (the payment time-out).
 */
export type StatusRole = 'customer' | 'admin' | 'gateway' | 'shop' | 'carrier';

/**
 * Every change of state the shop makes, and who may make it (docs/decisions/0020-order-life.md).
 * `transitionRefusal` adds the conditions a table cannot say (cash on delivery, a late payment).
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderStatus, readonly StatusRole[]>>>> = {
  awaitingPayment: {
    paid: ['admin', 'gateway'],
    // Cash on delivery only: packed and shipped unpaid, paid on delivery.
    packing: ['admin'],
    cancelled: ['customer', 'admin', 'shop'],
  },
  // 'Deliver Order' once paid (the spec's screen) goes straight to delivered: no shipment is invented.
  paid: { packing: ['admin'], delivered: ['admin'], refundPending: ['customer', 'admin'] },
  // The carrier's verified webhook (api/shipping/carrier-events.ts): picked up, delivered, returned.
  packing: {
    shipped: ['admin', 'carrier'],
    delivered: ['admin', 'carrier'],
    // An unpaid (cash on delivery) order is cancelled; a paid one waits for its refund.
    cancelled: ['customer', 'admin'],
    refundPending: ['customer', 'admin'],
  },
  // A parcel the carrier brings back: unpaid, cancelled with its stock back; paid, waits for its refund.
  shipped: { delivered: ['admin', 'carrier'], cancelled: ['carrier'], refundPending: ['carrier'] },
  // Delivered unpaid (cash collected short, or a finance company's order): 'Mark as Paid' records the money.
  delivered: { paid: ['admin'] },
  // A gateway's payment that arrives after the cancellation: the time-out's order is reopened when
  // its stock is still there; a person's cancellation stands and the money waits for its refund.
  cancelled: { paid: ['gateway'], refundPending: ['gateway'] },
  refundPending: { refunded: ['admin'] },
  refunded: {},
  // Approved: it then lives like cash on delivery; refused, cancelled or timed out: its stock goes back.
  awaitingApproval: { awaitingPayment: ['admin'], cancelled: ['customer', 'admin', 'shop'] },
};

/** The states before shipping, in which an order may still be cancelled. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['awaitingPayment', 'paid', 'packing'];

/** The cancellation reason the payment time-out writes (a text only: `cancelledBy` says who cancelled). */
export const PAYMENT_TIMEOUT_REASON = 'payment-timeout';
/** The reason written when a cash-on-delivery order was not confirmed (packed) by the shop in time. */
export const COD_UNCONFIRMED_REASON = 'cod-unconfirmed';
/** The reason written when a finance company's application was not decided within the hold. */
export const APPROVAL_TIMEOUT_REASON = 'approval-timeout';

/**
 * Who cancelled an order: its customer, an admin, or the payment time-out. Written by the shop's own
 * transitions, never by a client, and the only thing that decides whether late money may reopen the
 * order: only the time-out's cancellation may be undone by a payment (docs/decisions/0032-paid-only-through-the-order-rules.md).
 */
export const CANCELLERS = ['customer', 'admin', 'timeout'] as const;
export type Canceller = (typeof CANCELLERS)[number];

/** The canceller of each role that may cancel. */
const CANCELLER_OF_ROLE: Partial<Record<StatusRole, Canceller>> = {
  customer: 'customer',
  admin: 'admin',
  shop: 'timeout',
  // A return is the shop's cancel, never the time-out's: late money does not reopen it.
  carrier: 'admin',
};
export const cancellerOfRole = (role: StatusRole): Canceller | null => CANCELLER_OF_ROLE[role] ?? null;

/** The uid the payment time-out is recorded with (payments/reservations.ts SHOP_ACTOR). */
export const TIMEOUT_ACTOR_UID = 'system';

/** The fields of an order that its life changes (OrderDoc has them all). */
export interface OrderLife {
  paymentMethod: string;
  isPaid: boolean;
  paidAt: string | null;
  isDelivered: boolean;
  deliveredAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  status?: OrderStatus;
  statusHistory?: StatusChange[];
  shipment?: OrderShipment | null;
  /** Who cancelled it, while it is cancelled (or waits for a refund after a cancel); null otherwise. */
  cancelledBy?: Canceller | null;
  /** The owner's uid: an order stored before `cancelledBy` existed tells its customer's cancel by it. */
  userId?: string | null;
}

/**
 * Who cancelled the order, null when it is not cancelled. An order cancelled before `cancelledBy`
 * was recorded is read from its history: the time-out's entry is by the shop (role `shop`, or the
 * shop's own uid on an entry written before roles), its customer's by the role `customer` (or their
 * uid), anyone else's is an admin's. Its reason text decides nothing, since a customer may type any
 * reason.
 */
export function cancellerOf(
  order: Pick<OrderLife, 'cancelledAt' | 'cancelledBy' | 'cancelReason' | 'statusHistory' | 'userId'>,
): Canceller | null {
  if (!order.cancelledAt) return null;
  if (order.cancelledBy) return order.cancelledBy;
  const entry = [...(order.statusHistory ?? [])]
    .reverse()
    .find((e) => e.status === 'cancelled' || e.status === 'refundPending');
  const by = entry?.by;
  if (by?.role === 'shop' || by?.uid === TIMEOUT_ACTOR_UID) return 'timeout';
  if (by?.role === 'customer' || (by?.uid !== undefined && by.uid === order.userId)) return 'customer';
  return 'admin';
}

/** The shop's words for its own cancel: the payment time-out, or a COD order not confirmed in time. */
export const timeoutCancelMessage = (order: Pick<OrderLife, 'cancelReason'>): string =>
  order.cancelReason === COD_UNCONFIRMED_REASON ? PAYMENT_MSG.codUnconfirmed : PAYMENT_MSG.paymentTimeout;

/** Cash on delivery (shared/constants.ts SHIPS_UNPAID_METHODS), named here so this file imports no constants. */
const isCashOnDelivery = (order: Pick<OrderLife, 'paymentMethod'>, cashOnDelivery: string | readonly string[]) =>
  typeof cashOnDelivery === 'string'
    ? order.paymentMethod === cashOnDelivery
    : cashOnDelivery.includes(order.paymentMethod);

/**
 * The state of an order, also of one stored before states existed: read from its flags.
 */
export function currentStatus(order: OrderLife): OrderStatus {
  if (order.status) return order.status;
  if (order.isDelivered) return 'delivered';
  if (order.cancelledAt) return order.isPaid ? 'refundPending' : 'cancelled';
  return order.isPaid ? 'paid' : 'awaitingPayment';
}

/**
 * Why `role` may not move `order` to `to` (the API's 409 message), or null when it may.
 * `cashOnDelivery` is the payment method that may be packed, shipped and delivered unpaid.
 */
export function transitionRefusal(
  order: OrderLife,
  to: OrderStatus,
  role: StatusRole,
  cashOnDelivery: string | readonly string[],
): string | null {
  const from = currentStatus(order);
  const cod = isCashOnDelivery(order, cashOnDelivery);
  // The spec's messages for its own two buttons stay what they were.
  if (to === 'paid' && order.isPaid) return API_MSG.orderAlreadyPaid;
  if (to === 'delivered' && from === 'delivered') return API_MSG.orderAlreadyDelivered;
  const canceller = cancellerOf(order);
  if (from === 'cancelled' && role !== 'gateway' && canceller === 'timeout') return PAYMENT_MSG.paymentTimeout;
  // Late money reopens only the time-out's cancellation; a person's cancel stands (the money waits for its refund).
  if (from === 'cancelled' && to === 'paid' && canceller !== 'timeout') return ORDER_LIFE_MSG.transitionRefused;
  if (!(ORDER_TRANSITIONS[from][to]?.includes(role) ?? false)) {
    const cancelling = to === 'cancelled' || to === 'refundPending';
    if (cancelling && (from === 'shipped' || from === 'delivered')) return ORDER_LIFE_MSG.cannotCancelShipped;
    if (to === 'delivered' && from === 'awaitingPayment') return API_MSG.orderNotPaid;
    if (to === 'refunded') return ORDER_LIFE_MSG.notRefundPending;
    return ORDER_LIFE_MSG.transitionRefused;
  }
  // Only cash on delivery moves on unpaid, and is paid when delivered from shipped.
  if (to === 'packing' && !order.isPaid && !cod) return API_MSG.orderNotPaid;
  if (to === 'shipped' && !order.isPaid && !cod) return ORDER_LIFE_MSG.shipsOnlyPaid;
  if (to === 'delivered' && !order.isPaid && from !== 'shipped') {
    return cod ? ORDER_LIFE_MSG.notShipped : API_MSG.orderNotPaid;
  }
  // A person cancels a paid order into Refund pending, an unpaid one into Cancelled.
  if (to === 'cancelled' && order.isPaid) return ORDER_LIFE_MSG.transitionRefused;
  if (to === 'refundPending' && !order.isPaid && role !== 'gateway') return ORDER_LIFE_MSG.transitionRefused;
  return null;
}

/**
 * Why an admin may not deliver `order` with this `reason` (the API's 409 message), or null. An order
 * that never shipped has no carrier to vouch for its delivery (a paid order the customer picked up,
 * say), so it is delivered only with the admin's reason, which its history keeps
 * (docs/decisions/0031-admin-actions-that-cannot-slip.md). Asked after `transitionRefusal`.
 */
export function deliveryRefusal(order: OrderLife, reason: string | null | undefined): string | null {
  if (currentStatus(order) === 'shipped' || (reason ?? '').trim() !== '') return null;
  return ORDER_LIFE_MSG.deliverReasonRequired;
}

/** Where a person's cancel takes the order: a paid order waits for its refund. */
export const cancelTarget = (order: Pick<OrderLife, 'isPaid'>): OrderStatus =>
  order.isPaid ? 'refundPending' : 'cancelled';

/** One change of state: the history entry, and the shipment when the order ships. */
export interface StatusChangeRequest extends StatusChange {
  shipment?: OrderShipment;
  /** Who cancels, when the change cancels (cancelled, or refundPending from an open order). */
  cancelledBy?: Canceller | null;
}

/**
 * The order after one change of state: `status` and a new `statusHistory` entry, with the spec's
 * flags kept true to the state (paid: isPaid/paidAt; delivered: isDelivered/deliveredAt;
 * cancelled or refund pending: cancelledAt/cancelReason; shipped: shipment). Checks nothing:
 * the caller asked `transitionRefusal` first.
 */
const sameWaybill = (current: OrderShipment | null | undefined, next: OrderShipment) =>
  current && current.carrier === next.carrier && current.trackingNumber === next.trackingNumber ? current : {};

export function applyStatusChange<T extends OrderLife>(order: T, change: StatusChangeRequest): T {
  const { shipment, cancelledBy, ...entry } = change;
  const next: T = {
    ...order,
    status: entry.status,
    statusHistory: [...(order.statusHistory ?? []), entry],
    shipment: order.shipment ?? null,
  };
  switch (entry.status) {
    case 'paid':
      // Money recorded after delivery leaves the order delivered.
      if (order.isDelivered) return { ...next, status: 'delivered', isPaid: true, paidAt: entry.at };
      // A late payment reopens an order the time-out cancelled (transitionRefusal allows no other).
      return { ...next, isPaid: true, paidAt: entry.at, cancelledAt: null, cancelReason: null, cancelledBy: null };
    case 'shipped':
      // Shipping the waybill the shop made keeps its carrier details; another tracking number replaces it.
      return { ...next, shipment: shipment ? { ...sameWaybill(order.shipment, shipment), ...shipment } : null };
    case 'delivered':
      return { ...next, isDelivered: true, deliveredAt: entry.at };
    case 'cancelled':
    case 'refundPending':
      return {
        ...next,
        cancelledAt: order.cancelledAt ?? entry.at,
        cancelReason: order.cancelReason ?? entry.note,
        cancelledBy: order.cancelledAt ? cancellerOf(order) : (cancelledBy ?? null),
      };
    default:
      return next;
  }
}

/** The fields `applyStatusChange` sets, for a Firestore update of only what changed. */
export const ORDER_LIFE_FIELDS = [
  'status',
  'statusHistory',
  'shipment',
  'isPaid',
  'paidAt',
  'isDelivered',
  'deliveredAt',
  'cancelledAt',
  'cancelReason',
  'cancelledBy',
] as const satisfies readonly (keyof OrderLife)[];

/** The life fields of an order (after a change), to write with an update. */
export function lifeFields<T extends OrderLife>(order: T): Pick<T, (typeof ORDER_LIFE_FIELDS)[number]> {
  const picked = {} as Pick<T, (typeof ORDER_LIFE_FIELDS)[number]>;
  for (const field of ORDER_LIFE_FIELDS) (picked as Record<string, unknown>)[field] = order[field] ?? null;
  return picked;
}

/** Who the history names for a change made before orders had states, when no one was recorded: the shop. */
export const EARLIER_ACTOR: StatusBy = { role: 'shop' };

/**
 * The state and history of an order stored before orders had states, read from its flags and their
 * times (docs/decisions/0020-order-life.md): placed by its customer, paid (by its gateway when a
 * gateway paid it), delivered, cancelled (by the time-out, or waiting for a refund when paid).
 * No shipped entry: no carrier or tracking number was ever recorded.
 */
export function deriveOrderLife(
  order: OrderLife & { createdAt: string; payment?: { provider: string } | null },
): Pick<OrderLife, 'status' | 'statusHistory' | 'shipment'> {
  const paidBy: StatusBy = order.payment ? { role: 'gateway' } : EARLIER_ACTOR;
  const history: StatusChange[] = [
    { status: 'awaitingPayment', at: order.createdAt, by: { role: 'customer' }, note: null },
  ];
  if (order.isPaid && order.paidAt) history.push({ status: 'paid', at: order.paidAt, by: paidBy, note: null });
  if (order.isDelivered && order.deliveredAt) {
    history.push({ status: 'delivered', at: order.deliveredAt, by: EARLIER_ACTOR, note: null });
  }
  if (order.cancelledAt) {
    const byTimeout = order.cancelReason === PAYMENT_TIMEOUT_REASON;
    history.push({
      status: order.isPaid ? 'refundPending' : 'cancelled',
      at: order.cancelledAt,
      by: byTimeout ? { role: 'shop' } : EARLIER_ACTOR,
      note: order.cancelReason,
    });
  }
  history.sort((a, b) => a.at.localeCompare(b.at));
  return {
    status: currentStatus({ ...order, status: undefined }),
    statusHistory: history,
    shipment: order.shipment ?? null,
  };
}
