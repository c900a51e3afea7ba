/**
 * The orders table's tabs, one per state and 'All': they set the `status` filter in the URL (the
 * server filters by it, docs/decisions/0027-import-export-and-operations.md), so a tab is a link an
 * admin can keep, and a new tab starts again from the first page with the other filters kept.
 */
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Tab, Tabs } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { ORDER_STATUSES } from '@shared/order-status';
import { ORDER_STATE_TABLE } from '@/features/orders';

const ALL = 'all';

export function OrderStatusTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status');
  const current = status && (ORDER_STATUSES as readonly string[]).includes(status) ? status : ALL;

  const choose = (next: string) => {
    const params = new URLSearchParams(searchParams);
    params.delete('after');
    if (next === ALL) params.delete('status');
    else params.set('status', next);
    setSearchParams(params);
  };

  return (
    <Tabs
      value={current}
      onChange={(_, next: string) => choose(next)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={t`Order states`}
    >
      <Tab value={ALL} label={t`All`} />
      {ORDER_STATUSES.map((state) => (
        <Tab key={state} value={state} label={i18n._(ORDER_STATE_TABLE[state].shortLabel)} />
      ))}
    </Tabs>
  );
}
