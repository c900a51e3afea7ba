import { t } from '@lingui/core/macro';
import { Typography } from '@mui/material';
import type { OrderShippingQuote } from '@shared/shipping-quote';
import type { CarrierName } from '@shared/shipping-settings';
import { shownDeliveryDay } from '@/i18n/dates';

/** The carriers as shoppers know them, at checkout and on the order. */
export const CARRIER_SHOWN_NAMES: Record<CarrierName, string> = { ghn: 'GHN', ghtk: 'GHTK' };

/** "Giao dự kiến: Thứ Năm, 28/11" (Estimated delivery: Thu 28/11) from a carrier's expected delivery. */
export const expectedDeliveryText = (expectedDeliveryAt: string) => {
  const day = shownDeliveryDay(expectedDeliveryAt);
  return t`Giao dự kiến: ${day}`;
};

/** The carrier an order ships with and the delivery day it was quoted; nothing on a flat-fee order. */
export function OrderCarrierLines({ quote }: { quote: OrderShippingQuote | undefined }) {
  if (!quote) return null;
  const carrier = CARRIER_SHOWN_NAMES[quote.carrier];
  const service = quote.service ? ` · ${quote.service}` : '';
  return (
    <>
      <Typography>
        <strong>{t`Carrier:`}</strong> {carrier}
        {service}
      </Typography>
      {quote.expectedDeliveryAt && <Typography>{expectedDeliveryText(quote.expectedDeliveryAt)}</Typography>}
    </>
  );
}
