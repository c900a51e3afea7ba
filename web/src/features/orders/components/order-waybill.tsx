/**
 * The carrier's waybill on the admin's order page (docs/shipping-carriers.md): on a Packing order
 * with a carrier on, "Create waybill"; once made, its carrier, tracking number (a link to the
 * carrier's tracking page), fee, cash to collect and expected delivery, with "Print label" (the
 * carrier's label page, asked fresh each time) and, before pickup, "Cancel waybill".
 */
import { t } from '@lingui/core/macro';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import type { Order } from '@shared/entities/order';
import { formatOrderAmount } from '@shared/money';
import { currentStatus } from '@shared/order-status';
import { shownDay } from '@/i18n/dates';
import { notify } from '@/lib/notify';
import { useShopSettings } from '@/lib/use-shop-settings';
import { ordersApi } from '@/features/orders/orders-api';
import type { OrderDialogName, RunOrderAction } from './order-action-runner';

interface OrderWaybillProps {
  order: Order;
  busy: boolean;
  run: RunOrderAction;
  openDialog: (name: OrderDialogName) => void;
}

/** A `data:` label (GHTK's PDF) as a blob address: browsers refuse to open `data:` addresses in a tab. */
function openable(url: string): string {
  const pdf = /^data:application\/pdf;base64,(.*)$/.exec(url);
  if (!pdf) return url;
  const bytes = Uint8Array.from(atob(pdf[1] ?? ''), (char) => char.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}

/** Opens the label's page: the tab is opened on the click, so no pop-up blocker stops it, then pointed at the page. */
async function printLabel(orderId: string) {
  const tab = window.open('', '_blank');
  try {
    const url = openable((await ordersApi.waybillLabel(orderId)).url);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch (error) {
    tab?.close();
    notify.error(error);
  }
}

export function OrderWaybill({ order, busy, run, openDialog }: OrderWaybillProps) {
  const carriers = useShopSettings().data?.carriers ?? [];
  const packing = currentStatus(order) === 'packing';
  const waybill = order.shipment?.status === 'created' ? order.shipment : null;

  if (!waybill) {
    if (!packing || carriers.length === 0) return null;
    return (
      <Button
        variant="contained"
        fullWidth
        disabled={busy}
        onClick={() => void run(() => ordersApi.createWaybill(order._id), t`Waybill created`)}
      >
        {t`Create waybill`}
      </Button>
    );
  }

  const carrier = waybill.carrier.toUpperCase();
  const fee = formatOrderAmount(waybill.fee ?? 0);
  const cod = formatOrderAmount(waybill.codAmount ?? 0);
  const expected = waybill.expectedDeliveryAt ? shownDay(waybill.expectedDeliveryAt) : '';
  return (
    <Box
      component="section"
      aria-label={t`Waybill`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography variant="subtitle2" component="h3">
        {t`Waybill ${carrier}`}{' '}
        <Link href={waybill.trackingUrl} target="_blank" rel="noopener noreferrer">
          {waybill.trackingNumber}
        </Link>
      </Typography>
      <Typography variant="body2">{t`Carrier fee: ${fee} · Cash to collect: ${cod}`}</Typography>
      {expected && <Typography variant="body2">{t`Expected delivery: ${expected}`}</Typography>}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button variant="outlined" size="small" disabled={busy} onClick={() => void printLabel(order._id)}>
          {t`Print label`}
        </Button>
        {packing && (
          <Button
            variant="outlined"
            size="small"
            color="error"
            disabled={busy}
            onClick={() => openDialog('cancelWaybill')}
          >
            {t`Cancel waybill`}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
