/**
 * /tra-cuu-don-hang/:orderCode: a guest's order, read-only (docs/decisions/0104-guest-checkout.md):
 * its progress, address, how it is paid (the VietQR code while a transfer is open), the timeline
 * without staff names, the items and totals, and while a gateway's order is open its Pay button.
 * Read through GET /api/orders/:id with the order's token (X-Order-Token), which this tab keeps from
 * the order's placement; an open gateway order is asked again for a while, so a payment notification
 * arriving after the shopper is back (pay later returns here) turns it paid on the page.
 */
import { t } from '@lingui/core/macro';
import { Button, Grid, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { QueryView } from '@/components/query-view';
import { MessageBox } from '@/components/message-box';
import { SectionCard } from '@/components/section-card';
import { useApiQuery } from '@/lib/use-api-query';
import { useShopSettings } from '@/lib/use-shop-settings';
import { CancelMyOrder } from '@/features/orders/components/cancel-my-order';
import { OrderAddressLines } from '@/features/orders/components/order-address-lines';
import { OrderCarrierLines } from '@/features/orders/components/order-carrier-lines';
import { OrderParcelTracking } from '@/features/orders/components/order-parcel-tracking';
import { OrderItemsList } from '@/features/orders/components/order-items-list';
import { OrderPaymentStatus } from '@/features/orders/components/order-payment-status';
import { OrderPlacedPanel } from '@/features/orders/components/order-placed-panel';
import { OrderProgress } from '@/features/orders/components/order-progress';
import { OrderSummaryCard } from '@/features/orders/components/order-summary-card';
import { OrderTimeline } from '@/features/orders/components/order-timeline';
import { PaymentInstructions } from '@/features/orders/components/payment-instructions';
import { PayOrderButton } from '@/features/orders/components/pay-order-button';
import { orderTokenHeaders, readGuestOrderAccess } from '@/features/orders/guest-order-access';
import { GUEST_ORDER_POLL } from '@/features/orders/hooks/use-payment-confirmation';
import { useReportOrderEvents } from '@/features/orders/hooks/use-report-order-events';
import { PAYMENT_METHOD_TABLE, paymentMethodLabel } from '@/features/orders/payment-method-table';
import { useReloadWhile } from '@/lib/use-reload-while';
import type { Query } from '@/lib/use-query';
import type { Order } from '@shared/entities/order';

/** An open gateway order is asked again for a while: its payment notification may come after the shopper. */
function useFollowWhileAwaitingGateway({ data, reload }: Query<Order>) {
  const awaiting = !!data && PAYMENT_METHOD_TABLE[data.paymentMethod].gateway && !data.isPaid && !data.cancelledAt;
  useReloadWhile(awaiting, reload, GUEST_ORDER_POLL.everyMs, GUEST_ORDER_POLL.forMs);
}

export default function GuestOrderPage() {
  // The order's code, named as the account's order page names its id, so both headings are one message.
  const { orderCode: shownId = '' } = useParams();
  const access = readGuestOrderAccess(shownId);
  const order = useApiQuery(
    'orderById',
    access ? { params: { id: access.orderId }, headers: orderTokenHeaders(access) } : null,
  );
  const settings = useShopSettings().data;
  const { update } = order;
  useFollowWhileAwaitingGateway(order);
  useReportOrderEvents(order.data, true);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {t`Order ${shownId}`}
      </Typography>
      {!access ? (
        <>
          <MessageBox severity="info">{t`This order opens in the browser tab it was placed in.`}</MessageBox>
          <Button component={RouterLink} to={paths.orderLookup()} variant="contained" sx={{ alignSelf: 'start' }}>
            {t`Tra cứu đơn hàng`}
          </Button>
        </>
      ) : (
        <QueryView query={order}>
          {(order) => (
            <Grid container spacing={2}>
              <Grid size={12}>
                <Stack spacing={2}>
                  <OrderPlacedPanel order={order} contactPhone={settings?.contactPhone} />
                  <OrderProgress order={order} />
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>
                <Stack spacing={2}>
                  <SectionCard title={t`Shipping`}>
                    <Typography>
                      <strong>{t`Name:`}</strong> {order.shippingAddress.fullname}
                    </Typography>
                    <Typography>
                      <strong>{t`Address:`}</strong> {order.shippingAddress.address}
                    </Typography>
                    <OrderAddressLines address={order.shippingAddress} />
                    <OrderCarrierLines quote={order.shippingQuote} />
                    <OrderParcelTracking shipment={order.shipment} />
                  </SectionCard>
                  <SectionCard title={t`Payment`}>
                    <Typography>
                      <strong>{t`Method:`}</strong> {paymentMethodLabel(order.paymentMethod)}
                    </Typography>
                    <OrderPaymentStatus order={order} showRefund={false} />
                    {settings?.bankAccount && <PaymentInstructions order={order} account={settings.bankAccount} />}
                  </SectionCard>
                  <SectionCard title={t`Order status`}>
                    <OrderTimeline order={order} showPeople={false} />
                  </SectionCard>
                  <SectionCard title={t`Items`}>
                    <OrderItemsList lines={order.orderItems.map((item) => ({ key: item.productId, ...item }))} />
                  </SectionCard>
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <OrderSummaryCard prices={order}>
                  {!order.isPaid && !order.cancelledAt && (
                    <PayOrderButton order={order} headers={orderTokenHeaders(access)} />
                  )}
                  <CancelMyOrder
                    order={order}
                    headers={orderTokenHeaders(access)}
                    onChanged={(changed) => update(() => changed)}
                  />
                </OrderSummaryCard>
              </Grid>
            </Grid>
          )}
        </QueryView>
      )}
    </Stack>
  );
}
