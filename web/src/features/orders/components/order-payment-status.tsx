import { Alert, Box } from '@mui/material';
import type { Order } from '@shared/entities';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { GATEWAY_NAMES } from '../payment-gateways';
import { dayOf } from './order-dates';

/**
 * The Payment card's alerts: paid (and through which gateway transaction), not paid, or cancelled
 * by the payment time-out. A cancelled order the gateway paid late shows both facts; `showRefund`
 * (admins) adds that its money must go back.
 */
export function OrderPaymentStatus({ order, showRefund }: { order: Order; showRefund: boolean }) {
  return (
    <>
      {order.isPaid && order.paidAt ? (
        <Alert severity="success">
          <Box>Paid at {dayOf(order.paidAt)}</Box>
          {order.payment && (
            <Box>
              {GATEWAY_NAMES[order.payment.provider]} · transaction {order.payment.transactionNo}
            </Box>
          )}
        </Alert>
      ) : (
        !order.cancelledAt && <Alert severity="error">Not Paid</Alert>
      )}
      {order.cancelledAt && <Alert severity="error">{PAYMENT_MSG.paymentTimeout}</Alert>}
      {showRefund && order.needsRefund && <Alert severity="warning">{PAYMENT_MSG.needsRefund}</Alert>}
    </>
  );
}
