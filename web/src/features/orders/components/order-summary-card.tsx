import { t } from '@lingui/core/macro';
import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatOrderAmount } from '@shared/money';
import type { OrderPrices } from '@shared/pricing';

/** The prices, with a voucher's code and discount when the order used one (shared/vouchers.ts). */
export type SummaryPrices = OrderPrices & { discount?: number; voucherCode?: string | null };

/**
 * 'Order Summary' with Items, Shipping, the voucher's Discount (when one is used) and Order Total
 * (spec: VND with 2 decimals); `children` holds actions.
 */
export function OrderSummaryCard({ prices, children }: { prices: SummaryPrices; children?: ReactNode }) {
  const code = prices.voucherCode;
  const rows = [
    { id: 'Items', label: t`Items`, value: formatOrderAmount(prices.itemsPrice) },
    { id: 'Shipping', label: t`Shipping`, value: formatOrderAmount(prices.shippingPrice) },
    ...(code
      ? [{ id: 'Discount', label: t`Discount (${code})`, value: `-${formatOrderAmount(prices.discount ?? 0)}` }]
      : []),
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-summary-title">
      <CardContent>
        <Typography id="order-summary-title" variant="h6" component="h2" gutterBottom>
          {t`Order Summary`}
        </Typography>
        <Stack spacing={1} divider={<Divider flexItem />}>
          {rows.map((row) => (
            <SummaryRow key={row.id} id={row.id} label={row.label} value={row.value} />
          ))}
          <SummaryRow id="Order Total" label={t`Order Total`} value={formatOrderAmount(prices.totalPrice)} strong />
        </Stack>
        {/* Actions may render nothing (e.g. a paid, delivered order): then no gap is left. */}
        <Stack spacing={1} sx={{ mt: 2, '&:empty': { display: 'none' } }}>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** `id` names the row for tests in every language (the source text of its label). */
function SummaryRow({
  id,
  label,
  value,
  strong = false,
}: {
  id: string;
  label: string;
  value: string;
  strong?: boolean;
}) {
  const weight = strong ? 700 : 400;
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }} data-testid={`summary-${id}`}>
      <Typography sx={{ fontWeight: weight }}>{label}</Typography>
      <Typography sx={{ fontWeight: weight }}>{value}</Typography>
    </Stack>
  );
}
