/**
 * The restock alert: the laptop a customer asked about ("Thông báo khi có hàng") is back in stock,
 * with its price in the shop's style, the link to its page and the link that stops these alerts
 * (docs/decisions/0100-restock-alerts-and-unsubscribe.md).
 */
import { renderEmail } from '../email-layout.js';
import type { MailMessage } from '../mail-doc.js';
import { mailPrice, type MailLanguage, type ShopMailContext } from './email-parts.js';

const WORDS = {
  vi: {
    subject: (name: string) => `${name} đã có hàng trở lại`,
    text: (name: string) =>
      `${name} mà bạn đăng ký nhận thông báo đã có hàng trở lại. Số lượng có hạn, mời bạn đặt sớm.`,
    price: 'Giá',
    button: 'Xem sản phẩm',
    unsubscribe: 'Hủy nhận thông báo khi có hàng',
    footer: 'Bạn nhận được email này vì đã bấm "Thông báo khi có hàng" cho sản phẩm này. Chúng tôi chỉ gửi một lần.',
  },
  en: {
    subject: (name: string) => `${name} is back in stock`,
    text: (name: string) =>
      `${name}, which you asked us to tell you about, is back in stock. Stock is limited, so order soon.`,
    price: 'Price',
    button: 'View the laptop',
    unsubscribe: 'Stop stock alerts',
    footer: 'You received this email because you pressed "Notify me" for this laptop. We send it only once.',
  },
} satisfies Record<MailLanguage, unknown>;

export interface RestockProduct {
  name: string;
  slug: string;
  price: number;
}

export function restockAlertEmail(
  lang: MailLanguage,
  shop: ShopMailContext,
  product: RestockProduct,
  unsubscribeUrl: string,
): MailMessage {
  const w = WORDS[lang];
  const message = renderEmail({
    lang,
    shopName: shop.shopName,
    subject: `${w.subject(product.name)} – ${shop.shopName}`,
    heading: w.subject(product.name),
    blocks: [
      { kind: 'paragraph', text: w.text(product.name) },
      { kind: 'rows', rows: [[w.price, mailPrice(shop, product.price)]] },
      { kind: 'button', label: w.button, url: `${shop.origin}/product/${encodeURIComponent(product.slug)}` },
      { kind: 'paragraph', text: `${w.unsubscribe}: ${unsubscribeUrl}` },
    ],
    footer: w.footer,
  });
  // RFC 8058: mail clients offer their own unsubscribe button, which POSTs to the same link.
  return {
    ...message,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
