/** Builds the UserInfo that sign-in, sign-up and profile update return. */
import { usersCol } from '../../data/collections.js';
import type { UserInfo } from '../../shared/entities.js';
import type { ApiContext } from '../context.js';
import { idTokenFromCustomToken } from './identity-toolkit.js';

/**
 * The admin flag comes from the Auth custom claim (the source of truth); the name from the users
 * document, falling back to the Auth profile for accounts created outside the API.
 */
export async function userInfoFor(ctx: ApiContext, uid: string, idToken?: string): Promise<UserInfo> {
  const [record, doc] = await Promise.all([ctx.auth.getUser(uid), usersCol(ctx.db).doc(uid).get()]);
  const stored = doc.data();
  const customToken = await ctx.auth.createCustomToken(uid);
  return {
    _id: uid,
    name: stored?.name ?? record.displayName ?? record.email ?? '',
    email: record.email ?? stored?.email ?? '',
    isAdmin: record.customClaims?.['admin'] === true,
    token: idToken ?? (await idTokenFromCustomToken(ctx, customToken)),
    customToken,
  };
}

/** Firebase Auth's code for a taken email, from createUser and updateUser alike. */
export function isEmailTaken(error: unknown): boolean {
  return (error as { code?: string }).code === 'auth/email-already-exists';
}

export function isUserMissing(error: unknown): boolean {
  return (error as { code?: string }).code === 'auth/user-not-found';
}
