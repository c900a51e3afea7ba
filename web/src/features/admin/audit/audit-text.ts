/**
 * The audit log in the admin's language (docs/decisions/0031-admin-actions-that-cannot-slip.md):
 * each action and changed field by its name, and each value as the screens show it (states by their
 * names, yes and no, amounts in VND, instants in Vietnam time, a shipment or refund by its parts)
 * instead of raw keys, UTC instants and "[object Object]". A key with no name here is shown as it is.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuditAction, FieldChange } from '@shared/entities/audit';
import { formatOrderAmount } from '@shared/money';
import { ORDER_STATUSES, type OrderStatus } from '@shared/order-status';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { shownDateTime } from '@/i18n/dates';
import { translateMessage } from '@/i18n/translate-message';
import { ORDER_STATE_TABLE, paymentMethodShortLabel } from '@/features/orders';
import { PAYMENT_METHODS, type PaymentMethod } from '@shared/constants';
import { TIMEOUT_ACTOR_UID } from '@shared/order-status';

/** A macro's text, or a shared message (translated through the catalogue's shared entries). */
const ACTION_LABELS: Partial<Record<AuditAction, MessageDescriptor | string>> = {
  'product.create': msg`Product created`,
  'product.update': msg`Product updated`,
  'product.delete': msg`Product deleted`,
  'order.pay': msg`Order marked as paid`,
  'order.deliver': msg`Order delivered`,
  'order.delete': msg`Order deleted`,
  'order.pack': msg`Order packing`,
  'order.ship': msg`Order shipped`,
  'order.waybill': msg`Waybill created`,
  'order.waybill-cancel': msg`Waybill cancelled`,
  'order.cancel': msg`Order cancelled`,
  'order.customer-cancel': msg`Order cancelled by its customer`,
  'order.refund': msg`Order refunded`,
  'order.refund-failed': msg`Refund failed`,
  'order.gateway-pay': msg`Paid through the gateway`,
  'order.bank-pay': msg`Paid by bank transfer`,
  'order.expire': PAYMENT_MSG.paymentTimeout,
  'payment.reconcile': msg`Payment to refund recorded`,
  'payment.refund': msg`Payment refunded by hand`,
  'user.update': msg`User updated`,
  'user.delete': msg`User deleted`,
  'order.invoice': msg`Invoice issued`,
  'order.claim': msg`Guest order added to its buyer's account`,
  'settings.update': msg`Settings updated`,
  'voucher.create': msg`Voucher created`,
  'voucher.update': msg`Voucher updated`,
  'voucher.delete': msg`Voucher deleted`,
  'stats.recount': msg`Figures recounted from the orders`,
  'question.answer': msg`Question answered`,
  'question.hide': msg`Question hidden`,
  'question.unhide': msg`Question shown again`,
  'review.reply': msg`Shop reply to a review saved`,
  'review.reply-delete': msg`Shop reply to a review removed`,
  'page.create': msg`Page created`,
  'page.update': msg`Page saved`,
  'page.delete': msg`Page deleted`,
};

const FIELD_LABELS: Record<string, MessageDescriptor> = {
  answer: msg`Answer`,
  status: msg`State`,
  state: msg`State`,
  isPaid: msg`Paid`,
  isDelivered: msg`Delivered`,
  paidAt: msg`Paid at`,
  cancelledAt: msg`Cancelled at`,
  cancelReason: msg`Cancel reason`,
  reason: msg`Reason`,
  note: msg`Note`,
  shipment: msg`Shipment`,
  carrier: msg`Carrier`,
  trackingNumber: msg`Tracking number`,
  refund: msg`Refund`,
  method: msg`Method`,
  reference: msg`Reference`,
  code: msg`Gateway code`,
  totalPrice: msg`Total`,
  totalSales: msg`Total Sales`,
  numOrders: msg`Orders`,
  invoice: msg`Invoice`,
  name: msg`Name`,
  email: msg`Email`,
  isAdmin: msg`Admin`,
  price: msg`Price`,
  image: msg`Image`,
  brand: msg`Brand`,
  category: msg`Category`,
  countInStock: msg`Count In Stock`,
  description: msg`Description`,
};

/** Fields whose numbers are amounts of money. */
const MONEY_FIELDS = new Set(['totalPrice', 'totalSales', 'price', 'amount']);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);
const isPaymentMethod = (value: string): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(value);
/** The fields that hold a payment method's code ('BANK_TRANSFER'), shown by its name instead. */
const PAYMENT_METHOD_FIELDS = new Set(['paymentMethod', 'paymentMethods', 'provider']);

/**
 * The shop's own actors, which the log records with a name in English in place of an email: the
 * bank's notifications and the payment time-out (payments/bank-transfer/notification.ts,
 * payments/reservations.ts). A person's email shows as it is.
 */
const SYSTEM_ACTORS: Readonly<Record<string, MessageDescriptor>> = {
  bank: msg`Bank transfer`,
  [TIMEOUT_ACTOR_UID]: msg`Payment time-out`,
};

export const auditActorText = (actor: { uid: string; email: string }): string => {
  const name = Object.hasOwn(SYSTEM_ACTORS, actor.uid) ? SYSTEM_ACTORS[actor.uid] : undefined;
  return name ? i18n._(name) : actor.email;
};

export const auditActionLabel = (action: string): string => {
  const label = ACTION_LABELS[action as AuditAction];
  if (label === undefined) return action;
  return typeof label === 'string' ? translateMessage(label) : i18n._(label);
};

export const auditFieldLabel = (field: string): string => {
  const label = Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field] : undefined;
  return label ? i18n._(label) : field;
};

/** One value of a field, as the admin screens would show it. */
export function auditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? i18n._(msg`Yes`) : i18n._(msg`No`);
  if (typeof value === 'number') return MONEY_FIELDS.has(field) ? formatOrderAmount(value) : String(value);
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value)) return shownDateTime(value);
    if (field === 'status' && isOrderStatus(value)) return i18n._(ORDER_STATE_TABLE[value].shortLabel);
    if (PAYMENT_METHOD_FIELDS.has(field) && isPaymentMethod(value)) return paymentMethodShortLabel(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => auditValue(field, item)).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== null && inner !== undefined)
      .map(([key, inner]) => `${auditFieldLabel(key)}: ${auditValue(key, inner)}`)
      .join(', ');
  }
  return String(value);
}

/** Every change of an entry: "State: Paid → Packing; Shipment: — → Carrier: GHN, …". */
export function describeAuditChanges(changes: Record<string, FieldChange>): string {
  return Object.entries(changes)
    .map(
      ([field, { before, after }]) =>
        `${auditFieldLabel(field)}: ${auditValue(field, before)} → ${auditValue(field, after)}`,
    )
    .join('; ');
}
