/** The admin's user management endpoints: list, read, update, delete. */
import { usersCol } from '../../data/collections.js';
import { toUser, userVersion } from '../../shared/to-api.js';
import { nextVersion } from '../../data/version.js';
import type { UserDoc } from '../../shared/entities.js';
import { API_MSG } from '../../shared/messages.js';
import { auditActor, changedFields, writeAudit } from '../../data/audit-log.js';
import type { ApiContext } from '../context.js';
import { badRequest, conflict, notFound } from '../../http-error.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { isEmailTaken, isUserMissing } from './user-info.js';
import { runTransaction } from '../../data/run-transaction.js';

const AUDITED_FIELDS = ['name', 'email', 'isAdmin'] as const satisfies readonly (keyof UserDoc)[];

export function adminUserHandlers(
  ctx: ApiContext,
): EndpointHandlers<'adminUsers' | 'userById' | 'updateUser' | 'deleteUser'> {
  const { db } = ctx;

  return {
    adminUsers: async () => {
      const snapshot = await usersCol(db).get();
      const users = snapshot.docs.map((doc) => toUser(doc.id, doc.data()));
      users.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
      return users;
    },

    userById: async ({ params }) => {
      const doc = await usersCol(db).doc(params.id).get();
      const user = doc.data();
      if (!user) throw notFound(API_MSG.userNotFound);
      return toUser(doc.id, user);
    },

    /**
     * Saves over the version the form loaded (409 otherwise). An admin may not demote themselves,
     * and the shop never loses its last admin.
     */
    updateUser: async ({ params: { id }, body, user: actor }) => {
      const { name, email, isAdmin, updatedAt: loadedVersion } = body;
      const ref = usersCol(db).doc(id);
      const stored = (await ref.get()).data();
      if (!stored) throw notFound(API_MSG.userNotFound);
      if (userVersion(stored) !== loadedVersion) throw conflict(API_MSG.userChanged);
      if (stored.isAdmin && !isAdmin) {
        if (id === actor.uid) throw badRequest(API_MSG.cannotDemoteSelf);
        const admins = (await usersCol(db).where('isAdmin', '==', true).count().get()).data().count;
        if (admins <= 1) throw badRequest(API_MSG.lastAdmin);
      }
      let record;
      try {
        record = await ctx.auth.updateUser(id, { email, displayName: name });
      } catch (error) {
        if (isEmailTaken(error)) throw conflict(API_MSG.emailInUse);
        if (isUserMissing(error)) throw notFound(API_MSG.userNotFound);
        throw error;
      }
      const wasAdmin = record.customClaims?.['admin'] === true;
      await ctx.auth.setCustomUserClaims(id, { ...record.customClaims, admin: isAdmin });
      // A changed role must not wait up to an hour for old ID tokens to expire.
      if (wasAdmin !== isAdmin) await ctx.auth.revokeRefreshTokens(id);
      const user = await runTransaction(db, async (tx) => {
        const current = (await tx.get(ref)).data();
        if (!current) throw notFound(API_MSG.userNotFound);
        // Auth is already updated (it is the source of truth for email and role); the document
        // follows it even if another save slipped in since the check above.
        const next: UserDoc = { ...current, name, email, isAdmin, updatedAt: nextVersion(userVersion(current)) };
        tx.set(ref, next);
        writeAudit(tx, db, {
          action: 'user.update',
          actor: auditActor(actor),
          target: { id, label: email },
          changes: changedFields<UserDoc>(current, next, AUDITED_FIELDS),
        });
        return next;
      });
      return { message: API_MSG.userUpdated, user: toUser(id, user) };
    },

    deleteUser: async ({ params: { id }, user: actor }) => {
      if (id === actor.uid) throw badRequest(API_MSG.cannotDeleteSelf);
      const ref = usersCol(db).doc(id);
      // Only shop accounts (those with a users document) are managed here.
      if (!(await ref.get()).exists) throw notFound(API_MSG.userNotFound);
      try {
        await ctx.auth.deleteUser(id);
      } catch (error) {
        if (!isUserMissing(error)) throw error;
      }
      await runTransaction(db, async (tx) => {
        const current = (await tx.get(ref)).data();
        if (!current) return;
        tx.delete(ref);
        writeAudit(tx, db, {
          action: 'user.delete',
          actor: auditActor(actor),
          target: { id, label: current.email },
          changes: changedFields<UserDoc>(current, null, AUDITED_FIELDS),
        });
      });
      return { message: API_MSG.userDeleted };
    },
  };
}
