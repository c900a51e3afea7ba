/** The admin's user management endpoints: list, read, update, delete. */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { addressesCol, adminRolesLockDoc, usersCol } from '../../data/collections.js';
import { toUser, userVersion } from '../../shared/to-api.js';
import { nextVersion } from '../../data/version.js';
import type { UserDoc } from '../../shared/entities/account.js';
import { API_MSG } from '../../shared/messages.js';
import { auditActor, changedFields, writeAudit } from '../../data/audit-log.js';
import type { ApiContext } from '../context.js';
import { badRequest, conflict, notFound } from '../../http-error.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { isEmailTaken, isUserMissing } from './user-info.js';
import { runTransaction } from '../../data/run-transaction.js';
import { readSearchedPage } from '../../data/searched-page.js';
import { ADMIN_ROWS_PAGE_SIZE } from '../../shared/constants.js';
import { adminSearchWords, userSearchKeys } from '../../shared/admin-search.js';

const AUDITED_FIELDS = ['name', 'email', 'isAdmin'] as const satisfies readonly (keyof UserDoc)[];

/**
 * Runs a role change in a transaction that also writes the role lock, so role changes and account
 * deletions run one after another: the second sees the first's result when it counts the admins.
 */
function underRoleLock<T>(db: Firestore, body: (tx: Transaction) => Promise<T>): Promise<T> {
  return runTransaction(db, async (tx) => {
    const lockRef = adminRolesLockDoc(db);
    const lock = (await tx.get(lockRef)).data();
    const result = await body(tx);
    tx.set(lockRef, { version: (lock?.version ?? 0) + 1 });
    return result;
  });
}

/** Reads inside the role lock's transaction, so a concurrent demotion or deletion is counted. */
async function refuseLastAdmin(db: Firestore, tx: Transaction): Promise<void> {
  const admins = (await tx.get(usersCol(db).where('isAdmin', '==', true).count())).data().count;
  if (admins <= 1) throw conflict(API_MSG.lastAdmin);
}

export function adminUserHandlers(
  ctx: ApiContext,
): EndpointHandlers<'adminUsers' | 'userById' | 'updateUser' | 'deleteUser'> {
  return { ...adminUserReadHandlers(ctx), ...adminUserUpdateHandlers(ctx), ...adminUserDeleteHandlers(ctx) };
}

function adminUserReadHandlers(ctx: ApiContext): EndpointHandlers<'adminUsers' | 'userById'> {
  const { db } = ctx;
  return {
    adminUsers: async ({ query: { after, admin, q } }) => {
      const list = admin === undefined ? usersCol(db) : usersCol(db).where('isAdmin', '==', admin);
      const words = q === undefined ? [] : adminSearchWords(q, 'user');
      const { docs, nextCursor } = await readSearchedPage(list, 'createdAt', after, ADMIN_ROWS_PAGE_SIZE, words);
      // Verified lives in Firebase Auth: one lookup for the page (at most 100 accounts per call).
      const verified = new Set<string>();
      if (docs.length > 0) {
        const { users } = await ctx.auth.getUsers(docs.map((doc) => ({ uid: doc.id })));
        users.filter((record) => record.emailVerified).forEach((record) => verified.add(record.uid));
      }
      return {
        users: docs.map((doc) => ({ ...toUser(doc.id, doc.data()), emailVerified: verified.has(doc.id) })),
        nextCursor,
      };
    },

    userById: async ({ params }) => {
      const doc = await usersCol(db).doc(params.id).get();
      const user = doc.data();
      if (!user) throw notFound(API_MSG.userNotFound);
      return toUser(doc.id, user);
    },
  };
}

function adminUserUpdateHandlers(ctx: ApiContext): EndpointHandlers<'updateUser'> {
  const { db } = ctx;
  return {
    /**
     * Saves over the version the form loaded (409 otherwise). An admin may not demote themselves,
     * and the shop never loses its last admin, even when two admins demote each other at once.
     */
    updateUser: async ({ params: { id }, body, user: actor }) => {
      const { name, email, isAdmin, updatedAt: loadedVersion } = body;
      const ref = usersCol(db).doc(id);
      const stored = (await ref.get()).data();
      if (!stored) throw notFound(API_MSG.userNotFound);
      if (userVersion(stored) !== loadedVersion) throw conflict(API_MSG.userChanged, 'RECORD_CHANGED');
      if (stored.isAdmin && !isAdmin && id === actor.uid) throw badRequest(API_MSG.cannotDemoteSelf);
      let record;
      try {
        record = await ctx.auth.updateUser(id, { email, displayName: name });
      } catch (error) {
        if (isEmailTaken(error)) throw conflict(API_MSG.emailInUse);
        if (isUserMissing(error)) throw notFound(API_MSG.userNotFound);
        throw error;
      }
      let user: UserDoc;
      try {
        user = await underRoleLock(db, async (tx) => {
          const current = (await tx.get(ref)).data();
          if (!current) throw notFound(API_MSG.userNotFound);
          if (current.isAdmin && !isAdmin) await refuseLastAdmin(db, tx);
          // Auth is already updated (it is the source of truth for email); the document follows it
          // even if another save slipped in since the version check above.
          const next: UserDoc = {
            ...current,
            name,
            email,
            isAdmin,
            updatedAt: nextVersion(userVersion(current)),
            searchKeys: userSearchKeys({ name, email }),
          };
          tx.set(ref, next);
          writeAudit(tx, db, {
            action: 'user.update',
            actor: auditActor(actor),
            target: { id, label: email },
            changes: changedFields<UserDoc>(current, next, AUDITED_FIELDS),
          });
          return next;
        });
      } catch (error) {
        // A refused save changes nothing: Auth gets back the name and email it had.
        if (stored.email !== email || stored.name !== name) {
          await ctx.auth.updateUser(id, { email: stored.email, displayName: stored.name });
        }
        throw error;
      }
      // The claim follows the role the transaction decided; an old ID token must not keep it for up to an hour.
      const wasAdmin = record.customClaims?.['admin'] === true;
      await ctx.auth.setCustomUserClaims(id, { ...record.customClaims, admin: isAdmin });
      if (wasAdmin !== isAdmin) await ctx.auth.revokeRefreshTokens(id);
      return { message: API_MSG.userUpdated, user: toUser(id, user) };
    },
  };
}

function adminUserDeleteHandlers(ctx: ApiContext): EndpointHandlers<'deleteUser'> {
  const { db } = ctx;
  return {
    /** Deleting an admin is a role change too: the last admin cannot be deleted, even by a concurrent request. */
    deleteUser: async ({ params: { id }, user: actor }) => {
      if (id === actor.uid) throw badRequest(API_MSG.cannotDeleteSelf);
      const ref = usersCol(db).doc(id);
      // Only shop accounts (those with a users document) are managed here.
      await underRoleLock(db, async (tx) => {
        const current = (await tx.get(ref)).data();
        if (!current) throw notFound(API_MSG.userNotFound);
        if (current.isAdmin) await refuseLastAdmin(db, tx);
        tx.delete(ref);
        writeAudit(tx, db, {
          action: 'user.delete',
          actor: auditActor(actor),
          target: { id, label: current.email },
          changes: changedFields<UserDoc>(current, null, AUDITED_FIELDS),
        });
      });
      try {
        await ctx.auth.deleteUser(id);
      } catch (error) {
        if (!isUserMissing(error)) throw error;
      }
      // A request the account made just before its Auth deletion may have recreated its document
      // (ensureUserDocument); the account is gone now, so its document goes too.
      await ref.delete();
      // Its saved addresses (phone and home address) are personal data with no one left to use them.
      await db.recursiveDelete(addressesCol(db, id));
      return { message: API_MSG.userDeleted };
    },
  };
}
