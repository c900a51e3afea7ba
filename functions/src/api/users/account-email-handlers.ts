/**
 * Forgot password, the reset page, email verification and the email-change link
 * (docs/decisions/0021-email-and-accounts.md). Every email goes through the mail queue.
 */
import { usersCol } from '../../data/collections.js';
import { userSearchKeys } from '../../shared/admin-search.js';
import { newMailDoc, mailCol } from '../../mail/queue-mail.js';
import { emailChangedEmail, passwordResetEmail, verifyEmailEmail } from '../../mail/templates/account.js';
import { mailLanguage } from '../../mail/templates/email-parts.js';
import { API_MSG } from '../../shared/messages.js';
import { ACCOUNT_MSG } from '../../shared/screen-messages.js';
import { runTransaction } from '../../data/run-transaction.js';
import { conflict, HttpError } from '../../http-error.js';
import type { ApiContext } from '../context.js';
import type { AbuseLimits } from '../limits/abuse-limits.js';
import { clientKey } from '../../limits/client-address.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { applyActionCode, checkActionCode, confirmPasswordReset } from './action-codes.js';
import { queueAccountMail, recordLanguage, shopActionLink, shopMailContext, storedLanguage } from './account-mail.js';
import { signInWithPassword } from './identity-toolkit.js';
import { isUserMissing, userInfoAfterPasswordCheck } from './user-info.js';

/** Queues the verification email of an account (sign-up and "resend"). */
export async function queueVerificationEmail(ctx: ApiContext, uid: string, email: string): Promise<void> {
  const link = shopActionLink(ctx, 'verifyEmail', await ctx.auth.generateEmailVerificationLink(email));
  const message = verifyEmailEmail(await storedLanguage(ctx, uid), await shopMailContext(ctx), link);
  await queueAccountMail(ctx, email, 'verifyEmail', message);
}

export function accountEmailHandlers(
  ctx: ApiContext,
  limits: AbuseLimits,
): EndpointHandlers<'requestPasswordReset' | 'resetPassword' | 'sendVerificationEmail' | 'applyEmailAction'> {
  return {
    /**
     * The same answer for every address, and the budget taken before the address is looked up, so
     * neither the message nor a 429 tells whether an account exists.
     */
    requestPasswordReset: async ({ body: { email }, req }) => {
      await limits.consumeAccountEmail(email, clientKey(req));
      let uid: string;
      try {
        uid = (await ctx.auth.getUserByEmail(email)).uid;
      } catch (error) {
        if (isUserMissing(error)) return { message: ACCOUNT_MSG.passwordResetSent };
        throw error;
      }
      const link = shopActionLink(ctx, 'resetPassword', await ctx.auth.generatePasswordResetLink(email));
      const message = passwordResetEmail(await storedLanguage(ctx, uid), await shopMailContext(ctx), link);
      await queueAccountMail(ctx, email, 'passwordReset', message);
      return { message: ACCOUNT_MSG.passwordResetSent };
    },

    /** Sets the password, ends every session the account had, and opens a new one here. */
    resetPassword: async ({ body: { oobCode, password }, req }) => {
      const code = await checkActionCode(ctx, oobCode);
      if (code.requestType !== 'PASSWORD_RESET') throw new HttpError(400, ACCOUNT_MSG.invalidActionLink);
      const email = await confirmPasswordReset(ctx, oobCode, password);
      const { uid } = await ctx.auth.getUserByEmail(email);
      await ctx.auth.revokeRefreshTokens(uid);
      await recordLanguage(ctx, uid, req);
      const session = await signInWithPassword(ctx, email, password);
      if (!session) throw new HttpError(503, API_MSG.authUnavailable);
      return userInfoAfterPasswordCheck(ctx, uid, session.idToken);
    },

    sendVerificationEmail: async ({ user, req }) => {
      const record = await ctx.auth.getUser(user.uid);
      if (record.emailVerified) throw conflict(ACCOUNT_MSG.alreadyVerified);
      await limits.consumeAccountEmail(user.email, clientKey(req));
      await queueVerificationEmail(ctx, user.uid, user.email);
      return { message: ACCOUNT_MSG.verificationSent };
    },

    /**
     * A verification link marks the address verified. An email-change link changes the sign-in
     * address now: the users document follows in the same transaction that tells the old address,
     * and every session ends, because each was opened with the old address.
     */
    applyEmailAction: async ({ body: { oobCode } }) => {
      const code = await checkActionCode(ctx, oobCode);
      if (code.requestType === 'VERIFY_EMAIL') {
        await applyActionCode(ctx, oobCode);
        return { message: ACCOUNT_MSG.emailVerified, email: code.email, emailChanged: false };
      }
      if (code.requestType !== 'VERIFY_AND_CHANGE_EMAIL' || !code.newEmail) {
        throw new HttpError(400, ACCOUNT_MSG.invalidActionLink);
      }
      const { email: oldEmail, newEmail } = code;
      await applyActionCode(ctx, oobCode);
      const { uid } = await ctx.auth.getUserByEmail(newEmail);
      await ctx.auth.revokeRefreshTokens(uid);
      const shop = await shopMailContext(ctx);
      const now = new Date().toISOString();
      const userRef = usersCol(ctx.db).doc(uid);
      await runTransaction(ctx.db, async (tx) => {
        const stored = (await tx.get(userRef)).data();
        const language = mailLanguage(stored?.language);
        // The admin users table finds the account by its new address from now on (shared/admin-search.ts).
        const searchKeys = userSearchKeys({ name: stored?.name ?? '', email: newEmail });
        tx.set(userRef, { email: newEmail, updatedAt: now, searchKeys }, { merge: true });
        const message = emailChangedEmail(language, shop, oldEmail, newEmail, now);
        tx.create(
          mailCol(ctx.db).doc(),
          newMailDoc({ to: oldEmail, message, template: { name: 'emailChanged', data: {} } }),
        );
      });
      return { message: ACCOUNT_MSG.emailChanged, email: newEmail, emailChanged: true };
    },
  };
}
