/**
 * /orderhistory: the signed-in customer's orders (spec section 2 "Order history"), read live from
 * Firestore (docs/decisions/0028-orders-read-from-firestore.md): the spec's table on wider screens,
 * cards under tabs by state on phones (docs/decisions/0091-order-codes-success-page-dates.md).
 */
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Button, Link, Stack, TableCell, TableRow, Typography, useMediaQuery, useTheme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatOrderAmount } from '@shared/money';
import { MessageBox } from '@/components/message-box';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/paths';
import { dayOf, dayOrNo, paidCell } from '@/features/orders/components/order-dates';
import { ResponsiveTable } from '@/components/responsive-table';
import { useLiveMyOrders } from '@/features/orders/hooks/use-live-orders';
import { OrderHistoryCards } from '@/features/orders/components/order-history-cards';
import { ClaimGuestOrdersNotice } from '@/features/orders/components/claim-guest-orders-notice';
import { orderNumber } from '@/features/orders/order-display-id';

const HEADINGS = [msg`ID`, msg`DATE`, msg`TOTAL`, msg`PAID`, msg`DELIVERED`, msg`ACTIONS`];

export default function OrderHistoryPage() {
  const orders = useLiveMyOrders();
  // Read in the browser only (this page is never server-rendered): phones get the cards.
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t`Order History`}
      </Typography>
      <ClaimGuestOrdersNotice />
      <QueryView query={orders}>
        {(orders) =>
          orders.length === 0 ? (
            <MessageBox>
              {t`You have no orders yet.`}{' '}
              <Link component={RouterLink} to={paths.home()}>
                {t`Go Shopping`}
              </Link>
            </MessageBox>
          ) : phone ? (
            <OrderHistoryCards orders={orders} />
          ) : (
            <ResponsiveTable label={t`Order History`} headings={HEADINGS.map((heading) => i18n._(heading))}>
              {orders.map((order) => (
                <TableRow key={order._id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{orderNumber(order)}</TableCell>
                  <TableCell>{dayOf(order.createdAt)}</TableCell>
                  <TableCell>{formatOrderAmount(order.totalPrice)}</TableCell>
                  <TableCell>{paidCell(order)}</TableCell>
                  <TableCell>{dayOrNo(order.isDelivered ? order.deliveredAt : null)}</TableCell>
                  <TableCell>
                    <Button size="small" variant="outlined" component={RouterLink} to={paths.order(order._id)}>
                      {t`Details`}
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
