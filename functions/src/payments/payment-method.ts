/**
 * What a way to pay is to the shop: the interface each method's folder implements (vnpay/, momo/,
 * bank-transfer/, cod/) and the one table of them is built from (payment-methods.ts). The shared
 * payment code (placing, starting a payment, notifications, the sweep, refunds) asks the table,
 * never the method's name, so a new way to pay is a folder and one row. Members a method has no use
 * for are left out: cash on delivery has no gateway to ask, a gateway no code to reserve.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { PaymentMethod } from '../shared/constants.js';
import type { OrderDoc, ShippingAddress } from '../shared/entities/order.js';
import type { ShopSettings } from '../shared/shop-settings.js';
import type { PlaceOrderRequest } from '../shared/address-schemas.js';
import type {
  AmountRange,
  AttemptQuestion,
  GatewayAnswer,
  GatewayRefundAnswer,
  GatewayRefundRequest,
  ReadResult,
} from './gateway-result.js';
import type { PaymentSettings } from './payment-settings.js';

/** The placing transaction as a method sees it (api/orders/place-order.ts), before any write. */
export interface Placing {
  tx: Transaction;
  db: Firestore;
  settings: ShopSettings;
  /** What the order will cost, its voucher taken off. */
  totalPrice: number;
  shippingAddress: ShippingAddress;
  /** The order's code (shared/order-code.ts), already reserved for it by the placement. */
  orderCode: string;
  /** The request as checked (a finance company's application comes with it). */
  request: PlaceOrderRequest;
}

/**
 * What a method writes when the order is placed, called once the transaction's reads are done:
 * its own documents, and the fields it adds to the order.
 */
export type PlaceWrites = (orderId: string, order: OrderDoc) => Partial<OrderDoc>;

/** A payment on a gateway's page: one attempt, with its own reference. */
export interface GatewayPaymentRequest {
  reference: string;
  orderId: string;
  gatewayAmount: number;
  clientIp: string;
  now: Date;
  /** The payment page stops accepting the payment at this instant (the order's reservation end). */
  expiresAt: string;
  /** The order itself, for a provider that wants its lines and buyer (pay later, installment/payment.ts). */
  order?: OrderDoc;
}

export type GatewayPaymentStart = { ok: true; url: string } | { ok: false; message: string };

export interface PaymentMethodModule {
  readonly id: PaymentMethod;
  /**
   * Holds stock with no money taken (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md):
   * only an account with a verified email may choose it.
   */
  readonly holdsWithoutMoney: boolean;
  /** Who the shopper pays, when not the method's own name (pay later: the provider, FUNDIIN). */
  readonly provider?: 'FUNDIIN';
  /**
   * What its money does when it arrives for an order that may not be paid (cancelled by a person,
   * or its holds gone): wait on the order for a refund through the method (gateways), or be kept
   * apart as a reconciliation for an admin (a bank transfer the shop cannot send back by itself).
   * Without it, the money is kept apart.
   */
  readonly lateMoney?: 'refundPending' | 'keepApart';
  /** Checks and reads of its own in the placing transaction (reads only); answers its writes. */
  onPlace?(placing: Placing): Promise<PlaceWrites>;
  /** What else the placement queues on in this instance, besides the customer and the products. */
  placementKeys?(shippingAddress: ShippingAddress): string[];
  /**
   * When an unpaid order stops holding its stock (payments/reservations.ts); null: not by time.
   * Without it, the order holds it for the shop's reservationMinutes.
   */
  holdEnds?(order: OrderDoc, hold: { minutes: number; codConfirmHours: number | null }): string | null;
  /** The note of its cancellation when its hold ends, if not the payment time-out's. */
  readonly expiryReason?: string;

  // A gateway's members: the shopper pays on its page, and it answers the shop's server.
  /** What the gateway is asked to charge, in its own unit, and the same in VND. */
  charge?(totalPrice: number): { gatewayAmount: number; amount: number };
  /** An amount in the gateway's own unit, in VND (when its unit is not the đồng). */
  amountInVnd?(gatewayAmount: number): number;
  /** The totals the gateway accepts, VND. */
  amountRange?(settings: PaymentSettings): AmountRange;
  /** Where to send the shopper to pay one attempt. */
  startPayment?(settings: PaymentSettings, request: GatewayPaymentRequest): Promise<GatewayPaymentStart>;
  /** Reads a notification or a return URL: valid only when its signature checks out. */
  verifyNotification?(settings: PaymentSettings, input: unknown): ReadResult;
  /** Asks whether an attempt was paid; never throws. */
  query?(settings: PaymentSettings, question: AttemptQuestion): Promise<GatewayAnswer>;
  /** Sends a payment's money back. */
  refund?(settings: PaymentSettings, request: GatewayRefundRequest): Promise<GatewayRefundAnswer>;
}
