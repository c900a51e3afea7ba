/**
 * /admin/cod-reconciliation (Admin → Đối soát COD): the cash-on-delivery orders with a carrier's
 * waybill, differences first (another amount collected, or cash not paid over after
 * COD_TRANSFER_DAYS days), filtered by the days placed, and the same rows as a CSV
 * (docs/shipping-carriers.md).
 */
import { t } from '@lingui/core/macro';
import {
  Button,
  Checkbox,
  FormControlLabel,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  COD_TRANSFER_DAYS,
  codDifference,
  type CodDifference,
  type CodReconciliationRow,
} from '@shared/cod-reconciliation';
import { formatPrice } from '@shared/money';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/paths';
import { shownDateTime } from '@/i18n/dates';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useApiQuery } from '@/lib/use-api-query';
import { AdminPageTitle } from '@/features/admin/shared/admin-page-title';
import { saveCsvFile } from '@/features/admin/shared/save-csv-file';

interface CodFilters {
  from: string;
  to: string;
  onlyDifferences: boolean;
}

const differenceLabel = (difference: CodDifference): string =>
  difference === 'amount' ? t`Số tiền thu khác` : t`Chưa chuyển tiền sau ${COD_TRANSFER_DAYS} ngày`;

const when = (iso: string | null) => (iso ? shownDateTime(iso) : '—');

export default function AdminCodReconciliationPage() {
  const [filters, setFilters] = useState<CodFilters>({ from: '', to: '', onlyDifferences: false });
  const query = {
    from: filters.from,
    to: filters.to,
    onlyDifferences: filters.onlyDifferences ? ('true' as const) : ('false' as const),
  };
  const rows = useApiQuery('codReconciliation', { query });
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveCsvFile(await callApi('exportCodReconciliation', { query }));
    } catch (error) {
      notify.error(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack spacing={2}>
      <AdminPageTitle title={t`Đối soát COD`} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="date"
          size="small"
          label={t`From`}
          value={filters.from}
          onChange={(event) => setFilters({ ...filters, from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t`To`}
          value={filters.to}
          onChange={(event) => setFilters({ ...filters, to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={filters.onlyDifferences}
              onChange={(event) => setFilters({ ...filters, onlyDifferences: event.target.checked })}
            />
          }
          label={t`Chỉ đơn chênh lệch`}
        />
        <Button variant="outlined" disabled={exporting} onClick={() => void exportCsv()}>
          {t`Export CSV`}
        </Button>
      </Stack>
      <QueryView query={rows}>
        {(list) => (list.length === 0 ? <Typography>{t`Không có đơn COD nào.`}</Typography> : <CodTable rows={list} />)}
      </QueryView>
    </Stack>
  );
}

function CodTable({ rows }: { rows: CodReconciliationRow[] }) {
  const now = new Date();
  return (
    <TableContainer>
      <Table size="small" aria-label={t`Đối soát COD`}>
        <TableHead>
          <TableRow>
            <TableCell>{t`Đơn hàng`}</TableCell>
            <TableCell>{t`Vận đơn`}</TableCell>
            <TableCell align="right">{t`Phải thu`}</TableCell>
            <TableCell align="right">{t`Đã thu`}</TableCell>
            <TableCell>{t`Ngày thu`}</TableCell>
            <TableCell>{t`Ngày chuyển tiền`}</TableCell>
            <TableCell>{t`Chênh lệch`}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const difference = codDifference(row, now);
            return (
              <TableRow key={row.orderId}>
                <TableCell>
                  <Link component={RouterLink} to={paths.order(row.orderId)}>
                    {row.orderCode || row.orderId}
                  </Link>
                </TableCell>
                <TableCell>
                  {row.carrier.toUpperCase()} {row.trackingNumber}
                </TableCell>
                <TableCell align="right">{formatPrice(row.expected)}</TableCell>
                <TableCell align="right">{row.collected === null ? '—' : formatPrice(row.collected)}</TableCell>
                <TableCell>{when(row.collectedAt)}</TableCell>
                <TableCell>{when(row.transferredAt)}</TableCell>
                <TableCell>
                  {difference && (
                    <Typography variant="body2" color="warning.dark" sx={{ fontWeight: 600 }}>
                      {differenceLabel(difference)}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
