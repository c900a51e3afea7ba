import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Stack, TextField } from '@mui/material';
import type { ProductUpdateInput } from '@shared/schemas';
import type { ProductIdentifierField } from './product-identifier-fields';

/** The product form's plain text and number boxes (the promotion lines have their own, promotions-field.tsx). */
export type ProductTextField = Exclude<
  keyof ProductUpdateInput,
  'updatedAt' | 'featured' | 'status' | 'specs' | 'image' | 'images' | 'promotions' | ProductIdentifierField
>;

/** The text boxes drawn from this list; the promotion lines have their own (promotions-field.tsx). */
const FIELDS: {
  name: ProductTextField;
  label: MessageDescriptor;
  type?: 'number';
  multiline?: boolean;
  step?: 'any';
}[] = [
  { name: 'name', label: msg`Name` },
  { name: 'slug', label: msg`Slug` },
  { name: 'price', label: msg`Price`, type: 'number', step: 'any' },
  { name: 'compareAtPrice', label: msg`Compare-at price (before the discount, optional)`, type: 'number', step: 'any' },
  { name: 'category', label: msg`Category` },
  { name: 'brand', label: msg`Brand` },
  { name: 'countInStock', label: msg`Count In Stock`, type: 'number' },
  { name: 'description', label: msg`Description`, multiline: true },
];

export function ProductTextFields({
  values,
  errors,
  onChange,
}: {
  values: Record<ProductTextField, string>;
  errors: Partial<Record<ProductTextField, string>>;
  onChange: (name: ProductTextField, value: string) => void;
}) {
  return (
    <>
      {FIELDS.map(({ name, label, type, multiline, step = 1 }) => (
        <Stack key={name} spacing={1}>
          <TextField
            name={name}
            label={i18n._(label)}
            required={name !== 'compareAtPrice'}
            type={type}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            value={values[name]}
            onChange={(event) => onChange(name, event.target.value)}
            error={Boolean(errors[name])}
            helperText={errors[name]}
            slotProps={type === 'number' ? { htmlInput: { min: 0, step } } : undefined}
          />
        </Stack>
      ))}
    </>
  );
}
