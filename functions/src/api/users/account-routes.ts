/** Sign-up, sign-in and own-profile update: POST /signup, POST /signin, PUT /profile. */
import { Router } from 'express';
import { usersCol } from '../../data/collections.js';
import { API_MSG, MSG } from '../../shared/messages.js';
import { profileUpdateSchema, signinSchema, signupSchema } from '../../shared/schemas.js';
import type { ApiContext } from '../context.js';
import { conflict, HttpError } from '../http-error.js';
import { currentUser, requireUser } from '../middleware/auth.js';
import { parseOrThrow } from '../validate.js';
import { signInWithPassword } from './identity-toolkit.js';
import { isEmailTaken, userInfoFor } from './user-info.js';

export function accountRoutes(ctx: ApiContext): Router {
  const router = Router();

  router.post('/signup', async (req, res) => {
    const { name, email, password } = parseOrThrow(signupSchema, req.body);
    let uid: string;
    try {
      uid = (await ctx.auth.createUser({ email, password, displayName: name })).uid;
    } catch (error) {
      if (isEmailTaken(error)) throw conflict(API_MSG.emailInUse);
      throw error;
    }
    await usersCol(ctx.db).doc(uid).create({ name, email, isAdmin: false, createdAt: new Date().toISOString() });
    res.status(201).json(await userInfoFor(ctx, uid));
  });

  router.post('/signin', async (req, res) => {
    const { email, password } = parseOrThrow(signinSchema, req.body);
    const session = await signInWithPassword(ctx, email, password);
    if (!session) throw new HttpError(401, MSG.invalidCredentials);
    res.json(await userInfoFor(ctx, session.uid, session.idToken));
  });

  router.put('/profile', requireUser(ctx), async (req, res) => {
    const { uid } = currentUser(res);
    const { name, email, password } = parseOrThrow(profileUpdateSchema, req.body);
    try {
      await ctx.auth.updateUser(uid, { displayName: name, email, ...(password ? { password } : {}) });
    } catch (error) {
      if (isEmailTaken(error)) throw conflict(API_MSG.emailInUse);
      throw error;
    }
    await usersCol(ctx.db).doc(uid).set({ name, email }, { merge: true });
    res.json(await userInfoFor(ctx, uid));
  });

  return router;
}
