/**
 * The one way a form checks its values: the shared zod schema the server validates the same request
 * with, its first message per field shown under that field (spec section 8 keeps toasts for the
 * server's answers).
 */
import type { z } from 'zod';
import { translateMessage } from '@/i18n/translate-message';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type FormCheck<K extends string, S extends z.ZodType> =
  { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors<K> };

/** Parses the form's values with `schema`; on failure, the first message per top-level field. */
export function checkForm<K extends string, S extends z.ZodType>(schema: S, values: unknown): FormCheck<K, S> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors<K> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field as K] ??= translateMessage(issue.message);
  }
  return { ok: false, errors };
}
