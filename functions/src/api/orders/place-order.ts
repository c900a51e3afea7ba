/**
 * POST /api/orders in one transaction: products read, stock checked and decremented, prices
 * computed from current product prices, order created (docs/decisions/0008-order-prices.md).
 */
import { createHash } from 'node:crypto';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { orderGatesCol, orderKeysCol, ordersCol, orderStaffDoc, productsCol } from '../../data/collections.js';
import { staffEntries } from '../../shared/order-staff.js';
import { toOrder } from '../../shared/to-api.js';
import { nextVersion } from '../../data/version.js';
import { MAX_UNPAID_ORDERS } from '../../shared/constants.js';
import type { Order, OrderDoc, OrderItem, ProductDoc } from '../../shared/entities.js';
import { API_MSG, MSG } from '../../shared/messages.js';
import { PAYMENT_API_MSG } from '../../shared/payment-messages.js';
import { priceOrder, roundMoney } from '../../shared/pricing.js';
import type { PlaceOrderRequest } from '../../shared/address-schemas.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../http-error.js';
import { runTransaction } from '../../data/run-transaction.js';
import { isContention, retryContention } from '../../limits/contention.js';
import { KeyedQueue } from '../../limits/keyed-queue.js';
import { checkUnpaidUnitLimits } from './unit-limits-check.js';
import { readShopSettings } from '../../data/shop-settings.js';
import { bankTransferFor, freeBankOrderCode, reserveBankOrderCode } from '../../payments/bank-transfer/order-code.js';
import type { ShopSettings } from '../../shared/shop-settings.js';
import { orderVoucher } from './order-voucher.js';
import { takeCodPhoneGate } from '../../payments/cod/phone-gate.js';
import { orderSearchKeys } from '../../shared/admin-search.js';

export interface Customer {
  uid: string;
  name: string;
  /** Who placed it, in the order's first statusHistory entry. */
  email: string;
  /** Cash on delivery and bank transfer need a verified email address. */
  emailVerified: boolean;
}

/** The methods that hold stock with no money taken: only a verified account may use them. */
const HOLDS_WITHOUT_MONEY: readonly PlaceOrderRequest['paymentMethod'][] = ['COD', 'BANK_TRANSFER'];

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
  quantity: number;
  /** Prices the client showed for this product, if it sent any. */
  clientPrices: number[];
}

/** Lines for the same product become one line, so stock is checked against the total quantity. */
function mergeLines(items: PlaceOrderRequest['orderItems']): Line[] {
  const lines = new Map<string, Line>();
  for (const item of items) {
    const line = lines.get(item._id) ?? { productId: item._id, quantity: 0, clientPrices: [] };
    line.quantity += item.quantity;
    if (item.price !== undefined) line.clientPrices.push(item.price);
    lines.set(item._id, line);
  }
  return [...lines.values()];
}

const differs = (client: number | undefined, server: number) =>
  client !== undefined && roundMoney(client) !== roundMoney(server);

/** The shop offers only the methods its settings list (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md). */
function checkPaymentMethodOffered(settings: ShopSettings, method: PlaceOrderRequest['paymentMethod']): void {
  if (!settings.paymentMethods.includes(method)) throw badRequest(PAYMENT_API_MSG.paymentMethodNotOffered);
}

export async function placeOrder(
  db: Firestore,
  customer: Customer,
  input: PlaceOrderRequest,
  idempotencyKey?: string,
): Promise<PlacedOrder> {
  const lines = mergeLines(input.orderItems);
  const orderRef = ordersCol(db).doc();
  const keyRef = idempotencyKey ? orderKeysCol(db).doc(orderKeyId(customer.uid, idempotencyKey)) : null;
  const productRefs = lines.map((line) => productsCol(db).doc(line.productId));
  // Read once per request, outside the transaction: a settings change races a placement either way.
  const settings = await readShopSettings(db);
  checkPaymentMethodOffered(settings, input.paymentMethod);
  if (HOLDS_WITHOUT_MONEY.includes(input.paymentMethod) && !customer.emailVerified) {
    throw forbidden(PAYMENT_API_MSG.verifyEmailFirst);
  }
  const codPhone = input.paymentMethod === 'COD' ? (input.shippingAddress.phone ?? null) : null;

  const placing = () =>
    runTransaction(
      db,
      async (tx) => {
        const placed = keyRef ? (await tx.get(keyRef)).data() : undefined;
        if (placed) {
          // The record's id is derived from the uid, so another customer's here means a hash collision.
          if (placed.userId !== customer.uid) throw conflict(API_MSG.idempotencyKeyReused);
          const existing = (await tx.get(ordersCol(db).doc(placed.orderId))).data();
          if (existing && existing.userId !== customer.uid) throw conflict(API_MSG.idempotencyKeyReused);
          if (existing) return { order: toOrder(placed.orderId, existing), created: false };
          // An admin deleted it: this request places a new order, under a new id.
        }
        // Every placement by this customer writes their gate document, so two concurrent placements
        // conflict and one retries: the unpaid count below is then always up to date.
        const gateRef = orderGatesCol(db).doc(customer.uid);
        await tx.get(gateRef);
        const unpaid = await tx.get(
          ordersCol(db)
            .where('userId', '==', customer.uid)
            .where('isPaid', '==', false)
            .where('cancelledAt', '==', null)
            .limit(MAX_UNPAID_ORDERS),
        );
        if (unpaid.size >= MAX_UNPAID_ORDERS) throw conflict(API_MSG.tooManyUnpaidOrders);
        // After merging, so splitting a product over lines gains nothing; the gate's read holds
        // every unpaid order once it passed (unit-limits-check.ts).
        checkUnpaidUnitLimits(
          unpaid.docs.map((doc) => doc.data()),
          lines,
        );
        const snapshots = await tx.getAll(...productRefs);
        const products = lines.map((line, i) => {
          const product = snapshots[i]?.data();
          // A draft is not on sale: it answers like a missing product.
          if (!product || product.status === 'draft') throw notFound(`Product not found: ${line.productId}`);
          return product;
        });
        lines.forEach((line, i) => {
          const product = products[i] as ProductDoc;
          if (product.countInStock < line.quantity) throw conflict(`${MSG.outOfStock}: ${product.name}`);
        });

        const orderItems: OrderItem[] = lines.map((line, i) => {
          const product = products[i] as ProductDoc;
          const { slug, name, image, price } = product;
          return { productId: line.productId, slug, name, image, price, quantity: line.quantity };
        });
        // The shipping rule as the shop's settings said when the request came (at most 60 s old on this instance).
        const prices = priceOrder(orderItems, settings);
        const voucher = await orderVoucher(tx, db, input.voucherCode, customer.uid, prices, new Date());
        const tampered =
          lines.some((line, i) =>
            line.clientPrices.some((price) => differs(price, (products[i] as ProductDoc).price)),
          ) ||
          differs(input.itemsPrice, prices.itemsPrice) ||
          differs(input.shippingPrice, prices.shippingPrice) ||
          differs(input.totalPrice, voucher.prices.totalPrice);
        if (tampered) throw badRequest(API_MSG.pricesChanged);
        if (input.paymentMethod === 'COD' && voucher.prices.totalPrice > settings.codLimit) {
          throw conflict(PAYMENT_API_MSG.codOverLimit);
        }
        // Read before any write, like every read of the transaction.
        const bankCode = input.paymentMethod === 'BANK_TRANSFER' ? await freeBankOrderCode(tx, db) : null;
        const codGate = codPhone ? await takeCodPhoneGate(tx, db, codPhone) : null;

        lines.forEach((line, i) => {
          const product = products[i] as ProductDoc;
          tx.update(productRefs[i] as DocumentReference<ProductDoc>, {
            countInStock: product.countInStock - line.quantity,
            updatedAt: nextVersion(product.updatedAt),
          });
        });
        const createdAt = new Date().toISOString();
        voucher.take?.();
        const order: OrderDoc = {
          userId: customer.uid,
          user: { name: customer.name },
          orderItems,
          shippingAddress: input.shippingAddress,
          paymentMethod: input.paymentMethod,
          ...prices,
          totalPrice: voucher.prices.totalPrice,
          ...(voucher.voucherCode
            ? { voucherCode: voucher.voucherCode, discount: voucher.prices.discount, voucherHeld: true }
            : {}),
          isPaid: false,
          paidAt: null,
          isDelivered: false,
          deliveredAt: null,
          createdAt,
          cancelledAt: null,
          cancelReason: null,
          cancelledBy: null,
          payment: null,
          needsRefund: false,
          paymentAttempts: 0,
          // Every order starts awaiting its payment, placed by its customer (docs/decisions/0020-order-life.md).
          status: 'awaitingPayment',
          statusHistory: [{ status: 'awaitingPayment', at: createdAt, by: { role: 'customer' }, note: null }],
          shipment: null,
          refund: null,
          // A copy, like the address: what the customer asked for when they ordered.
          ...(input.invoice ? { invoice: { ...input.invoice, issued: null } } : {}),
          // The admin orders table finds it by these (shared/admin-search.ts); name and address never change after.
          searchKeys: orderSearchKeys({ user: { name: customer.name }, shippingAddress: input.shippingAddress }),
        };
        if (bankCode) {
          order.bankTransfer = bankTransferFor(
            settings.bankAccount,
            { code: bankCode, totalPrice: order.totalPrice, createdAt: order.createdAt },
            settings.bankTransferHours,
          );
          reserveBankOrderCode(tx, db, bankCode, orderRef.id, order.createdAt);
        }
        codGate?.(orderRef.id, order.createdAt);
        tx.create(orderRef, order);
        // Who placed it, where only admins read it (shared/order-staff.ts).
        tx.create(orderStaffDoc(db, orderRef.id), staffEntries(0, [customer]));
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
      ...lines.map((line) => `product:${line.productId}`),
      // Placements with the same voucher contend on its count too, and COD placements on their phone's gate.
      ...(input.voucherCode ? [`voucher:${input.voucherCode.trim().toUpperCase()}`] : []),
      ...(codPhone ? [`cod-phone:${codPhone}`] : []),
    ];
    return await gateQueue.runWithAll(keys, () => retryContention(placing, GATE_CONTENTION_RETRY));
  } catch (error) {
    if (isContention(error)) throw tooManyRequests(API_MSG.ordersBusy, GATE_BUSY_RETRY_AFTER_MS);
    throw error;
  }
}
