/** The account endpoints: sign-up, sign-in and own-profile update. */
import type { Request } from 'express';
import { usersCol } from '../../data/collections.js';
import { API_MSG, MSG } from '../../shared/messages.js';
import type { ApiContext } from '../context.js';
import { conflict, HttpError } from '../../http-error.js';
import type { AbuseLimits } from '../limits/abuse-limits.js';
import { bearerToken } from '../middleware/auth.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { signInWithPassword } from './identity-toolkit.js';
import { isEmailTaken, profileInfoFor, userInfoAfterPasswordCheck } from './user-info.js';

import { clientKey } from '../limits/client-address.js';

export function accountHandlers(
  ctx: ApiContext,
  limits: AbuseLimits,
): EndpointHandlers<'signup' | 'signin' | 'updateProfile'> {
  /**
   * A password check paid for before it runs (docs/decisions/0013-abuse-limits.md): null when wrong,
   * throws 429 while the account's or the client's budget is spent. Only a correct password refunds.
   */
  async function checkPassword(req: Request, email: string, password: string) {
    const client = clientKey(req);
    await limits.takePasswordCheck(email, client);
    const session = await signInWithPassword(ctx, email, password);
    if (session) await limits.passwordCheckSucceeded(email, client);
    return session;
  }

  return {
    signup: async ({ body: { name, email, password }, req }) => {
      await limits.consumeSignup(clientKey(req));
      let uid: string;
      try {
        uid = (await ctx.auth.createUser({ email, password, displayName: name })).uid;
      } catch (error) {
        if (isEmailTaken(error)) throw conflict(API_MSG.emailInUse);
        throw error;
      }
      const now = new Date().toISOString();
      await usersCol(ctx.db).doc(uid).create({ name, email, isAdmin: false, createdAt: now, updatedAt: now });
      const session = await signInWithPassword(ctx, email, password);
      if (!session) throw new HttpError(503, API_MSG.authUnavailable);
      return userInfoAfterPasswordCheck(ctx, uid, session.idToken);
    },

    signin: async ({ body: { email, password }, req }) => {
      const session = await checkPassword(req, email, password);
      if (!session) throw new HttpError(401, MSG.invalidCredentials);
      return userInfoAfterPasswordCheck(ctx, session.uid, session.idToken);
    },

    /**
     * Name changes need only the session. Email and password changes need the current password too,
     * so a stolen ID token cannot take the account over; they end every other session.
     */
    updateProfile: async ({ body: { name, email, password, currentPassword }, user, req }) => {
      const changesCredentials = email !== user.email.toLowerCase() || password !== undefined;
      if (changesCredentials) {
        if (!currentPassword) throw new HttpError(401, API_MSG.currentPasswordRequired);
        const checked = await checkPassword(req, user.email, currentPassword);
        if (!checked || checked.uid !== user.uid) throw new HttpError(401, API_MSG.currentPasswordWrong);
      }
      try {
        await ctx.auth.updateUser(user.uid, { displayName: name, email, ...(password ? { password } : {}) });
      } catch (error) {
        if (isEmailTaken(error)) throw conflict(API_MSG.emailInUse);
        throw error;
      }
      await usersCol(ctx.db).doc(user.uid).set({ name, email, updatedAt: new Date().toISOString() }, { merge: true });
      let token = bearerToken(req) ?? '';
      if (changesCredentials) {
        await ctx.auth.revokeRefreshTokens(user.uid);
        // A one-hour ID token for the new credentials; the client opens its new session by signing in.
        const session = await signInWithPassword(ctx, email, password ?? currentPassword ?? '');
        if (!session) throw new HttpError(503, API_MSG.authUnavailable);
        token = session.idToken;
      }
      return profileInfoFor(ctx, user.uid, token);
    },
  };
}
