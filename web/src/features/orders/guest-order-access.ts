/**
 * What opens a guest's order in this tab (docs/decisions/0104-guest-checkout.md): the order's id and
 * the token POST /api/orders answered, by order code, kept in session storage so the token never
 * outlives the tab; the server lets it open the order for 24 hours.
 */
import { ORDER_TOKEN_HEADER } from '@shared/guest-order';

export interface GuestOrderAccess {
  orderId: string;
  orderToken: string;
}

const KEY = 'guestOrders';

function readAll(): Record<string, GuestOrderAccess> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, GuestOrderAccess>) : {};
  } catch {
    return {};
  }
}

export function readGuestOrderAccess(orderCode: string): GuestOrderAccess | null {
  const access = readAll()[orderCode];
  return typeof access?.orderId === 'string' && typeof access.orderToken === 'string' ? access : null;
}

/** A guest's order by its id (a gateway's return names the order by id), with its code. */
export function guestOrderAccessById(orderId: string): (GuestOrderAccess & { orderCode: string }) | null {
  for (const [orderCode, access] of Object.entries(readAll())) {
    if (access?.orderId === orderId && typeof access.orderToken === 'string') return { orderCode, ...access };
  }
  return null;
}

export function saveGuestOrderAccess(orderCode: string, access: GuestOrderAccess): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...readAll(), [orderCode]: access }));
  } catch {
    // Storage full or refused: the order page then asks for a lookup.
  }
}

/** The header that stands for a bearer token on the order's own endpoints. */
export const orderTokenHeaders = (access: GuestOrderAccess) => ({ [ORDER_TOKEN_HEADER]: access.orderToken });
