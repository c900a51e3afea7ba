/**
 * Every email the shop sends, in Vietnamese and English: the customer's language at the time of the
 * event ('mixed', the site's default, reads Vietnamese). Money as '1.200 VND', dates in Vietnam time
 * (docs/decisions/0021-email-and-accounts.md).
 */
import { isGatewayPaymentMethod, type PaymentMethod } from '../shared/constants.js';
import type { OrderDoc } from '../shared/entities/order.js';
import { formatPrice } from '../shared/money.js';
import { cancellerOf, COD_UNCONFIRMED_REASON, type StatusChange } from '../shared/order-status.js';
import { vietnamDateTime } from '../shared/vietnam-time.js';
import { renderEmail, type EmailBlock, type EmailContent } from './email-layout.js';
import type { MailMessage } from './mail-doc.js';

export type MailLanguage = 'vi' | 'en';

/** A user document's `language` as an email's: English only when the customer chose English. */
export const mailLanguage = (language: unknown): MailLanguage => (language === 'en' ? 'en' : 'vi');

export interface ShopMailContext {
  shopName: string;
  /** The shop's public origin, for every link (SHOP_BASE_URL). */
  origin: string;
}

/** An order as its emails read it (a bank-transfer order carries its transfer, shared/entities/payment.ts). */
export type OrderForMail = OrderDoc;

const dateTime = (iso: string) => `${vietnamDateTime(iso)} (GMT+7)`;
const orderUrl = (shop: ShopMailContext, orderId: string) => `${shop.origin}/order/${encodeURIComponent(orderId)}`;

const PAYMENT_METHOD_NAMES: Record<MailLanguage, Record<PaymentMethod, string>> = {
  vi: { VNPAY: 'VNPAY', MOMO: 'MoMo', COD: 'Thanh toán khi nhận hàng (COD)', BANK_TRANSFER: 'Chuyển khoản ngân hàng' },
  en: { VNPAY: 'VNPAY', MOMO: 'MoMo', COD: 'Cash on delivery (COD)', BANK_TRANSFER: 'Bank transfer' },
};

const WORDS = {
  vi: {
    order: 'Đơn hàng',
    viewOrder: 'Xem đơn hàng',
    footerOrder: 'Bạn nhận được email này vì bạn đã đặt hàng tại cửa hàng của chúng tôi.',
    footerAccount: 'Nếu bạn không yêu cầu điều này, bạn có thể bỏ qua email này.',
    itemsPrice: 'Tiền hàng',
    shipping: 'Phí vận chuyển',
    total: 'Tổng cộng',
    paymentMethod: 'Phương thức thanh toán',
  },
  en: {
    order: 'Order',
    viewOrder: 'View your order',
    footerOrder: 'You received this email because you placed an order with our shop.',
    footerAccount: 'If you did not ask for this, you can ignore this email.',
    itemsPrice: 'Items',
    shipping: 'Shipping',
    total: 'Total',
    paymentMethod: 'Payment method',
  },
} as const;

function totalsRows(lang: MailLanguage, order: OrderForMail): EmailBlock {
  const w = WORDS[lang];
  return {
    kind: 'rows',
    rows: [
      [w.itemsPrice, formatPrice(order.itemsPrice)],
      [w.shipping, formatPrice(order.shippingPrice)],
      [w.total, formatPrice(order.totalPrice)],
      [w.paymentMethod, PAYMENT_METHOD_NAMES[lang][order.paymentMethod]],
    ],
  };
}

function orderEmail(
  lang: MailLanguage,
  shop: ShopMailContext,
  orderId: string,
  parts: { subject: string; heading: string; blocks: EmailBlock[] },
): MailMessage {
  const w = WORDS[lang];
  const content: EmailContent = {
    lang,
    shopName: shop.shopName,
    subject: `${parts.subject} – ${w.order} ${orderId}`,
    heading: parts.heading,
    blocks: [...parts.blocks, { kind: 'button', label: w.viewOrder, url: orderUrl(shop, orderId) }],
    footer: w.footerOrder,
  };
  return renderEmail(content);
}

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
          ? `Bạn thanh toán ${formatPrice(order.totalPrice)} bằng tiền mặt khi nhận hàng.`
          : `You pay ${formatPrice(order.totalPrice)} in cash on delivery.`,
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
        [vi ? 'Số tiền' : 'Amount', formatPrice(transfer.amount)],
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
  const vi = lang === 'vi';
  return orderEmail(lang, shop, orderId, {
    subject: vi ? 'Đã nhận đơn hàng' : 'Order received',
    heading: vi ? `Cảm ơn bạn, ${order.user.name}!` : `Thank you, ${order.user.name}!`,
    blocks: [
      {
        kind: 'paragraph',
        text: vi
          ? `Chúng tôi đã nhận đơn hàng ${orderId} lúc ${dateTime(order.createdAt)}.`
          : `We received your order ${orderId} on ${dateTime(order.createdAt)}.`,
      },
      {
        kind: 'rows',
        rows: order.orderItems.map((item) => [
          `${item.name} × ${item.quantity}`,
          formatPrice(item.price * item.quantity),
        ]),
      },
      totalsRows(lang, order),
      ...paymentBlocks(lang, shop, orderId, order, payBy),
    ],
  });
}

/** Who changed the order, as the customer reads it: themselves, or the shop. */
const actorName = (lang: MailLanguage, order: OrderDoc, change: StatusChange) =>
  change.by.role === 'customer' ? (lang === 'vi' ? 'bạn' : 'you') : lang === 'vi' ? 'cửa hàng' : 'the shop';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The email for one new statusHistory entry, or null for a state the customer is not told about. */
export function orderStatusEmail(
  lang: MailLanguage,
  shop: ShopMailContext,
  orderId: string,
  order: OrderForMail,
  change: StatusChange,
): MailMessage | null {
  const vi = lang === 'vi';
  const when = dateTime(change.at);
  const note = change.note ? [{ kind: 'paragraph' as const, text: `${vi ? 'Ghi chú' : 'Note'}: ${change.note}` }] : [];
  switch (change.status) {
    case 'paid':
      return orderEmail(lang, shop, orderId, {
        subject: vi ? 'Đã nhận thanh toán' : 'Payment received',
        heading: vi ? 'Chúng tôi đã nhận được thanh toán' : 'We received your payment',
        blocks: [
          {
            kind: 'paragraph',
            text: vi
              ? `Đã nhận ${formatPrice(order.totalPrice)} cho đơn hàng ${orderId} lúc ${when}.`
              : `We received ${formatPrice(order.totalPrice)} for order ${orderId} on ${when}.`,
          },
          totalsRows(lang, order),
        ],
      });
    case 'shipped': {
      const shipment = order.shipment;
      return orderEmail(lang, shop, orderId, {
        subject: vi ? 'Đơn hàng đã được gửi đi' : 'Your order has shipped',
        heading: vi ? 'Đơn hàng đang trên đường đến bạn' : 'Your order is on its way',
        blocks: [
          {
            kind: 'paragraph',
            text: vi ? `Đơn hàng ${orderId} đã được gửi lúc ${when}.` : `Order ${orderId} was shipped on ${when}.`,
          },
          ...(shipment
            ? [
                {
                  kind: 'rows' as const,
                  rows: [
                    [vi ? 'Đơn vị vận chuyển' : 'Carrier', shipment.carrier],
                    [vi ? 'Mã vận đơn' : 'Tracking number', shipment.trackingNumber],
                  ] as const,
                },
              ]
            : []),
          ...note,
        ],
      });
    }
    case 'delivered':
      return orderEmail(lang, shop, orderId, {
        subject: vi ? 'Đơn hàng đã được giao' : 'Your order was delivered',
        heading: vi ? 'Đơn hàng đã được giao' : 'Your order was delivered',
        blocks: [
          {
            kind: 'paragraph',
            text: vi
              ? `Đơn hàng ${orderId} đã được giao lúc ${when}. Cảm ơn bạn đã mua sắm!`
              : `Order ${orderId} was delivered on ${when}. Thank you for shopping with us!`,
          },
          // Cash on delivery: this email also says the cash was received (no separate 'paid' email).
          ...(order.paymentMethod === 'COD' && order.isPaid
            ? [
                {
                  kind: 'paragraph' as const,
                  text: vi
                    ? `Shop đã nhận ${formatPrice(order.totalPrice)} tiền mặt khi giao hàng.`
                    : `We received ${formatPrice(order.totalPrice)} in cash on delivery.`,
                },
              ]
            : []),
        ],
      });
    case 'cancelled': {
      // The customer's own words are not echoed back: an unverified account could otherwise make
      // the shop mail any address a text of its choosing (docs/decisions/0030-limits-hold-or-refuse.md).
      const byCustomer = change.by.role === 'customer';
      const reason =
        (cancellerOf(order) === 'timeout' ? timeoutReason(order, vi) : null) ?? (byCustomer ? null : change.note);
      return orderEmail(lang, shop, orderId, {
        subject: vi ? 'Đơn hàng đã bị hủy' : 'Your order was cancelled',
        heading: vi ? 'Đơn hàng đã bị hủy' : 'Your order was cancelled',
        blocks: [
          {
            kind: 'paragraph',
            text: vi
              ? `${capitalised(actorName(lang, order, change))} đã hủy đơn hàng ${orderId} lúc ${when}.`
              : `${capitalised(actorName(lang, order, change))} cancelled order ${orderId} on ${when}.`,
          },
          ...(reason ? [{ kind: 'paragraph' as const, text: `${vi ? 'Lý do' : 'Reason'}: ${reason}` }] : []),
        ],
      });
    }
    case 'refundPending':
      return orderEmail(lang, shop, orderId, {
        subject: vi ? 'Đang hoàn tiền' : 'Refund under way',
        heading: vi ? 'Chúng tôi đang hoàn tiền cho bạn' : 'We are refunding your payment',
        blocks: [
          {
            kind: 'paragraph',
            text: vi
              ? `Khoản tiền ${formatPrice(order.totalPrice)} của đơn hàng ${orderId} đang được hoàn lại.`
              : `The ${formatPrice(order.totalPrice)} you paid for order ${orderId} is being refunded.`,
          },
          ...note,
        ],
      });
    case 'refunded':
      return orderEmail(lang, shop, orderId, {
        subject: vi ? 'Đã hoàn tiền' : 'Refund completed',
        heading: vi ? 'Đã hoàn tiền' : 'Your refund is complete',
        blocks: [
          {
            kind: 'paragraph',
            text: vi
              ? `Chúng tôi đã hoàn ${formatPrice(order.totalPrice)} cho đơn hàng ${orderId} lúc ${when}.`
              : `We refunded ${formatPrice(order.totalPrice)} for order ${orderId} on ${when}.`,
          },
          ...note,
        ],
      });
    case 'awaitingPayment':
    case 'packing':
      return null;
  }
}

function accountEmail(
  lang: MailLanguage,
  shop: ShopMailContext,
  parts: { subject: string; heading: string; blocks: EmailBlock[]; footer?: string },
): MailMessage {
  return renderEmail({
    lang,
    shopName: shop.shopName,
    subject: `${parts.subject} – ${shop.shopName}`,
    heading: parts.heading,
    blocks: parts.blocks,
    footer: parts.footer ?? WORDS[lang].footerAccount,
  });
}

/** The link to the shop's own page that sets a new password. */
export function passwordResetEmail(lang: MailLanguage, shop: ShopMailContext, link: string): MailMessage {
  const vi = lang === 'vi';
  return accountEmail(lang, shop, {
    subject: vi ? 'Đặt lại mật khẩu' : 'Reset your password',
    heading: vi ? 'Đặt lại mật khẩu của bạn' : 'Reset your password',
    blocks: [
      {
        kind: 'paragraph',
        text: vi
          ? 'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Liên kết có hiệu lực trong 1 giờ.'
          : 'We received a request to reset the password of your account. The link works for one hour.',
      },
      { kind: 'button', label: vi ? 'Đặt mật khẩu mới' : 'Set a new password', url: link },
    ],
  });
}

/** Sent at sign-up and by "resend": the link that confirms the address. */
export function verifyEmailEmail(lang: MailLanguage, shop: ShopMailContext, link: string): MailMessage {
  const vi = lang === 'vi';
  return accountEmail(lang, shop, {
    subject: vi ? 'Xác minh địa chỉ email' : 'Verify your email',
    heading: vi ? 'Xác minh địa chỉ email của bạn' : 'Verify your email address',
    blocks: [
      {
        kind: 'paragraph',
        text: vi
          ? 'Vui lòng xác nhận đây là địa chỉ email của bạn.'
          : 'Please confirm that this is your email address.',
      },
      { kind: 'button', label: vi ? 'Xác minh email' : 'Verify email', url: link },
    ],
  });
}

/** Sent to the new address of an email change: nothing changes until the link is opened. */
export function confirmNewEmailEmail(
  lang: MailLanguage,
  shop: ShopMailContext,
  newEmail: string,
  link: string,
): MailMessage {
  const vi = lang === 'vi';
  return accountEmail(lang, shop, {
    subject: vi ? 'Xác nhận email mới' : 'Confirm your new email',
    heading: vi ? 'Xác nhận địa chỉ email mới' : 'Confirm your new email address',
    blocks: [
      {
        kind: 'paragraph',
        text: vi
          ? `Mở liên kết dưới đây để dùng ${newEmail} cho tài khoản của bạn. Email hiện tại vẫn được dùng cho đến khi bạn xác nhận.`
          : `Open the link below to use ${newEmail} for your account. Your current email stays until you confirm.`,
      },
      { kind: 'button', label: vi ? 'Xác nhận email mới' : 'Confirm new email', url: link },
    ],
  });
}

/**
 * Sent to the owner of an address another account asked to move to: the asker is answered as if
 * the address were free (so the form tells nobody which addresses have accounts), and the owner
 * learns of it here. Nothing in it comes from the asker.
 */
export function emailTakenNoticeEmail(lang: MailLanguage, shop: ShopMailContext): MailMessage {
  const vi = lang === 'vi';
  return accountEmail(lang, shop, {
    subject: vi ? 'Có yêu cầu dùng email của bạn' : 'Someone asked to use your email',
    heading: vi ? 'Có yêu cầu dùng email của bạn' : 'Someone asked to use your email',
    blocks: [
      {
        kind: 'paragraph',
        text: vi
          ? `Một tài khoản khác tại ${shop.shopName} vừa yêu cầu chuyển sang địa chỉ email này. Địa chỉ này đã thuộc về tài khoản của bạn nên không có gì thay đổi.`
          : `Another account at ${shop.shopName} just asked to move to this email address. It already belongs to your account, so nothing changed.`,
      },
      {
        kind: 'paragraph',
        text: vi
          ? 'Nếu bạn quên mật khẩu, hãy dùng "Quên mật khẩu" trên trang đăng nhập.'
          : 'If you forgot your password, use "Forgot password" on the sign-in page.',
      },
    ],
  });
}

/** Sent to the old address once an email change is applied. */
export function emailChangedEmail(
  lang: MailLanguage,
  shop: ShopMailContext,
  oldEmail: string,
  newEmail: string,
  at: string,
): MailMessage {
  const vi = lang === 'vi';
  return accountEmail(lang, shop, {
    subject: vi ? 'Email tài khoản đã thay đổi' : 'Your account email was changed',
    heading: vi ? 'Email tài khoản đã thay đổi' : 'Your account email was changed',
    blocks: [
      {
        kind: 'paragraph',
        text: vi
          ? `Lúc ${dateTime(at)}, email đăng nhập của tài khoản đã đổi từ ${oldEmail} sang ${newEmail}.`
          : `On ${dateTime(at)}, the sign-in email of your account changed from ${oldEmail} to ${newEmail}.`,
      },
      {
        kind: 'paragraph',
        text: vi
          ? `Nếu không phải bạn, hãy liên hệ ${shop.shopName} ngay.`
          : `If this was not you, contact ${shop.shopName} at once.`,
      },
    ],
    footer: vi
      ? 'Email này được gửi đến địa chỉ cũ của bạn để bảo vệ tài khoản.'
      : 'This email goes to your previous address to protect your account.',
  });
}

/** The shop's own reason for its cancel: the payment time ran out, or a COD order was not confirmed in time. */
function timeoutReason(order: OrderDoc, vi: boolean): string {
  if (order.cancelReason === COD_UNCONFIRMED_REASON) {
    return vi ? 'Đơn hàng không được xác nhận kịp thời.' : 'The order was not confirmed in time.';
  }
  return vi ? 'Hết thời gian thanh toán.' : 'The payment time ran out.';
}
