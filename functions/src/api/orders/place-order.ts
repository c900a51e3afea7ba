/**
 * POST /api/orders in one transaction: products read, stock checked and decremented, prices
 * computed from current product prices, order created (docs/decisions/0008-order-prices.md).
 */
import { createHash } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { orderGatesCol, orderKeysCol, ordersCol, orderStaffDoc } from '../../data/collections.js';
import { staffEntries } from '../../shared/order-staff.js';
import { toOrder } from '../../shared/to-api.js';
import { MAX_UNPAID_ORDERS } from '../../shared/constants.js';
import type { Order, OrderDoc, OrderItem } from '../../shared/entities/order.js';
import type { ProductDoc } from '../../shared/entities/catalogue.js';
import type { ProductVariant } from '../../shared/entities/variants.js';
import { defaultVariant, hasVariants, variantTitle } from '../../shared/product-variants.js';
import { hasStockFor, moveStock, readLineProducts } from '../../data/variant-stock.js';
import { API_MSG, MSG } from '../../shared/messages.js';
import { PAYMENT_API_MSG } from '../../shared/payment-messages.js';
import { priceOrder, roundMoney, type OrderPrices, type ShippingRule } from '../../shared/pricing.js';
import type { PlaceOrderRequest } from '../../shared/address-schemas.js';
import {
  CLIENT_USER_AGENT_MAX,
  type OrderAnalytics,
  type OrderAnalyticsRecord,
} from '../../shared/analytics-schemas.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../http-error.js';
import { runTransaction } from '../../data/run-transaction.js';
import { isContention, retryContention } from '../../limits/contention.js';
import { KeyedQueue } from '../../limits/keyed-queue.js';
import { checkUnpaidUnitLimits } from './unit-limits-check.js';
import { readShopSettings } from '../../data/shop-settings.js';
import { paymentMethodOf } from '../../payments/payment-methods.js';
import type { ShopSettings } from '../../shared/shop-settings.js';
import { orderVoucher, type OrderVoucher } from './order-voucher.js';
import { newOrderDoc, placedOrderLife } from '../../shared/new-order-doc.js';
import { freeOrderCode, reserveOrderCode } from '../../data/order-codes.js';
import type { OrderGuest } from '../../shared/entities/order.js';
import { orderOwnerKey } from '../../shared/guest-order.js';
import { ownOrdersOf } from './own-orders.js';
import type { CarrierSettings } from '../../shipping/carrier-settings.js';
import { checkCarrierCodCap, orderShipping } from '../shipping/order-shipping.js';

export interface Customer {
  /** The account's uid; a guest's owner key (shared/guest-order.ts). */
  uid: string;
  name: string;
  /** Who placed it, in the order's first statusHistory entry. */
  email: string;
  /** Cash on delivery and bank transfer need a verified email address. */
  emailVerified: boolean;
  /** Set for a guest checkout: the order gets no account, and its caps count per phone. */
  guest?: OrderGuest;
  /** The request's User-Agent header: kept with the analytics ids, which Meta's website events need. */
  userAgent?: string;
}

export interface PlacedOrder {
  order: Order;
  /** false when an earlier request with the same Idempotency-Key already placed it. */
  created: boolean;
}

/** Many customers buying the same product contend on its document; retries resolve it. */
export const ORDER_TRANSACTION_ATTEMPTS = 50;

/**
 * One customer's placements all write their gate document (the unpaid-orders limit), and every
 * placement of a product writes its stock. In this instance placements queue per customer and per
 * product, so the instance never races itself; a transaction that still loses to another instance
 * (ABORTED "Transaction lock timeout", which the SDK does not retry, or the SDK's retries spent) is
 * run again, and if it keeps losing the customer gets a 429 to try again, never a 500
 * (docs/decisions/0013-abuse-limits.md).
 */
const gateQueue = new KeyedQueue();
const GATE_CONTENTION_RETRY = { attempts: 4, baseDelayMs: 100 };
const GATE_BUSY_RETRY_AFTER_MS = 1000;

/**
 * Where a customer's Idempotency-Key records the order it placed: same customer + same key, same
 * record, so a retried request finds its order. The order itself gets a random id, never reused:
 * an id derived from the key would come back after an admin deleted the order, and a payment
 * still open for the deleted order would pay the new one (docs/decisions/0014-payments.md).
 */
export function orderKeyId(uid: string, key: string): string {
  return createHash('sha256').update(`${uid}:${key}`).digest('hex').slice(0, 20);
}

interface Line {
  productId: string;
  /**
   * The configuration asked for; once resolved (resolveVariants), the one bought: the default when
   * none was asked for, undefined for a product without variants.
   */
  variantId?: string | undefined;
  quantity: number;
  /** Prices the client showed for this product, if it sent any. */
  clientPrices: number[];
}

/**
 * Lines for the same product (and configuration) become one line, so stock is checked against the
 * total quantity.
 */
function mergeLines(items: readonly Line[]): Line[] {
  const lines = new Map<string, Line>();
  for (const item of items) {
    const key = `${item.productId} ${item.variantId ?? ''}`;
    const line = lines.get(key) ?? {
      productId: item.productId,
      variantId: item.variantId,
      quantity: 0,
      clientPrices: [],
    };
    line.quantity += item.quantity;
    line.clientPrices.push(...item.clientPrices);
    lines.set(key, line);
  }
  return [...lines.values()];
}

/** The request's lines, merged (mergeLines). */
const requestedLines = (items: PlaceOrderRequest['orderItems']): Line[] =>
  mergeLines(
    items.map((item) => ({
      productId: item._id,
      variantId: item.variantId,
      quantity: item.quantity,
      clientPrices: item.price === undefined ? [] : [item.price],
    })),
  );

/**
 * Each line's configuration: the one it names (400 when the product has no such variant) or the
 * default; lines that come to name the same one merge. Missing products and drafts are left for
 * pricedLines' 404.
 */
function resolveVariants(lines: readonly Line[], products: ReadonlyMap<string, ProductDoc | undefined>): Line[] {
  return mergeLines(
    lines.map((line) => {
      const product = products.get(line.productId);
      if (!product || product.status === 'draft') return line;
      if (!hasVariants(product)) {
        if (line.variantId !== undefined) throw badRequest(unknownVariantMessage(line.variantId, product.name));
        return line;
      }
      const variant =
        line.variantId === undefined
          ? defaultVariant(product)
          : product.variants.find((candidate) => candidate._id === line.variantId);
      if (!variant) throw badRequest(unknownVariantMessage(line.variantId ?? '', product.name));
      return { ...line, variantId: variant._id };
    }),
  );
}

const unknownVariantMessage = (variantId: string, name: string) =>
  `orderItems.variantId ${variantId} is not a configuration of ${name}`;

const differs = (client: number | undefined, server: number) =>
  client !== undefined && roundMoney(client) !== roundMoney(server);

/** The shop offers only the methods its settings list (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md). */
function checkPaymentMethodOffered(settings: ShopSettings, method: PlaceOrderRequest['paymentMethod']): void {
  if (!settings.paymentMethods.includes(method)) throw badRequest(PAYMENT_API_MSG.paymentMethodNotOffered);
}

/**
 * The order an earlier request with the same Idempotency-Key placed, if it still exists; null to
 * place a new one (no key, a new key, or an admin deleted the order since).
 */
async function placedBefore(
  tx: Transaction,
  db: Firestore,
  keyRef: ReturnType<ReturnType<typeof orderKeysCol>['doc']> | null,
  customer: Customer,
): Promise<PlacedOrder | null> {
  const placed = keyRef ? (await tx.get(keyRef)).data() : undefined;
  if (!placed) return null;
  // The record's id is derived from the uid, so another customer's here means a hash collision.
  if (placed.userId !== customer.uid) throw conflict(API_MSG.idempotencyKeyReused);
  const existing = (await tx.get(ordersCol(db).doc(placed.orderId))).data();
  if (existing && orderOwnerKey(existing) !== customer.uid) throw conflict(API_MSG.idempotencyKeyReused);
  return existing ? { order: toOrder(placed.orderId, existing), created: false } : null;
}

/**
 * The customer's gate: at most MAX_UNPAID_ORDERS unpaid orders, and the unit limits across them.
 * Every placement by this customer writes their gate document, so two concurrent placements
 * conflict and one retries: the unpaid count is then always up to date.
 */
async function passCustomerGate(
  tx: Transaction,
  db: Firestore,
  customer: Customer,
  lines: readonly Line[],
): Promise<ReturnType<ReturnType<typeof orderGatesCol>['doc']>> {
  const gateRef = orderGatesCol(db).doc(customer.uid);
  await tx.get(gateRef);
  const unpaid = await tx.get(
    ownOrdersOf(db, customer).where('isPaid', '==', false).where('cancelledAt', '==', null).limit(MAX_UNPAID_ORDERS),
  );
  if (unpaid.size >= MAX_UNPAID_ORDERS) throw conflict(API_MSG.tooManyUnpaidOrders, 'UNPAID_ORDERS_LIMIT');
  // After merging, so splitting a product over lines gains nothing; the gate's read holds every
  // unpaid order once it passed (unit-limits-check.ts).
  checkUnpaidUnitLimits(
    unpaid.docs.map((doc) => doc.data()),
    lines,
  );
  return gateRef;
}

interface PricedLines {
  orderItems: OrderItem[];
  prices: OrderPrices;
}

/** The order's line for a product, or for one of its configurations (its price, SKU and title, its photo first). */
function orderItemOf(line: Line, product: ProductDoc, variant: ProductVariant | undefined): OrderItem {
  const { slug, name, image, price } = product;
  const item = { productId: line.productId, slug, name, image, price, quantity: line.quantity };
  if (!variant) return item;
  return {
    ...item,
    image: variant.images?.[0]?.url ?? image,
    price: variant.price,
    variantId: variant._id,
    sku: variant.sku,
    variantTitle: variantTitle(variant),
  };
}

/** The lines' products on sale and in stock, and the order's lines and prices at their current prices. */
function pricedLines(
  products: ReadonlyMap<string, ProductDoc | undefined>,
  lines: readonly Line[],
  shipping: ShippingRule,
): PricedLines {
  const orderItems = lines.map((line) => {
    const product = products.get(line.productId);
    // A draft is not on sale: it answers like a missing product.
    if (!product || product.status === 'draft') throw notFound(`Product not found: ${line.productId}`);
    const variant = product.variants?.find((candidate) => candidate._id === line.variantId);
    if (!hasStockFor(product, [line])) {
      const what = variant ? `${product.name} (${variantTitle(variant)})` : product.name;
      throw conflict(`${MSG.outOfStock}: ${what}`, 'OUT_OF_STOCK');
    }
    return orderItemOf(line, product, variant);
  });
  // The shop's flat rule as its settings said when the request came (at most 60 s old on this
  // instance), or the chosen carrier's fee (api/shipping/order-shipping.ts).
  return { orderItems, prices: priceOrder(orderItems, shipping) };
}

/** Refuses the order when any price the client showed is not the shop's (400 Prices changed). */
function checkClientPrices(
  input: PlaceOrderRequest,
  lines: readonly Line[],
  priced: PricedLines,
  voucher: OrderVoucher,
): void {
  const tampered =
    lines.some((line, i) =>
      line.clientPrices.some((price) => differs(price, priced.orderItems[i]?.price ?? Number.NaN)),
    ) ||
    differs(input.itemsPrice, priced.prices.itemsPrice) ||
    differs(input.shippingPrice, priced.prices.shippingPrice) ||
    differs(input.totalPrice, voucher.prices.totalPrice);
  if (tampered) throw badRequest(API_MSG.pricesChanged, 'PRICES_CHANGED');
}

/** The new order's document: its lines, its voucher's discount, the invoice asked for, placed by its customer. */
/** The body's ids with the browser's User-Agent, cut to CLIENT_USER_AGENT_MAX characters. */
function analyticsRecord(ids: OrderAnalytics, userAgent: string | undefined): OrderAnalyticsRecord {
  const agent = userAgent?.trim().slice(0, CLIENT_USER_AGENT_MAX);
  return agent ? { ...ids, userAgent: agent } : ids;
}

function placedOrderDoc(
  customer: Customer,
  input: PlaceOrderRequest,
  priced: PricedLines,
  voucher: OrderVoucher,
  createdAt: string,
  orderCode: string,
): OrderDoc {
  return {
    ...newOrderDoc({
      userId: customer.guest ? null : customer.uid,
      userName: customer.name,
      orderItems: priced.orderItems,
      shippingAddress: input.shippingAddress,
      paymentMethod: input.paymentMethod,
      prices: { ...priced.prices, totalPrice: voucher.prices.totalPrice },
      createdAt,
      orderCode,
    }),
    ...(voucher.voucherCode
      ? { voucherCode: voucher.voucherCode, discount: voucher.prices.discount, voucherHeld: true }
      : {}),
    ...placedOrderLife(createdAt),
    // A copy, like the address: what the customer asked for when they ordered.
    ...(input.invoice ? { invoice: { ...input.invoice, issued: null } } : {}),
    ...(customer.guest ? { guest: customer.guest } : {}),
    // The browser's analytics ids, for the server's purchase event (docs/analytics-server.md).
    ...(input.analytics && Object.keys(input.analytics).length > 0
      ? { analytics: analyticsRecord(input.analytics, customer.userAgent) }
      : {}),
  };
}

export async function placeOrder(
  db: Firestore,
  customer: Customer,
  input: PlaceOrderRequest,
  idempotencyKey?: string,
  /** Needed only while a carrier is on in Settings (api/shipping/order-shipping.ts). */
  carriers?: () => CarrierSettings,
): Promise<PlacedOrder> {
  const requested = requestedLines(input.orderItems);
  const orderRef = ordersCol(db).doc();
  const keyRef = idempotencyKey ? orderKeysCol(db).doc(orderKeyId(customer.uid, idempotencyKey)) : null;
  const productIds = [...new Set(requested.map((line) => line.productId))];
  // Read once per request, outside the transaction: a settings change races a placement either way.
  const settings = await readShopSettings(db);
  checkPaymentMethodOffered(settings, input.paymentMethod);
  const method = paymentMethodOf(input.paymentMethod);
  // A guest is reached by phone, and the caps per phone bound what it holds (docs/decisions/0104-guest-checkout.md).
  if (method.holdsWithoutMoney && !customer.emailVerified && !customer.guest)
    throw forbidden(PAYMENT_API_MSG.verifyEmailFirst, 'EMAIL_NOT_VERIFIED');
  // The carrier's fee, quoted again before the transaction (the flat rule when no carrier is on).
  const shipping = await orderShipping({ db, carriers }, settings, input);

  const placing = () =>
    runTransaction(
      db,
      async (tx) => {
        const earlier = await placedBefore(tx, db, keyRef, customer);
        if (earlier) return earlier;
        // Read before the gate: the unit limits count per configuration, so lines name theirs first.
        const products = await readLineProducts(tx, db, requested);
        const lines = resolveVariants(requested, products);
        const gateRef = await passCustomerGate(tx, db, customer, lines);
        const priced = pricedLines(products, lines, shipping.rule);
        const voucher = await orderVoucher(tx, db, input.voucherCode, customer.uid, priced.prices, new Date());
        checkClientPrices(input, lines, priced, voucher);
        checkCarrierCodCap(settings, shipping, input.paymentMethod, voucher.prices.totalPrice);
        // Every order's short number, read free before any write (a bank transfer's note carries it).
        const orderCode = await freeOrderCode(tx, db);
        // The method's own checks and reads (a COD limit), before any write.
        const methodWrites = await method.onPlace?.({
          tx,
          db,
          settings,
          totalPrice: voucher.prices.totalPrice,
          shippingAddress: input.shippingAddress,
          orderCode,
          request: input,
        });

        moveStock(tx, db, products, lines, -1);
        const createdAt = new Date().toISOString();
        voucher.take?.();
        const order = placedOrderDoc(customer, input, priced, voucher, createdAt, orderCode);
        Object.assign(order, methodWrites?.(orderRef.id, order));
        if (shipping.shippingQuote) order.shippingQuote = shipping.shippingQuote;
        reserveOrderCode(tx, db, orderCode, orderRef.id, createdAt);
        tx.create(orderRef, order);
        // Who placed it, where only admins read it (shared/order-staff.ts).
        tx.create(orderStaffDoc(db, orderRef.id), staffEntries(0, [customer.guest ? null : customer]));
        if (keyRef) tx.set(keyRef, { userId: customer.uid, orderId: orderRef.id, createdAt: order.createdAt });
        tx.set(gateRef, { lastOrderAt: order.createdAt });
        return { order: toOrder(orderRef.id, order), created: true };
      },
      { maxAttempts: ORDER_TRANSACTION_ATTEMPTS },
    );
  try {
    // The customer's gate and every product's stock document, so this instance never races itself on them.
    const keys = [
      `customer:${customer.uid}`,
      ...productIds.map((productId) => `product:${productId}`),
      // Placements with the same voucher contend on its count too, and some methods on their own documents.
      ...(input.voucherCode ? [`voucher:${input.voucherCode.trim().toUpperCase()}`] : []),
      ...(method.placementKeys?.(input.shippingAddress) ?? []),
    ];
    return await gateQueue.runWithAll(keys, () => retryContention(placing, GATE_CONTENTION_RETRY));
  } catch (error) {
    if (isContention(error)) throw tooManyRequests(API_MSG.ordersBusy, GATE_BUSY_RETRY_AFTER_MS);
    throw error;
  }
}
