/**
 * The products screen's CSV import (docs/decisions/0027-import-export-and-operations.md): the admin
 * picks a file, the dry run shows per row what would be created or changed and why a row cannot be
 * imported, and only a file without errors can then be imported.
 */
import { t } from '@lingui/core/macro';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import type { ProductImportReport, ProductImportRowReport } from '@shared/entities/admin';
import { translateMessage } from '@/i18n/translate-message';
import { notify } from '@/lib/notify';
import { adminApi } from '@/features/admin/shared/admin-api';

const cellText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

function actionLabel(row: ProductImportRowReport): string {
  switch (row.action) {
    case 'create':
      return t`New`;
    case 'update':
      return t`Changed`;
    case 'unchanged':
      return t`Unchanged`;
    default:
      return t`Error`;
  }
}

/** What the row does: its errors, or each changed field as before → after. */
function rowDetails(row: ProductImportRowReport): string {
  if (row.action === 'error') return row.errors.map(translateMessage).join('; ');
  return Object.entries(row.changes)
    .map(([field, change]) => `${field}: ${cellText(change.before)} → ${cellText(change.after)}`)
    .join('; ');
}

/** The file as UTF-8 text; a leading BOM is dropped by the decoder, as the server drops it too. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(t`The file cannot be read`));
    reader.readAsText(file, 'utf-8');
  });
}

export function ProductCsvImport({ onImported }: { onImported: () => void }) {
  const inputId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [plan, setPlan] = useState<ProductImportReport | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setCsv(null);
    setPlan(null);
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      const text = await readText(file);
      setPlan(await adminApi.importProducts(text, true));
      setCsv(text);
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  const confirmImport = async () => {
    if (csv === null) return;
    setBusy(true);
    try {
      const done = await adminApi.importProducts(csv, false);
      const { create, update } = done.counts;
      notify.success(t`Imported: ${create} new, ${update} changed`);
      close();
      onImported();
    } catch (error) {
      notify.error(error);
    } finally {
      setBusy(false);
    }
  };

  const counts = plan?.counts;
  const changes = counts ? counts.create + counts.update : 0;
  const shownRows = plan?.rows.filter((row) => row.action !== 'unchanged') ?? [];

  return (
    <>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        hidden
        disabled={busy}
        onChange={(event) => void chooseFile(event)}
      />
      <Button component="label" htmlFor={inputId} variant="outlined" disabled={busy}>
        {t`Import CSV`}
      </Button>
      <Dialog open={plan !== null} onClose={close} maxWidth="md" fullWidth aria-labelledby={`${inputId}-title`}>
        <DialogTitle id={`${inputId}-title`}>{t`Import products (dry run)`}</DialogTitle>
        <DialogContent>
          {counts && (
            <Stack spacing={2}>
              <Typography>
                {t`New: ${counts.create}. Changed: ${counts.update}. Unchanged: ${counts.unchanged}. Errors: ${counts.error}.`}
              </Typography>
              {counts.error > 0 && (
                <Alert severity="error">{t`Fix the rows with errors in the file and choose it again: nothing is imported while any row has an error.`}</Alert>
              )}
              {shownRows.length > 0 && (
                <Table size="small" aria-label={t`Rows of the file`}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t`Row`}</TableCell>
                      <TableCell>{t`Slug`}</TableCell>
                      <TableCell>{t`Result`}</TableCell>
                      <TableCell>{t`Details`}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {shownRows.map((row) => (
                      <TableRow key={row.row}>
                        <TableCell>{row.row}</TableCell>
                        <TableCell>{row.slug}</TableCell>
                        <TableCell>{actionLabel(row)}</TableCell>
                        <TableCell sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                          {rowDetails(row)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t`Cancel`}</Button>
          <Button
            variant="contained"
            disabled={busy || !counts || counts.error > 0 || changes === 0}
            onClick={() => void confirmImport()}
          >
            {t`Import`}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
