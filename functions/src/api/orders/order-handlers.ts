/** The orders endpoints: placing, own and admin lists, detail, dashboard summary, admin changes, payment. */
import { ordersCol, usersCol } from '../../data/collections.js';
import { readNewestFirstPage } from '../../data/newest-first-page.js';
import { ADMIN_ROWS_PAGE_SIZE } from '../../shared/constants.js';
import { toOrder } from '../../shared/to-api.js';
import type { AdminOrderRow, UserDoc } from '../../shared/entities.js';
import { API_MSG } from '../../shared/messages.js';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '../../shared/schemas.js';
import type { ApiContext } from '../context.js';
import { notFound } from '../../http-error.js';
import { auditActor } from '../../data/audit-log.js';
import { withStatus, type EndpointHandlers } from '../register-endpoints.js';
import { parseOrThrow } from '../validate.js';
import { loadDashboardSummary } from './dashboard-summary.js';
import { deleteOrder, markOrderDelivered, markOrderPaid } from './order-changes.js';
import { issueInvoice } from './order-invoice.js';
import { placeOrder } from './place-order.js';
import { startPayment } from '../../payments/start-payment.js';

type OrderEndpoint =
  | 'placeOrder'
  | 'myOrders'
  | 'dashboardSummary'
  | 'adminOrders'
  | 'orderById'
  | 'deleteOrder'
  | 'startPayment'
  | 'markOrderPaid'
  | 'markOrderDelivered'
  | 'issueInvoice';

export function orderHandlers(ctx: ApiContext): EndpointHandlers<OrderEndpoint> {
  const { db } = ctx;

  return {
    placeOrder: async ({ body, user, req }) => {
      const rawKey = req.get(IDEMPOTENCY_HEADER);
      const key = rawKey === undefined ? undefined : parseOrThrow(idempotencyKeySchema, rawKey);
      const { order, created } = await placeOrder(db, { uid: user.uid, name: user.name }, body, key);
      // A replay of a placed order answers it again with 200, so the client can tell.
      return created ? order : withStatus(200, order);
    },

    myOrders: async ({ user }) => {
      const snapshot = await ordersCol(db).where('userId', '==', user.uid).orderBy('createdAt', 'desc').get();
      return snapshot.docs.map((doc) => toOrder(doc.id, doc.data()));
    },

    dashboardSummary: async () => loadDashboardSummary(db),

    adminOrders: async ({ query: { after } }) => {
      const { docs, nextCursor } = await readNewestFirstPage(ordersCol(db), 'createdAt', after, ADMIN_ROWS_PAGE_SIZE);
      const userIds = [...new Set(docs.map((doc) => doc.data().userId))];
      const users = userIds.length > 0 ? await db.getAll(...userIds.map((id) => usersCol(db).doc(id))) : [];
      const names = new Map<string, string>();
      for (const user of users) if (user.exists) names.set(user.id, (user.data() as UserDoc | undefined)?.name ?? '');
      const orders = docs.map((doc): AdminOrderRow => {
        const order = doc.data();
        const name = names.get(order.userId);
        return { ...toOrder(doc.id, order), user: name === undefined ? null : { name } };
      });
      return { orders, nextCursor };
    },

    orderById: async ({ params, user }) => {
      const order = (await ordersCol(db).doc(params.id).get()).data();
      // Someone else's order answers like a missing one, so ids cannot be probed. isAdmin is the
      // account's current role (read from Auth by requireUser), not a claim frozen in the token.
      if (!order || (order.userId !== user.uid && !user.isAdmin)) throw notFound(API_MSG.orderNotFound);
      return toOrder(params.id, order);
    },

    deleteOrder: async ({ params, user }) => {
      await deleteOrder(db, params.id, auditActor(user));
      return { message: API_MSG.orderDeleted };
    },

    // The order's owner only (an admin paying for a customer is 'Mark as paid'); docs/decisions/0014-payments.md.
    startPayment: async ({ params, user, req }) =>
      startPayment(db, ctx.payments(), {
        orderId: params.id,
        customerUid: user.uid,
        // VNPAY wants the shopper's IP; behind Hosting it is the trusted X-Forwarded-For entry.
        clientIp: req.ip ?? '127.0.0.1',
        now: new Date(),
      }),

    markOrderPaid: async ({ params, user }) => markOrderPaid(db, params.id, auditActor(user)),

    markOrderDelivered: async ({ params, user }) => markOrderDelivered(db, params.id, auditActor(user)),

    issueInvoice: async ({ params, body, user }) => issueInvoice(db, params.id, body.number, auditActor(user)),
  };
}
