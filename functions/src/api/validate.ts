import type { z } from 'zod';
import { firstIssueMessage } from '../shared/schemas.js';
import { badRequest } from '../http-error.js';

/** Parses a request body or query with a shared schema; a failure is a 400 naming the field. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(firstIssueMessage(result.error));
  return result.data;
}
