/**
 * What every email the shop sends shares: the language, the shop's name and origin, Vietnam time,
 * and the frame of an order email (its subject line, its totals and its 'View your order' button).
 * The emails themselves are in order-placed.ts, order-life.ts and account.ts, each with its words
 * in Vietnamese and English (docs/decisions/0021-email-and-accounts.md).
 */
import type { PaymentMethod } from '../../shared/constants.js';
import type { OrderDoc } from '../../shared/entities/order.js';
import { formatPrice, type PriceStyle } from '../../shared/money.js';
import { displayDateTime } from '../../shared/display-date.js';
import { renderEmail, type EmailBlock, type EmailContent } from '../email-layout.js';
import type { MailMessage } from '../mail-doc.js';

/** The customer's language at the time of the event ('mixed', the site's default, reads Vietnamese). */
export type MailLanguage = 'vi' | 'en';

/** A user document's `language` as an email's: English only when the customer chose English. */
export const mailLanguage = (language: unknown): MailLanguage => (language === 'en' ? 'en' : 'vi');

export interface ShopMailContext {
  shopName: string;
  /** The shop's public origin, for every link (SHOP_BASE_URL). */
  origin: string;
  /** How the shop writes money (settings); the specification's when not given. */
  priceStyle?: PriceStyle;
  /** Where an order email's buttons lead when not the account's order page (a guest's: the lookup page). */
  orderLink?: string;
}

/** An amount as the shop writes it: emails pass the style, as no page load set one (shared/money.ts). */
export const mailPrice = (shop: ShopMailContext, amount: number): string =>
  formatPrice(amount, shop.priceStyle ?? 'spec');

/** An order as its emails read it (a bank-transfer order carries its transfer, shared/entities/payment.ts). */
export type OrderForMail = OrderDoc;

/**
 * A moment in Vietnam time, as every email shows it: day first (`27/11/2026 14:05 (GMT+7)`), as the
 * storefront writes dates in Vietnamese and English (display-date.ts); emails are never in 'mixed'.
 */
export const dateTime = (iso: string) => `${displayDateTime(iso, 'vi')} (GMT+7)`;
/** How an email names the order: its code, or its id for an order placed before every order had one. */
export const orderName = (orderId: string, order: Pick<OrderForMail, 'orderCode'>): string =>
  order.orderCode ?? orderId;
export const orderUrl = (shop: ShopMailContext, orderId: string) =>
  shop.orderLink ?? `${shop.origin}/order/${encodeURIComponent(orderId)}`;

const PAYMENT_METHOD_NAMES: Record<MailLanguage, Record<PaymentMethod, string>> = {
  vi: {
    VNPAY: 'VNPAY',
    MOMO: 'MoMo',
    COD: 'Thanh toán khi nhận hàng (COD)',
    BANK_TRANSFER: 'Chuyển khoản ngân hàng',
    FINANCE_COMPANY: 'Trả góp qua công ty tài chính',
    INSTALLMENT: 'Trả góp qua Fundiin',
  },
  en: {
    VNPAY: 'VNPAY',
    MOMO: 'MoMo',
    COD: 'Cash on delivery (COD)',
    BANK_TRANSFER: 'Bank transfer',
    FINANCE_COMPANY: 'Installments through a finance company',
    INSTALLMENT: 'Pay later with Fundiin',
  },
};

const WORDS = {
  vi: {
    order: 'Đơn hàng',
    viewOrder: 'Xem đơn hàng',
    footerOrder: 'Bạn nhận được email này vì bạn đã đặt hàng tại cửa hàng của chúng tôi.',
    itemsPrice: 'Tiền hàng',
    shipping: 'Phí vận chuyển',
    total: 'Tổng cộng',
    paymentMethod: 'Phương thức thanh toán',
  },
  en: {
    order: 'Order',
    viewOrder: 'View your order',
    footerOrder: 'You received this email because you placed an order with our shop.',
    itemsPrice: 'Items',
    shipping: 'Shipping',
    total: 'Total',
    paymentMethod: 'Payment method',
  },
} as const;

/** The order's items price, shipping, total and payment method. */
export function totalsRows(lang: MailLanguage, order: OrderForMail, shop?: ShopMailContext): EmailBlock {
  const w = WORDS[lang];
  const price = (amount: number) => formatPrice(amount, shop?.priceStyle ?? 'spec');
  return {
    kind: 'rows',
    rows: [
      [w.itemsPrice, price(order.itemsPrice)],
      [w.shipping, price(order.shippingPrice)],
      [w.total, price(order.totalPrice)],
      [w.paymentMethod, PAYMENT_METHOD_NAMES[lang][order.paymentMethod]],
    ],
  };
}

/** What an order email says; the frame adds the order to the subject and the link to the order. */
export interface OrderEmailParts {
  subject: string;
  heading: string;
  blocks: EmailBlock[];
}

export function orderEmail(
  lang: MailLanguage,
  shop: ShopMailContext,
  orderId: string,
  parts: OrderEmailParts,
  /** The order as the subject names it (orderName); the link always carries the id. */
  name: string = orderId,
): MailMessage {
  const w = WORDS[lang];
  const content: EmailContent = {
    lang,
    shopName: shop.shopName,
    subject: `${parts.subject} – ${w.order} ${name}`,
    heading: parts.heading,
    blocks: [...parts.blocks, { kind: 'button', label: w.viewOrder, url: orderUrl(shop, orderId) }],
    footer: w.footerOrder,
  };
  return renderEmail(content);
}
