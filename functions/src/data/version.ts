/**
 * `updatedAt` doubles as a document's version for optimistic concurrency: every write that changes
 * a product or user moves it forward, strictly, even when two writes land in the same millisecond,
 * so a form that loaded version V can tell that anything at all changed since.
 */
export function nextVersion(previous: string | undefined, now = Date.now()): string {
  const last = previous ? Date.parse(previous) : NaN;
  return new Date(Number.isFinite(last) ? Math.max(now, last + 1) : now).toISOString();
}
