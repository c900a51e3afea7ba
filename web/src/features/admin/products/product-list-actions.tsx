/** The product list's own actions: export the catalogue as CSV, import one, create a draft product. */
import { t } from '@lingui/core/macro';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { translateMessage } from '@/i18n/translate-message';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { adminApi } from '@/features/admin/shared/admin-api';
import { ProductCsvImport } from '@/features/admin/products/product-csv-import';
import { saveCsvFile } from '@/features/admin/shared/save-csv-file';

export function ProductListActions({ onImported }: { onImported: () => void }) {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [exporting, setExporting] = useState(false);

  // A new product starts as a draft on the server; the admin finishes it on its edit page.
  const create = async () => {
    if (!window.confirm(translateMessage(MSG.confirmCreate))) return;
    setCreating(true);
    try {
      const product = await adminApi.createProduct();
      notify.success(MSG.productCreated);
      void navigate(paths.adminProduct(product._id));
    } catch (error) {
      notify.error(error);
      setCreating(false);
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveCsvFile(await adminApi.exportProducts());
    } catch (error) {
      notify.error(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" disabled={exporting} onClick={() => void exportCsv()}>
        {t`Export CSV`}
      </Button>
      <ProductCsvImport onImported={onImported} />
      <Button variant="contained" disabled={creating} onClick={() => void create()}>
        {t`Create Product`}
      </Button>
    </Stack>
  );
}
