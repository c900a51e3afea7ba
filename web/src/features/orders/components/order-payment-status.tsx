import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Alert, Box } from '@mui/material';
import type { Order } from '@shared/entities/order';
import { cancellerOf, currentStatus, timeoutCancelMessage } from '@shared/order-status';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { ORDER_STATE_TABLE } from '@/features/orders/order-state-table';
import { translateMessage } from '@/i18n/translate-message';
import { GATEWAY_NAMES } from '@/features/orders/payment-method-table';
import { dayOf } from './order-dates';

/**
 * The Payment card's alerts: paid (and through which gateway transaction), not paid, or cancelled:
 * by the payment time-out, or by a person (the state it left and the reason). A cancelled order the gateway paid late shows both facts; `showRefund`
 * (admins) adds that its money must go back.
 */
export function OrderPaymentStatus({ order, showRefund }: { order: Order; showRefund: boolean }) {
  return (
    <>
      {order.isPaid && order.paidAt ? (
        <Alert severity="success">
          <Box>{paidAtText(order.paidAt)}</Box>
          {order.payment && <Box>{transactionText(order.payment)}</Box>}
        </Alert>
      ) : (
        // Waiting for the money is a normal state, not a fault: said plainly.
        !order.cancelledAt && (
          <Alert severity="info" variant="outlined" icon={false}>
            {t`Not Paid`}
          </Alert>
        )
      )}
      {order.cancelledAt && <Alert severity="error">{cancelledText(order)}</Alert>}
      {showRefund && order.needsRefund && <Alert severity="warning">{translateMessage(PAYMENT_MSG.needsRefund)}</Alert>}
    </>
  );
}

/** The time-out's own words, or the state a person's cancel left the order in, with their reason. */
function cancelledText(order: Order): string {
  if (cancellerOf(order) === 'timeout') return translateMessage(timeoutCancelMessage(order));
  const state = i18n._(ORDER_STATE_TABLE[currentStatus(order)].label);
  const reason = order.cancelReason;
  return reason ? t`${state}: ${reason}` : state;
}

function paidAtText(paidAt: string): string {
  const day = dayOf(paidAt);
  return t`Paid at ${day}`;
}

/** 'VNPAY · transaction 14000000': the gateway and its own number for the payment. */
function transactionText(payment: NonNullable<Order['payment']>): string {
  const gateway = GATEWAY_NAMES[payment.provider];
  const transactionNo = payment.transactionNo;
  return t`${gateway} · transaction ${transactionNo}`;
}
