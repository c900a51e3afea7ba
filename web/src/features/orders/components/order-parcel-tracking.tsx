/**
 * The parcel's journey as the carrier reported it (docs/shipping-carriers.md): its tracking
 * number, a link to the carrier's tracking page, and each step with its time in Vietnam
 * ("Đã lấy hàng", "Đang giao hàng", "Đã giao hàng"…). Shown once the shop made a carrier's waybill.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Box, Link, Typography } from '@mui/material';
import type { OrderShipment, ShipmentStage } from '@shared/order-status';
import { shownDateTime } from '@/i18n/dates';

const STAGE_LABELS: Record<ShipmentStage, MessageDescriptor> = {
  picked: msg`Picked up by the carrier`,
  inTransit: msg`In transit`,
  delivering: msg`Out for delivery`,
  deliveryFailed: msg`Delivery attempt failed`,
  delivered: msg`Delivered by the carrier`,
  returning: msg`Being returned to the shop`,
  returned: msg`Returned to the shop`,
  cancelled: msg`Waybill cancelled`,
};

export function OrderParcelTracking({ shipment }: { shipment: OrderShipment | null | undefined }) {
  if (!shipment?.trackingUrl) return null;
  // GHN reports "storing", "transporting" and "sorting" alike as in transit: shown once, at its first time.
  const events = (shipment.events ?? []).filter((event, i, all) => event.status !== all[i - 1]?.status);
  return (
    <Box>
      <Typography>
        <strong>{t`Tracking number:`}</strong>{' '}
        <Link href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
          {shipment.trackingNumber}
        </Link>
      </Typography>
      {events.length > 0 && (
        <Box component="ol" aria-label={t`Parcel journey`} sx={{ my: 0.5, pl: 3 }}>
          {events.map((event) => {
            return (
              <li key={`${event.status}-${event.at}`}>
                <Typography variant="body2">
                  {i18n._(STAGE_LABELS[event.status])} · {shownDateTime(event.at)}
                </Typography>
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
