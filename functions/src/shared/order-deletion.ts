/**
 * Which orders an admin may delete (docs/decisions/0031-admin-actions-that-cannot-slip.md): a
 * deletion cannot be undone and takes the order's history with it, so only an order that is over
 * and never held anyone's money goes: cancelled, never paid, and no payment waiting for a refund.
 * An open order is cancelled first (the customer is told, its stock goes back); a paid one keeps
 * its record for the accounts. The web shows Delete only where the server would allow it.
 */
import { currentStatus, type OrderLife } from './order-status.js';
import { ORDER_LIFE_MSG } from './payment-messages.js';

/** Why the order may not be deleted (the API's 409 message), or null when it may. */
export function deletionRefusal(order: OrderLife & { needsRefund?: boolean }): string | null {
  const deletable = currentStatus(order) === 'cancelled' && !order.isPaid && !order.needsRefund;
  return deletable ? null : ORDER_LIFE_MSG.onlyCancelledUnpaidDeleted;
}
