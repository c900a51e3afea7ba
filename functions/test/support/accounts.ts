/** Test accounts: Auth users (shared emulator, unique emails) with their users document and an ID token. */
import { usersCol } from '../../src/data/collections.js';
import { auth, ctx, db, uniqueEmail } from './test-context.js';

export interface TestAccount {
  uid: string;
  email: string;
  name: string;
  password: string;
  token: string;
}

const created: string[] = [];

export async function idTokenFor(uid: string): Promise<string> {
  const { baseUrl, apiKey } = ctx.identityToolkit();
  const response = await fetch(`${baseUrl}/accounts:signInWithCustomToken?key=${apiKey}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token: await auth.createCustomToken(uid), returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`No ID token for ${uid}: ${JSON.stringify(body)}`);
  return body.idToken;
}

/**
 * An Auth user with its users document. Customers' email addresses are verified unless `verified`
 * says otherwise (cash on delivery and bank transfer need it); admins' are not, as seeded.
 */
export async function createAccount(
  options: { admin?: boolean; name?: string; label?: string; verified?: boolean } = {},
): Promise<TestAccount> {
  const email = uniqueEmail(options.label ?? (options.admin ? 'admin' : 'customer'));
  const name = options.name ?? (options.admin ? 'Test Admin' : 'Test Customer');
  const password = 'correct-horse-1';
  const emailVerified = options.verified ?? options.admin !== true;
  const { uid } = await auth.createUser({ email, password, displayName: name, emailVerified });
  created.push(uid);
  if (options.admin) await auth.setCustomUserClaims(uid, { admin: true });
  await usersCol(db)
    .doc(uid)
    .set({ name, email, isAdmin: options.admin === true, createdAt: new Date().toISOString() });
  return { uid, email, name, password, token: await idTokenFor(uid) };
}

export const createCustomer = (options: { name?: string; label?: string; verified?: boolean } = {}) =>
  createAccount(options);
export const createAdmin = (options: { name?: string } = {}) => createAccount({ ...options, admin: true });

/** Remembers a uid created by the API itself (sign-up) for cleanup. */
export const trackUser = (uid: string) => created.push(uid);

/** Removes this file's Auth users from the shared emulator. */
export async function deleteTestUsers(): Promise<void> {
  const uids = created.splice(0);
  for (let i = 0; i < uids.length; i += 100) await auth.deleteUsers(uids.slice(i, i + 100));
}

export const bearer = (account: { token: string }) => ({ Authorization: `Bearer ${account.token}` });
