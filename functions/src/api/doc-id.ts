/** Route ids become Firestore document ids; one that cannot be a document id names nothing (404, not 500). */
import type { Request, Router } from 'express';
import { notFound } from './http-error.js';

export function isValidDocId(id: string): boolean {
  return (
    id.length > 0 &&
    Buffer.byteLength(id) <= 1500 &&
    !id.includes('/') &&
    id !== '.' &&
    id !== '..' &&
    !/^__.*__$/.test(id)
  );
}

export function rejectInvalidIds(router: Router, notFoundMessage: string): void {
  router.param('id', (_req, _res, next, id: string) => {
    next(isValidDocId(id) ? undefined : notFound(notFoundMessage));
  });
}

/** The `:id` of a route (already checked by rejectInvalidIds). */
export const routeId = (req: Request): string => String(req.params['id']);
