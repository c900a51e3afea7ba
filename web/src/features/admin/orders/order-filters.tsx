/**
 * The admin orders table's filters, kept in the URL (docs/decisions/0027-import-export-and-operations.md):
 * the state (the tabs above the table, order-status-tabs.tsx), the payment method, the days placed (Vietnam time) and the search box (an order id, the
 * customer's name or the phone). The list and the CSV export send the same filters, so the file holds
 * exactly the rows the admin filtered.
 */
import { t } from '@lingui/core/macro';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAYMENT_METHODS } from '@shared/constants';
import { paymentMethodShortLabel } from '@/features/orders';
import { ListSearchBox } from '@/features/admin/shared/list-search-box';

export const ORDER_FILTER_KEYS = ['status', 'paymentMethod', 'from', 'to', 'q'] as const;
export type OrderFilterValues = Partial<Record<(typeof ORDER_FILTER_KEYS)[number], string>>;

/** The filters the URL holds, without empty ones. */
export function useOrderFilters(): OrderFilterValues {
  const [searchParams] = useSearchParams();
  return Object.fromEntries(
    ORDER_FILTER_KEYS.flatMap((key) => {
      const value = searchParams.get(key);
      return value ? [[key, value]] : [];
    }),
  );
}

/** The orders table's URL for these filters, on the page after `after` (or the first page). */
export function ordersUrl(filters: OrderFilterValues, after?: string): string {
  const params = new URLSearchParams(
    Object.entries({ ...filters, after }).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const query = params.toString();
  return `/admin/orders${query ? `?${query}` : ''}`;
}

export function OrderFilters() {
  const [, setSearchParams] = useSearchParams();
  const current = useOrderFilters();

  /** A new filter starts again from the first page. */
  const apply = (next: OrderFilterValues) => {
    const params = new URLSearchParams(
      Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    setSearchParams(params);
  };
  const set = (key: keyof OrderFilterValues, value: string) => apply({ ...current, [key]: value });
  // Every filter applies as it changes; the search box applies its own text (Enter included).
  const stay = (event: FormEvent) => event.preventDefault();

  return (
    <Stack
      component="form"
      role="search"
      aria-label={t`Orders filters`}
      onSubmit={stay}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
    >
      <TextField
        select
        size="small"
        label={t`Payment method`}
        value={current.paymentMethod ?? ''}
        onChange={(event) => set('paymentMethod', event.target.value)}
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="">{t`All`}</MenuItem>
        {PAYMENT_METHODS.map((method) => (
          <MenuItem key={method} value={method}>
            {paymentMethodShortLabel(method)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label={t`From`}
        value={current.from ?? ''}
        onChange={(event) => set('from', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label={t`To`}
        value={current.to ?? ''}
        onChange={(event) => set('to', event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ListSearchBox label={t`Search order ID, customer or phone`} />
      {Object.keys(current).length > 0 && <Button onClick={() => apply({})}>{t`Clear filters`}</Button>}
    </Stack>
  );
}
