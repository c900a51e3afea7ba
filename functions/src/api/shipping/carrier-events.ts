/**
 * A carrier's status change, after its webhook secret was checked (docs/shipping-carriers.md):
 * applied once per (carrier, code, status, time) and never backwards (a late "delivering" after
 * "delivered" changes nothing). Picked up: the order ships. Delivered: it is delivered, and a cash-on-
 * delivery order is paid at once when the cash collected is its total, else left unpaid and flagged.
 * Returned: an unpaid order is cancelled with its stock back, a paid one waits for its refund.
 * Cancelled on the carrier's side: the waybill is kept as the admin's cancel keeps it. A change that
 * moves money or stock, or drops the waybill, first reads it back from the carrier (by stage).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { writeAudit } from '../../data/audit-log.js';
import { ordersCol } from '../../data/collections.js';
import { runTransaction } from '../../data/run-transaction.js';
import { retryContention } from '../../limits/contention.js';
import { KeyedQueue } from '../../limits/keyed-queue.js';
import { HttpError } from '../../http-error.js';
import { cashDueOnDelivery, deliveryPaysOrder } from '../../shared/delivery-cash.js';
import type { OrderDoc } from '../../shared/entities/order.js';
import type { AuditAction } from '../../shared/entities/audit.js';
import {
  currentStatus,
  type OrderShipment,
  type OrderStatus,
  type ShipmentEvent,
  type ShipmentStage,
} from '../../shared/order-status.js';
import type { CarrierEvent } from '../../shipping/carrier.js';
import type { CarrierSettings } from '../../shipping/carrier-settings.js';
import { carrierClients } from '../../shipping/carriers.js';
import { GHTK_STAGES } from '../../shipping/ghtk/ghtk-statuses.js';
import { changeOrderStatus, type Transition } from '../orders/order-life.js';
import { cancelledWaybillFields } from './cancelled-waybill.js';

/** GHN's statuses in the shop's words; the ones before pickup (ready_to_pick, picking) move nothing. */
const GHN_STAGES: Record<string, ShipmentStage> = {
  picked: 'picked',
  storing: 'inTransit',
  transporting: 'inTransit',
  sorting: 'inTransit',
  delivering: 'delivering',
  money_collect_delivering: 'delivering',
  delivery_fail: 'deliveryFailed',
  delivered: 'delivered',
  waiting_to_return: 'returning',
  return: 'returning',
  return_transporting: 'returning',
  return_sorting: 'returning',
  returning: 'returning',
  returned: 'returned',
  cancel: 'cancelled',
};

/** How far along a stage is: an event behind the last one applied changes nothing. */
const STAGE_RANK: Record<ShipmentStage, number> = {
  picked: 1,
  inTransit: 2,
  delivering: 3,
  deliveryFailed: 3,
  returning: 4,
  delivered: 5,
  returned: 5,
  cancelled: 0,
};
const FINAL_RANK = 5;

const CARRIER_STAGES: Record<CarrierEvent['carrier'], Record<string, ShipmentStage>> = {
  ghn: GHN_STAGES,
  ghtk: GHTK_STAGES,
};

export const stageOfCarrierStatus = (event: Pick<CarrierEvent, 'carrier' | 'carrierStatus'>): ShipmentStage | null =>
  CARRIER_STAGES[event.carrier]?.[event.carrierStatus] ?? null;

/** The carrier as the audit log names it. */
const carrierActor = (carrier: string) => ({ uid: `carrier:${carrier}`, email: carrier.toUpperCase() });

export interface CarrierEventDeps {
  db: Firestore;
  carriers: () => CarrierSettings;
}

type Outcome = 'applied' | 'ignored';

/** Does the order's waybill already hold this event, or one further along? */
function isStaleOrRepeated(shipment: OrderShipment, event: ShipmentEvent): boolean {
  const events = shipment.events ?? [];
  if (events.some((seen) => seen.carrierStatus === event.carrierStatus && seen.at === event.at)) return true;
  // A parcel ends once: GHTK's 11 after 21 (the return's money settled) is not a second return.
  if (STAGE_RANK[event.status] === FINAL_RANK && events.some((seen) => seen.status === event.status)) return true;
  const furthest = Math.max(0, ...events.map((seen) => STAGE_RANK[seen.status]));
  return STAGE_RANK[event.status] < furthest;
}

const withEvent = (
  shipment: OrderShipment,
  event: ShipmentEvent,
  extra: Partial<OrderShipment> = {},
): OrderShipment => ({
  ...shipment,
  ...extra,
  events: [...(shipment.events ?? []), event],
});

/** What the order becomes at this stage, if anything: shipped, delivered, cancelled or refund pending. */
function orderChangeFor(order: OrderDoc, stage: ShipmentStage): { to: OrderStatus; action: AuditAction } | null {
  if (stage === 'picked') return { to: 'shipped', action: 'order.ship' };
  if (stage === 'delivered') return { to: 'delivered', action: 'order.deliver' };
  if (stage === 'returned') return { to: order.isPaid ? 'refundPending' : 'cancelled', action: 'order.cancel' };
  return null;
}

/** The order whose current waybill this is; a cancelled or replaced waybill's events are acknowledged and left. */
async function findOrder(db: Firestore, event: CarrierEvent) {
  const found = await ordersCol(db).where('shipment.trackingNumber', '==', event.trackingNumber).limit(2).get();
  const match = found.docs.find((doc) => doc.data().shipment?.carrier === event.carrier);
  return match && { id: match.id, order: match.data() };
}

/** Only what the carrier itself still says moves money or stock: the webhook's claim is read back first. */
async function confirmedByCarrier(deps: CarrierEventDeps, event: CarrierEvent): Promise<boolean> {
  const client = carrierClients(deps.carriers())[event.carrier];
  const state = client ? await client.readBack(event.trackingNumber) : null;
  // The stages, not the codes: GHTK reads a returned parcel whose money is settled (11) back as 21.
  const readStage =
    state?.ok === true
      ? stageOfCarrierStatus({ carrier: event.carrier, carrierStatus: state.value.carrierStatus.toLowerCase() })
      : null;
  const confirmed = readStage !== null && readStage === stageOfCarrierStatus(event);
  if (!confirmed) logger.warn('Carrier event not confirmed by reading the waybill back', { ...event });
  return confirmed;
}

/** Records the event on the waybill alone (a stage that moves no state, or a state already reached). */
function recordOnly(db: Firestore, id: string, event: ShipmentEvent, extra: Partial<OrderShipment>): Promise<Outcome> {
  const ref = ordersCol(db).doc(id);
  return runTransaction(db, async (tx) => {
    const shipment = (await tx.get(ref)).data()?.shipment;
    if (!shipment || isStaleOrRepeated(shipment, event)) return 'ignored';
    tx.update(ref, { shipment: withEvent(shipment, event, extra) });
    return 'applied';
  });
}

/**
 * The carrier cancelled the waybill on its side (GHN `cancel`, GHTK −1): kept as the admin's cancel
 * keeps it, so the admin can make a new one. A waybill already cancelled or replaced is left.
 */
function recordCancel(deps: CarrierEventDeps, id: string, event: CarrierEvent, cancel: ShipmentEvent) {
  const ref = ordersCol(deps.db).doc(id);
  return runTransaction(deps.db, async (tx): Promise<Outcome> => {
    const order = (await tx.get(ref)).data();
    const waybill = order?.shipment;
    if (!order || waybill?.status !== 'created' || waybill.trackingNumber !== event.trackingNumber) return 'ignored';
    if (isStaleOrRepeated(waybill, cancel)) return 'ignored';
    tx.update(ref, cancelledWaybillFields(order, waybill, cancel));
    writeAudit(tx, deps.db, {
      action: 'order.waybill-cancel',
      actor: carrierActor(event.carrier),
      target: { id, label: order.user.name },
      changes: { shipment: { before: { carrier: event.carrier, trackingNumber: event.trackingNumber }, after: null } },
    });
    return 'applied';
  });
}

/** Records when the carrier paid the collected cash over, once. */
function recordTransfer(db: Firestore, id: string, transferredAt: string): Promise<Outcome> {
  const ref = ordersCol(db).doc(id);
  return runTransaction(db, async (tx) => {
    const shipment = (await tx.get(ref)).data()?.shipment;
    if (!shipment || shipment.codTransferredAt) return 'ignored';
    tx.update(ref, { shipment: { ...shipment, codTransferredAt: transferredAt } });
    return 'applied';
  });
}

/**
 * One event per waybill at a time in this instance: carriers resend a status many times at once, and
 * as many transactions on one order abort each other until the lock timeout answers ABORTED (a 500,
 * which the carrier resends again). Queued they run one after another, each finding the last one's
 * work; contention with another instance is retried.
 */
const waybillTurns = new KeyedQueue();
const CONTENTION_RETRY = { attempts: 5, baseDelayMs: 50 };

export function applyCarrierEvent(deps: CarrierEventDeps, event: CarrierEvent): Promise<Outcome> {
  return waybillTurns.run(`${event.carrier}:${event.trackingNumber}`, () =>
    retryContention(() => applyOnce(deps, event), CONTENTION_RETRY),
  );
}

async function applyOnce(deps: CarrierEventDeps, event: CarrierEvent): Promise<Outcome> {
  const stage = stageOfCarrierStatus(event);
  const found = await findOrder(deps.db, event);
  if (!found?.order.shipment) return 'ignored';
  const { id, order } = found;
  // GHTK tells of the COD transfer with a status of its own (6, đã đối soát), which moves no stage.
  if (!stage) {
    return event.transferredAt && !order.shipment!.codTransferredAt
      ? recordTransfer(deps.db, id, event.transferredAt)
      : 'ignored';
  }
  const shipmentEvent: ShipmentEvent = { status: stage, carrierStatus: event.carrierStatus, at: event.at };
  if (isStaleOrRepeated(order.shipment!, shipmentEvent)) {
    // GHN tells of the COD transfer by resending the delivered status with CODTransferDate.
    return event.transferredAt && !order.shipment!.codTransferredAt
      ? recordTransfer(deps.db, id, event.transferredAt)
      : 'ignored';
  }

  const collected = event.collectedAmount;
  const extra: Partial<OrderShipment> = {
    ...(stage === 'delivered' && collected !== undefined ? { codCollected: collected } : {}),
    ...(event.transferredAt ? { codTransferredAt: event.transferredAt } : {}),
  };
  if (stage === 'cancelled') {
    return (await confirmedByCarrier(deps, event)) ? recordCancel(deps, id, event, shipmentEvent) : 'ignored';
  }
  const change = orderChangeFor(order, stage);
  if (!change || !movesState(order, change.to)) return recordOnly(deps.db, id, shipmentEvent, extra);
  if ((stage === 'delivered' || stage === 'returned') && !(await confirmedByCarrier(deps, event))) return 'ignored';

  // Cash on delivery is paid only when the cash collected is the order's total; a finance company's
  // order, whose carrier collects the down payment, is never paid by its delivery (shared/delivery-cash.ts).
  const cashMismatch = stage === 'delivered' && !order.isPaid && (collected ?? 0) !== cashDueOnDelivery(order);
  if (cashMismatch) extra.codMismatch = true;
  const transition: Transition = {
    to: change.to,
    role: 'carrier',
    actor: carrierActor(event.carrier),
    action: change.action,
    note: stage === 'returned' ? 'Hoàn hàng' : `${event.carrier.toUpperCase()} ${event.carrierStatus}`,
    cashNotCollected: cashMismatch || !deliveryPaysOrder(order),
    ...(stage === 'picked' ? { shipment: { carrier: event.carrier, trackingNumber: event.trackingNumber } } : {}),
    alongside: (_tx, current) => {
      if (!current.shipment || isStaleOrRepeated(current.shipment, shipmentEvent)) return {};
      return { shipment: withEvent(current.shipment, shipmentEvent, extra) };
    },
  };
  try {
    await changeOrderStatus(deps.db, id, transition);
    return 'applied';
  } catch (error) {
    // Another copy of this event, or the admin, got there first: the state stands, the event is still kept.
    if (error instanceof HttpError && error.status === 409) return recordOnly(deps.db, id, shipmentEvent, extra);
    throw error;
  }
}

/** Whether entering `to` is a change at all (an order the admin already shipped by hand only records the pickup). */
function movesState(order: OrderDoc, to: OrderStatus): boolean {
  const from = currentStatus(order);
  if (from === to) return false;
  if (to === 'shipped' && from !== 'packing') return false;
  return true;
}
