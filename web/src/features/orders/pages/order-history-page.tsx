/** /orderhistory: the signed-in customer's orders (spec section 2 "Order history"). */
import { Button, Link, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatOrderAmount } from '@shared/money';
import { MessageBox } from '../../../components/message-box';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../config/paths';
import { dayOf, dayOrNo, paidCell } from '../components/order-dates';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useApiQuery } from '../../../lib/use-api-query';

const HEADINGS = ['ID', 'DATE', 'TOTAL', 'PAID', 'DELIVERED', 'ACTIONS'] as const;

export default function OrderHistoryPage() {
  const orders = useApiQuery('myOrders', {});

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Order History
      </Typography>
      <QueryView query={orders}>
        {(orders) =>
          orders.length === 0 ? (
            <MessageBox>
              You have no orders yet.{' '}
              <Link component={RouterLink} to={paths.home()}>
                Go Shopping
              </Link>
            </MessageBox>
          ) : (
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
          )
        }
      </QueryView>
    </Stack>
  );
}
