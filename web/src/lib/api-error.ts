import { t } from '@lingui/core/macro';
import type { ErrorCode } from '@shared/error-codes';
import { translateMessage } from '@/i18n/translate-message';

/**
 * A failed API call, and the message any failure shows (spec section 8). Apart from api-client.ts,
 * so screens that only show errors (the home page's Firestore reads) do not load the API contract.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /**
     * The API's code (functions/src/shared/error-codes.ts): what screens decide by, never the
     * message, whose words may change. Null when no API answered (no connection, a proxy's page).
     */
    readonly code: ErrorCode | null = null,
  ) {
    super(message);
  }
}

/**
 * The message to show for any thrown value (spec section 8), in the reader's language: the API
 * answers in the source text (translate-message.ts).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return translateMessage(error.message);
  return t`Something went wrong`;
}
