/**
 * Order history on a phone (docs/decisions/0091-order-codes-success-page-dates.md): one card per
 * order (the first item's image, the product names, the status, the total and the day) under tabs
 * by state. Desktop keeps the specification's table.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Box, Card, CardActionArea, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Order } from '@shared/entities/order';
import { formatOrderAmount } from '@shared/money';
import { currentStatus } from '@shared/order-status';
import { paths } from '@/config/paths';
import { dayOf } from '@/features/orders/components/order-dates';
import { orderDisplayId } from '@/features/orders/order-display-id';
import { ORDER_TAB_OF, ORDER_TABS, shopperStatusLabel, type OrderTab } from '@/features/orders/order-state-table';

const IMAGE_SIZE = 64;

export function OrderHistoryCards({ orders }: { orders: readonly Order[] }) {
  const [tab, setTab] = useState<OrderTab>('all');
  const shown = tab === 'all' ? orders : orders.filter((order) => ORDER_TAB_OF[currentStatus(order)] === tab);
  return (
    <Stack spacing={2}>
      <Tabs
        value={tab}
        onChange={(_event, value: OrderTab) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t`Orders by state`}
      >
        {ORDER_TABS.map(({ tab: value, label }) => (
          <Tab key={value} value={value} label={i18n._(label)} sx={{ minHeight: 48 }} />
        ))}
      </Tabs>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{t`No orders here.`}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} aria-label={t`Orders`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function OrderCard({ order }: { order: Order }) {
  const first = order.orderItems[0];
  const names = order.orderItems.map((item) => item.name).join(', ');
  const code = orderDisplayId(order);
  return (
    <Card variant="outlined" data-testid="order-card">
      <CardActionArea component={RouterLink} to={paths.order(order._id)} sx={{ p: 1.5 }}>
        <Stack direction="row" spacing={1.5}>
          {first && (
            <Box
              component="img"
              src={first.image}
              alt=""
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              loading="lazy"
              sx={{ objectFit: 'contain', flexShrink: 0, borderRadius: 1, bgcolor: 'grey.50' }}
            />
          )}
          <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
                {code}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {dayOf(order.createdAt)}
              </Typography>
            </Stack>
            <Typography
              sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
            >
              {names}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              {/* The status wraps rather than being cut off, and leaves the total its whole width. */}
              <Chip
                size="small"
                label={i18n._(shopperStatusLabel(order))}
                sx={{ height: 'auto', minWidth: 0, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
              />
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap', flexShrink: 0 }}>
                {formatOrderAmount(order.totalPrice)}
              </Typography>
            </Stack>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
