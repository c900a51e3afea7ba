/**
 * Every Auth account that uses the API has a users document: accounts made outside the API (a
 * direct Identity Toolkit sign-up) get theirs on first use, so they appear in the admin list and
 * counts (the users trigger counts the created document) and never show an email as their name.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import { usersCol } from '../../data/collections.js';
import type { UserDoc } from '../../shared/entities/account.js';
import { publicName } from '../../shared/public-name.js';
import { userSearchKeys } from '../../shared/admin-search.js';

const ALREADY_EXISTS = 6;

export async function ensureUserDocument(db: Firestore, record: UserRecord): Promise<{ name: string; email: string }> {
  const ref = usersCol(db).doc(record.uid);
  const stored = (await ref.get()).data();
  const email = record.email ?? stored?.email ?? '';
  if (stored) return { name: publicName(stored.name, email), email };
  const now = new Date().toISOString();
  const name = publicName(record.displayName, email);
  const created: UserDoc = {
    name,
    email,
    isAdmin: record.customClaims?.['admin'] === true,
    createdAt: now,
    updatedAt: now,
    searchKeys: userSearchKeys({ name, email }),
  };
  try {
    await ref.create(created);
  } catch (error) {
    // A concurrent first request created it: theirs is as good as ours.
    if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
  }
  return { name: created.name, email };
}
