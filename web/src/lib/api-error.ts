/**
 * A failed API call, and the message any failure shows (spec section 8). Apart from api-client.ts,
 * so screens that only show errors (the home page's Firestore reads) do not load the API contract.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The message to show for any thrown value (spec section 8). */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong';
}
