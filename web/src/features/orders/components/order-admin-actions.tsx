import { t } from '@lingui/core/macro';
import { Button, FormHelperText } from '@mui/material';
import { useId, useState } from 'react';
import type { Order } from '@shared/entities';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { translateMessage } from '@/i18n/translate-message';
import { notify } from '@/lib/notify';
import { invalidateQueries } from '@/lib/query-store';
import { ordersApi } from '@/features/orders/orders-api';

/**
 * Admin-only: 'Mark as Paid' while unpaid, then 'Deliver Order' while paid and not delivered.
 * None for a cancelled order: its stock went back on sale, and the server refuses both.
 */
export function OrderAdminActions({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const [busy, setBusy] = useState(false);
  const hintId = useId();

  const action = order.cancelledAt
    ? null
    : !order.isPaid
      ? {
          label: t`Mark as Paid`,
          done: t`Order marked as paid`,
          call: ordersApi.markPaid,
          hint: PAYMENT_MSG.markPaidHint,
        }
      : !order.isDelivered
        ? { label: t`Deliver Order`, done: t`Order delivered`, call: ordersApi.markDelivered, hint: null }
        : null;
  if (!action) return null;

  const run = async () => {
    setBusy(true);
    try {
      const updated = await action.call(order._id);
      notify.success(action.done);
      onChanged(updated);
      // The order lists and the dashboard would show it as it was.
      for (const list of ['adminOrders', 'myOrders', 'dashboardSummary'] as const) invalidateQueries(list);
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="contained"
        fullWidth
        disabled={busy}
        onClick={() => void run()}
        aria-describedby={action.hint ? hintId : undefined}
      >
        {action.label}
      </Button>
      {action.hint && <FormHelperText id={hintId}>{translateMessage(action.hint)}</FormHelperText>}
    </>
  );
}
