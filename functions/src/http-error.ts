/**
 * An error that becomes a JSON `{ message }` response with its status (docs/decisions/0017-api-contract.md, "Errors").
 * Thrown by the API's handlers and by payments, turned into JSON by the API's error middleware
 * (api/middleware/errors.ts), so it sits at the functions root where both may import it.
 */
/** 502: a payment gateway refused or did not answer. */
export type HttpErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

export class HttpError extends Error {
  constructor(
    readonly status: HttpErrorStatus,
    message: string,
    /** Extra response headers, e.g. Retry-After on 429 or WWW-Authenticate on 401. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/**
 * A 401 that ends the client's session: the bearer token itself is no good (RFC 6750 `invalid_token`).
 * Other 401s (a wrong current password) leave the session alone; the web client tells them apart by this header.
 */
export const sessionRejected = (message: string) =>
  new HttpError(401, message, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });

export const tooManyRequests = (message: string, retryAfterMs: number) =>
  new HttpError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
