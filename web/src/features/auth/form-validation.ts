/**
 * Client-side checks of the account forms with the shared zod schemas, so the browser says what the
 * server would say, per field, before any request.
 */
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
