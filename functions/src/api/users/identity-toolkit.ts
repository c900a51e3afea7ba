/**
 * Password checks through the Identity Toolkit REST API, which the Admin SDK does not offer.
 * The Auth emulator serves the same endpoints.
 */
import { API_MSG } from '../../shared/messages.js';
import type { ApiContext } from '../context.js';
import { HttpError } from '../../http-error.js';

interface SignInResponse {
  localId?: string;
  idToken?: string;
}

interface ErrorResponse {
  error?: { message?: string };
}

/** The service's own refusals that are not "wrong email or password". */
function refusalFor(errorCode: string): HttpError | null {
  // Codes may carry detail after the name: "TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account ...".
  if (errorCode.startsWith('TOO_MANY_ATTEMPTS_TRY_LATER')) return new HttpError(429, API_MSG.authTooManyAttempts);
  if (errorCode.startsWith('USER_DISABLED')) return new HttpError(403, API_MSG.accountDisabled);
  return null;
}

/**
 * The user's uid and a fresh ID token, or null when the email or the password is wrong.
 * A locked (429) or disabled (403) account throws with its own message.
 */
export async function signInWithPassword(
  ctx: ApiContext,
  email: string,
  password: string,
): Promise<{ uid: string; idToken: string } | null> {
  const { baseUrl, apiKey } = ctx.identityToolkit();
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/accounts:signInWithPassword?key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new HttpError(503, API_MSG.authUnavailable);
  }
  // 400 is how the service refuses a sign-in (EMAIL_NOT_FOUND, INVALID_PASSWORD, USER_DISABLED, ...).
  if (response.status === 400) {
    const body = (await response.json().catch(() => ({}))) as ErrorResponse;
    const refusal = refusalFor(body.error?.message ?? '');
    if (refusal) throw refusal;
    return null;
  }
  if (!response.ok) throw new HttpError(503, API_MSG.authUnavailable);
  const result = (await response.json()) as SignInResponse;
  if (!result.localId || !result.idToken) return null;
  return { uid: result.localId, idToken: result.idToken };
}
