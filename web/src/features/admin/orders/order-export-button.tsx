/** 'Export CSV' of the admin order list: the orders the current tab and filters show, as a file. */
import { t } from '@lingui/core/macro';
import { Button } from '@mui/material';
import { useState } from 'react';
import type { QueryInput } from '@shared/api-contract';
import { adminApi } from '@/features/admin/shared/admin-api';
import { saveCsvFile } from '@/features/admin/shared/save-csv-file';
import type { OrderFilterValues } from '@/features/admin/orders/order-filters';
import { notify } from '@/lib/notify';

export function OrderExportButton({ filters }: { filters: OrderFilterValues }) {
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
  return (
    <Button variant="outlined" disabled={exporting} onClick={() => void exportCsv()}>
      {t`Export CSV`}
    </Button>
  );
}
