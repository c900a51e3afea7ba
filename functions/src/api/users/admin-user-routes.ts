/** Admin user management: GET /, GET /:id, PUT /:id, DELETE /:id. */
import { Router } from 'express';
import { usersCol } from '../../data/collections.js';
import { toUser } from '../../data/to-api.js';
import { API_MSG } from '../../shared/messages.js';
import { userUpdateSchema } from '../../shared/schemas.js';
import type { ApiContext } from '../context.js';
import { badRequest, conflict, notFound } from '../http-error.js';
import { currentUser, requireAdmin } from '../middleware/auth.js';
import { routeId } from '../doc-id.js';
import { parseOrThrow } from '../validate.js';
import { isEmailTaken, isUserMissing } from './user-info.js';

export function adminUserRoutes(ctx: ApiContext): Router {
  const router = Router();
  router.use(requireAdmin(ctx));

  router.get('/', async (_req, res) => {
    const snapshot = await usersCol(ctx.db).get();
    const users = snapshot.docs.map((doc) => toUser(doc.id, doc.data()));
    users.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
    res.json(users);
  });

  router.get('/:id', async (req, res) => {
    const doc = await usersCol(ctx.db).doc(routeId(req)).get();
    const user = doc.data();
    if (!user) throw notFound(API_MSG.userNotFound);
    res.json(toUser(doc.id, user));
  });

  router.put('/:id', async (req, res) => {
    const id = routeId(req);
    const { name, email, isAdmin } = parseOrThrow(userUpdateSchema, req.body);
    const ref = usersCol(ctx.db).doc(id);
    const stored = (await ref.get()).data();
    if (!stored) throw notFound(API_MSG.userNotFound);
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
    const user = { ...stored, name, email, isAdmin };
    await ref.set(user);
    res.json({ message: API_MSG.userUpdated, user: toUser(id, user) });
  });

  router.delete('/:id', async (req, res) => {
    const id = routeId(req);
    if (id === currentUser(res).uid) throw badRequest(API_MSG.cannotDeleteSelf);
    const ref = usersCol(ctx.db).doc(id);
    // Only shop accounts (those with a users document) are managed here.
    if (!(await ref.get()).exists) throw notFound(API_MSG.userNotFound);
    try {
      await ctx.auth.deleteUser(id);
    } catch (error) {
      if (!isUserMissing(error)) throw error;
    }
    await ref.delete();
    res.json({ message: API_MSG.userDeleted });
  });

  return router;
}
