/**
 * The one table of who causes a change of an order's state, in words. The order names roles
 * (docs/decisions/0028-orders-read-from-firestore.md): the customer sees "Customer", "Shop staff",
 * the gateway or the shop; an admin's view also carries the person's email.
 */
import { t } from '@lingui/core/macro';
import type { Order } from '@shared/entities/order';
import { PAYMENT_TIMEOUT_REASON, type StatusChange, type StatusRole } from '@shared/order-status';
import { GATEWAY_NAMES, paymentMethodLabel } from './payment-method-table';

export const ACTOR_TABLE: Record<StatusRole, (order: Order, entry: StatusChange) => string> = {
  customer: (_order, { by: { email } }) => (email ? t`Customer (${email})` : t`Customer`),
  admin: (_order, { by: { email } }) => email ?? t`Shop staff`,
  gateway: (order) => (order.payment ? GATEWAY_NAMES[order.payment.provider] : paymentMethodLabel(order.paymentMethod)),
  shop: (_order, entry) => (entry.note === PAYMENT_TIMEOUT_REASON ? t`Payment time-out` : t`The shop`),
  // The carrier's own report (its webhook): named as the carrier, GHN.
  carrier: (order) => (order.shipment?.carrier ?? '').toUpperCase() || t`The carrier`,
};

/**
 * Who caused the change, in words. Only an admin's view names the person: a customer never sees a
 * staff email, even if one reached their copy of the order.
 */
export const actorText = (order: Order, entry: StatusChange, showPeople = true): string =>
  ACTOR_TABLE[entry.by.role](order, showPeople ? entry : { ...entry, by: { role: entry.by.role } });
