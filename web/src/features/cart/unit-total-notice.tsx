/**
 * The units-in-all limit of unpaid orders (shared/unit-limits.ts), told in the cart and the order
 * preview once the cart reaches it: the cart cannot see the customer's other unpaid orders, so at
 * the limit an order may still be refused, and above it (a cart saved before the limit) it will be.
 */
import { Alert } from '@mui/material';
import { MAX_UNPAID_UNITS } from '@shared/constants';
import type { CartItem } from '@shared/entities/order';
import { CART_MSG } from './cart-messages';
import { cartQuantity } from './cart-store';

/** More units than one customer may hold unpaid: checkout would only be refused. */
export const isOverUnitTotal = (items: readonly CartItem[]) => cartQuantity(items) > MAX_UNPAID_UNITS;

export function UnitTotalNotice({ items }: { items: readonly CartItem[] }) {
  const units = cartQuantity(items);
  if (units < MAX_UNPAID_UNITS) return null;
  return <Alert severity={units > MAX_UNPAID_UNITS ? 'warning' : 'info'}>{CART_MSG.unitsInAll()}</Alert>;
}
