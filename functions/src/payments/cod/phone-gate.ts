/**
 * At most one cash-on-delivery order per phone number waits for the shop's confirmation: such an
 * order holds stock with no money taken, so one number cannot hold the shelf with many
 * (docs/decisions/0032-paid-only-through-the-order-rules.md). `codPhoneGates/{phone}` names the
 * number's last COD order; a placement reads it and that order in its transaction, so two
 * concurrent placements with one number conflict and the second sees the first.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { codPhoneGatesCol, ordersCol } from '../../data/collections.js';
import { currentStatus } from '../../shared/order-status.js';
import { PAYMENT_API_MSG } from '../../shared/payment-messages.js';
import { conflict } from '../../http-error.js';

/**
 * Refuses (409) while the number's last COD order still waits for confirmation (not cancelled, not
 * yet packed); else answers the write that makes the new order the number's, to call with the
 * transaction's other writes. Reads only, so call it before the transaction's first write.
 */
export async function takeCodPhoneGate(
  tx: Transaction,
  db: Firestore,
  phone: string,
): Promise<(orderId: string, createdAt: string) => void> {
  const gateRef = codPhoneGatesCol(db).doc(phone);
  const gate = (await tx.get(gateRef)).data();
  const last = gate ? (await tx.get(ordersCol(db).doc(gate.orderId))).data() : undefined;
  if (last && last.paymentMethod === 'COD' && currentStatus(last) === 'awaitingPayment') {
    throw conflict(PAYMENT_API_MSG.codAwaitingConfirmation);
  }
  return (orderId, createdAt) => tx.set(gateRef, { orderId, createdAt });
}
