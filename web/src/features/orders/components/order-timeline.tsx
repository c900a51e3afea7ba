/**
 * An order's timeline: every state it entered, oldest first, with the time in Vietnam, who caused
 * it and why; a shipped entry shows the carrier and tracking number (docs/decisions/0020-order-life.md).
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Box, Link, Typography } from '@mui/material';
import type { Order } from '@shared/entities/order';
import { COD_UNCONFIRMED_REASON, PAYMENT_TIMEOUT_REASON } from '@shared/order-status';
import { shownDateTime } from '@/i18n/dates';
import { translateMessage } from '@/i18n/translate-message';
import { ORDER_STATE_TABLE } from '@/features/orders/order-state-table';
import { actorText } from '@/features/orders/actor-table';

/** `showPeople`: an admin's view, with the email of who did what. */
export function OrderTimeline({ order, showPeople }: { order: Order; showPeople: boolean }) {
  const history = order.statusHistory ?? [];
  return (
    <Box component="ol" aria-label={t`Order timeline`} sx={{ m: 0, pl: 3 }}>
      {history.map((entry, index) => {
        const at = shownDateTime(entry.at);
        const who = actorText(order, entry, showPeople);
        const shipment = entry.status === 'shipped' ? order.shipment : null;
        const carrier = shipment?.carrier ?? '';
        const trackingNumber = shipment?.trackingNumber ?? '';
        return (
          <Box component="li" key={`${entry.status}-${entry.at}-${index}`} sx={{ mb: 1 }}>
            <Typography component="span" sx={{ fontWeight: 'bold' }}>
              {i18n._(ORDER_STATE_TABLE[entry.status].label)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t`${at} (Vietnam time) · ${who}`}
            </Typography>
            {shipment &&
              (shipment.trackingUrl ? (
                // A waybill the shop made: the number opens the carrier's tracking page.
                <Typography variant="body2">
                  {t`Carrier: ${carrier} · Tracking number:`}{' '}
                  <Link href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                    {trackingNumber}
                  </Link>
                </Typography>
              ) : (
                <Typography variant="body2">{t`Carrier: ${carrier} · Tracking number: ${trackingNumber}`}</Typography>
              ))}
            {entry.note && !shipment && <Typography variant="body2">{noteText(entry.note)}</Typography>}
          </Box>
        );
      })}
    </Box>
  );
}

/** The reason or remark of a change; the shop's own notes are shared texts, translated. */
function noteText(note: string): string {
  const text =
    note === PAYMENT_TIMEOUT_REASON
      ? t`Payment time-out`
      : note === COD_UNCONFIRMED_REASON
        ? t`Not confirmed in time`
        : translateMessage(note);
  return t`Note: ${text}`;
}
