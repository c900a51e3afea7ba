/**
 * An error that becomes a JSON `{ message, code }` response with its status (docs/decisions/0017-api-contract.md, "Errors").
 * Thrown by the API's handlers and by payments, turned into JSON by the API's error middleware
 * (api/middleware/errors.ts), so it sits at the functions root where both may import it.
 * The code (shared/error-codes.ts) is the status's generic one unless the thrower names a specific
 * refusal; its type only admits codes of that status.
 */
import { GENERIC_CODES, type CodeWithStatus, type ErrorCode, type ErrorCodeStatus } from './shared/error-codes.js';

/** 502: a payment gateway refused or did not answer. */
export type HttpErrorStatus = Exclude<ErrorCodeStatus, 500>;

export class HttpError<S extends HttpErrorStatus = HttpErrorStatus> extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly status: S,
    message: string,
    /** Extra response headers, e.g. Retry-After on 429 or WWW-Authenticate on 401. */
    readonly headers: Record<string, string> = {},
    code?: CodeWithStatus<S>,
  ) {
    super(message);
    this.code = code ?? GENERIC_CODES[status];
  }
}

export const badRequest = (message: string, code?: CodeWithStatus<400>) => new HttpError(400, message, {}, code);
export const forbidden = (message: string, code?: CodeWithStatus<403>) => new HttpError(403, message, {}, code);
export const notFound = (message: string, code?: CodeWithStatus<404>) => new HttpError(404, message, {}, code);
export const conflict = (message: string, code?: CodeWithStatus<409>) => new HttpError(409, message, {}, code);

/**
 * A 401 that ends the client's session: the bearer token itself is no good (RFC 6750 `invalid_token`).
 * Other 401s (a wrong current password, INVALID_CREDENTIALS) leave the session alone.
 */
export const sessionRejected = (message: string) =>
  new HttpError(401, message, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });

/** 401 INVALID_CREDENTIALS: a wrong or missing password; the session, if any, goes on. */
export const invalidCredentials = (message: string) => new HttpError(401, message, {}, 'INVALID_CREDENTIALS');

export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
