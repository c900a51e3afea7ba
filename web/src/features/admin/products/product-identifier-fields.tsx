/**
 * What Google Shopping's feed identifies the product by (docs/product-feeds.md): its GTIN (the
 * barcode's number), the maker's part number and its condition. Each optional; an emptied box
 * removes the saved value. The form sends the texts as typed; the product schema checks them.
 */
import { t } from '@lingui/core/macro';
import { MenuItem, TextField, Typography } from '@mui/material';
import type { Product } from '@shared/entities/catalogue';
import {
  DEFAULT_PRODUCT_CONDITION,
  MPN_MAX,
  PRODUCT_CONDITIONS,
  type ProductCondition,
} from '@shared/product-identifiers';

export type ProductIdentifierField = 'gtin' | 'mpn' | 'condition';
type IdentifierValues = Record<ProductIdentifierField, string>;

/** The boxes as the product has them: empty texts for none, and new when it does not say. */
export const identifierValues = (product: Pick<Product, ProductIdentifierField>): IdentifierValues => ({
  gtin: product.gtin ?? '',
  mpn: product.mpn ?? '',
  condition: product.condition ?? DEFAULT_PRODUCT_CONDITION,
});

const conditionLabel = (condition: ProductCondition): string =>
  ({ new: t`New`, refurbished: t`Refurbished`, used: t`Used` })[condition];

export function ProductIdentifierFields({
  values,
  errors,
  onChange,
}: {
  values: IdentifierValues;
  errors: Partial<Record<ProductIdentifierField, string>>;
  onChange: (field: ProductIdentifierField, value: string) => void;
}) {
  return (
    <>
      <Typography variant="h6" component="h2">{t`Google Shopping feed`}</Typography>
      <TextField
        name="gtin"
        label={t`GTIN (barcode number, optional)`}
        value={values.gtin}
        onChange={(event) => onChange('gtin', event.target.value)}
        error={Boolean(errors.gtin)}
        helperText={errors.gtin ?? t`8, 12, 13 or 14 digits, as printed under the barcode.`}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        name="mpn"
        label={t`MPN (manufacturer part number, optional)`}
        value={values.mpn}
        onChange={(event) => onChange('mpn', event.target.value)}
        error={Boolean(errors.mpn)}
        helperText={errors.mpn}
        slotProps={{ htmlInput: { maxLength: MPN_MAX } }}
      />
      <TextField
        select
        name="condition"
        label={t`Condition`}
        value={values.condition}
        onChange={(event) => onChange('condition', event.target.value)}
        error={Boolean(errors.condition)}
        helperText={errors.condition}
      >
        {PRODUCT_CONDITIONS.map((condition) => (
          <MenuItem key={condition} value={condition}>
            {conditionLabel(condition)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
