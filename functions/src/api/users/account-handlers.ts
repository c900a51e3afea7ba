/** The account endpoints: sign-up, sign-in and own-profile update. */
import type { Request } from 'express';
import { usersCol } from '../../data/collections.js';
import { userSearchKeys } from '../../shared/admin-search.js';
import { API_MSG, MSG } from '../../shared/messages.js';
import type { ApiContext } from '../context.js';
import { conflict, HttpError, invalidCredentials } from '../../http-error.js';
import type { AbuseLimits } from '../limits/abuse-limits.js';
import { bearerToken } from '../middleware/auth.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { signInWithPassword } from './identity-toolkit.js';
import { isEmailTaken, isUserMissing, profileInfoFor, userInfoAfterPasswordCheck } from './user-info.js';
import { queueVerificationEmail } from './account-email-handlers.js';
import { queueAccountMail, recordLanguage, requestLanguage, shopActionLink, shopMailContext } from './account-mail.js';
import { confirmNewEmailEmail, emailTakenNoticeEmail } from '../../mail/templates/account.js';
import { mailLanguage } from '../../mail/templates/email-parts.js';

import { clientKey } from '../../limits/client-address.js';

/**
 * A password check paid for before it runs (docs/decisions/0013-abuse-limits.md): null when wrong,
 * throws 429 while the account's or the client's budget is spent. Only a correct password refunds.
 */
async function checkPassword(ctx: ApiContext, limits: AbuseLimits, req: Request, email: string, password: string) {
  const check = await limits.takePasswordCheck(email, clientKey(req));
  const session = await signInWithPassword(ctx, email, password);
  if (session) await limits.passwordCheckSucceeded(check);
  return session;
}

/**
 * The link goes to the new address; when that address already has an account its owner gets a
 * notice instead. The asker is answered alike either way, after the same budget is taken, so the
 * form cannot tell which addresses have accounts (docs/decisions/0030-limits-hold-or-refuse.md).
 */
async function sendEmailChangeLink(
  ctx: ApiContext,
  limits: AbuseLimits,
  req: Request,
  oldEmail: string,
  newEmail: string,
) {
  await limits.consumeAccountEmail(oldEmail, clientKey(req));
  const shop = await shopMailContext(ctx);
  const tellOwner = async () => {
    const owner = await ctx.auth.getUserByEmail(newEmail);
    const language = (await usersCol(ctx.db).doc(owner.uid).get()).data()?.language;
    await queueAccountMail(ctx, newEmail, 'emailTakenNotice', emailTakenNoticeEmail(mailLanguage(language), shop));
  };
  try {
    await ctx.auth.getUserByEmail(newEmail);
    return await tellOwner();
  } catch (error) {
    if (!isUserMissing(error)) throw error;
  }
  let generated: string;
  try {
    generated = await ctx.auth.generateVerifyAndChangeEmailLink(oldEmail, newEmail);
  } catch (error) {
    // Taken between the look-up and the link: answered alike too.
    if (isEmailTaken(error)) return tellOwner();
    throw error;
  }
  const message = confirmNewEmailEmail(
    mailLanguage(requestLanguage(req)),
    shop,
    newEmail,
    shopActionLink(ctx, 'verifyEmail', generated),
  );
  await queueAccountMail(ctx, newEmail, 'confirmNewEmail', message);
}

export function accountHandlers(
  ctx: ApiContext,
  limits: AbuseLimits,
): EndpointHandlers<'signup' | 'signin' | 'updateProfile'> {
  return { ...accountSessionHandlers(ctx, limits), ...accountProfileHandlers(ctx, limits) };
}

/** Opening an account and signing in to it. */
function accountSessionHandlers(ctx: ApiContext, limits: AbuseLimits): EndpointHandlers<'signup' | 'signin'> {
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
      await usersCol(ctx.db)
        .doc(uid)
        .create({
          name,
          email,
          isAdmin: false,
          createdAt: now,
          updatedAt: now,
          language: requestLanguage(req),
          searchKeys: userSearchKeys({ name, email }),
        });
      // The customer can shop at once; the banner asks for the link until the address is verified.
      await queueVerificationEmail(ctx, uid, email);
      const session = await signInWithPassword(ctx, email, password);
      if (!session) throw new HttpError(503, API_MSG.authUnavailable);
      return userInfoAfterPasswordCheck(ctx, uid, session.idToken);
    },

    signin: async ({ body: { email, password }, req }) => {
      const session = await checkPassword(ctx, limits, req, email, password);
      if (!session) throw invalidCredentials(MSG.invalidCredentials);
      await recordLanguage(ctx, session.uid, req);
      return userInfoAfterPasswordCheck(ctx, session.uid, session.idToken);
    },
  };
}

function accountProfileHandlers(ctx: ApiContext, limits: AbuseLimits): EndpointHandlers<'updateProfile'> {
  return {
    /**
     * Name changes need only the session. Email and password changes need the current password too,
     * so a stolen ID token cannot take the account over. A new password ends every other session.
     * A new email changes nothing yet: a link goes to the new address, and the change happens when it
     * is opened (applyEmailAction, docs/decisions/0021-email-and-accounts.md).
     */
    updateProfile: async ({ body: { name, email, password, currentPassword }, user, req }) => {
      const changesEmail = email !== user.email.toLowerCase();
      if (changesEmail || password !== undefined) {
        if (!currentPassword) throw invalidCredentials(API_MSG.currentPasswordRequired);
        const checked = await checkPassword(ctx, limits, req, user.email, currentPassword);
        if (!checked || checked.uid !== user.uid) throw invalidCredentials(API_MSG.currentPasswordWrong);
      }
      if (changesEmail) await sendEmailChangeLink(ctx, limits, req, user.email, email);
      await ctx.auth.updateUser(user.uid, { displayName: name, ...(password ? { password } : {}) });
      await usersCol(ctx.db)
        .doc(user.uid)
        .set(
          {
            name,
            updatedAt: new Date().toISOString(),
            language: requestLanguage(req),
            // The email is the current one (Auth's): a pending change lands in applyEmailAction.
            searchKeys: userSearchKeys({ name, email: user.email }),
          },
          { merge: true },
        );
      let token = bearerToken(req) ?? '';
      if (password) {
        await ctx.auth.revokeRefreshTokens(user.uid);
        // A one-hour ID token for the new credentials; the client opens its new session by signing in.
        const session = await signInWithPassword(ctx, user.email, password);
        if (!session) throw new HttpError(503, API_MSG.authUnavailable);
        token = session.idToken;
      }
      const profile = await profileInfoFor(ctx, user.uid, token);
      return changesEmail ? { ...profile, pendingEmail: email } : profile;
    },
  };
}
