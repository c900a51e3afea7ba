/** The audit log: what an admin (or a gateway, the bank, the shop) did, kept in `auditLog`. */
import type { CursorPage } from './api.js';

/** What an admin did, kept in auditLog (docs/decisions/0012-security-hardening.md). */
export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'order.pay',
  'order.deliver',
  'order.delete',
  /** An order's life (docs/decisions/0020-order-life.md): packed, shipped, cancelled by an admin or its customer. */
  'order.pack',
  'order.ship',
  /** Carriers: a waybill made with the carrier for a Packing order, or cancelled before pickup. */
  'order.waybill',
  'order.waybill-cancel',
  'order.cancel',
  'order.customer-cancel',
  /** A refund of an order: asked of its gateway (with the answer) or recorded by hand. */
  'order.refund',
  'order.refund-failed',
  /** A gateway's notification paid the order (actor: the gateway). */
  'order.gateway-pay',
  /** The bank's notification of a transfer paid the order (actor: the bank). */
  'order.bank-pay',
  /** Its payment time ran out: cancelled and stock released (actor: the shop). */
  'order.expire',
  /** A verified payment paid no order and needs a refund (actor: the gateway). */
  'payment.reconcile',
  /** An admin refunded a reconciliation's payment by hand in the gateway's portal. */
  'payment.refund',
  'user.update',
  'user.delete',
  /** An admin made out the VAT invoice an order asked for (its number). */
  'order.invoice',
  'settings.update',
  'voucher.create',
  'voucher.update',
  'voucher.delete',
  /** An admin rebuilt the dashboard's order figures from the orders (the count and sales before and after). */
  'stats.recount',
  /** An admin answered a question (or edited the answer), hid it, or showed it again. */
  'question.answer',
  'question.hide',
  'question.unhide',
  /** An admin wrote or changed the shop's reply under a review, or removed it (the text before and after). */
  'review.reply',
  'review.reply-delete',
  /** An admin created, saved or deleted a content page (docs/decisions/0108-content-pages.md). */
  'page.create',
  'page.update',
  'page.delete',
  /** A finance company's application: approved or refused by staff, its CCCD shown ("Xem"); never the data itself. */
  'finance.approve',
  'finance.refuse',
  'finance.reveal',
  /** A customer attached a guest order to their account (the order's userId before and after). */
  'order.claim',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A changed field: its value before and after (null when it did not exist). */
export interface FieldChange {
  before: unknown;
  after: unknown;
}

export interface AuditEntryDoc {
  action: AuditAction;
  actor: { uid: string; email: string };
  target: { id: string; label: string };
  changes: Record<string, FieldChange>;
  at: string;
}
export type AuditEntry = AuditEntryDoc & { _id: string };

export interface AuditPage extends CursorPage {
  entries: AuditEntry[];
}
