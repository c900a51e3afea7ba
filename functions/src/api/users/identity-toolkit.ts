/**
 * Password checks and ID-token minting through the Identity Toolkit REST API, which the Admin SDK
 * does not offer. The Auth emulator serves the same endpoints.
 */
import { API_MSG } from '../../shared/messages.js';
import type { ApiContext } from '../context.js';
import { HttpError } from '../http-error.js';

interface SignInResponse {
  localId?: string;
  idToken?: string;
}

async function callIdentityToolkit(ctx: ApiContext, method: string, body: object): Promise<SignInResponse | null> {
  const { baseUrl, apiKey } = ctx.identityToolkit();
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/${method}?key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, returnSecureToken: true }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new HttpError(503, API_MSG.authUnavailable);
  }
  // 400 is how the service says "wrong credentials" (EMAIL_NOT_FOUND, INVALID_PASSWORD, ...).
  if (response.status === 400) return null;
  if (!response.ok) throw new HttpError(503, API_MSG.authUnavailable);
  return (await response.json()) as SignInResponse;
}

/** The user's uid and a fresh ID token, or null when the email or the password is wrong. */
export async function signInWithPassword(ctx: ApiContext, email: string, password: string) {
  const result = await callIdentityToolkit(ctx, 'accounts:signInWithPassword', { email, password });
  if (!result?.localId || !result.idToken) return null;
  return { uid: result.localId, idToken: result.idToken };
}

/** Exchanges a custom token for an ID token (used where no password is at hand). */
export async function idTokenFromCustomToken(ctx: ApiContext, customToken: string): Promise<string> {
  const result = await callIdentityToolkit(ctx, 'accounts:signInWithCustomToken', { token: customToken });
  if (!result?.idToken) throw new HttpError(503, API_MSG.authUnavailable);
  return result.idToken;
}
