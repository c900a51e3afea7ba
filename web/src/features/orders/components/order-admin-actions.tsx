/**
 * Admin-only actions on an order, each shown only while the order's state allows it (the same
 * table the server checks, shared/order-status.ts; docs/decisions/0020-order-life.md): the spec's
 * 'Mark as Paid' and 'Deliver Order', then pack, the carrier's waybill (order-waybill.tsx), ship
 * (carrier and tracking number), cancel (with
 * the reason the customer is told) and refund (through the gateway that took the money, or by hand
 * with a reference). A refund the gateway refused is shown with the gateway's answer. Every action
 * that moves money or cannot be undone (deliver, cancel, refund) opens a dialog that says what will
 * happen, with the amount and the order; delivering an order that never shipped asks why, and the
 * server requires that reason (docs/decisions/0031-admin-actions-that-cannot-slip.md).
 */
import { t } from '@lingui/core/macro';
import { Alert, Button, FormHelperText, Stack } from '@mui/material';
import { useId } from 'react';
import { SHIPS_UNPAID_METHODS } from '@shared/constants';
import type { Order } from '@shared/entities/order';
import { cancelTarget, currentStatus, transitionRefusal, type OrderStatus } from '@shared/order-status';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { translateMessage } from '@/i18n/translate-message';
import { ordersApi } from '@/features/orders/orders-api';
import { orderActionDialog, refundGateway, refundGatewayName } from './order-action-dialogs';
import { useOrderActionRunner, type RunOrderAction } from './order-action-runner';
import { OrderFormDialog } from './order-form-dialog';
import { OrderWaybill } from './order-waybill';

const allowed = (order: Order, to: OrderStatus) => transitionRefusal(order, to, 'admin', SHIPS_UNPAID_METHODS) === null;

/** 'Mark as Paid' with its hint: what the admin vouches for by pressing it. */
function MarkPaidButton({ order, busy, run }: { order: Order; busy: boolean; run: RunOrderAction }) {
  const hintId = useId();
  return (
    <>
      <Button
        variant="contained"
        fullWidth
        disabled={busy}
        onClick={() => void run(() => ordersApi.markPaid(order._id), t`Order marked as paid`)}
        aria-describedby={hintId}
      >
        {t`Mark as Paid`}
      </Button>
      <FormHelperText id={hintId}>{translateMessage(PAYMENT_MSG.markPaidHint)}</FormHelperText>
    </>
  );
}

export function OrderAdminActions({ order, onChanged }: { order: Order; onChanged: (order: Order) => void }) {
  const { busy, dialog, setDialog, run } = useOrderActionRunner(onChanged);

  const id = order._id;
  const gateway = refundGateway(order);
  const gatewayName = refundGatewayName(order);
  const shipped = currentStatus(order) === 'shipped';
  const refundFailed = order.refund?.state === 'failed';
  const failure = order.refund?.gatewayMessage ?? '';
  const open = dialog ? orderActionDialog(order, dialog, run) : null;

  return (
    <Stack spacing={1}>
      {allowed(order, 'paid') && <MarkPaidButton order={order} busy={busy} run={run} />}
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
      <OrderWaybill order={order} busy={busy} run={run} openDialog={setDialog} />
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
