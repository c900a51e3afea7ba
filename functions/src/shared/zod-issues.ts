import type { z } from './zod.js';

/** First issue of a failed parse as one message naming the field. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const path = issue.path.join('.');
  return issue.message.includes(path.split('.').pop() ?? '') || !path ? issue.message : `${path}: ${issue.message}`;
}
