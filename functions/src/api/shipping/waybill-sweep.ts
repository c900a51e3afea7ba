/**
 * The sweep that catches a missed webhook (docs/shipping-carriers.md): every 30 minutes each open
 * waybill (made, not cancelled, not yet delivered, returned or cancelled at the carrier) is read back
 * from the carrier, and each status it recorded after the last one the shop holds goes through the
 * webhook's own path (applyCarrierEvent): once per status and time, never backwards, money and stock
 * only after the carrier confirms. A carrier that fails to answer leaves its orders as they are.
 */
import { logger } from 'firebase-functions';
import { ordersCol } from '../../data/collections.js';
import type { OrderDoc } from '../../shared/entities/order.js';
import type { OrderStatus, ShipmentStage } from '../../shared/order-status.js';
import type { CarrierEvent, CarrierName, WaybillState } from '../../shipping/carrier.js';
import { carrierClients } from '../../shipping/carriers.js';
import { applyCarrierEvent, stageOfCarrierStatus, type CarrierEventDeps } from './carrier-events.js';

/** Stages after which a waybill moves no more. */
const FINAL_STAGES = new Set<ShipmentStage>(['delivered', 'returned', 'cancelled']);
/** Orders a carrier's waybill can still move: made while packing, shipped at pickup. */
const MOVING_ORDERS: OrderStatus[] = ['packing', 'shipped'];
/** Waybills read per run (a shop's open parcels; more wait for the next run) and at once. */
const SWEEP_LIMIT = 500;
const AT_ONCE = 4;

export interface SweepCounts {
  /** Open waybills read back. */
  checked: number;
  /** Status changes applied. */
  applied: number;
  /** Waybills the carrier did not answer for, or whose change failed: left as they were. */
  failed: number;
}

function isOpen(order: OrderDoc): boolean {
  const shipment = order.shipment;
  if (!shipment || shipment.status !== 'created') return false;
  return !(shipment.events ?? []).some((event) => FINAL_STAGES.has(event.status));
}

/** The carrier's statuses after the last one the order holds, oldest first, as the webhook would have sent them. */
export function missedEvents(order: OrderDoc, carrier: CarrierName, state: WaybillState): CarrierEvent[] {
  const held = order.shipment?.events ?? [];
  const lastAt = held.reduce((latest, event) => (event.at > latest ? event.at : latest), '');
  const latest = state.history.at(-1);
  return state.history
    .filter((entry) => entry.at >= lastAt && stageOfCarrierStatus({ carrier, carrierStatus: entry.carrierStatus }))
    .map((entry) => ({
      carrier,
      trackingNumber: state.trackingNumber,
      orderId: '',
      carrierStatus: entry.carrierStatus,
      at: entry.at,
      // What the carrier says it collected belongs to its current status, as its webhook would carry it.
      ...(entry === latest && stageOfCarrierStatus({ carrier, carrierStatus: entry.carrierStatus }) === 'delivered'
        ? { collectedAmount: state.codAmount }
        : {}),
      ...(entry === latest && state.transferredAt ? { transferredAt: state.transferredAt } : {}),
    }));
}

async function sweepOne(deps: CarrierEventDeps, order: OrderDoc): Promise<{ applied: number; failed: boolean }> {
  const shipment = order.shipment!;
  const carrier = shipment.carrier as CarrierName;
  const client = carrierClients(deps.carriers())[carrier];
  if (!client) return { applied: 0, failed: false };
  const state = await client.readBack(shipment.trackingNumber);
  if (!state.ok) {
    logger.warn('Waybill sweep: the carrier did not answer; the order is left as it is', {
      carrier,
      trackingNumber: shipment.trackingNumber,
      reason: state.reason,
      message: state.message,
    });
    return { applied: 0, failed: true };
  }
  let applied = 0;
  for (const event of missedEvents(order, carrier, state.value)) {
    if ((await applyCarrierEvent(deps, event)) === 'applied') applied += 1;
  }
  return { applied, failed: false };
}

export async function sweepOpenWaybills(deps: CarrierEventDeps): Promise<SweepCounts> {
  const snapshot = await ordersCol(deps.db).where('status', 'in', MOVING_ORDERS).limit(SWEEP_LIMIT).get();
  const open = snapshot.docs.map((doc) => doc.data()).filter(isOpen);
  const counts: SweepCounts = { checked: 0, applied: 0, failed: 0 };
  for (let start = 0; start < open.length; start += AT_ONCE) {
    const results = await Promise.all(
      open.slice(start, start + AT_ONCE).map((order) =>
        sweepOne(deps, order).catch((error: unknown) => {
          logger.error('Waybill sweep: applying the carrier status failed', {
            trackingNumber: order.shipment?.trackingNumber,
            error: String(error),
          });
          return { applied: 0, failed: true };
        }),
      ),
    );
    for (const result of results) {
      counts.checked += 1;
      counts.applied += result.applied;
      if (result.failed) counts.failed += 1;
    }
  }
  return counts;
}
