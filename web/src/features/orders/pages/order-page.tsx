/**
 * /order/:id: one order with its delivery and payment state (spec section 2 "Order detail"), its
 * timeline (docs/decisions/0020-order-life.md), and for its shopper the way to pay it while it is
 * open (at its gateway, to the carrier for cash on delivery, or by the bank transfer's VietQR code)
 * and to cancel it before it ships. The order is read live from Firestore, so a payment, a
 * shipment or a cancellation shows as it happens (docs/decisions/0028-orders-read-from-firestore.md);
 * for an admin it is also the order's admin screen, with who did what.
 */
import { t } from '@lingui/core/macro';
import { Alert, Grid, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useReportOrderEvents } from '@/features/orders/hooks/use-report-order-events';
import { useLocation, useParams } from 'react-router-dom';
import type { Order } from '@shared/entities/order';
import { QueryView } from '@/components/query-view';
import { useSession } from '@/features/auth';
import { CancelMyOrder } from '@/features/orders/components/cancel-my-order';
import { OrderAddressLines } from '@/features/orders/components/order-address-lines';
import { OrderCarrierLines } from '@/features/orders/components/order-carrier-lines';
import { OrderParcelTracking } from '@/features/orders/components/order-parcel-tracking';
import { dayOf } from '@/features/orders/components/order-dates';
import { OrderInvoice } from '@/features/orders/components/order-invoice';
import { OrderItemsList } from '@/features/orders/components/order-items-list';
import { OrderPaymentStatus } from '@/features/orders/components/order-payment-status';
import { OrderPlacedPanel } from '@/features/orders/components/order-placed-panel';
import { OrderProgress } from '@/features/orders/components/order-progress';
import { orderNumber } from '@/features/orders/order-display-id';
import { justPlaced } from '@/features/orders/order-placed-state';
import { OrderSummaryCard } from '@/features/orders/components/order-summary-card';
import { OrderTimeline } from '@/features/orders/components/order-timeline';
import { PayOrderButton } from '@/features/orders/components/pay-order-button';
import { PaymentInstructions } from '@/features/orders/components/payment-instructions';
import { useLiveOrder } from '@/features/orders/hooks/use-live-orders';
import { paymentMethodLabel } from '@/features/orders/payment-method-table';
import { useShopSettings } from '@/lib/use-shop-settings';
import { SectionCard } from '@/components/section-card';

/** Only admins act on an order: its code loads for them alone. */
const OrderAdminActions = lazy(() =>
  import('@/features/orders/components/order-admin-actions').then((module) => ({ default: module.OrderAdminActions })),
);

export default function OrderPage() {
  const { id = '' } = useParams();
  const { userInfo } = useSession();
  // Just after checkout it starts from the order POST /api/orders answered (place-order.ts seeds it).
  const order = useLiveOrder(id);
  const { update } = order;
  const isAdmin = userInfo?.isAdmin === true;
  // The bank account's names for a transfer's instructions: the shop's settings.
  const settings = useShopSettings().data;
  const bankAccount = settings?.bankAccount;
  // Checkout sends the shopper here with this mark: the page then opens with the order's success.
  const placed = justPlaced(useLocation().state);
  // The spec's heading names the id; in vi and en the order's code (order-display-id.ts).
  const shownId = order.data ? orderNumber(order.data) : id;
  useReportOrderEvents(order.data, placed);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {t`Order ${shownId}`}
      </Typography>
      <QueryView query={order}>
        {(order) => (
          <Grid container spacing={2}>
            <Grid size={12}>
              <Stack spacing={2}>
                {placed && userInfo?._id === order.userId && (
                  <OrderPlacedPanel order={order} contactPhone={settings?.contactPhone} />
                )}
                <OrderProgress order={order} />
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <Stack spacing={2}>
                <ShippingCard order={order} />
                <SectionCard title={t`Payment`}>
                  <Typography>
                    <strong>{t`Method:`}</strong> {paymentMethodLabel(order.paymentMethod)}
                  </Typography>
                  <OrderPaymentStatus order={order} showRefund={isAdmin} />
                  {bankAccount && <PaymentInstructions order={order} account={bankAccount} />}
                </SectionCard>
                <SectionCard title={t`Order status`}>
                  <OrderTimeline order={order} showPeople={isAdmin} />
                </SectionCard>
                <OrderInvoice order={order} isAdmin={isAdmin} onChanged={(changed) => update(() => changed)} />
                <SectionCard title={t`Items`}>
                  <OrderItemsList
                    lines={order.orderItems.map((item) => ({
                      key: `${item.productId}:${item.variantId ?? ''}`,
                      ...item,
                    }))}
                  />
                </SectionCard>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <OrderSummaryCard prices={order}>
                {/* Only the shopper who placed the order can pay for it (the server checks it too). */}
                {userInfo?._id === order.userId && !order.isPaid && !order.cancelledAt && (
                  <PayOrderButton order={order} />
                )}
                {userInfo?._id === order.userId && (
                  <CancelMyOrder order={order} onChanged={(changed) => update(() => changed)} />
                )}
                {isAdmin && (
                  <Suspense fallback={null}>
                    <OrderAdminActions order={order} onChanged={(changed) => update(() => changed)} />
                  </Suspense>
                )}
              </OrderSummaryCard>
            </Grid>
          </Grid>
        )}
      </QueryView>
    </Stack>
  );
}

/** The spec's Shipping card: the address, and delivered or not. */
function ShippingCard({ order }: { order: Order }) {
  return (
    <SectionCard title={t`Shipping`}>
      <Typography>
        <strong>{t`Name:`}</strong> {order.shippingAddress.fullname}
      </Typography>
      <Typography>
        <strong>{t`Address:`}</strong> {order.shippingAddress.address}, {order.shippingAddress.city},{' '}
        {order.shippingAddress.postalCode}, {order.shippingAddress.country}
      </Typography>
      <OrderAddressLines address={order.shippingAddress} />
      <OrderCarrierLines quote={order.shippingQuote} />
      <OrderParcelTracking shipment={order.shipment} />
      {order.isDelivered && order.deliveredAt ? (
        <Alert severity="success">{deliveredAtText(order.deliveredAt)}</Alert>
      ) : (
        // A normal state, not a fault: said plainly (the progress bar above shows where it is).
        <Alert severity="info" variant="outlined" icon={false}>
          {t`Not Delivered`}
        </Alert>
      )}
    </SectionCard>
  );
}

function deliveredAtText(deliveredAt: string): string {
  const day = dayOf(deliveredAt);
  return t`Delivered at ${day}`;
}
