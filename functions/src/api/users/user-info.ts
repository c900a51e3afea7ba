/** Builds the UserInfo that sign-in and sign-up return, and the ProfileInfo of a profile update. */
import type { ProfileInfo, UserInfo } from '../../shared/entities/account.js';
import type { ApiContext } from '../context.js';
import { isAdminRecord } from '../middleware/auth.js';
import { ensureUserDocument } from './user-document.js';

/** The admin flag comes from the Auth custom claim (the source of truth); the name from the users document. */
export async function profileInfoFor(ctx: ApiContext, uid: string, idToken: string): Promise<ProfileInfo> {
  const record = await ctx.auth.getUser(uid);
  const { name, email } = await ensureUserDocument(ctx.db, record);
  return { _id: uid, name, email, isAdmin: isAdminRecord(record), token: idToken, emailVerified: record.emailVerified };
}

/** Only after the password was checked: the custom token opens a long-lived client session. */
export async function userInfoAfterPasswordCheck(ctx: ApiContext, uid: string, idToken: string): Promise<UserInfo> {
  const [profile, customToken] = await Promise.all([
    profileInfoFor(ctx, uid, idToken),
    ctx.auth.createCustomToken(uid),
  ]);
  return { ...profile, customToken };
}

/** Firebase Auth's code for a taken email, from createUser and updateUser alike. */
export function isEmailTaken(error: unknown): boolean {
  return (error as { code?: string }).code === 'auth/email-already-exists';
}

export function isUserMissing(error: unknown): boolean {
  return (error as { code?: string }).code === 'auth/user-not-found';
}
