/** Bearer-token authentication and the admin check, enforced on the server for every protected route. */
import type { NextFunction, Request, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { MSG } from '../../shared/messages.js';
import type { ApiContext } from '../context.js';
import { HttpError } from '../http-error.js';

export interface AuthedLocals {
  user: DecodedIdToken;
}

export function isAdminToken(token: DecodedIdToken): boolean {
  return token['admin'] === true;
}

function bearerToken(req: Request): string | null {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Admin routes check revocation too, so a demoted admin loses access at once rather than when
 * their ID token expires (an extra Auth lookup on admin requests only).
 */
export function requireUser(ctx: ApiContext, options: { admin?: boolean } = {}) {
  return async (req: Request, res: Response<unknown, Partial<AuthedLocals>>, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) throw new HttpError(401, MSG.noToken);
    let decoded: DecodedIdToken;
    try {
      decoded = await ctx.auth.verifyIdToken(token, options.admin === true);
    } catch {
      throw new HttpError(401, MSG.invalidToken);
    }
    if (options.admin && !isAdminToken(decoded)) throw new HttpError(403, MSG.adminOnly);
    res.locals.user = decoded;
    next();
  };
}

export const requireAdmin = (ctx: ApiContext) => requireUser(ctx, { admin: true });

/** The verified user of a request that passed requireUser. */
export function currentUser(res: Response): DecodedIdToken {
  const user = (res.locals as Partial<AuthedLocals>).user;
  if (!user) throw new HttpError(401, MSG.noToken);
  return user;
}
