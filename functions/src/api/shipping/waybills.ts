/**
 * A Packing order's waybill with a carrier (docs/shipping-carriers.md): made, its label asked, and
 * cancelled before pickup. The carrier's call cannot sit inside a transaction, so making one is
 * three steps, as a gateway refund is: a transaction claims it (a double click makes one waybill,
 * the other click 409), the carrier is called with the order id as its client order code (so a
 * retry after a lost answer is refused by the carrier, not doubled), and a second transaction keeps
 * its answer. The order stays Packing until the carrier picks the parcel up.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { ordersCol, productsCol } from '../../data/collections.js';
import { writeAudit, type AuditActor } from '../../data/audit-log.js';
import { runTransaction } from '../../data/run-transaction.js';
import { readShopSettings } from '../../data/shop-settings.js';
import { badRequest, conflict, HttpError, notFound } from '../../http-error.js';
import { cashDueOnDelivery } from '../../shared/delivery-cash.js';
import type { ProductDoc } from '../../shared/entities/catalogue.js';
import type { Order, OrderDoc } from '../../shared/entities/order.js';
import { API_MSG } from '../../shared/messages.js';
import { currentStatus, type OrderShipment } from '../../shared/order-status.js';
import { defaultVariant, variantSpecs } from '../../shared/product-variants.js';
import { parcelWeightGrams } from '../../shared/shipping-quote.js';
import type { CarrierName } from '../../shared/shipping-settings.js';
import type { ShopSettings } from '../../shared/shop-settings.js';
import { toOrder } from '../../shared/to-api.js';
import { carrierFailedMessage, WAYBILL_MSG } from '../../shared/waybill-messages.js';
import type { CreateWaybillInput } from '../../shared/waybill-schemas.js';
import type { Carrier, WaybillRequest } from '../../shipping/carrier.js';
import type { CarrierSettings } from '../../shipping/carrier-settings.js';
import { carrierClients } from '../../shipping/carriers.js';
import { cancelledWaybillFields } from './cancelled-waybill.js';

/** A claim whose answer never got kept (the instance died mid-call) may be made again after this long. */
export const WAYBILL_CLAIM_MS = 2 * 60_000;

export interface WaybillDeps {
  db: Firestore;
  carriers: () => CarrierSettings;
}

/** A waybill the shop made that the carrier still holds (not cancelled). */
const activeWaybill = (order: OrderDoc) =>
  order.shipment?.status === 'created' ? (order.shipment as OrderShipment & { carrier: CarrierName }) : null;

const readOrder = async (db: Firestore, id: string) => {
  const order = (await ordersCol(db).doc(id).get()).data();
  if (!order) throw notFound(API_MSG.orderNotFound);
  return order;
};

function clientFor(deps: WaybillDeps, carrier: CarrierName): Carrier {
  const client = carrierClients(deps.carriers())[carrier];
  if (!client) throw new HttpError(502, carrierFailedMessage(carrier, 'the shop cannot call this carrier yet'));
  return client;
}

/** The carrier: the one asked, else the one the customer chose at checkout, else the first on. */
function chooseCarrier(settings: ShopSettings, order: OrderDoc, input: CreateWaybillInput): CarrierName {
  if (settings.carriers.length === 0) throw badRequest(WAYBILL_MSG.noCarrier);
  const quoted = order.shippingQuote?.carrier;
  const carrier = input.carrier ?? (quoted && settings.carriers.includes(quoted) ? quoted : settings.carriers[0]);
  if (!carrier || !settings.carriers.includes(carrier)) throw badRequest(WAYBILL_MSG.carrierOff);
  return carrier;
}

/** The parcel's weight from its laptops' specifications now (a product since deleted weighs the usual laptop). */
async function orderWeightGrams(db: Firestore, order: OrderDoc, packagingGrams: number) {
  const ids = [...new Set(order.orderItems.map((item) => item.productId))];
  const snapshots = ids.length ? await db.getAll(...ids.map((id) => productsCol(db).doc(id))) : [];
  const products = new Map(ids.map((id, i) => [id, snapshots[i]?.data() as ProductDoc | undefined]));
  const lines = order.orderItems.map((item) => {
    const product = products.get(item.productId);
    const variant = product && (product.variants?.find((v) => v._id === item.variantId) ?? defaultVariant(product));
    const specs = product && (variant ? variantSpecs(product, variant) : product.specs);
    return { weightKg: specs?.weightKg, quantity: item.quantity };
  });
  return parcelWeightGrams(lines, packagingGrams);
}

/** Which client order code this waybill carries: the order id, then `-2`, `-3` after cancelled ones. */
const clientOrderCode = (id: string, order: OrderDoc) =>
  order.cancelledShipments?.length ? `${id}-${order.cancelledShipments.length + 1}` : id;

async function waybillRequest(
  db: Firestore,
  id: string,
  order: OrderDoc,
  settings: ShopSettings,
  input: CreateWaybillInput,
): Promise<WaybillRequest> {
  const address = order.shippingAddress;
  if (!address.province || !address.ward) throw badRequest(WAYBILL_MSG.noAddress);
  const itemsValue = order.itemsPrice - (order.discount ?? 0);
  return {
    orderId: clientOrderCode(id, order),
    from: settings.pickupAddress,
    to: {
      name: address.fullname,
      phone: address.phone ?? order.guest?.phone ?? '',
      address: address.address,
      province: address.province,
      ward: address.ward,
    },
    parcel: {
      ...(input.package ?? settings.defaultPackage),
      weightGrams: await orderWeightGrams(db, order, settings.packagingGrams),
      // A paid order collects nothing; cash on delivery its total; a finance company's order the down payment.
      codAmount: cashDueOnDelivery(order),
      insuranceValue: Math.max(0, itemsValue),
    },
    items: order.orderItems.map((item) => ({
      name: item.variantTitle ? `${item.name} (${item.variantTitle})` : item.name,
      code: item.sku ?? item.productId,
      quantity: item.quantity,
      price: item.price,
      weightGrams: 0,
    })),
    requiredNote: input.requiredNote ?? settings.requiredNote,
  };
}

/** The first step: the order is Packing, has no waybill, and no one else is making one. */
function claimWaybill(db: Firestore, id: string, now: Date) {
  const ref = ordersCol(db).doc(id);
  return runTransaction(db, async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order) throw notFound(API_MSG.orderNotFound);
    if (currentStatus(order) !== 'packing') throw conflict(WAYBILL_MSG.notPacking);
    if (activeWaybill(order)) throw conflict(WAYBILL_MSG.alreadyMade);
    const claimed = order.waybillClaimedAt ? Date.parse(order.waybillClaimedAt) : 0;
    if (now.getTime() - claimed < WAYBILL_CLAIM_MS) throw conflict(WAYBILL_MSG.inProgress);
    tx.update(ref, { waybillClaimedAt: now.toISOString() });
    return order;
  });
}

const releaseClaim = (db: Firestore, id: string) => ordersCol(db).doc(id).update({ waybillClaimedAt: null });

export async function createWaybill(
  deps: WaybillDeps,
  id: string,
  actor: AuditActor,
  input: CreateWaybillInput,
): Promise<Order> {
  const { db } = deps;
  const settings = await readShopSettings(db);
  // Checked before the claim, so a refusal leaves nothing behind.
  const carrier = chooseCarrier(settings, await readOrder(db, id), input);
  if (!settings.pickupAddress.province || !settings.pickupAddress.ward) throw badRequest(WAYBILL_MSG.noPickupAddress);
  const client = clientFor(deps, carrier);

  const order = await claimWaybill(db, id, new Date());
  let request: WaybillRequest;
  try {
    request = await waybillRequest(db, id, order, settings, input);
    if (request.parcel.codAmount > settings.carrierCaps[carrier].codMax) throw conflict(WAYBILL_MSG.codOverCap);
    request.parcel.insuranceValue = Math.min(request.parcel.insuranceValue, settings.carrierCaps[carrier].insuranceMax);
  } catch (error) {
    await releaseClaim(db, id);
    throw error;
  }
  const made = await client.create(request);
  if (!made.ok) {
    await releaseClaim(db, id);
    throw new HttpError(502, carrierFailedMessage(carrier, made.message));
  }
  const now = new Date().toISOString();
  const shipment: OrderShipment = {
    carrier,
    trackingNumber: made.value.trackingNumber,
    fee: made.value.fee,
    codAmount: request.parcel.codAmount,
    insuranceValue: request.parcel.insuranceValue,
    labelUrl: `/api/orders/${id}/shipment/label`,
    trackingUrl: client.trackingUrl(made.value.trackingNumber),
    expectedDeliveryAt: made.value.expectedDeliveryAt,
    status: 'created',
    events: [],
    createdAt: now,
  };
  const ref = ordersCol(db).doc(id);
  return runTransaction(db, async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(API_MSG.orderNotFound);
    const next: OrderDoc = { ...current, shipment, waybillClaimedAt: null };
    tx.update(ref, { shipment, waybillClaimedAt: null });
    writeAudit(tx, db, {
      action: 'order.waybill',
      actor,
      target: { id, label: current.user.name },
      changes: {
        shipment: { before: current.shipment ?? null, after: { carrier, trackingNumber: shipment.trackingNumber } },
      },
    });
    return toOrder(id, next);
  });
}

/**
 * The label's address: asked of the carrier each time (GHN's print tokens are short-lived). GHN's is
 * its A5 page; GHTK's is a PDF, which comes back whole as a `data:` address the admin's browser opens
 * (the API's token travels in a header, so no address of the shop's could serve it to a new tab).
 */
export async function waybillLabel(deps: WaybillDeps, id: string): Promise<{ url: string }> {
  const waybill = activeWaybill(await readOrder(deps.db, id));
  if (!waybill) throw conflict(WAYBILL_MSG.noWaybill);
  const label = await clientFor(deps, waybill.carrier).label(waybill.trackingNumber);
  if (!label.ok) throw new HttpError(502, carrierFailedMessage(waybill.carrier, label.message));
  if (label.value.kind === 'pdf') {
    return { url: `data:application/pdf;base64,${Buffer.from(label.value.bytes).toString('base64')}` };
  }
  return { url: label.value.url };
}

/** Cancelled with the carrier before pickup; the order keeps it in `cancelledShipments` and can get a new one. */
export async function cancelWaybill(deps: WaybillDeps, id: string, actor: AuditActor): Promise<Order> {
  const { db } = deps;
  const order = await readOrder(db, id);
  const waybill = activeWaybill(order);
  if (!waybill) throw conflict(WAYBILL_MSG.noWaybill);
  if (currentStatus(order) !== 'packing') throw conflict(WAYBILL_MSG.pickedUp);
  const cancelled = await clientFor(deps, waybill.carrier).cancel(waybill.trackingNumber);
  if (!cancelled.ok) throw new HttpError(502, carrierFailedMessage(waybill.carrier, cancelled.message));
  const ref = ordersCol(db).doc(id);
  return runTransaction(db, async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(API_MSG.orderNotFound);
    // Another admin's cancel got here first: the waybill is already kept as cancelled.
    if (activeWaybill(current)?.trackingNumber !== waybill.trackingNumber) throw conflict(WAYBILL_MSG.noWaybill);
    const cancelled = cancelledWaybillFields(current, waybill, { status: 'cancelled', at: new Date().toISOString() });
    tx.update(ref, cancelled);
    writeAudit(tx, db, {
      action: 'order.waybill-cancel',
      actor,
      target: { id, label: current.user.name },
      changes: {
        shipment: { before: { carrier: waybill.carrier, trackingNumber: waybill.trackingNumber }, after: null },
      },
    });
    return toOrder(id, { ...current, ...cancelled });
  });
}
