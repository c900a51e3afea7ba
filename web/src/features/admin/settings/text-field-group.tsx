/**
 * A titled group of plain text settings (the seller's details, the analytics tag ids): one box per
 * field with its label and hint, the API's message in place of the hint when the save refused it.
 */
import { TextField, Typography } from '@mui/material';
import { useState } from 'react';

export type FieldLabels<F extends string> = Record<F, { label: string; hint: string }>;

/** The boxes as loaded (empty for a shop saved before them); a change clears its field's message. */
export function useTextFields<F extends string>(
  fields: readonly F[],
  settings: Partial<Record<F, string>>,
  clearError: (field: F) => void,
) {
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((field) => [field, settings[field] ?? ''])) as Record<F, string>,
  );
  const change = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  return [values, change] as const;
}

export interface TextFieldGroupProps<F extends string> {
  values: Record<F, string>;
  errors: Partial<Record<F, string>>;
  onChange: (field: F, value: string) => void;
}

export function TextFieldGroup<F extends string>({
  title,
  fields,
  labels,
  values,
  errors,
  onChange,
}: TextFieldGroupProps<F> & { title: string; fields: readonly F[]; labels: FieldLabels<F> }) {
  return (
    <>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {fields.map((field) => (
        <TextField
          key={field}
          name={field}
          label={labels[field].label}
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          error={Boolean(errors[field])}
          helperText={errors[field] ?? labels[field].hint}
        />
      ))}
    </>
  );
}
