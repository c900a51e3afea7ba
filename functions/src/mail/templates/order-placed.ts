/** The "order placed" email: the items, the totals, and how the order is to be paid. */
import { isGatewayPaymentMethod } from '../../shared/constants.js';
import { lineNameWithConfiguration } from '../../shared/product-variants.js';
import type { EmailBlock } from '../email-layout.js';
import type { MailMessage } from '../mail-doc.js';
import {
  dateTime,
  orderName,
  orderEmail,
  orderUrl,
  totalsRows,
  mailPrice,
  type MailLanguage,
  type OrderForMail,
  type ShopMailContext,
} from './email-parts.js';

const vi = {
  subject: 'Đã nhận đơn hàng',
  heading: (name: string) => `Cảm ơn bạn, ${name}!`,
  received: (orderId: string, at: string) => `Chúng tôi đã nhận đơn hàng ${orderId} lúc ${at}.`,
};
const WORDS: Record<MailLanguage, typeof vi> = {
  vi,
  en: {
    subject: 'Order received',
    heading: (name) => `Thank you, ${name}!`,
    received: (orderId, at) => `We received your order ${orderId} on ${at}.`,
  },
};

/** How the placed order is paid: the gateway's pay-now link and deadline, cash on delivery, or the transfer. */
function paymentBlocks(
  lang: MailLanguage,
  shop: ShopMailContext,
  orderId: string,
  order: OrderForMail,
  payBy: string | null,
): EmailBlock[] {
  const vi = lang === 'vi';
  if (order.isPaid) return [];
  if (isGatewayPaymentMethod(order.paymentMethod)) {
    return [
      {
        kind: 'paragraph',
        text: payBy
          ? vi
            ? `Đơn hàng đang chờ thanh toán. Vui lòng thanh toán trước ${dateTime(payBy)}; sau thời điểm đó đơn hàng sẽ bị hủy và hàng được trả lại kho.`
            : `Your order is waiting for payment. Please pay before ${dateTime(payBy)}; after that the order is cancelled and its items go back on sale.`
          : vi
            ? 'Đơn hàng đang chờ thanh toán.'
            : 'Your order is waiting for payment.',
      },
      { kind: 'button', label: vi ? 'Thanh toán ngay' : 'Pay now', url: orderUrl(shop, orderId) },
    ];
  }
  if (order.paymentMethod === 'COD') {
    return [
      {
        kind: 'paragraph',
        text: vi
          ? `Bạn thanh toán ${mailPrice(shop, order.totalPrice)} bằng tiền mặt khi nhận hàng.`
          : `You pay ${mailPrice(shop, order.totalPrice)} in cash on delivery.`,
      },
    ];
  }
  const transfer = order.bankTransfer;
  if (!transfer) {
    return [
      {
        kind: 'paragraph',
        text: vi ? 'Thông tin chuyển khoản có trên trang đơn hàng.' : 'The transfer details are on the order page.',
      },
    ];
  }
  return [
    {
      kind: 'paragraph',
      text: vi
        ? `Vui lòng chuyển khoản trước ${dateTime(transfer.expiresAt)}, ghi đúng nội dung chuyển khoản:`
        : `Please make the transfer before ${dateTime(transfer.expiresAt)}, with exactly this transfer note:`,
    },
    {
      kind: 'rows',
      rows: [
        [vi ? 'Số tiền' : 'Amount', mailPrice(shop, transfer.amount)],
        [vi ? 'Mã ngân hàng (BIN)' : 'Bank (BIN)', transfer.bankBin],
        [vi ? 'Số tài khoản' : 'Account number', transfer.accountNumber],
        [vi ? 'Nội dung chuyển khoản' : 'Transfer note', transfer.orderCode],
      ],
    },
  ];
}

/**
 * "Order placed": the items, the totals and the payment method; for an unpaid gateway order the
 * pay-now link and the time its reservation ends (`payBy`).
 */
export function orderPlacedEmail(
  lang: MailLanguage,
  shop: ShopMailContext,
  orderId: string,
  order: OrderForMail,
  payBy: string | null,
): MailMessage {
  const w = WORDS[lang];
  const name = orderName(orderId, order);
  return orderEmail(
    lang,
    shop,
    orderId,
    {
      subject: w.subject,
      heading: w.heading(order.user.name),
      blocks: [
        { kind: 'paragraph', text: w.received(name, dateTime(order.createdAt)) },
        {
          kind: 'rows',
          rows: order.orderItems.map((item) => [
            `${lineNameWithConfiguration(item)} × ${item.quantity}`,
            mailPrice(shop, item.price * item.quantity),
          ]),
        },
        totalsRows(lang, order, shop),
        ...paymentBlocks(lang, shop, orderId, order, payBy),
      ],
    },
    name,
  );
}
