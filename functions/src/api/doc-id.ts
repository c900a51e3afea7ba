/**
 * Ids from paths, queries and bodies become Firestore document ids. Only ids of our own shape are
 * accepted (DOC_ID_PATTERN); anything else is a 400 before Firestore sees it, so `a/b`, `__x__` or
 * `../users/x` can never name another document.
 */
import type { Request, Router } from 'express';
import { DOC_ID_PATTERN } from '../shared/constants.js';
import { invalidIdMessage } from '../shared/messages.js';
import { badRequest } from '../http-error.js';

export const isValidDocId = (id: string): boolean => DOC_ID_PATTERN.test(id);

/** Checks every `:id` (and `:slug`) route parameter of the router. */
export function rejectInvalidIds(router: Router): void {
  for (const param of ['id', 'slug']) {
    router.param(param, (_req, _res, next, value: string) => {
      next(isValidDocId(value) ? undefined : badRequest(invalidIdMessage(param)));
    });
  }
}

/** The `:id` of a route (already checked by rejectInvalidIds). */
export const routeId = (req: Request): string => String(req.params['id']);
