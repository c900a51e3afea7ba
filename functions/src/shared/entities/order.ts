/**
 * Orders as stored in Firestore (`OrderDoc`) and as sent over /api (with `_id`), what they ship to and
 * are invoiced to, and the cart they are placed from. Dates are ISO-8601 strings, so "the first 10
 * characters" of a date is its calendar day (docs/decisions/0004-dates-as-iso-strings.md).
 */
import type { PaymentMethod } from '../constants.js';
import type { Canceller, OrderShipment, OrderStatus, StatusBy, StatusChange } from '../order-status.js';
import type { OrderBankTransfer, OrderPayment, OrderRefund } from './payment.js';
import type { OrderShippingQuote } from '../shipping-quote.js';
import type { OrderAnalyticsRecord } from '../analytics-schemas.js';

export interface ShippingAddress {
  fullname: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
  /**
   * Sent by the shop's own form, and required for cash on delivery and bank transfer; missing on
   * orders of clients written against the specification's five fields and on older orders
   * (docs/decisions/0023-vietnamese-addresses-phone-invoices.md). The phone in E.164, the
   * province and ward by their official names on the map in force since 1 July 2025, and their
   * codes when the client sent them.
   */
  phone?: string;
  province?: string;
  ward?: string;
  provinceCode?: string;
  wardCode?: string;
}

/** The company a VAT invoice is made out to, as the customer asked at checkout. */
export interface InvoiceRequest {
  companyName: string;
  /** Mã số thuế: 10 digits, or 10 digits, '-' and 3 for a branch. */
  taxCode: string;
  companyAddress: string;
  email: string;
}

/** An order's VAT invoice request and, once an admin made the invoice out, its number. */
export interface OrderInvoice extends InvoiceRequest {
  /** `by` is the role; who it was is in orders/{id}/staff/actors (shared/order-staff.ts). */
  issued: { number: string; at: string; by: StatusBy } | null;
}

export interface OrderItem {
  productId: string;
  slug: string;
  name: string;
  image: string;
  price: number;
  quantity: number;
  /**
   * The configuration bought (entities/variants.ts), its SKU and its option values joined with
   * ' / ' ("16 GB / 512 GB / Bạc"); missing on lines of products without variants.
   */
  variantId?: string;
  sku?: string;
  variantTitle?: string;
}

export interface OrderDoc {
  /**
   * The short number customers and admins read (`LS` + 5 characters, shared/order-code.ts), given
   * when the order is placed; missing on orders placed before codes existed.
   */
  orderCode?: string;
  /** The account that placed it; null on a guest order (`guest` says who placed it). */
  userId: string | null;
  user: { name: string };
  orderItems: OrderItem[];
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
  itemsPrice: number;
  shippingPrice: number;
  totalPrice: number;
  isPaid: boolean;
  paidAt: string | null;
  isDelivered: boolean;
  deliveredAt: string | null;
  createdAt: string;
  /**
   * Set when the order was cancelled: today only when its payment time ran out and its stock was
   * released (docs/decisions/0014-payments.md). Null on an open order; queries filter on it.
   */
  cancelledAt: string | null;
  /**
   * Why: 'payment-timeout' (CancelReason) for the time-out, else the reason the customer or admin
   * gave, null when they gave none (docs/decisions/0020-order-life.md).
   */
  cancelReason: string | null;
  /** The gateway payment that paid the order (null when unpaid or marked paid by an admin). */
  payment: OrderPayment | null;
  /**
   * A gateway took money for this order that paid nothing (paid twice, or paid after it was
   * cancelled and its stock was gone): its paymentReconciliations record is open until an admin
   * marks it refunded.
   */
  needsRefund: boolean;
  /** Payment attempts created so far; the next attempt's reference is `{orderId}-{paymentAttempts + 1}`. */
  paymentAttempts: number;
  /** The order's current state (shared/order-status.ts). */
  status?: OrderStatus;
  /** Every state the order entered, oldest first. */
  statusHistory?: StatusChange[];
  /** The carrier and tracking number, from the moment the order ships. */
  shipment?: OrderShipment | null;
  /** The last refund asked for this order, and the gateway's answer (docs/decisions/0020-order-life.md). */
  refund?: OrderRefund | null;
  /** How to pay a bank-transfer order, set when it is placed (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md). */
  bankTransfer?: OrderBankTransfer | null;
  /** The VAT invoice the customer asked for; missing when they asked for none. */
  invoice?: OrderInvoice;
  /** The voucher the order used (upper-cased), only on orders that used one (shared/vouchers.ts). */
  voucherCode?: string;
  /** What the voucher took off: totalPrice = itemsPrice + shippingPrice - discount. */
  discount?: number;
  /**
   * Whether the order holds a use of its voucher: true from placing (or reopening) to cancelling,
   * so the use is given back once (data/voucher-uses.ts). Missing on orders placed before it.
   */
  voucherHeld?: boolean;
  /** Who cancelled the order (shared/order-status.ts Canceller); null or missing while it is open. */
  cancelledBy?: Canceller | null;
  /**
   * What the admin table's search box finds this document by (shared/admin-search.ts), written with
   * every change of what it is built from; server-only, never in an API answer. Missing on documents
   * written before the search boxes until `npm run migrate` fills it.
   */
  searchKeys?: string[];
  /** Guest checkout: who placed an order made without an account (userId null); missing on accounts' orders. */
  guest?: OrderGuest;
  /** The carrier chosen at checkout and its quote (shared/shipping-quote.ts); missing when no carrier is on. */
  shippingQuote?: OrderShippingQuote;
  /** Carriers: while a waybill is being made with the carrier (claimed before the call, so a double click makes one). */
  waybillClaimedAt?: string | null;
  /** Carriers: the waybills cancelled before pickup, oldest first (docs/shipping-carriers.md). */
  cancelledShipments?: OrderShipment[];
  /** Through a finance company: the plan and the decision, never the applicant's data (financeApplications/{id}). */
  finance?: OrderFinance | null;
  /** Pay later: what the provider told when it paid the order (docs/decisions/0102-pay-later-through-fundiin.md). */
  installment?: OrderInstallment;
  /** A guest order its buyer attached to their account afterwards (userId set then; `guest` kept as placed). */
  claimedAt?: string;
  /**
   * The browser's analytics ids sent with POST /api/orders (shared/analytics-schemas.ts): the server's
   * purchase event names the same visitor the tags did, as far as their consent allows
   * (docs/analytics-server.md). Missing when none were sent; never in an API answer.
   */
  analytics?: OrderAnalyticsRecord;
}

/** A pay-later payment as the provider told it; null where it did not say. */
export interface OrderInstallment {
  provider: 'FUNDIIN';
  /** The attempt's reference, Fundiin's `referenceId`. */
  reference: string;
  /** Fundiin's `paymentTransId`, which its refund takes. */
  providerTransactionId: string;
  termMonths: number | null;
  downPaymentAmount: number | null;
}
export type Order = Omit<OrderDoc, 'searchKeys' | 'analytics'> & { _id: string };
/** A placed order; a guest's carries the token that opens it (docs/decisions/0104-guest-checkout.md). */
export type PlacedOrderAnswer = Order & { orderToken?: string };

/** A guest buyer as they gave themselves at checkout: the phone in E.164 is who they are to the shop. */
export interface OrderGuest {
  name: string;
  phone: string;
  /** Only for the invoice and the order's emails; null when they gave none. */
  email: string | null;
  /** Ticked "Nhận thông báo đơn hàng qua Zalo" when ordering. */
  zaloOptIn: boolean;
}

/**
 * A finance-company order's plan and the company's decision as the order keeps them; the applicant's
 * name, phone and CCCD live only in `financeApplications/{orderId}` (docs/decisions/0110-finance-company-applications.md).
 */
export interface OrderFinance {
  termMonths: number;
  downPaymentPercent: number;
  /** While it awaits approval, its stock is held until then (the settings' financeHoldHours). */
  holdEndsAt: string;
  decision: 'approved' | 'refused' | null;
  decidedAt: string | null;
  /** The finance company that approved it and its contract number. */
  partner: string | null;
  contractNumber: string | null;
}

export const CANCEL_REASONS = ['payment-timeout'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export interface CartItem {
  _id: string;
  slug: string;
  name: string;
  image: string;
  price: number;
  quantity: number;
  countInStock: number;
  /** The configuration the line buys, as an order line names it; missing: the default one (or no variants). */
  variantId?: string;
  sku?: string;
  variantTitle?: string;
}
