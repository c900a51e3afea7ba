/** /orderhistory: the signed-in customer's orders (spec section 2 "Order history"). */
import { Button, Link, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Order } from '@shared/entities';
import { formatOrderAmount } from '@shared/money';
import { LoadingBox } from '../../../components/loading-box';
import { MessageBox } from '../../../components/message-box';
import { paths } from '../../../config/paths';
import { dayOf, dayOrNo, paidCell } from '../components/order-dates';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useApiGet } from '../../../lib/use-api-get';
import { ordersApi } from '../orders-api';

const HEADINGS = ['ID', 'DATE', 'TOTAL', 'PAID', 'DELIVERED', 'ACTIONS'] as const;

export default function OrderHistoryPage() {
  const { data: orders, error, loading } = useApiGet<Order[]>(ordersApi.minePath);

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Order History
      </Typography>
      {loading && !orders ? (
        <LoadingBox />
      ) : error ? (
        <MessageBox severity="error">{error}</MessageBox>
      ) : orders && orders.length === 0 ? (
        <MessageBox>
          You have no orders yet.{' '}
          <Link component={RouterLink} to={paths.home()}>
            Go Shopping
          </Link>
        </MessageBox>
      ) : orders ? (
        <ResponsiveTable label="Order History" headings={HEADINGS}>
          {orders.map((order) => (
            <TableRow key={order._id}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{order._id}</TableCell>
              <TableCell>{dayOf(order.createdAt)}</TableCell>
              <TableCell>{formatOrderAmount(order.totalPrice)}</TableCell>
              <TableCell>{paidCell(order)}</TableCell>
              <TableCell>{dayOrNo(order.isDelivered ? order.deliveredAt : null)}</TableCell>
              <TableCell>
                <Button size="small" variant="outlined" component={RouterLink} to={paths.order(order._id)}>
                  Details
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </ResponsiveTable>
      ) : null}
    </Stack>
  );
}
