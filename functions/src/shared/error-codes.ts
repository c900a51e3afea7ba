/**
 * Every code an error answer of /api carries (`{ message, code }`), with the one status it is sent
 * with. The message is for people and may change with the wording or the language; the code is
 * for programs (the web's screens, tests) and never changes once published.
 *
 * Each status has a generic code (GENERIC_CODES) that any endpoint answering that status may send;
 * a specific code names a refusal a client acts on (the preview re-reads prices on PRICES_CHANGED,
 * an admin form reloads on RECORD_CHANGED) and the contract lists it on the endpoints that send it
 * (`codes` in shared/api-contract.ts).
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  /** The cart's prices are not the catalogue's any more: the preview reloads them. */
  PRICES_CHANGED: 400,

  /** No token, or one that is no good: the session is over (the answer's WWW-Authenticate says so too). */
  UNAUTHENTICATED: 401,
  /** A wrong or missing password (sign-in, or the current one to change email or password): the session stays. */
  INVALID_CREDENTIALS: 401,

  FORBIDDEN: 403,
  /** Cash on delivery and bank transfer need a verified email address. */
  EMAIL_NOT_VERIFIED: 403,

  NOT_FOUND: 404,
  /** The voucher check: the code names no active voucher. */
  VOUCHER_UNKNOWN: 404,

  CONFLICT: 409,
  /** A product of the order has fewer units in stock than asked for. */
  OUT_OF_STOCK: 409,
  /** The order would pass a limit of units held in unpaid orders (shared/unit-limits.ts). */
  UNIT_LIMIT: 409,
  /** The customer already has MAX_UNPAID_ORDERS unpaid orders. */
  UNPAID_ORDERS_LIMIT: 409,
  /** Placing an order: its voucher is refused, for any reason (placing must not tell which). */
  VOUCHER_NOT_ACCEPTED: 409,
  VOUCHER_NOT_YET_VALID: 409,
  VOUCHER_EXPIRED: 409,
  VOUCHER_USED_UP: 409,
  VOUCHER_ALREADY_USED: 409,
  VOUCHER_BELOW_MINIMUM: 409,
  /** An admin save over a version someone else changed since the form loaded: the form reloads. */
  RECORD_CHANGED: 409,

  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** A fault of ours; the message says nothing more. */
  INTERNAL: 500,
  /** A payment gateway refused or did not answer. */
  GATEWAY_FAILED: 502,
  /** A service the API relies on (sign-in, image storage) is not available now. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** The statuses an error answer may have. */
export type ErrorCodeStatus = (typeof ERROR_CODES)[ErrorCode];

/** The codes sent with status S: `CodeWithStatus<409>` is 'CONFLICT' | 'OUT_OF_STOCK' | …. */
export type CodeWithStatus<S extends ErrorCodeStatus> = {
  [C in ErrorCode]: (typeof ERROR_CODES)[C] extends S ? C : never;
}[ErrorCode];

/** The code of an error that names no specific refusal, by its status. */
export const GENERIC_CODES = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
  502: 'GATEWAY_FAILED',
  503: 'UNAVAILABLE',
} as const satisfies { [S in ErrorCodeStatus]: CodeWithStatus<S> };

/** The generic code of any status (a body parser's 4xx may be one we never send ourselves). */
export function genericCodeFor(status: number): ErrorCode {
  return (
    (GENERIC_CODES as Partial<Record<number, ErrorCode>>)[status] ?? (status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL')
  );
}

/** What every error answer of /api looks like. */
export interface ErrorAnswer {
  message: string;
  code: ErrorCode;
}
