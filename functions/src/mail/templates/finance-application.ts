/**
 * A finance company's application, as its customer is told (docs/decisions/0110-finance-company-applications.md):
 * received with the order, approved, or refused. They name the order, its plan and the decision,
 * never the applicant's name, phone or CCCD, which stay in `financeApplications`.
 */
import type { StatusChange } from '../../shared/order-status.js';
import type { EmailBlock } from '../email-layout.js';
import type { MailMessage } from '../mail-doc.js';
import {
  dateTime,
  orderEmail,
  orderName,
  totalsRows,
  type MailLanguage,
  type OrderForMail,
  type ShopMailContext,
} from './email-parts.js';

const vi = {
  plan: (term: number, down: number) => `Kỳ hạn ${term} tháng, trả trước ${down}%`,
  submitted: {
    subject: 'Đã nhận hồ sơ trả góp',
    heading: 'Chúng tôi đã nhận hồ sơ trả góp của bạn',
    text: (orderId: string, until: string) =>
      `Hồ sơ trả góp qua công ty tài chính cho đơn hàng ${orderId} đang chờ duyệt. Nhân viên cửa hàng sẽ liên hệ với bạn để hoàn tất hồ sơ; sản phẩm được giữ cho bạn đến ${until}.`,
  },
  approved: {
    subject: 'Hồ sơ trả góp đã được duyệt',
    heading: 'Hồ sơ trả góp của bạn đã được duyệt',
    text: (orderId: string, partner: string) =>
      `${partner} đã duyệt hồ sơ trả góp cho đơn hàng ${orderId}. Cửa hàng sẽ chuẩn bị và giao hàng cho bạn.`,
    contract: 'Số hợp đồng',
  },
  refused: {
    subject: 'Hồ sơ trả góp không được duyệt',
    heading: 'Hồ sơ trả góp của bạn không được duyệt',
    text: (orderId: string) => `Hồ sơ trả góp cho đơn hàng ${orderId} không được duyệt, đơn hàng đã được hủy.`,
    reason: 'Lý do',
  },
};
const WORDS: Record<MailLanguage, typeof vi> = {
  vi,
  en: {
    plan: (term, down) => `${term}-month term, ${down}% down payment`,
    submitted: {
      subject: 'Installment application received',
      heading: 'We received your installment application',
      text: (orderId, until) =>
        `Your finance company installment application for order ${orderId} is awaiting approval. The shop's staff will contact you to complete it; the items are held for you until ${until}.`,
    },
    approved: {
      subject: 'Installment application approved',
      heading: 'Your installment application was approved',
      text: (orderId, partner) =>
        `${partner} approved the installment application for order ${orderId}. The shop will prepare and ship your order.`,
      contract: 'Contract number',
    },
    refused: {
      subject: 'Installment application not approved',
      heading: 'Your installment application was not approved',
      text: (orderId) =>
        `The installment application for order ${orderId} was not approved, and the order was cancelled.`,
      reason: 'Reason',
    },
  },
};

const paragraph = (text: string): EmailBlock => ({ kind: 'paragraph', text });

/** The plan the customer chose, as the emails show it. */
const planBlock = (w: typeof vi, order: OrderForMail): EmailBlock[] =>
  order.finance ? [paragraph(w.plan(order.finance.termMonths, order.finance.downPaymentPercent))] : [];

/** "Application received", instead of the usual "order placed"; null for an order of another method. */
export function financeSubmittedEmail(
  lang: MailLanguage,
  shop: ShopMailContext,
  orderId: string,
  order: OrderForMail,
): MailMessage | null {
  if (!order.finance) return null;
  const w = WORDS[lang];
  const name = orderName(orderId, order);
  return orderEmail(
    lang,
    shop,
    orderId,
    {
      subject: w.submitted.subject,
      heading: w.submitted.heading,
      blocks: [
        paragraph(w.submitted.text(name, dateTime(order.finance.holdEndsAt))),
        ...planBlock(w, order),
        totalsRows(lang, order, shop),
      ],
    },
    name,
  );
}

/**
 * The email for a staff decision's history entry (approved: the entry awaiting payment; refused: the
 * cancel), or null for any other change, which the usual status emails tell.
 */
export function financeDecisionEmail(
  lang: MailLanguage,
  shop: ShopMailContext,
  orderId: string,
  order: OrderForMail,
  change: StatusChange,
): MailMessage | null {
  const finance = order.finance;
  if (!finance || finance.decidedAt !== change.at) return null;
  const w = WORDS[lang];
  const name = orderName(orderId, order);
  if (finance.decision === 'approved' && change.status === 'awaitingPayment') {
    const rows: EmailBlock = { kind: 'rows', rows: [[w.approved.contract, finance.contractNumber ?? '']] };
    const blocks = [paragraph(w.approved.text(name, finance.partner ?? '')), rows, ...planBlock(w, order)];
    return orderEmail(lang, shop, orderId, { subject: w.approved.subject, heading: w.approved.heading, blocks }, name);
  }
  if (finance.decision === 'refused' && change.status === 'cancelled') {
    const blocks = [
      paragraph(w.refused.text(name)),
      ...(change.note ? [paragraph(`${w.refused.reason}: ${change.note}`)] : []),
    ];
    return orderEmail(lang, shop, orderId, { subject: w.refused.subject, heading: w.refused.heading, blocks }, name);
  }
  return null;
}
