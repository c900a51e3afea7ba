/** /admin/orders: every order with Details and Delete (spec section 2 "Admin orders"), filtered, and the CSV export. */
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Button, Chip, Stack, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import type { QueryInput } from '@shared/api-contract';
import { MSG } from '@shared/messages';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { formatOrderAmount } from '@shared/money';
import { QueryView } from '@/components/query-view';
import { translateMessage } from '@/i18n/translate-message';
import { paths } from '@/config/paths';
import { dayOf, dayOrNo, paidCell } from '@/features/orders';
import { ResponsiveTable } from '@/components/responsive-table';
import { useApiQuery } from '@/lib/use-api-query';
import { adminApi } from '@/features/admin/admin-api';
import { AdminPageTitle } from '@/features/admin/components/admin-page-title';
import { OrderFilters, ordersUrl, useOrderFilters } from '@/features/admin/components/order-filters';
import { NoMatchRow } from '@/features/admin/components/list-search-box';
import { saveCsvFile } from '@/features/admin/save-csv-file';
import { notify } from '@/lib/notify';
import { CursorPager, useAfterCursor } from '@/features/admin/components/cursor-pager';
import { RowActions } from '@/features/admin/components/row-actions';
import { useConfirmedDelete } from '@/features/admin/hooks/use-confirmed-delete';

const HEADINGS = [msg`ID`, msg`USER`, msg`DATE`, msg`TOTAL`, msg`PAID`, msg`DELIVERED`, msg`ACTIONS`];

export default function AdminOrdersPage() {
  const after = useAfterCursor();
  const filters = useOrderFilters();
  const orders = useApiQuery('adminOrders', { query: { ...filters, after } as QueryInput<'adminOrders'> });
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveCsvFile(await adminApi.exportOrders(filters as QueryInput<'exportOrders'>));
    } catch (error) {
      notify.error(error);
    } finally {
      setExporting(false);
    }
  };
  const { deletingId, confirmAndDelete } = useConfirmedDelete(adminApi.deleteOrder, MSG.orderDeleted, orders.reload);

  return (
    <Stack spacing={2}>
      <AdminPageTitle
        title={t`Orders`}
        action={
          <Button variant="outlined" disabled={exporting} onClick={() => void exportCsv()}>
            {t`Export CSV`}
          </Button>
        }
      />
      <OrderFilters />
      <QueryView query={orders}>
        {(page) => (
          <ResponsiveTable label={t`Orders`} headings={HEADINGS.map((heading) => i18n._(heading))}>
            {page.orders.map((order) => (
              <TableRow key={order._id}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{order._id}</TableCell>
                <TableCell>{order.user ? order.user.name : t`DELETED USER`}</TableCell>
                <TableCell>{dayOf(order.createdAt)}</TableCell>
                <TableCell>{formatOrderAmount(order.totalPrice)}</TableCell>
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
                    deleting={deletingId === order._id}
                    onDelete={() => confirmAndDelete(order._id)}
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
      <CursorPager
        label={t`Order pages`}
        after={after}
        nextCursor={orders.data?.nextCursor}
        pathFor={(next) => ordersUrl(filters, next)}
      />
    </Stack>
  );
}
