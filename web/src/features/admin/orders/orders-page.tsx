/**
 * /admin/orders: every order with Details and Delete (spec section 2 "Admin orders"), its state,
 * tabs by state, filters, and the CSV export. Delete shows only on the orders the server lets go
 * (cancelled, never paid: shared/order-deletion.ts) and asks first, naming the order and its total
 * (docs/decisions/0031-admin-actions-that-cannot-slip.md).
 */
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Chip, Stack, TableCell, TableRow } from '@mui/material';
import type { QueryInput } from '@shared/api-contract';
import type { AdminOrderRow } from '@shared/entities/admin';
import { deletionRefusal } from '@shared/order-deletion';
import { currentStatus } from '@shared/order-status';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { formatOrderAmount } from '@shared/money';
import { QueryView } from '@/components/query-view';
import { translateMessage } from '@/i18n/translate-message';
import { paths } from '@/config/paths';
import { dayOf, dayOrNo, ORDER_STATE_TABLE, orderNumber, paidCell } from '@/features/orders';
import { ResponsiveTable } from '@/components/responsive-table';
import { useApiQuery } from '@/lib/use-api-query';
import { AdminPageTitle } from '@/features/admin/shared/admin-page-title';
import { OrderDeleteDialog, useOrderDeletion } from '@/features/admin/orders/order-deletion';
import { OrderExportButton } from '@/features/admin/orders/order-export-button';
import { OrderFilters, ordersUrl, useOrderFilters } from '@/features/admin/orders/order-filters';
import { OrderStatusTabs } from '@/features/admin/orders/order-status-tabs';
import { NoMatchRow } from '@/features/admin/shared/list-search-box';
import { CursorPager, useAfterCursor } from '@/features/admin/shared/cursor-pager';
import { RowActions } from '@/features/admin/shared/row-actions';

const HEADINGS = [msg`ID`, msg`USER`, msg`DATE`, msg`TOTAL`, msg`STATE`, msg`PAID`, msg`DELIVERED`, msg`ACTIONS`];

export default function AdminOrdersPage() {
  const after = useAfterCursor();
  const filters = useOrderFilters();
  const orders = useApiQuery('adminOrders', { query: { ...filters, after } as QueryInput<'adminOrders'> });
  const deletion = useOrderDeletion(orders.reload);

  return (
    <Stack spacing={2}>
      <AdminPageTitle title={t`Orders`} action={<OrderExportButton filters={filters} />} />
      <OrderStatusTabs />
      <OrderFilters />
      <QueryView query={orders}>
        {(page) => (
          <ResponsiveTable label={t`Orders`} headings={HEADINGS.map((heading) => i18n._(heading))}>
            {page.orders.map((order) => (
              <TableRow key={order._id}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{orderNumber(order)}</TableCell>
                <TableCell>{customerCell(order)}</TableCell>
                <TableCell>{dayOf(order.createdAt)}</TableCell>
                <TableCell>{formatOrderAmount(order.totalPrice)}</TableCell>
                <TableCell>{i18n._(ORDER_STATE_TABLE[currentStatus(order)].shortLabel)}</TableCell>
                <TableCell>
                  {paidCell(order)}
                  {order.needsRefund && (
                    <Chip
                      label={translateMessage(PAYMENT_MSG.needsRefund)}
                      color="warning"
                      size="small"
                      sx={{ ml: 1 }}
                    />
                  )}
                </TableCell>
                <TableCell>{dayOrNo(order.isDelivered ? order.deliveredAt : null)}</TableCell>
                <TableCell>
                  <RowActions
                    openLabel={t`Details`}
                    openTo={paths.order(order._id)}
                    deleting={deletion.deleting && deletion.toDelete?._id === order._id}
                    onDelete={deletionRefusal(order) === null ? () => deletion.setToDelete(order) : undefined}
                  />
                </TableCell>
              </TableRow>
            ))}
            {page.orders.length === 0 && Object.keys(filters).length > 0 && (
              <NoMatchRow columns={HEADINGS.length} text={t`No orders match the search and filters.`} />
            )}
          </ResponsiveTable>
        )}
      </QueryView>
      <OrderDeleteDialog deletion={deletion} />
      <CursorPager
        label={t`Order pages`}
        after={after}
        nextCursor={orders.data?.nextCursor}
        pathFor={(next) => ordersUrl(filters, next)}
      />
    </Stack>
  );
}

/** Who placed it: the account's name, or a guest's name marked with their phone (docs/decisions/0104-guest-checkout.md). */
function customerCell(order: AdminOrderRow): string {
  if (order.guest) {
    const { name, phone } = order.guest;
    return `${name} · ${t`Guest (${phone})`}`;
  }
  return order.user ? order.user.name : t`DELETED USER`;
}
