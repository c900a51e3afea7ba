/** /api/orders: placing, own and admin lists, detail, dashboard summary, admin changes. */
import { Router } from 'express';
import { ordersCol, usersCol } from '../../data/collections.js';
import { toOrder } from '../../shared/to-api.js';
import type { AdminOrderRow, UserDoc } from '../../shared/entities.js';
import { API_MSG } from '../../shared/messages.js';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema, placeOrderSchema } from '../../shared/schemas.js';
import type { ApiContext } from '../context.js';
import { badRequest, notFound } from '../http-error.js';
import { auditActor } from '../audit/audit-log.js';
import { currentUser, requireAdmin, requireUser } from '../middleware/auth.js';
import { routeId } from '../doc-id.js';
import { parseOrThrow } from '../validate.js';
import { loadDashboardSummary } from './dashboard-summary.js';
import { deleteOrder, markOrderDelivered, markOrderPaid } from './order-changes.js';
import { placeOrder } from './place-order.js';
import { startPayment } from '../../payments/start-payment.js';

export function orderRoutes(ctx: ApiContext): Router {
  const router = Router();
  const { db } = ctx;

  router.post('/', requireUser(ctx), async (req, res) => {
    const user = currentUser(res);
    const input = parseOrThrow(placeOrderSchema, req.body);
    const rawKey = req.get(IDEMPOTENCY_HEADER);
    let key: string | undefined;
    if (rawKey !== undefined) {
      const parsed = idempotencyKeySchema.safeParse(rawKey);
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Idempotency-Key is invalid');
      key = parsed.data;
    }
    const { order, created } = await placeOrder(db, { uid: user.uid, name: user.name }, input, key);
    res.status(created ? 201 : 200).json(order);
  });

  router.get('/mine', requireUser(ctx), async (_req, res) => {
    const { uid } = currentUser(res);
    const snapshot = await ordersCol(db).where('userId', '==', uid).orderBy('createdAt', 'desc').get();
    res.json(snapshot.docs.map((doc) => toOrder(doc.id, doc.data())));
  });

  router.get('/summary', requireAdmin(ctx), async (_req, res) => {
    res.json(await loadDashboardSummary(db));
  });

  router.get('/', requireAdmin(ctx), async (_req, res) => {
    const snapshot = await ordersCol(db).orderBy('createdAt', 'desc').get();
    const userIds = [...new Set(snapshot.docs.map((doc) => doc.data().userId))];
    const users = userIds.length > 0 ? await db.getAll(...userIds.map((id) => usersCol(db).doc(id))) : [];
    const names = new Map<string, string>();
    for (const user of users) if (user.exists) names.set(user.id, (user.data() as UserDoc | undefined)?.name ?? '');
    const rows: AdminOrderRow[] = snapshot.docs.map((doc) => {
      const order = doc.data();
      const name = names.get(order.userId);
      return { ...toOrder(doc.id, order), user: name === undefined ? null : { name } };
    });
    res.json(rows);
  });

  router.get('/:id', requireUser(ctx), async (req, res) => {
    const user = currentUser(res);
    const order = (await ordersCol(db).doc(routeId(req)).get()).data();
    // Someone else's order answers like a missing one, so ids cannot be probed. isAdmin is the
    // account's current role (read from Auth by requireUser), not a claim frozen in the token.
    if (!order || (order.userId !== user.uid && !user.isAdmin)) throw notFound(API_MSG.orderNotFound);
    res.json(toOrder(routeId(req), order));
  });

  router.delete('/:id', requireAdmin(ctx), async (req, res) => {
    await deleteOrder(db, routeId(req), auditActor(currentUser(res)));
    res.json({ message: API_MSG.orderDeleted });
  });

  // The order's owner only (an admin paying for a customer is 'Mark as paid'); docs/decisions/0014-payments.md.
  router.post('/:id/payment-url', requireUser(ctx), async (req, res) => {
    const redirect = await startPayment(db, ctx.payments(), {
      orderId: routeId(req),
      customerUid: currentUser(res).uid,
      // VNPAY wants the shopper's IP; behind Hosting it is the trusted X-Forwarded-For entry.
      clientIp: req.ip ?? '127.0.0.1',
      now: new Date(),
    });
    res.json(redirect);
  });

  router.put('/:id/pay', requireAdmin(ctx), async (req, res) => {
    res.json(await markOrderPaid(db, routeId(req), auditActor(currentUser(res))));
  });

  router.put('/:id/deliver', requireAdmin(ctx), async (req, res) => {
    res.json(await markOrderDelivered(db, routeId(req), auditActor(currentUser(res))));
  });

  return router;
}
