/** The orders endpoints: placing, own and admin lists, detail, dashboard summary, admin changes, payment. */
import { ordersCol, orderStaffDoc, usersCol } from '../../data/collections.js';
import { withStaffActors, type OrderStaffDoc } from '../../shared/order-staff.js';
import { readSearchedPage, searchedBatches } from '../../data/searched-page.js';
import { ADMIN_ROWS_PAGE_SIZE } from '../../shared/constants.js';
import { toOrder } from '../../shared/to-api.js';
import type { AdminOrderRow } from '../../shared/entities/admin.js';
import type { Order, OrderDoc } from '../../shared/entities/order.js';
import type { UserDoc } from '../../shared/entities/account.js';
import { API_MSG } from '../../shared/messages.js';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '../../shared/schemas.js';
import type { ApiContext } from '../context.js';
import { badRequest, notFound } from '../../http-error.js';
import { GUEST_MSG } from '../../shared/guest-messages.js';
import { guestActorOf, guestOrderById, guestOwnerOf, guestPlacement } from './guest-placement.js';
import { auditActor } from '../../data/audit-log.js';
import { withStatus, type EndpointHandlers } from '../register-endpoints.js';
import { parseOrThrow } from '../validate.js';
import { loadDashboardSummary } from './dashboard-summary.js';
import { recountOrderFigures } from './recount-figures.js';
import { deleteOrder } from './order-changes.js';
import {
  cancelOrderAsAdmin,
  cancelOrderAsCustomer,
  markOrderDelivered,
  markOrderPaid,
  packOrder,
  shipOrder,
} from './order-life.js';
import { refundOrder } from './order-refund.js';
import { issueInvoice } from './order-invoice.js';
import { placeOrder } from './place-order.js';
import { ORDER_EXPORT_BATCH_SIZE, orderCsvChunks, ordersOfBatches } from './order-csv.js';
import { firestoreVoucherCheckLimit } from '../limits/voucher-check-limit.js';
import { LIMITS, takeOrRefuse } from '../limits/abuse-limits.js';
import { SlotLimiter } from '../../limits/slot-limiter.js';
import { matchesOrderFilters, orderListQuery, orderSearchWords, searchedOrderId } from './order-list-query.js';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { OrderFilters } from '../../shared/api-request-schemas.js';
import { vietnamDay } from '../../shared/vietnam-time.js';
import { startPayment } from '../../payments/start-payment.js';

/** What a customer does to an order of theirs: place it, pay for it, cancel it, each behind its own budget. */
type OrderPlacementEndpoint = 'placeOrder' | 'startPayment' | 'cancelMyOrder';
/** The lists, the detail, the CSV export and the dashboard figures. */
type OrderReadEndpoint =
  'myOrders' | 'dashboardSummary' | 'recountDashboard' | 'adminOrders' | 'exportOrders' | 'orderById';
/** An admin moving an order along its life (docs/decisions/0020-order-life.md). */
type OrderLifeEndpoint =
  | 'deleteOrder'
  | 'markOrderPaid'
  | 'markOrderDelivered'
  | 'packOrder'
  | 'shipOrder'
  | 'cancelOrder'
  | 'refundOrder'
  | 'issueInvoice';

/** The order the search box names, when it passes the other filters: a one-row list. */
async function oneOrder(db: Firestore, id: string, filters: OrderFilters) {
  const snapshot = await ordersCol(db).doc(id).get();
  const order = snapshot.data();
  return order && matchesOrderFilters(order, filters) ? [snapshot as QueryDocumentSnapshot<OrderDoc>] : [];
}

/**
 * An admin's view of an order: the people behind its history put back from orders/{id}/staff/actors
 * (shared/order-staff.ts). A customer's view never gets them.
 */
export async function forAdmin(db: Firestore, order: Order): Promise<Order> {
  return withStaffActors(order, (await orderStaffDoc(db, order._id).get()).data());
}

/**
 * Every orders endpoint. createApp calls this once, so each limiter the parts make lives as long as the app
 * and its budget spans requests.
 */
export function orderHandlers(
  ctx: ApiContext,
): EndpointHandlers<OrderPlacementEndpoint | OrderReadEndpoint | OrderLifeEndpoint> {
  return { ...orderPlacementHandlers(ctx), ...orderReadHandlers(ctx), ...orderLifeHandlers(ctx) };
}

function orderPlacementHandlers(ctx: ApiContext): EndpointHandlers<OrderPlacementEndpoint> {
  const { db } = ctx;
  const voucherChecks = firestoreVoucherCheckLimit(db);
  const customerCancels = new SlotLimiter({ db, keyPrefix: 'cancel-uid', ...LIMITS.customerCancelsPerAccount });
  const placeGuestOrder = guestPlacement(db, ctx.carriers);
  const customerPlacements = new SlotLimiter({
    db,
    keyPrefix: 'place-uid',
    ...LIMITS.customerPlacementsPerAccount,
  });

  return {
    placeOrder: async ({ body, user, req }) => {
      const rawKey = req.get(IDEMPOTENCY_HEADER);
      const key = rawKey === undefined ? undefined : parseOrThrow(idempotencyKeySchema, rawKey);
      if (!user) return placeGuestOrder(req, body, key);
      if (body.guest) throw badRequest(GUEST_MSG.guestWithAccount);
      await takeOrRefuse(customerPlacements, user.uid, API_MSG.tooManyPlacements);
      // A placement naming a voucher tries its code: it pays from the check endpoint's budgets.
      if (body.voucherCode?.trim()) await voucherChecks.consume(req, user.uid);
      const { order, created } = await placeOrder(
        db,
        {
          uid: user.uid,
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified,
          userAgent: req.get('user-agent'),
        },
        body,
        key,
        ctx.carriers,
      );
      // A replay of a placed order answers it again with 200, so the client can tell.
      return created ? order : withStatus(200, order);
    },

    // The order's owner only (an admin paying for a customer is 'Mark as paid'); docs/decisions/0014-payments.md.
    startPayment: async ({ params, user, req }) =>
      startPayment(db, ctx.payments(), {
        orderId: params.id,
        // A guest's X-Order-Token stands for the account (docs/decisions/0104-guest-checkout.md).
        customerUid: user ? user.uid : await guestOwnerOf(db, req, params.id),
        // VNPAY wants the shopper's IP; behind Hosting it is the trusted X-Forwarded-For entry.
        clientIp: req.ip ?? '127.0.0.1',
        now: new Date(),
      }),

    // An order's life (docs/decisions/0020-order-life.md), the customer's one move in it.
    cancelMyOrder: async ({ params, user, body, req }) => {
      // A guest's X-Order-Token stands for the account, and its cancels count per phone.
      const actor = user ? auditActor(user) : await guestActorOf(db, req, params.id);
      await takeOrRefuse(customerCancels, actor.uid, API_MSG.tooManyCancels);
      return cancelOrderAsCustomer(db, params.id, actor, body.reason || null);
    },
  };
}

function orderReadHandlers(ctx: ApiContext): EndpointHandlers<OrderReadEndpoint> {
  const { db } = ctx;
  return {
    myOrders: async ({ user }) => {
      const snapshot = await ordersCol(db).where('userId', '==', user.uid).orderBy('createdAt', 'desc').get();
      return snapshot.docs.map((doc) => toOrder(doc.id, doc.data()));
    },

    dashboardSummary: async () => loadDashboardSummary(db),
    recountDashboard: async ({ user }) => recountOrderFigures(db, auditActor(user)),

    adminOrders: async ({ query: { after, ...filters } }) => {
      const orderId = searchedOrderId(filters);
      const { docs, nextCursor } = orderId
        ? { docs: await oneOrder(db, orderId, filters), nextCursor: null }
        : await readSearchedPage(
            orderListQuery(db, filters),
            'createdAt',
            after,
            ADMIN_ROWS_PAGE_SIZE,
            orderSearchWords(filters),
          );
      const userIds = [...new Set(docs.flatMap((doc) => doc.data().userId ?? []))];
      const [users, staff] = await Promise.all([
        userIds.length > 0 ? db.getAll(...userIds.map((id) => usersCol(db).doc(id))) : [],
        docs.length > 0 ? db.getAll(...docs.map((doc) => orderStaffDoc(db, doc.id))) : [],
      ]);
      const names = new Map<string, string>();
      for (const user of users) if (user.exists) names.set(user.id, (user.data() as UserDoc | undefined)?.name ?? '');
      const orders = docs.map((doc, index): AdminOrderRow => {
        const order = doc.data();
        const name = order.userId === null ? undefined : names.get(order.userId);
        const people = staff[index]?.data() as OrderStaffDoc | undefined;
        return { ...withStaffActors(toOrder(doc.id, order), people), user: name === undefined ? null : { name } };
      });
      return { orders, nextCursor };
    },

    exportOrders: async ({ query: filters }) => {
      const orderId = searchedOrderId(filters);
      const batches = orderId
        ? [await oneOrder(db, orderId, filters)]
        : searchedBatches(orderListQuery(db, filters), 'createdAt', orderSearchWords(filters), ORDER_EXPORT_BATCH_SIZE);
      return {
        filename: `orders-${vietnamDay(new Date().toISOString())}.csv`,
        chunks: orderCsvChunks(ordersOfBatches(batches)),
      };
    },

    orderById: async ({ params, user, req }) => {
      // A guest's X-Order-Token opens its one order (docs/decisions/0104-guest-checkout.md).
      if (!user) return guestOrderById(db, req, params.id);
      const order = (await ordersCol(db).doc(params.id).get()).data();
      // Someone else's order answers like a missing one, so ids cannot be probed. isAdmin is the
      // account's current role (read from Auth by requireUser), not a claim frozen in the token.
      if (!order || (order.userId !== user.uid && !user.isAdmin)) throw notFound(API_MSG.orderNotFound);
      // Who did what (uids and emails of the people) is for admins only.
      return user.isAdmin ? forAdmin(db, toOrder(params.id, order)) : toOrder(params.id, order);
    },
  };
}

function orderLifeHandlers(ctx: ApiContext): EndpointHandlers<OrderLifeEndpoint> {
  const { db } = ctx;
  return {
    deleteOrder: async ({ params, user }) => {
      await deleteOrder(db, params.id, auditActor(user));
      return { message: API_MSG.orderDeleted };
    },

    // The admin changes answer the admin's view of the order (who did what included).
    markOrderPaid: async ({ params, user }) => forAdmin(db, await markOrderPaid(db, params.id, auditActor(user))),

    markOrderDelivered: async ({ params, user, body }) =>
      forAdmin(db, await markOrderDelivered(db, params.id, auditActor(user), body.reason || null)),

    packOrder: async ({ params, user }) => forAdmin(db, await packOrder(db, params.id, auditActor(user))),

    shipOrder: async ({ params, user, body }) => forAdmin(db, await shipOrder(db, params.id, auditActor(user), body)),

    cancelOrder: async ({ params, user, body }) =>
      forAdmin(db, await cancelOrderAsAdmin(db, params.id, auditActor(user), body.reason)),

    refundOrder: async ({ params, user, body }) =>
      forAdmin(db, await refundOrder(db, ctx.payments(), params.id, auditActor(user), body)),
    issueInvoice: async ({ params, body, user }) =>
      forAdmin(db, await issueInvoice(db, params.id, body.number, auditActor(user))),
  };
}
