/**
 * Staff's decisions on a finance company's application (docs/decisions/0110-finance-company-applications.md):
 * approved, the order awaits its money like cash on delivery; refused, it is cancelled and its stock
 * goes back. Each is the order's one change-of-state transaction (api/orders/order-life.ts), so an
 * approve racing a refuse, a cancel or the sweep's time-out loses with a 409 and stock stays exact;
 * both answer 409 unless the order is a finance company's application still awaiting approval.
 * The decision dates the application's erasure.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { AuditActor } from '../../data/audit-log.js';
import { readShopSettings } from '../../data/shop-settings.js';
import type { Order, OrderDoc, OrderFinance } from '../../shared/entities/order.js';
import { FINANCE_COMPANY } from '../../shared/constants.js';
import { currentStatus } from '../../shared/order-status.js';
import { daysAfter, financeApplicationsCol } from '../../payments/finance-company/application-store.js';
import { changeOrderStatus } from '../orders/order-life.js';

/**
 * Staff decide only a finance company's application that still waits: after an approve the order is
 * the shop's to pack or cancel (a refuse would overwrite the decision), and another method's order
 * has no application to decide.
 */
export const NOT_AWAITING_DECISION = 'Only a finance-company application awaiting approval can be approved or refused';

const awaitsDecision = (order: OrderDoc): string | null =>
  order.paymentMethod === FINANCE_COMPANY && currentStatus(order) === 'awaitingApproval' ? null : NOT_AWAITING_DECISION;

type Decision = Pick<OrderFinance, 'decision' | 'partner' | 'contractNumber'>;

/** The order's finance block after the decision, and the application's erasure date beside it. */
async function decidedWrites(db: Firestore, orderId: string, decision: Decision) {
  const { financeDataRetentionDays } = (await readShopSettings(db)).installment;
  return (tx: Transaction, order: OrderDoc, at: string): Partial<OrderDoc> => {
    tx.set(
      financeApplicationsCol(db).doc(orderId),
      { decidedAt: at, eraseAfter: daysAfter(at, financeDataRetentionDays) },
      { merge: true },
    );
    return order.finance ? { finance: { ...order.finance, ...decision, decidedAt: at } } : {};
  };
}

/** The finance company approved it: the order now awaits its money, packed and shipped unpaid. */
export async function approveFinance(
  db: Firestore,
  orderId: string,
  actor: AuditActor,
  contract: { partner: string; contractNumber: string },
): Promise<Order> {
  return changeOrderStatus(db, orderId, {
    to: 'awaitingPayment',
    role: 'admin',
    actor,
    action: 'finance.approve',
    note: contract.partner,
    refuse: awaitsDecision,
    alongside: await decidedWrites(db, orderId, { decision: 'approved', ...contract }),
  });
}

/** The finance company refused it: cancelled with the reason the customer is told, its stock back. */
export async function refuseFinance(db: Firestore, orderId: string, actor: AuditActor, reason: string): Promise<Order> {
  return changeOrderStatus(db, orderId, {
    to: 'cancelled',
    role: 'admin',
    actor,
    action: 'finance.refuse',
    note: reason,
    refuse: awaitsDecision,
    alongside: await decidedWrites(db, orderId, { decision: 'refused', partner: null, contractNumber: null }),
  });
}
