/**
 * Firebase Auth's emailed action codes (password reset, email verification, email change) through
 * the Identity Toolkit REST API, as the client SDK's checkActionCode, confirmPasswordReset and
 * applyActionCode call it; the Admin SDK only generates the links. The Auth emulator serves the same.
 */
import { API_MSG } from '../../shared/messages.js';
import { ACCOUNT_MSG } from '../../shared/screen-messages.js';
import { HttpError } from '../../http-error.js';
import type { ApiContext } from '../context.js';

export type ActionCodeType = 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL';

export interface ActionCodeInfo {
  requestType: ActionCodeType | string;
  /** The account's address: for an email change, the address it changes from. */
  email: string;
  /** For an email change, the address it changes to. */
  newEmail?: string;
}

const invalidLink = () => new HttpError(400, ACCOUNT_MSG.invalidActionLink);

async function call(ctx: ApiContext, method: string, body: object): Promise<Record<string, unknown>> {
  const { baseUrl, apiKey } = ctx.identityToolkit();
  let response: Response;
  try {
    response = await fetch(`${baseUrl}/${method}?key=${encodeURIComponent(apiKey)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    throw new HttpError(503, API_MSG.authUnavailable);
  }
  // 400 is how the service refuses a code: INVALID_OOB_CODE, EXPIRED_OOB_CODE, USER_DISABLED, WEAK_PASSWORD...
  if (response.status === 400) throw invalidLink();
  if (!response.ok) throw new HttpError(503, API_MSG.authUnavailable);
  return (await response.json()) as Record<string, unknown>;
}

/** What a code is for, without using it up. 400 when it is unknown, used or expired. */
export async function checkActionCode(ctx: ApiContext, oobCode: string): Promise<ActionCodeInfo> {
  const result = await call(ctx, 'accounts:resetPassword', { oobCode });
  if (typeof result['email'] !== 'string') throw invalidLink();
  return {
    requestType: String(result['requestType'] ?? ''),
    email: result['email'],
    ...(typeof result['newEmail'] === 'string' ? { newEmail: result['newEmail'] } : {}),
  };
}

/** Sets the new password with a reset code; the account's address. */
export async function confirmPasswordReset(ctx: ApiContext, oobCode: string, newPassword: string): Promise<string> {
  const result = await call(ctx, 'accounts:resetPassword', { oobCode, newPassword });
  if (typeof result['email'] !== 'string') throw invalidLink();
  return result['email'];
}

/** Applies a verification or email-change code. */
export async function applyActionCode(ctx: ApiContext, oobCode: string): Promise<void> {
  await call(ctx, 'accounts:update', { oobCode });
}

/** The code of a link the Admin SDK generated, for a link to the shop's own page. */
export function oobCodeOf(link: string): string {
  const code = new URL(link).searchParams.get('oobCode');
  if (!code) throw new Error('The generated action link has no oobCode');
  return code;
}
