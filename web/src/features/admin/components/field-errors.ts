import type { z } from 'zod';

/** The first message per top-level field of a failed zod parse, for helper texts under inputs. */
export function fieldErrors<K extends string>(error: z.ZodError): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field as K] ??= issue.message;
  }
  return errors;
}
