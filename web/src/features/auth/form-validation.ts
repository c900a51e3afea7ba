/**
 * Client-side checks of the account forms with the shared zod schemas, so the browser says what the
 * server would say, per field, before any request.
 */
import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Empty required fields first ('{field} is required'), then the schema's first message per field. */
export function validateFields<K extends string, S extends z.ZodType>(
  values: Record<K, string>,
  required: readonly K[],
  labels: Record<K, string>,
  schema: S,
): { errors: FieldErrors<K>; data: z.infer<S> | null } {
  const errors: FieldErrors<K> = {};
  for (const key of required) {
    if (!values[key].trim()) errors[key] = `${labels[key]} is required`;
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] as K | undefined;
      if (key !== undefined && key in values && !errors[key]) errors[key] = issue.message;
    }
  }
  const valid = Object.keys(errors).length === 0 && parsed.success;
  return { errors, data: valid ? (parsed.data as z.infer<S>) : null };
}

/**
 * State of a text-field form: values, per-field errors, and the props that bind a MUI TextField.
 * `validate` checks the values with a shared schema and shows the errors it found.
 */
export function useFormFields<K extends string>(initial: Record<K, string>, options: { markRequired?: boolean } = {}) {
  const [values, setValues] = useState<Record<K, string>>(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const field = (name: K) => ({
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name],
    ...(options.markRequired ? { slotProps: { htmlInput: { 'aria-required': true } } } : {}),
  });

  const validate = <S extends z.ZodType>(required: readonly K[], labels: Record<K, string>, schema: S) => {
    const { errors: found, data } = validateFields(values, required, labels, schema);
    setErrors(found);
    return data;
  };

  return { values, setValues, field, validate };
}
