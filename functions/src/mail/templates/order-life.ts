/**
 * The emails of an order's life after it was placed: one per new statusHistory entry the customer
 * is told about (paid, shipped, delivered, cancelled, refund pending, refunded).
 */
import type { OrderDoc } from '../../shared/entities/order.js';
import { cancellerOf, COD_UNCONFIRMED_REASON, type OrderStatus, type StatusChange } from '../../shared/order-status.js';
import type { EmailBlock } from '../email-layout.js';
import type { MailMessage } from '../mail-doc.js';
import {
  dateTime,
  orderName,
  orderEmail,
  totalsRows,
  mailPrice,
  type MailLanguage,
  type OrderEmailParts,
  type OrderForMail,
  type ShopMailContext,
} from './email-parts.js';

/** `total` is formatted money, `when` the moment of the change in Vietnam time. */
const vi = {
  note: 'Ghi chú',
  reason: 'Lý do',
  customer: 'bạn',
  shop: 'cửa hàng',
  paymentTimeout: 'Hết thời gian thanh toán.',
  codUnconfirmed: 'Đơn hàng không được xác nhận kịp thời.',
  paid: {
    subject: 'Đã nhận thanh toán',
    heading: 'Chúng tôi đã nhận được thanh toán',
    text: (total: string, orderId: string, when: string) => `Đã nhận ${total} cho đơn hàng ${orderId} lúc ${when}.`,
  },
  shipped: {
    subject: 'Đơn hàng đã được gửi đi',
    heading: 'Đơn hàng đang trên đường đến bạn',
    text: (orderId: string, when: string) => `Đơn hàng ${orderId} đã được gửi lúc ${when}.`,
    carrier: 'Đơn vị vận chuyển',
    trackingNumber: 'Mã vận đơn',
  },
  delivered: {
    subject: 'Đơn hàng đã được giao',
    heading: 'Đơn hàng đã được giao',
    text: (orderId: string, when: string) => `Đơn hàng ${orderId} đã được giao lúc ${when}. Cảm ơn bạn đã mua sắm!`,
    cashReceived: (total: string) => `Shop đã nhận ${total} tiền mặt khi giao hàng.`,
  },
  cancelled: {
    subject: 'Đơn hàng đã bị hủy',
    heading: 'Đơn hàng đã bị hủy',
    text: (actor: string, orderId: string, when: string) => `${actor} đã hủy đơn hàng ${orderId} lúc ${when}.`,
  },
  refundPending: {
    subject: 'Đang hoàn tiền',
    heading: 'Chúng tôi đang hoàn tiền cho bạn',
    text: (total: string, orderId: string) => `Khoản tiền ${total} của đơn hàng ${orderId} đang được hoàn lại.`,
  },
  refunded: {
    subject: 'Đã hoàn tiền',
    heading: 'Đã hoàn tiền',
    text: (total: string, orderId: string, when: string) =>
      `Chúng tôi đã hoàn ${total} cho đơn hàng ${orderId} lúc ${when}.`,
  },
};
const WORDS: Record<MailLanguage, typeof vi> = {
  vi,
  en: {
    note: 'Note',
    reason: 'Reason',
    customer: 'you',
    shop: 'the shop',
    paymentTimeout: 'The payment time ran out.',
    codUnconfirmed: 'The order was not confirmed in time.',
    paid: {
      subject: 'Payment received',
      heading: 'We received your payment',
      text: (total, orderId, when) => `We received ${total} for order ${orderId} on ${when}.`,
    },
    shipped: {
      subject: 'Your order has shipped',
      heading: 'Your order is on its way',
      text: (orderId, when) => `Order ${orderId} was shipped on ${when}.`,
      carrier: 'Carrier',
      trackingNumber: 'Tracking number',
    },
    delivered: {
      subject: 'Your order was delivered',
      heading: 'Your order was delivered',
      text: (orderId, when) => `Order ${orderId} was delivered on ${when}. Thank you for shopping with us!`,
      cashReceived: (total) => `We received ${total} in cash on delivery.`,
    },
    cancelled: {
      subject: 'Your order was cancelled',
      heading: 'Your order was cancelled',
      text: (actor, orderId, when) => `${actor} cancelled order ${orderId} on ${when}.`,
    },
    refundPending: {
      subject: 'Refund under way',
      heading: 'We are refunding your payment',
      text: (total, orderId) => `The ${total} you paid for order ${orderId} is being refunded.`,
    },
    refunded: {
      subject: 'Refund completed',
      heading: 'Your refund is complete',
      text: (total, orderId, when) => `We refunded ${total} for order ${orderId} on ${when}.`,
    },
  },
};

/** What one status email is built from. */
interface StatusEmailInput {
  w: typeof vi;
  /** The order as the text names it: its code, or its id (email-parts.ts orderName). */
  orderId: string;
  order: OrderForMail;
  change: StatusChange;
  /** The change's moment in Vietnam time. */
  when: string;
  /** The change's note as a paragraph, or nothing. */
  note: EmailBlock[];
  totals: EmailBlock;
  /** An amount in the shop's price style. */
  price: (amount: number) => string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The shop's own reason for its cancel: the payment time ran out, or a COD order was not confirmed in time. */
const timeoutReason = (order: OrderDoc, w: typeof vi): string =>
  order.cancelReason === COD_UNCONFIRMED_REASON ? w.codUnconfirmed : w.paymentTimeout;

const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });

/** Per state, its email; null for a state the customer is not told about. */
const STATUS_EMAILS: Record<OrderStatus, ((input: StatusEmailInput) => OrderEmailParts) | null> = {
  paid: ({ w, order, orderId, when, totals, price }) => ({
    subject: w.paid.subject,
    heading: w.paid.heading,
    blocks: [paragraph(w.paid.text(price(order.totalPrice), orderId, when)), totals],
  }),
  shipped: ({ w, order, orderId, when, note }) => {
    const shipment = order.shipment;
    return {
      subject: w.shipped.subject,
      heading: w.shipped.heading,
      blocks: [
        paragraph(w.shipped.text(orderId, when)),
        ...(shipment
          ? [
              {
                kind: 'rows' as const,
                rows: [
                  [w.shipped.carrier, shipment.carrier],
                  [w.shipped.trackingNumber, shipment.trackingNumber],
                ] as const,
              },
            ]
          : []),
        ...note,
      ],
    };
  },
  delivered: ({ w, order, orderId, when, price }) => ({
    subject: w.delivered.subject,
    heading: w.delivered.heading,
    blocks: [
      paragraph(w.delivered.text(orderId, when)),
      // Cash on delivery: this email also says the cash was received (no separate 'paid' email).
      ...(order.paymentMethod === 'COD' && order.isPaid
        ? [paragraph(w.delivered.cashReceived(price(order.totalPrice)))]
        : []),
    ],
  }),
  cancelled: ({ w, order, orderId, change, when }) => {
    // The customer's own words are not echoed back: an unverified account could otherwise make
    // the shop mail any address a text of its choosing (docs/decisions/0030-limits-hold-or-refuse.md).
    const byCustomer = change.by.role === 'customer';
    const reason =
      (cancellerOf(order) === 'timeout' ? timeoutReason(order, w) : null) ?? (byCustomer ? null : change.note);
    // Who changed the order, as the customer reads it: themselves, or the shop.
    const actor = byCustomer ? w.customer : w.shop;
    return {
      subject: w.cancelled.subject,
      heading: w.cancelled.heading,
      blocks: [
        paragraph(w.cancelled.text(capitalised(actor), orderId, when)),
        ...(reason ? [paragraph(`${w.reason}: ${reason}`)] : []),
      ],
    };
  },
  refundPending: ({ w, order, orderId, note, price }) => ({
    subject: w.refundPending.subject,
    heading: w.refundPending.heading,
    blocks: [paragraph(w.refundPending.text(price(order.totalPrice), orderId)), ...note],
  }),
  refunded: ({ w, order, orderId, when, note, price }) => ({
    subject: w.refunded.subject,
    heading: w.refunded.heading,
    blocks: [paragraph(w.refunded.text(price(order.totalPrice), orderId, when)), ...note],
  }),
  awaitingPayment: null,
  packing: null,
  // Told at placing, by the application's own email (finance-application.ts).
  awaitingApproval: null,
};

/** The email for one new statusHistory entry, or null for a state the customer is not told about. */
export function orderStatusEmail(
  lang: MailLanguage,
  shop: ShopMailContext,
  orderId: string,
  order: OrderForMail,
  change: StatusChange,
): MailMessage | null {
  const build = STATUS_EMAILS[change.status];
  if (!build) return null;
  const w = WORDS[lang];
  const note = change.note ? [paragraph(`${w.note}: ${change.note}`)] : [];
  const name = orderName(orderId, order);
  const parts = build({
    w,
    orderId: name,
    order,
    change,
    when: dateTime(change.at),
    note,
    totals: totalsRows(lang, order, shop),
    price: (amount) => mailPrice(shop, amount),
  });
  return orderEmail(lang, shop, orderId, parts, name);
}
