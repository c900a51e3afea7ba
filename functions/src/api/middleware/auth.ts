/**
 * Bearer-token authentication and the admin check, enforced on the server for every protected route.
 *
 * The ID token proves who signed in; the Auth record says whether that still counts. Every
 * authenticated request reads the record, so a deleted, disabled, revoked or demoted account loses
 * API access at once on every route, and the admin role comes from the record's current claims,
 * never from a claim frozen into a token (docs/decisions/0012-security-hardening.md).
 */
import type { NextFunction, Request, Response } from 'express';
import type { DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { API_MSG, MSG } from '../../shared/messages.js';
import type { ApiContext } from '../context.js';
import { HttpError, sessionRejected } from '../../http-error.js';
import { ensureUserDocument } from '../users/user-document.js';
import { ORDER_TOKEN_HEADER } from '../../shared/guest-order.js';

/** The caller of an authenticated route, as the account is now. */
export interface AuthedUser {
  uid: string;
  email: string;
  /** The shop name (users document), never an email address. */
  name: string;
  isAdmin: boolean;
  /** The account's email address is verified (Auth record), as it is now. */
  emailVerified: boolean;
}

interface AuthedLocals {
  user: AuthedUser;
}

export const isAdminRecord = (record: Pick<UserRecord, 'customClaims'>): boolean =>
  record.customClaims?.['admin'] === true;

export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

const isUserNotFound = (error: unknown) => (error as { code?: string }).code === 'auth/user-not-found';

/** Revoked: signed in before the account's tokens were last invalidated (password change, role change, sign-out everywhere). */
export function signedInBeforeRevocation(token: Pick<DecodedIdToken, 'auth_time'>, record: UserRecord): boolean {
  const validSince = record.tokensValidAfterTime ? Date.parse(record.tokensValidAfterTime) : NaN;
  return Number.isFinite(validSince) && token.auth_time * 1000 < validSince;
}

/** Checks the token and the account behind it; answers the caller or throws the 401/403 to send. */
export async function authenticate(ctx: ApiContext, token: string | null, admin: boolean): Promise<AuthedUser> {
  if (!token) throw sessionRejected(MSG.noToken);
  let decoded: DecodedIdToken;
  try {
    decoded = await ctx.auth.verifyIdToken(token);
  } catch (error) {
    // The emulator (and checkRevoked callers) already know some accounts are gone: say which.
    const code = (error as { code?: string }).code;
    if (code === 'auth/user-disabled') throw sessionRejected(API_MSG.accountDisabled);
    if (code === 'auth/id-token-revoked' || code === 'auth/user-not-found') throw sessionRejected(API_MSG.sessionEnded);
    throw sessionRejected(MSG.invalidToken);
  }
  let record: UserRecord;
  try {
    record = await ctx.auth.getUser(decoded.uid);
  } catch (error) {
    if (isUserNotFound(error)) throw sessionRejected(API_MSG.sessionEnded);
    throw error;
  }
  if (record.disabled) throw sessionRejected(API_MSG.accountDisabled);
  if (signedInBeforeRevocation(decoded, record)) throw sessionRejected(API_MSG.sessionEnded);
  const isAdmin = isAdminRecord(record);
  if (admin && !isAdmin) throw new HttpError(403, MSG.adminOnly);
  const { name, email } = await ensureUserDocument(ctx.db, record);
  return { uid: record.uid, email, name, isAdmin, emailVerified: record.emailVerified };
}

export function requireUser(ctx: ApiContext, options: { admin?: boolean } = {}) {
  return async (req: Request, res: Response, next: NextFunction) => {
    (res.locals as Partial<AuthedLocals>).user = await authenticate(ctx, bearerToken(req), options.admin === true);
    next();
  };
}

/** A guest's request says so: a `guest` in its body, or an order's X-Order-Token (docs/decisions/0104-guest-checkout.md). */
const comesAsGuest = (req: Request): boolean =>
  req.get(ORDER_TOKEN_HEADER) !== undefined ||
  (typeof req.body === 'object' && req.body !== null && 'guest' in (req.body as object));

/**
 * A bearer token, when one comes, is checked as requireUser checks it; without one, a guest's
 * request goes on and any other answers 401 No token, before its body is checked, as requireUser's.
 */
export function userIfToken(ctx: ApiContext) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (token) (res.locals as Partial<AuthedLocals>).user = await authenticate(ctx, token, false);
    else if (!comesAsGuest(req)) throw sessionRejected(MSG.noToken);
    next();
  };
}

/** The verified user of a request that passed userIfToken, or null for a guest. */
export const userIfSignedIn = (res: Response): AuthedUser | null => (res.locals as Partial<AuthedLocals>).user ?? null;

export const requireAdmin = (ctx: ApiContext) => requireUser(ctx, { admin: true });

/** The verified user of a request that passed requireUser. */
export function currentUser(res: Response): AuthedUser {
  const user = (res.locals as Partial<AuthedLocals>).user;
  if (!user) throw sessionRejected(MSG.noToken);
  return user;
}
