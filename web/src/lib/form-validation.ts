/**
 * The one way a form checks its values: the shared zod schema the server validates the same request
 * with, its first message per field shown under that field (spec section 8 keeps toasts for the
 * server's answers). The shipping and admin forms call `checkForm`; the account forms (sign-in,
 * sign-up, profile) use `useFormFields`, which also says which empty field is required first.
 */
import { useState, type ChangeEvent } from 'react';
import type { z } from 'zod';
import { translateMessage } from '@/i18n/translate-message';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type FormCheck<K extends string, S extends z.ZodType> =
  { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors<K> };

/** The form field an issue's path is shown under, or undefined for none. */
export type FieldOfPath<K extends string> = (path: readonly PropertyKey[]) => K | undefined;

/** By default an issue is shown under its top-level field, and an issue of the whole form under none. */
const topLevelField = <K extends string>(path: readonly PropertyKey[]): K | undefined =>
  typeof path[0] === 'string' ? (path[0] as K) : undefined;

/**
 * Parses the form's values with `schema`; on failure, the first message per field, the field being
 * what `fieldOf` makes of the issue's path (a form with nested fields, or one that shows the whole
 * form's issues under a field of its choice, says how).
 */
export function checkForm<K extends string, S extends z.ZodType>(
  schema: S,
  values: unknown,
  fieldOf: FieldOfPath<K> = topLevelField,
): FormCheck<K, S> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors<K> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    if (field !== undefined) errors[field] ??= translateMessage(issue.message);
  }
  return { ok: false, errors };
}

/**
 * Empty required fields first ('{field} is required', the shared schemas' text, shown in the reader's
 * language), then the schema's first message per field.
 */
export function validateFields<K extends string, S extends z.ZodType>(
  values: Record<K, string>,
  required: readonly K[],
  labels: Record<K, string>,
  schema: S,
): { errors: FieldErrors<K>; data: z.infer<S> | null } {
  const errors: FieldErrors<K> = {};
  for (const key of required) {
    if (!values[key].trim()) errors[key] = translateMessage(`${labels[key]} is required`);
  }
  const checked = checkForm<K, S>(schema, values);
  if (!checked.ok) {
    for (const [key, message] of Object.entries(checked.errors) as [K, string][]) {
      if (key in values) errors[key] ??= message;
    }
  }
  const valid = Object.keys(errors).length === 0 && checked.ok;
  return { errors, data: valid && checked.ok ? checked.data : null };
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
