/** /admin/orders: every order with Details and Delete (spec section 2 "Admin orders"). */
import { Chip, Stack, TableCell, TableRow } from '@mui/material';
import { MSG } from '@shared/messages';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { formatOrderAmount } from '@shared/money';
import { QueryView } from '../../../components/query-view';
import { paths } from '../../../config/paths';
import { dayOf, dayOrNo, paidCell } from '../../orders';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useApiQuery } from '../../../lib/use-api-query';
import { adminApi } from '../admin-api';
import { AdminPageTitle } from '../components/admin-page-title';
import { RowActions } from '../components/row-actions';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete';

const HEADINGS = ['ID', 'USER', 'DATE', 'TOTAL', 'PAID', 'DELIVERED', 'ACTIONS'] as const;

export default function AdminOrdersPage() {
  const orders = useApiQuery('adminOrders', {});
  const { deletingId, confirmAndDelete } = useConfirmedDelete(adminApi.deleteOrder, MSG.orderDeleted, orders.reload);

  return (
    <Stack spacing={2}>
      <AdminPageTitle title="Orders" />
      <QueryView query={orders}>
        {(rows) => (
          <ResponsiveTable label="Orders" headings={HEADINGS}>
            {rows.map((order) => (
              <TableRow key={order._id}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{order._id}</TableCell>
                <TableCell>{order.user ? order.user.name : 'DELETED USER'}</TableCell>
                <TableCell>{dayOf(order.createdAt)}</TableCell>
                <TableCell>{formatOrderAmount(order.totalPrice)}</TableCell>
                <TableCell>
                  {paidCell(order)}
                  {order.needsRefund && (
                    <Chip label={PAYMENT_MSG.needsRefund} color="warning" size="small" sx={{ ml: 1 }} />
                  )}
                </TableCell>
                <TableCell>{dayOrNo(order.isDelivered ? order.deliveredAt : null)}</TableCell>
                <TableCell>
                  <RowActions
                    openLabel="Details"
                    openTo={paths.order(order._id)}
                    deleting={deletingId === order._id}
                    onDelete={() => confirmAndDelete(order._id)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </ResponsiveTable>
        )}
      </QueryView>
    </Stack>
  );
}
