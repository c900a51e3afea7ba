/** Admin user management: GET /, GET /:id, PUT /:id, DELETE /:id. */
import { Router } from 'express';
import { usersCol } from '../../data/collections.js';
import { toUser, userVersion } from '../../shared/to-api.js';
import { nextVersion } from '../../data/version.js';
import type { UserDoc } from '../../shared/entities.js';
import { API_MSG } from '../../shared/messages.js';
import { userUpdateSchema } from '../../shared/schemas.js';
import { auditActor, changedFields, writeAudit } from '../audit/audit-log.js';
import type { ApiContext } from '../context.js';
import { routeId } from '../doc-id.js';
import { badRequest, conflict, notFound } from '../http-error.js';
import { currentUser, requireAdmin } from '../middleware/auth.js';
import { parseOrThrow } from '../validate.js';
import { isEmailTaken, isUserMissing } from './user-info.js';
import { runTransaction } from '../../data/run-transaction.js';

const AUDITED_FIELDS = ['name', 'email', 'isAdmin'] as const satisfies readonly (keyof UserDoc)[];

export function adminUserRoutes(ctx: ApiContext): Router {
  const router = Router();
  const { db } = ctx;
  router.use(requireAdmin(ctx));

  router.get('/', async (_req, res) => {
    const snapshot = await usersCol(db).get();
    const users = snapshot.docs.map((doc) => toUser(doc.id, doc.data()));
    users.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    res.json(users);
  });

  router.get('/:id', async (req, res) => {
    const doc = await usersCol(db).doc(routeId(req)).get();
    const user = doc.data();
    if (!user) throw notFound(API_MSG.userNotFound);
    res.json(toUser(doc.id, user));
  });

  /**
   * Saves over the version the form loaded (409 otherwise). An admin may not demote themselves,
   * and the shop never loses its last admin.
   */
  router.put('/:id', async (req, res) => {
    const id = routeId(req);
    const actor = currentUser(res);
    const { name, email, isAdmin, updatedAt: loadedVersion } = parseOrThrow(userUpdateSchema, req.body);
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
    res.json({ message: API_MSG.userUpdated, user: toUser(id, user) });
  });

  router.delete('/:id', async (req, res) => {
    const id = routeId(req);
    const actor = currentUser(res);
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
    res.json({ message: API_MSG.userDeleted });
  });

  return router;
}
