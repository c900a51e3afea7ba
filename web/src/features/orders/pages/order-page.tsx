/** /order/:id: one order with its delivery and payment state (spec section 2 "Order detail"). */
import { Alert, Grid, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import type { Order } from '@shared/entities';
import { LoadingBox } from '../../../components/loading-box';
import { MessageBox } from '../../../components/message-box';
import { useSession } from '../../auth/session';
import { OrderAdminActions } from '../components/order-admin-actions';
import { dayOf } from '../components/order-dates';
import { OrderItemsList } from '../components/order-items-list';
import { OrderSummaryCard } from '../components/order-summary-card';
import { SectionCard } from '../../../components/section-card';
import { useApiGet } from '../../../lib/use-api-get';
import { ordersApi } from '../orders-api';

export default function OrderPage() {
  const { id = '' } = useParams();
  const { userInfo } = useSession();
  const { data: order, error, loading, replace } = useApiGet<Order>(id ? ordersApi.orderPath(id) : null);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        Order {id}
      </Typography>
      {loading && !order ? (
        <LoadingBox />
      ) : error ? (
        <MessageBox severity="error">{error}</MessageBox>
      ) : order ? (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={2}>
              <SectionCard title="Shipping">
                <Typography>
                  <strong>Name:</strong> {order.shippingAddress.fullname}
                </Typography>
                <Typography>
                  <strong>Address:</strong> {order.shippingAddress.address}, {order.shippingAddress.city},{' '}
                  {order.shippingAddress.postalCode}, {order.shippingAddress.country}
                </Typography>
                {order.isDelivered && order.deliveredAt ? (
                  <Alert severity="success">Delivered at {dayOf(order.deliveredAt)}</Alert>
                ) : (
                  <Alert severity="error">Not Delivered</Alert>
                )}
              </SectionCard>
              <SectionCard title="Payment">
                <Typography>
                  <strong>Method:</strong> {order.paymentMethod}
                </Typography>
                {order.isPaid && order.paidAt ? (
                  <Alert severity="success">Paid at {dayOf(order.paidAt)}</Alert>
                ) : (
                  <Alert severity="error">Not Paid</Alert>
                )}
              </SectionCard>
              <SectionCard title="Items">
                <OrderItemsList lines={order.orderItems.map((item) => ({ key: item.productId, ...item }))} />
              </SectionCard>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <OrderSummaryCard prices={order}>
              {userInfo?.isAdmin && <OrderAdminActions order={order} onChanged={replace} />}
            </OrderSummaryCard>
          </Grid>
        </Grid>
      ) : null}
    </Stack>
  );
}
