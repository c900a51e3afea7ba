/**
 * The products screen's CSV import (docs/decisions/0027-import-export-and-operations.md): the admin
 * picks a file, the dry run shows per row what would be created or changed and why a row cannot be
 * imported, and only a file without errors can then be imported.
 */
import { t } from '@lingui/core/macro';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import type { ProductImportReport } from '@shared/entities/admin';
import { notify } from '@/lib/notify';
import { adminApi } from '@/features/admin/shared/admin-api';
import { ProductImportPlan } from './product-import-plan';

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
        <DialogContent>{plan && <ProductImportPlan plan={plan} />}</DialogContent>
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
