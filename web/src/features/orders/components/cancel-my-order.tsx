/**
 * The customer's "Cancel order", while the order is not shipped yet: a dialog asks for an optional
 * reason; a paid order then waits for its refund (docs/decisions/0020-order-life.md).
 */
import { t } from '@lingui/core/macro';
import { Button } from '@mui/material';
import { useState } from 'react';
import { CASH_ON_DELIVERY } from '@shared/constants';
import type { Order } from '@shared/entities/order';
import { cancelTarget, transitionRefusal } from '@shared/order-status';
import { notify } from '@/lib/notify';
import { invalidateQueries } from '@/lib/query-store';
import { ordersApi } from '@/features/orders/orders-api';
import { OrderFormDialog } from './order-form-dialog';

export function CancelMyOrder({
  order,
  onChanged,
  headers,
}: {
  order: Order;
  onChanged: (order: Order) => void;
  /** A guest's order token (docs/decisions/0104-guest-checkout.md). */
  headers?: Record<string, string>;
}) {
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  if (transitionRefusal(order, cancelTarget(order), 'customer', CASH_ON_DELIVERY) !== null) return null;

  const cancel = async ({ reason = '' }: Record<string, string>) => {
    setSaving(true);
    try {
      const updated = await ordersApi.cancelMine(order._id, reason, headers);
      notify.success(
        updated.status === 'refundPending' ? t`Order cancelled: your payment will be refunded` : t`Order cancelled`,
      );
      setOpen(false);
      onChanged(updated);
      invalidateQueries('myOrders');
    } catch (error) {
      notify.error(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button variant="outlined" color="error" fullWidth onClick={() => setOpen(true)}>
        {t`Cancel order`}
      </Button>
      <OrderFormDialog
        open={open}
        title={t`Cancel this order?`}
        confirmLabel={t`Cancel order`}
        fields={[{ name: 'reason', label: t`Reason (optional)`, required: false, maxLength: 500 }]}
        saving={saving}
        onClose={() => setOpen(false)}
        onConfirm={(values) => void cancel(values)}
      />
    </>
  );
}
