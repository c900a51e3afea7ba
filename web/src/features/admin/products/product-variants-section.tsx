/**
 * "Phiên bản / cấu hình" on the admin product form: the options editor, then the variant table once
 * generated. The state is the form's (use-variant-editing.ts), so the save sends it with the rest.
 */
import { t } from '@lingui/core/macro';
import { Alert, Stack, Typography } from '@mui/material';
import type { VariantEditing } from './use-variant-editing';
import { VariantOptionsEditor } from './variant-options-editor';
import { VariantsTable } from './variants-table';

export function ProductVariantsSection({ editing }: { editing: VariantEditing }) {
  const count = editing.rows.length;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="product-variants-heading">
      <Typography id="product-variants-heading" variant="h6" component="h2">
        {t`Phiên bản / cấu hình (Configurations)`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {count > 0
          ? t`Price, compare-at price and stock above are worked out from the ${count} variants when saved.`
          : t`Sold as one configuration. Add options (RAM, SSD, Màu) to sell several.`}
      </Typography>
      <VariantOptionsEditor options={editing.options} onChange={editing.setOptions} onGenerate={editing.generate} />
      {editing.error && <Alert severity="error">{editing.error}</Alert>}
      {count > 0 && (
        <VariantsTable
          rows={editing.rows}
          defaultKey={editing.defaultKey}
          onRow={editing.setRow}
          onRemove={editing.removeRow}
          onDefault={editing.setDefaultKey}
          onSetAll={editing.setAll}
        />
      )}
    </Stack>
  );
}
