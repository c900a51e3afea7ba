import { Button } from '@mui/material';
import { useState } from 'react';
import type { Order } from '@shared/entities';
import { notify } from '../../../lib/notify';
import { ordersApi } from '../orders-api';

/** Admin-only: 'Mark as Paid' while unpaid, then 'Deliver Order' while paid and not delivered. */
export function OrderAdminActions({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const [busy, setBusy] = useState(false);

  const action = !order.isPaid
    ? { label: 'Mark as Paid', done: 'Order marked as paid', call: ordersApi.markPaid }
    : !order.isDelivered
      ? { label: 'Deliver Order', done: 'Order delivered', call: ordersApi.markDelivered }
      : null;
  if (!action) return null;

  const run = async () => {
    setBusy(true);
    try {
      const updated = await action.call(order._id);
      notify.success(action.done);
      onChanged(updated);
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="contained" fullWidth disabled={busy} onClick={() => void run()}>
      {action.label}
    </Button>
  );
}
