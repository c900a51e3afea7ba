/**
 * On Cloud Functions the platform parses the body before Express sees it, so express.json's limit
 * never applies there: the size is checked again here from the raw body the platform kept
 * (or the declared length when it kept none).
 */
import type { NextFunction, Request, Response } from 'express';
import { API_MSG } from '../../shared/messages.js';
import { HttpError } from '../../http-error.js';

export const MAX_JSON_BODY_BYTES = 100 * 1024;

type WithRawBody = Request & { rawBody?: Buffer };

/** The exact bytes the client sent: the platform's copy on Cloud Functions, else the JSON parser's (keepRawBody). */
export const rawBodyOf = (req: Request): Buffer | undefined => (req as WithRawBody).rawBody;

/** express.json's `verify`: keeps the bytes a signature is checked over (a provider signs its raw body). */
export const keepRawBody = (req: Request, _res: unknown, buf: Buffer): void => {
  (req as WithRawBody).rawBody ??= buf;
};

export function bodySize(req: Request): number {
  const raw = rawBodyOf(req);
  if (raw) return raw.length;
  const declared = Number(req.headers['content-length'] ?? 0);
  return Number.isFinite(declared) ? declared : 0;
}

export function limitBodySize(maxBytes: number, message: string = API_MSG.bodyTooLarge) {
  return (req: Request, _res: Response, next: NextFunction) => {
    next(bodySize(req) > maxBytes ? new HttpError(413, message) : undefined);
  };
}
