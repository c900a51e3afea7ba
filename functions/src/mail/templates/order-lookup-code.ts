/**
 * The one-time code that opens an order found by phone and order code
 * (docs/decisions/0105-order-lookup-codes.md): the code, how long it lasts, and that nobody from
 * the shop asks for it.
 */
import { ORDER_LOOKUP_PATH } from '../../shared/guest-order.js';
import { renderEmail } from '../email-layout.js';
import type { MailMessage } from '../mail-doc.js';
import type { MailLanguage, ShopMailContext } from './email-parts.js';

const WORDS = {
  vi: {
    subject: (orderCode: string) => `Mã xác nhận tra cứu đơn hàng ${orderCode}`,
    heading: 'Mã xác nhận tra cứu đơn hàng',
    code: (code: string, minutes: number) => `Mã xác nhận của bạn là ${code}. Mã có hiệu lực trong ${minutes} phút.`,
    warning: 'Không chia sẻ mã này với bất kỳ ai, kể cả người tự xưng là nhân viên cửa hàng.',
    button: 'Tra cứu đơn hàng',
    footer: 'Bạn nhận được email này vì ai đó đã tra cứu đơn hàng của bạn bằng số điện thoại và mã đơn hàng.',
  },
  en: {
    subject: (orderCode: string) => `Your code to look up order ${orderCode}`,
    heading: 'Your order lookup code',
    code: (code: string, minutes: number) => `Your code is ${code}. It is valid for ${minutes} minutes.`,
    warning: 'Do not share this code with anyone, including people who say they work for the shop.',
    button: 'Look up the order',
    footer: 'You received this email because someone looked up your order with its phone number and order code.',
  },
} satisfies Record<MailLanguage, unknown>;

export interface LookupCodeMail {
  orderCode: string;
  code: string;
  minutes: number;
}

/** The lookup page, where the code is typed in. */
export const orderLookupUrl = (shop: ShopMailContext) => `${shop.origin}${ORDER_LOOKUP_PATH}`;

export function orderLookupCodeEmail(lang: MailLanguage, shop: ShopMailContext, mail: LookupCodeMail): MailMessage {
  const w = WORDS[lang];
  return renderEmail({
    lang,
    shopName: shop.shopName,
    subject: `${w.subject(mail.orderCode)} – ${shop.shopName}`,
    heading: w.heading,
    blocks: [
      { kind: 'paragraph', text: w.code(mail.code, mail.minutes) },
      { kind: 'paragraph', text: w.warning },
      { kind: 'button', label: w.button, url: orderLookupUrl(shop) },
    ],
    footer: w.footer,
  });
}
