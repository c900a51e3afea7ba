/**
 * The email to a customer whose question the shop answered for the first time: their question, the
 * answer and the link to the product page where it now shows (docs/decisions/0098-questions-and-answers.md).
 */
import { renderEmail } from '../email-layout.js';
import type { MailMessage } from '../mail-doc.js';
import type { MailLanguage, ShopMailContext } from './email-parts.js';

const WORDS = {
  vi: {
    subject: (product: string) => `Câu hỏi của bạn về ${product} đã được trả lời`,
    heading: 'Cửa hàng đã trả lời câu hỏi của bạn',
    question: 'Câu hỏi',
    answer: 'Trả lời',
    button: 'Xem sản phẩm',
    footer: 'Bạn nhận được email này vì bạn đã đặt câu hỏi về sản phẩm này tại cửa hàng của chúng tôi.',
  },
  en: {
    subject: (product: string) => `Your question about ${product} has been answered`,
    heading: 'The shop answered your question',
    question: 'Question',
    answer: 'Answer',
    button: 'View the product',
    footer: 'You received this email because you asked a question about this product in our shop.',
  },
} satisfies Record<MailLanguage, unknown>;

export interface AnsweredQuestion {
  productName: string;
  productSlug: string;
  question: string;
  answer: string;
}

export const productUrl = (shop: ShopMailContext, slug: string) => `${shop.origin}/product/${encodeURIComponent(slug)}`;

export function questionAnsweredEmail(lang: MailLanguage, shop: ShopMailContext, q: AnsweredQuestion): MailMessage {
  const w = WORDS[lang];
  return renderEmail({
    lang,
    shopName: shop.shopName,
    subject: `${w.subject(q.productName)} – ${shop.shopName}`,
    heading: w.heading,
    blocks: [
      { kind: 'paragraph', text: `${w.question}: ${q.question}` },
      { kind: 'paragraph', text: `${w.answer}: ${q.answer}` },
      { kind: 'button', label: w.button, url: productUrl(shop, q.productSlug) },
    ],
    footer: w.footer,
  });
}
