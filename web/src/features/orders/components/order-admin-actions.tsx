/**
 * Admin-only actions on an order, each shown only while the order's state allows it (the same
 * table the server checks, shared/order-status.ts; docs/decisions/0020-order-life.md): the spec's
 * 'Mark as Paid' and 'Deliver Order', then pack, ship (carrier and tracking number), cancel (with
 * the reason the customer is told) and refund (through the gateway that took the money, or by hand
 * with a reference). A refund the gateway refused is shown with the gateway's answer. Every action
 * that moves money or cannot be undone (deliver, cancel, refund) opens a dialog that says what will
 * happen, with the amount and the order; delivering an order that never shipped asks why, and the
 * server requires that reason (docs/decisions/0031-admin-actions-that-cannot-slip.md).
 */
import { t } from '@lingui/core/macro';
import { Alert, Button, FormHelperText, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { CASH_ON_DELIVERY } from '@shared/constants';
import type { Order } from '@shared/entities/order';
import { cancelTarget, currentStatus, transitionRefusal, type OrderStatus } from '@shared/order-status';
import { formatOrderAmount } from '@shared/money';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { translateMessage } from '@/i18n/translate-message';
import { notify } from '@/lib/notify';
import { invalidateQueries } from '@/lib/query-store';
import { ordersApi } from '@/features/orders/orders-api';
import { orderDisplayId } from '@/features/orders/order-display-id';
import { GATEWAY_NAMES, PAYMENT_METHOD_TABLE } from '@/features/orders/payment-method-table';
import { OrderFormDialog, type DialogField } from './order-form-dialog';

type DialogName = 'ship' | 'deliver' | 'cancel' | 'gatewayRefund' | 'handRefund';

const allowed = (order: Order, to: OrderStatus) => transitionRefusal(order, to, 'admin', CASH_ON_DELIVERY) === null;

export function OrderAdminActions({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const hintId = useId();

  const run = async (call: () => Promise<Order>, done: string) => {
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

  const id = order._id;
  const gateway = order.payment && PAYMENT_METHOD_TABLE[order.payment.provider].gateway ? order.payment.provider : null;
  const gatewayName = gateway ? GATEWAY_NAMES[gateway] : '';
  const shownId = orderDisplayId(order);
  const amount = formatOrderAmount(order.totalPrice);
  const shipped = currentStatus(order) === 'shipped';
  const dialogs: Record<
    DialogName,
    {
      title: string;
      description?: string;
      confirm: string;
      fields: DialogField[];
      submit: (v: Record<string, string>) => void;
    }
  > = {
    ship: {
      title: t`Ship order`,
      confirm: t`Ship`,
      fields: [
        { name: 'carrier', label: t`Carrier`, required: true, maxLength: 100 },
        { name: 'trackingNumber', label: t`Tracking number`, required: true, maxLength: 100 },
      ],
      submit: ({ carrier = '', trackingNumber = '' }) =>
        void run(() => ordersApi.ship(id, { carrier, trackingNumber }), t`Order shipped`),
    },
    // Shipped: the carrier vouches for it. Never shipped (picked up, say): the admin says why.
    deliver: shipped
      ? {
          title: t`Deliver Order`,
          description: order.isPaid
            ? t`Mark order ${shownId} as delivered? The customer is told it arrived.`
            : t`Mark order ${shownId} as delivered and its ${amount} as collected in cash?`,
          confirm: t`Deliver Order`,
          fields: [],
          submit: () => void run(() => ordersApi.markDelivered(id), t`Order delivered`),
        }
      : {
          title: t`Deliver without a shipment`,
          description: t`Order ${shownId} was never shipped. Say why it is delivered anyway (the customer picked it up, for example): the reason is kept in its history.`,
          confirm: t`Deliver Order`,
          fields: [{ name: 'reason', label: t`Reason`, required: true, maxLength: 500 }],
          submit: ({ reason = '' }) => void run(() => ordersApi.markDelivered(id, reason), t`Order delivered`),
        },
    cancel: {
      title: t`Cancel this order?`,
      description: order.isPaid
        ? t`Cancel order ${shownId}? Its items go back in stock and its ${amount} waits for a refund.`
        : t`Cancel order ${shownId}? Its items go back in stock and the customer is told the reason.`,
      confirm: t`Cancel order`,
      fields: [{ name: 'reason', label: t`Reason (the customer is told)`, required: true, maxLength: 500 }],
      submit: ({ reason = '' }) => void run(() => ordersApi.cancel(id, reason), t`Order cancelled`),
    },
    gatewayRefund: {
      title: t`Refund through ${gatewayName}`,
      description: t`Refund ${amount} through ${gatewayName} for order ${shownId}?`,
      confirm: t`Refund`,
      fields: [],
      submit: () => void run(() => ordersApi.refund(id), t`Refunded`),
    },
    handRefund: {
      title: t`Refund by hand`,
      description: t`Record that ${amount} of order ${shownId} was refunded by hand?`,
      confirm: t`Record refund`,
      fields: [
        {
          name: 'reference',
          label: t`Reference`,
          required: true,
          maxLength: 200,
          helperText: t`The reference of the transfer or cash refund you made`,
        },
      ],
      submit: ({ reference = '' }) => void run(() => ordersApi.refund(id, reference), t`Refund recorded`),
    },
  };

  const refundFailed = order.refund?.state === 'failed';
  const failure = order.refund?.gatewayMessage ?? '';
  const canPay = allowed(order, 'paid');
  const open = dialog ? dialogs[dialog] : null;

  return (
    <Stack spacing={1}>
      {canPay && (
        <>
          <Button
            variant="contained"
            fullWidth
            disabled={busy}
            onClick={() => void run(() => ordersApi.markPaid(id), t`Order marked as paid`)}
            aria-describedby={hintId}
          >
            {t`Mark as Paid`}
          </Button>
          <FormHelperText id={hintId}>{translateMessage(PAYMENT_MSG.markPaidHint)}</FormHelperText>
        </>
      )}
      {allowed(order, 'packing') && (
        <Button
          variant="contained"
          fullWidth
          disabled={busy}
          onClick={() => void run(() => ordersApi.pack(id), t`Order packing`)}
        >
          {t`Pack order`}
        </Button>
      )}
      {allowed(order, 'shipped') && (
        <Button variant="contained" fullWidth disabled={busy} onClick={() => setDialog('ship')}>
          {t`Ship order`}
        </Button>
      )}
      {allowed(order, 'delivered') && (
        // Beside 'Ship order', delivering without a shipment is the exception: not the main button.
        <Button
          variant={shipped ? 'contained' : 'outlined'}
          fullWidth
          disabled={busy}
          onClick={() => setDialog('deliver')}
        >
          {t`Deliver Order`}
        </Button>
      )}
      {refundFailed && <Alert severity="error">{t`The last refund failed: ${failure}`}</Alert>}
      {allowed(order, 'refunded') &&
        (gateway ? (
          <Button variant="contained" fullWidth disabled={busy} onClick={() => setDialog('gatewayRefund')}>
            {t`Refund through ${gatewayName}`}
          </Button>
        ) : (
          <Button variant="contained" fullWidth disabled={busy} onClick={() => setDialog('handRefund')}>
            {t`Refund by hand`}
          </Button>
        ))}
      {allowed(order, cancelTarget(order)) && (
        <Button variant="outlined" color="error" fullWidth disabled={busy} onClick={() => setDialog('cancel')}>
          {t`Cancel order`}
        </Button>
      )}
      {open && (
        <OrderFormDialog
          key={dialog}
          open
          title={open.title}
          description={open.description}
          confirmLabel={open.confirm}
          fields={open.fields}
          saving={busy}
          onClose={() => setDialog(null)}
          onConfirm={open.submit}
        />
      )}
    </Stack>
  );
}
