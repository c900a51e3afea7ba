/**
 * Guest checkout (docs/decisions/0104-guest-checkout.md): who owns an order, whether an account or
 * a phone placed it.
 */
import type { OrderDoc } from './entities/order.js';

/** Where a buyer finds an order by phone and order code; a guest's order opens under it by its code. */
export const ORDER_LOOKUP_PATH = '/tra-cuu-don-hang';
export const guestOrderPath = (orderCode: string): string => `${ORDER_LOOKUP_PATH}/${encodeURIComponent(orderCode)}`;

/** The header that stands for the bearer token on one guest order's endpoints. */
export const ORDER_TOKEN_HEADER = 'X-Order-Token';

export const guestOwnerKey = (phone: string): string => `guest:${phone}`;

/** The key an order's unpaid caps, Idempotency-Key and voucher uses are counted under: the account, or the guest's phone. */
export const orderOwnerKey = (order: Pick<OrderDoc, 'userId' | 'guest'>): string =>
  order.userId ?? guestOwnerKey(order.guest?.phone ?? '');
