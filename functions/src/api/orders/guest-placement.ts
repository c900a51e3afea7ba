/**
 * POST /api/orders without a bearer token: a guest checkout (docs/decisions/0104-guest-checkout.md).
 * The order is placed as an account's is (place-order.ts), owned by the guest's phone instead of an
 * account, and answered with the token that opens it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Request } from 'express';
import type { PlaceOrderRequest } from '../../shared/address-schemas.js';
import type { PlacedOrderAnswer } from '../../shared/entities/order.js';
import { FINANCE_COMPANY } from '../../shared/constants.js';
import { GUEST_MSG } from '../../shared/guest-messages.js';
import { guestOwnerKey, ORDER_TOKEN_HEADER, orderOwnerKey } from '../../shared/guest-order.js';
import { API_MSG, MSG } from '../../shared/messages.js';
import { badRequest, notFound, sessionRejected } from '../../http-error.js';
import { SlotLimiter } from '../../limits/slot-limiter.js';
import { clientKey } from '../../limits/client-address.js';
import { LIMITS, takeOrRefuse } from '../limits/abuse-limits.js';
import { withStatus, type WithStatus } from '../register-endpoints.js';
import { placeOrder } from './place-order.js';
import type { CarrierSettings } from '../../shipping/carrier-settings.js';
import { issueOrderToken, tokenOpensOrder } from './order-tokens.js';
import { ordersCol } from '../../data/collections.js';
import { recordCheckoutZaloChoice } from '../../messages/message-consents.js';
import { toOrder } from '../../shared/to-api.js';
import type { AuditActor } from '../../data/audit-log.js';
import type { Order } from '../../shared/entities/order.js';

export type GuestPlacement = (
  req: Request,
  body: PlaceOrderRequest,
  idempotencyKey: string | undefined,
) => Promise<PlacedOrderAnswer | WithStatus<PlacedOrderAnswer>>;

/** The limiters live as long as the app, so their budgets span requests. */
export function guestPlacement(db: Firestore, carriers: () => CarrierSettings): GuestPlacement {
  const perPhone = new SlotLimiter({ db, keyPrefix: 'guest-order-phone', ...LIMITS.guestOrdersPerPhone });
  const perClient = new SlotLimiter({ db, keyPrefix: 'guest-order-ip', ...LIMITS.guestOrdersPerClient });
  const perEmail = new SlotLimiter({ db, keyPrefix: 'guest-order-email', ...LIMITS.guestOrdersPerEmail });

  return async (req, body, idempotencyKey) => {
    const { guest } = body;
    // No account and no guest: the spec's answer to a missing token.
    if (!guest) throw sessionRejected(MSG.noToken);
    const { phone, province, ward } = body.shippingAddress;
    if (phone === undefined || province === undefined || ward === undefined)
      throw badRequest(GUEST_MSG.guestAddressRequired);
    // A finance company's application is an account's (docs/decisions/0110-finance-company-applications.md).
    if (body.paymentMethod === FINANCE_COMPANY) throw badRequest(GUEST_MSG.financeNeedsAccount);
    // Taken before anything is read; a replay by Idempotency-Key counts too, as an account's does.
    await takeOrRefuse(perClient, clientKey(req), GUEST_MSG.tooManyGuestOrders);
    await takeOrRefuse(perPhone, guest.phone, GUEST_MSG.tooManyGuestOrders);
    if (guest.email) await takeOrRefuse(perEmail, guest.email, GUEST_MSG.tooManyGuestOrders);
    // The Zalo box as the buyer sent it, recorded before the order so its first message finds it.
    await recordCheckoutZaloChoice(db, guest.phone, guest.zaloOptIn === true);

    const { order, created } = await placeOrder(
      db,
      {
        uid: guestOwnerKey(guest.phone),
        name: guest.name,
        email: guest.email ?? '',
        emailVerified: false,
        guest: {
          name: guest.name,
          phone: guest.phone,
          email: guest.email ?? null,
          zaloOptIn: guest.zaloOptIn ?? false,
        },
        userAgent: req.get('user-agent'),
      },
      body,
      idempotencyKey,
      carriers,
    );
    // A replay gets a fresh token too: the Idempotency-Key is the buyer's own secret.
    const { orderToken } = await issueOrderToken(db, order._id);
    const answer = { ...order, orderToken };
    return created ? answer : withStatus(200, answer);
  };
}

/**
 * GET /api/orders/:id without a bearer token: the order its X-Order-Token opens, as its customer
 * sees it; another order's token, an expired or unknown one answers like a missing order.
 */
export async function guestOrderById(db: Firestore, req: Request, orderId: string): Promise<Order> {
  const token = req.get(ORDER_TOKEN_HEADER);
  if (!token) throw sessionRejected(MSG.noToken);
  const order = (await tokenOpensOrder(db, token, orderId))
    ? (await ordersCol(db).doc(orderId).get()).data()
    : undefined;
  if (!order) throw notFound(API_MSG.orderNotFound);
  return toOrder(orderId, order);
}

/** Who a guest acting on an order by its X-Order-Token is to the order's writes: the order's owner key. */
export async function guestOwnerOf(db: Firestore, req: Request, orderId: string): Promise<string> {
  return orderOwnerKey(await guestOrderById(db, req, orderId));
}

/** A guest cancelling by its X-Order-Token, as the audit log names them: the order's owner key and email. */
export async function guestActorOf(db: Firestore, req: Request, orderId: string): Promise<AuditActor> {
  const order = await guestOrderById(db, req, orderId);
  return { uid: orderOwnerKey(order), email: order.guest?.email ?? '' };
}
