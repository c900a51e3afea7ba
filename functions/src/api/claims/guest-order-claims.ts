/**
 * Claiming guest orders (docs/decisions/0112-claiming-guest-orders.md): an order placed without an
 * account whose `guest.email` is the account's verified email, or whose `guest.phone` is the phone
 * it verified with a code, may be attached to the account. Nothing matches while neither is verified.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { ordersCol, usersCol } from '../../data/collections.js';
import { auditActor, writeAudit } from '../../data/audit-log.js';
import { runTransaction } from '../../data/run-transaction.js';
import { conflict, HttpError } from '../../http-error.js';
import { CLAIM_MSG } from '../../shared/claim-messages.js';
import type { ClaimableOrders } from '../../shared/claim-endpoints.js';
import type { OrderDoc } from '../../shared/entities/order.js';
import { toOrder } from '../../shared/to-api.js';
import type { AuthedUser } from '../middleware/auth.js';

/** What the account has proven it holds: its email when verified, the phone it verified. */
export interface ClaimantProofs {
  email: string | null;
  phone: string | null;
}

async function proofsOf(db: Firestore, user: AuthedUser, tx?: Transaction): Promise<ClaimantProofs> {
  const ref = usersCol(db).doc(user.uid);
  const doc = (tx ? await tx.get(ref) : await ref.get()).data();
  return {
    email: user.emailVerified ? user.email.toLowerCase() : null,
    phone: doc?.phoneVerifiedAt && doc.phone ? doc.phone : null,
  };
}

/** Whether the account may attach this order now. */
export const isClaimableBy = (order: OrderDoc, proofs: ClaimantProofs): boolean =>
  order.userId === null &&
  order.guest !== undefined &&
  ((proofs.email !== null && order.guest.email === proofs.email) ||
    (proofs.phone !== null && order.guest.phone === proofs.phone));

export async function claimableOrders(db: Firestore, user: AuthedUser): Promise<ClaimableOrders> {
  const proofs = await proofsOf(db, user);
  const guestOrders = ordersCol(db).where('userId', '==', null);
  const reads = [
    proofs.email && guestOrders.where('guest.email', '==', proofs.email).get(),
    proofs.phone && guestOrders.where('guest.phone', '==', proofs.phone).get(),
  ];
  const snapshots = await Promise.all(reads.filter((read) => !!read));
  const byId = new Map(snapshots.flatMap((snap) => snap.docs.map((doc) => [doc.id, doc.data()] as const)));
  const orders = [...byId]
    .filter(([, order]) => isClaimableBy(order, proofs))
    .map(([id, order]) => toOrder(id, order))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return { orders };
}

/**
 * Attaches the orders in one transaction: every one must still be claimable by this account, or
 * none is attached (404 for an unknown order, 409 for one another account took or that no longer
 * matches). Two claims at once of the same order attach it once: the second transaction reads it
 * attached and refuses. Each attached order gets its audit entry in the same transaction.
 */
export async function claimOrders(
  db: Firestore,
  user: AuthedUser,
  orderIds: string[],
  now = new Date(),
): Promise<ClaimableOrders & { message: string }> {
  const at = now.toISOString();
  const claimed = await runTransaction(db, async (tx) => {
    const proofs = await proofsOf(db, user, tx);
    const refs = orderIds.map((id) => ordersCol(db).doc(id));
    const snaps = await tx.getAll(...refs);
    for (const snap of snaps) {
      const order = snap.data();
      if (!order) throw new HttpError(404, CLAIM_MSG.orderNotFound);
      if (!isClaimableBy(order, proofs)) throw conflict(CLAIM_MSG.orderNotClaimable);
    }
    return snaps.map((snap) => {
      const order = { ...(snap.data() as OrderDoc), userId: user.uid, claimedAt: at };
      tx.update(snap.ref, { userId: user.uid, claimedAt: at });
      writeAudit(tx, db, {
        action: 'order.claim',
        actor: auditActor(user),
        target: { id: snap.id, label: order.orderCode ?? snap.id },
        changes: { userId: { before: null, after: user.uid } },
      });
      return toOrder(snap.id, order);
    });
  });
  return { message: CLAIM_MSG.ordersClaimed, orders: claimed };
}
