/**
 * The finance-company endpoints (docs/decisions/0110-finance-company-applications.md): the pending
 * applications for Admin → Trả góp, oldest first, the CCCD masked; the audited "Xem" that shows one;
 * and the staff's approve and refuse.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { auditActor, writeAudit } from '../../data/audit-log.js';
import { ordersCol, orderStaffDoc } from '../../data/collections.js';
import type { Order } from '../../shared/entities/order.js';
import type { PendingFinanceApplication } from '../../shared/finance-endpoints.js';
import { withStaffActors } from '../../shared/order-staff.js';
import { notFound } from '../../http-error.js';
import { financeApplicationsCol, maskNationalId } from '../../payments/finance-company/application-store.js';
import type { ApiContext } from '../context.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { approveFinance, refuseFinance } from './finance-decisions.js';

type FinanceEndpoint = 'financeApplications' | 'revealFinanceNationalId' | 'approveFinance' | 'refuseFinance';

/** How many pending applications the page lists; more than that waiting is a backlog to clear first. */
const PENDING_LIMIT = 200;

const NOT_FOUND = 'Finance application not found';

/** The admin's view of the order (who did what included), as the other admin changes answer it. */
const forAdmin = async (db: Firestore, order: Order): Promise<Order> =>
  withStaffActors(order, (await orderStaffDoc(db, order._id).get()).data());

async function pendingApplications(db: Firestore, now: Date): Promise<PendingFinanceApplication[]> {
  // Index: status, createdAt (firestore.indexes.json).
  const orders = await ordersCol(db)
    .where('status', '==', 'awaitingApproval')
    .orderBy('createdAt')
    .limit(PENDING_LIMIT)
    .get();
  if (orders.empty) return [];
  const applications = await db.getAll(...orders.docs.map((doc) => financeApplicationsCol(db).doc(doc.id)));
  return orders.docs.flatMap((doc, index) => {
    const order = doc.data();
    const application = applications[index]?.data();
    if (!application || !order.finance) return [];
    const { holdEndsAt } = order.finance;
    return [
      {
        orderId: doc.id,
        orderCode: order.orderCode ?? null,
        createdAt: order.createdAt,
        holdEndsAt,
        msLeft: Math.max(0, Date.parse(holdEndsAt) - now.getTime()),
        fullName: application.fullName,
        phone: application.phone,
        nationalIdMasked: maskNationalId(application.nationalId),
        termMonths: application.termMonths,
        downPaymentPercent: application.downPaymentPercent,
        totalPrice: order.totalPrice,
      },
    ];
  });
}

export function financeHandlers({ db }: ApiContext): EndpointHandlers<FinanceEndpoint> {
  return {
    financeApplications: async () => ({ applications: await pendingApplications(db, new Date()) }),

    // The audit entry says who looked at which order's CCCD, never the number.
    revealFinanceNationalId: async ({ params, user }) => {
      const ref = financeApplicationsCol(db).doc(params.id);
      return db.runTransaction(async (tx) => {
        const application = (await tx.get(ref)).data();
        if (!application) throw notFound(NOT_FOUND);
        const order = (await tx.get(ordersCol(db).doc(params.id))).data();
        writeAudit(tx, db, {
          action: 'finance.reveal',
          actor: auditActor(user),
          target: { id: params.id, label: order?.orderCode ?? params.id },
        });
        return { nationalId: application.nationalId };
      });
    },

    approveFinance: async ({ params, user, body }) =>
      forAdmin(db, await approveFinance(db, params.id, auditActor(user), body)),

    refuseFinance: async ({ params, user, body }) =>
      forAdmin(db, await refuseFinance(db, params.id, auditActor(user), body.reason)),
  };
}
