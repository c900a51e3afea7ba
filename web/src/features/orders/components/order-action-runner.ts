/**
 * The state an admin order action runs in: one action at a time (busy disables every button), the
 * dialog it opened, and what happens after the server answers.
 */
import { useState } from 'react';
import type { Order } from '@shared/entities/order';
import { notify } from '@/lib/notify';
import { invalidateQueries } from '@/lib/query-store';

export type OrderDialogName = 'ship' | 'deliver' | 'cancel' | 'gatewayRefund' | 'handRefund' | 'cancelWaybill';

/** Calls the server, tells the admin how it went and closes the dialog either way. */
export type RunOrderAction = (call: () => Promise<Order>, done: string) => Promise<void>;

export function useOrderActionRunner(onChanged: (order: Order) => void) {
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<OrderDialogName | null>(null);

  const run: RunOrderAction = async (call, done) => {
    setBusy(true);
    try {
      const updated = await call();
      notify.success(done);
      setDialog(null);
      onChanged(updated);
    } catch (error) {
      notify.error(error);
      // A refused refund is recorded on the order: read it again to show the gateway's answer.
      setDialog(null);
      invalidateQueries('orderById');
    } finally {
      // The order lists and the dashboard would show it as it was.
      for (const list of ['adminOrders', 'myOrders', 'dashboardSummary'] as const) invalidateQueries(list);
      setBusy(false);
    }
  };

  return { busy, dialog, setDialog, run };
}
