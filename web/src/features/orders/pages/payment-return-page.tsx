/**
 * /payment/vnpay/return and /payment/momo/return: where a gateway sends the shopper back. The
 * server checks the gateway's signature on the query; a success is then confirmed by the order
 * itself turning paid, which only the gateway's server notification does
 * (docs/decisions/0014-payments.md).
 */
import { t } from '@lingui/core/macro';
import { Alert, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { GatewayPaymentMethod } from '@shared/constants';
import type { PaymentReturn } from '@shared/entities/payment';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { MessageBox } from '@/components/message-box';
import { ORDER_PLACED_STATE } from '@/features/orders/order-placed-state';
import { translateMessage } from '@/i18n/translate-message';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/paths';
import { useQuery } from '@/lib/use-query';
import {
  useGuestPaymentConfirmation,
  usePaymentConfirmation,
  type PaymentConfirmation,
} from '@/features/orders/hooks/use-payment-confirmation';
import { guestOrderAccessById, type GuestOrderAccess } from '@/features/orders/guest-order-access';
import { RequireSignIn } from '@/features/auth';
import { ordersApi } from '@/features/orders/orders-api';
import { GATEWAY_NAMES } from '@/features/orders/payment-method-table';

export function VnpayReturnPage() {
  return <PaymentReturnPage gateway="VNPAY" />;
}

export function MomoReturnPage() {
  return <PaymentReturnPage gateway="MOMO" />;
}

function PaymentReturnPage({ gateway }: { gateway: Exclude<GatewayPaymentMethod, 'INSTALLMENT'> }) {
  const { search } = useLocation();
  const verified = useQuery(`paymentReturn:${gateway}${search}`, () => ordersApi.verifyPaymentReturn(gateway, search));
  const gatewayName = GATEWAY_NAMES[gateway];

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        {t`${gatewayName} payment`}
      </Typography>
      <QueryView query={verified}>
        {(result) =>
          result.outcome === 'failed' ? (
            <PaymentFailed result={result} />
          ) : (
            <AwaitingConfirmation orderId={result.orderId} />
          )
        }
      </QueryView>
      {verified.error !== null && (
        <Link component={RouterLink} to={paths.orderHistory()}>
          {t`Order History`}
        </Link>
      )}
    </Stack>
  );
}

function PaymentFailed({ result }: { result: PaymentReturn }) {
  const failed = translateMessage(PAYMENT_MSG.paymentFailed);
  return (
    <>
      <MessageBox severity="error">{result.reason ? `${failed}: ${result.reason}` : failed}</MessageBox>
      <Typography>{t`The order is still open: you can pay again from its page.`}</Typography>
      <ViewOrderLink orderId={result.orderId} />
    </>
  );
}

/**
 * A guest's order (its token kept in this tab) is followed through the API; an account's live, once
 * signed in (the sign-in page brings the shopper back here).
 */
function AwaitingConfirmation({ orderId }: { orderId: string }) {
  const guest = guestOrderAccessById(orderId);
  if (guest) return <GuestAwaiting access={guest} />;
  return (
    <RequireSignIn>
      <AccountAwaiting orderId={orderId} />
    </RequireSignIn>
  );
}

function AccountAwaiting({ orderId }: { orderId: string }) {
  return <Confirmation confirmation={usePaymentConfirmation(orderId)} orderId={orderId} />;
}

function GuestAwaiting({ access }: { access: GuestOrderAccess }) {
  const confirmation = useGuestPaymentConfirmation(access);
  return <Confirmation confirmation={confirmation} orderId={access.orderId} />;
}

function Confirmation({ confirmation, orderId }: { confirmation: PaymentConfirmation; orderId: string }) {
  const paid = confirmation === 'paid';
  return (
    <>
      {/* One live region whose words change, so a screen reader announces each step. */}
      <Alert
        role="status"
        severity={paid ? 'success' : 'info'}
        icon={confirmation === 'waiting' ? <CircularProgress size={20} aria-hidden /> : undefined}
      >
        <Typography variant="h6" component="h2">
          {translateMessage(paid ? PAYMENT_MSG.paymentSuccessful : PAYMENT_MSG.waitingForConfirmation)}
        </Typography>
        {confirmation === 'not-yet' && (
          <Typography>
            {t`The gateway has not confirmed the payment yet. The order page will show it as paid once it does.`}
          </Typography>
        )}
      </Alert>
      {/* Paid (or being confirmed): the order page opens with its success panel. */}
      <ViewOrderLink orderId={orderId} placed />
    </>
  );
}

/** The order's page: a guest's by its code (read with the token this tab keeps), an account's by id. */
function ViewOrderLink({ orderId, placed = false }: { orderId: string; placed?: boolean }) {
  const guest = guestOrderAccessById(orderId);
  return (
    <Button
      variant="contained"
      component={RouterLink}
      to={guest ? paths.guestOrder(guest.orderCode) : paths.order(orderId)}
      state={placed ? ORDER_PLACED_STATE : undefined}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t`View order`}
    </Button>
  );
}
