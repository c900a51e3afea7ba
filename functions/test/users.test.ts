import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersCol } from '../src/data/collections.js';
import { toUser } from '../src/shared/to-api.js';
import type { UserInfo } from '../src/shared/entities/account.js';
import { API_MSG, MSG } from '../src/shared/messages.js';
import { createAdmin, createCustomer, deleteTestUsers, trackUser, type TestAccount } from './support/accounts.js';
import { callAnyEndpoint, callEndpoint } from './support/call-endpoint.js';
import { auth, clearDatabase, db, testApp, uniqueEmail } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;

/** The version the admin form would send back for this user. */
async function versionOf(uid: string): Promise<string> {
  const doc = (await usersCol(db).doc(uid).get()).data();
  if (!doc) throw new Error(`no users document for ${uid}`);
  return toUser(uid, doc).updatedAt;
}

beforeAll(async () => {
  await clearDatabase();
  admin = await createAdmin();
});
afterAll(deleteTestUsers);

/** Admins as the users documents say, which is what the last-admin rule counts. */
async function adminCount(): Promise<number> {
  return (await usersCol(db).where('isAdmin', '==', true).count().get()).data().count;
}

async function adminsAmong(uids: string[]): Promise<string[]> {
  const docs = await Promise.all(uids.map((uid) => usersCol(db).doc(uid).get()));
  return docs.filter((doc) => doc.data()?.isAdmin === true).map((doc) => doc.id);
}

/**
 * Runs `body` while only `uids` count as admins in the users documents (the other tests' admins,
 * the caller's included, are set aside: their claims were set outside the documents), then restores them.
 */
async function withOnlyAdmins(uids: string[], body: () => Promise<void>): Promise<void> {
  const setAside = (await usersCol(db).where('isAdmin', '==', true).get()).docs.filter((doc) => !uids.includes(doc.id));
  await Promise.all(setAside.map((doc) => doc.ref.update({ isAdmin: false })));
  try {
    await body();
  } finally {
    await Promise.all(setAside.map((doc) => doc.ref.update({ isAdmin: true })));
  }
}

/** One request won, the other lost with the last-admin message; no 5xx. */
function expectOneWinnerOneConflict(answers: { status: number; body: unknown }[]): void {
  const statuses = answers.map((answer) => answer.status).sort();
  expect(statuses).toEqual([200, 409]);
  expect(answers.find((answer) => answer.status === 409)?.body).toEqual({
    message: API_MSG.lastAdmin,
    code: 'CONFLICT',
  });
}

/** Sent with `.send()`: some tests hand it deliberately invalid bodies the contract's type refuses. */
async function signup(body: Record<string, unknown>) {
  const res = await callEndpoint(app, 'signup').send(body);
  if (res.status === 201) trackUser(res.body._id);
  return res;
}

describe('POST /api/users/signup', () => {
  it('creates the account and returns user info whose token works', async () => {
    const email = uniqueEmail('signup');
    const res = await signup({ name: '  Lan  ', email: email.toUpperCase(), password: 'password123' });
    expect(res.status).toBe(201);
    const info = res.body as UserInfo;
    expect(info).toMatchObject({ name: 'Lan', email, isAdmin: false });
    expect(typeof info.customToken).toBe('string');
    const stored = (await usersCol(db).doc(info._id).get()).data();
    expect(stored).toMatchObject({ name: 'Lan', email, isAdmin: false });
    expect((await auth.getUser(info._id)).email).toBe(email);
    const mine = await callEndpoint(app, 'myOrders', { as: info });
    expect(mine.status).toBe(200);
  });

  it('refuses an email already in use with 409', async () => {
    const existing = await createCustomer();
    const res = await signup({ name: 'Other', email: existing.email, password: 'password123' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: API_MSG.emailInUse, code: 'CONFLICT' });
  });

  it.each([
    [{ email: uniqueEmail(), password: 'password123' }, 'name is required'],
    [{ name: 'A', email: 'not-an-email', password: 'password123' }, 'email must be a valid email address'],
    [{ name: 'A', email: uniqueEmail(), password: 'short' }, 'password must be at least 8 characters'],
    [{ name: 'A', password: 'password123' }, 'email is required'],
  ])('refuses invalid input %j with 400 naming the field', async (body, message) => {
    const res = await signup(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_FAILED' });
  });

  it('refuses a body that is not JSON with 400', async () => {
    const res = await callEndpoint(app, 'signup').set('Content-Type', 'application/json').send('{"name":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request body is not valid JSON', code: 'VALIDATION_FAILED' });
  });
});

describe('POST /api/users/signin', () => {
  it('returns user info with a working token and the admin flag', async () => {
    const res = await callEndpoint(app, 'signin', { body: { email: admin.email, password: admin.password } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: admin.uid, name: admin.name, email: admin.email, isAdmin: true });
    const users = await callEndpoint(app, 'adminUsers', { as: res.body as UserInfo });
    expect(users.status).toBe(200);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const wrongPassword = await callEndpoint(app, 'signin', {
      body: { email: admin.email, password: 'wrong-password' },
    });
    const unknown = await callEndpoint(app, 'signin', {
      body: { email: uniqueEmail('nobody'), password: 'whatever1' },
    });
    for (const res of [wrongPassword, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: MSG.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    }
  });

  it.each([
    [{ password: 'x' }, 'email is required'],
    [{ email: 'nope', password: 'x' }, 'email must be a valid email address'],
    [{ email: 'a@b.co' }, 'password is required'],
  ])('refuses invalid input %j with 400', async (body, message) => {
    // Invalid on purpose, so sent past the contract's body type.
    const res = await callEndpoint(app, 'signin').send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_FAILED' });
  });
});

describe('PUT /api/users/profile', () => {
  // Sent with `.send()`: some tests hand it deliberately invalid bodies the contract's type refuses.
  const profile = (account: { token: string }, body: Record<string, unknown>) =>
    callEndpoint(app, 'updateProfile', { as: account }).send(body);

  it('changes the name with the session alone, and the session keeps working', async () => {
    const customer = await createCustomer();
    const res = await profile(customer, { name: 'New Name', email: customer.email });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: customer.uid, name: 'New Name', email: customer.email, isAdmin: false });
    expect((await usersCol(db).doc(customer.uid).get()).data()).toMatchObject({ name: 'New Name' });
    expect((await callEndpoint(app, 'myOrders', { as: customer })).status).toBe(200);
  });

  it('changing the password with the current password works and ends other sessions; a new email waits for its link', async () => {
    const customer = await createCustomer();
    // Revocation has one-second precision: a token from the same second would still be valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const email = uniqueEmail('renamed');
    const res = await profile(customer, {
      name: 'New Name',
      email,
      password: 'brand-new-pass',
      currentPassword: customer.password,
    });
    expect(res.status).toBe(200);
    // The address changes only when the link sent to it is opened (account-emails.test.ts).
    expect(res.body).toMatchObject({
      _id: customer.uid,
      name: 'New Name',
      email: customer.email,
      pendingEmail: email,
      isAdmin: false,
    });
    expect(res.body).not.toHaveProperty('customToken');
    expect((await usersCol(db).doc(customer.uid).get()).data()).toMatchObject({
      name: 'New Name',
      email: customer.email,
    });
    const oldSession = await callEndpoint(app, 'myOrders', { as: customer });
    expect(oldSession.status).toBe(401);
    expect(oldSession.headers['www-authenticate']).toContain('invalid_token');
    expect((await callEndpoint(app, 'myOrders', { as: res.body as { token: string } })).status).toBe(200);
    const signin = await callEndpoint(app, 'signin', { body: { email: customer.email, password: 'brand-new-pass' } });
    expect(signin.status).toBe(200);
  });

  it.each([
    ['a new email', () => ({ name: 'X', email: uniqueEmail('taken-over') })],
    ['a new password', (c: TestAccount) => ({ name: 'X', email: c.email, password: 'attacker-pass' })],
  ])('%s without the current password answers 401 and changes nothing', async (_label, body) => {
    const customer = await createCustomer();
    const res = await profile(customer, body(customer));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: API_MSG.currentPasswordRequired, code: 'INVALID_CREDENTIALS' });
    // Not a session failure: the client must not sign out for it.
    expect(res.headers['www-authenticate']).toBeUndefined();
    const record = await auth.getUser(customer.uid);
    expect(record.email).toBe(customer.email);
    expect((await usersCol(db).doc(customer.uid).get()).data()?.name).toBe(customer.name);
    const signin = await callEndpoint(app, 'signin', { body: { email: customer.email, password: customer.password } });
    expect(signin.status).toBe(200);
  });

  it('a wrong current password answers 401 and changes nothing', async () => {
    const customer = await createCustomer();
    const res = await profile(customer, {
      name: 'X',
      email: uniqueEmail('taken-over'),
      password: 'attacker-pass',
      currentPassword: 'not-the-password',
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: API_MSG.currentPasswordWrong, code: 'INVALID_CREDENTIALS' });
    expect((await auth.getUser(customer.uid)).email).toBe(customer.email);
    expect((await callEndpoint(app, 'myOrders', { as: customer })).status).toBe(200);
  });

  it('keeps the password when none is given', async () => {
    const customer = await createCustomer();
    const res = await profile(customer, { name: 'Kept', email: customer.email, password: '' });
    expect(res.status).toBe(200);
    const signin = await callEndpoint(app, 'signin', { body: { email: customer.email, password: customer.password } });
    expect(signin.status).toBe(200);
  });

  it('an email taken by another account is answered like a free one and changes nothing', async () => {
    const customer = await createCustomer();
    const other = await createCustomer();
    const res = await profile(customer, { name: 'X', email: other.email, currentPassword: customer.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: customer.email, pendingEmail: other.email });
    expect((await usersCol(db).doc(customer.uid).get()).data()?.email).toBe(customer.email);
  });

  it.each([
    [{ email: 'a@b.co' }, 'name is required'],
    [{ name: 'A', email: 'bad' }, 'email must be a valid email address'],
    [{ name: 'A', email: 'a@b.co', password: 'short' }, 'password must be at least 8 characters'],
  ])('refuses invalid input %j with 400', async (body, message) => {
    const customer = await createCustomer();
    const res = await profile(customer, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_FAILED' });
  });
});

describe('admin users', () => {
  it('lists users and reads one', async () => {
    const customer = await createCustomer({ name: 'Listed' });
    const list = await callEndpoint(app, 'adminUsers', { as: admin });
    expect(list.status).toBe(200);
    expect(list.body.users).toEqual(
      expect.arrayContaining([expect.objectContaining({ _id: customer.uid, name: 'Listed', isAdmin: false })]),
    );
    const one = await callEndpoint(app, 'userById', { params: { id: customer.uid }, as: admin });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ _id: customer.uid, name: 'Listed', email: customer.email, isAdmin: false });
  });

  it('answers 404 for an unknown user on read, update and delete', async () => {
    for (const [name, body] of [
      ['userById', undefined],
      ['updateUser', { name: 'A', email: 'a@b.co', isAdmin: false, updatedAt: '2026-01-01T00:00:00.000Z' }],
      ['deleteUser', undefined],
    ] as const) {
      const res = await callAnyEndpoint(app, name, { params: { id: 'unknown-user-id' }, as: admin, body });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: API_MSG.userNotFound, code: 'NOT_FOUND' });
    }
  });

  it('promotes a customer: claim set, old tokens revoked, new sign-in is admin', async () => {
    const customer = await createCustomer();
    // Revocation has one-second precision: a token from the same second would still be valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const email = uniqueEmail('promoted');
    const res = await callEndpoint(app, 'updateUser', {
      params: { id: customer.uid },
      as: admin,
      body: { name: 'Boss', email, isAdmin: true, updatedAt: await versionOf(customer.uid) },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: API_MSG.userUpdated,
      user: expect.objectContaining({ _id: customer.uid, name: 'Boss', email, isAdmin: true }),
    });
    const record = await auth.getUser(customer.uid);
    expect(record.customClaims).toMatchObject({ admin: true });
    expect(record.email).toBe(email);
    expect((await usersCol(db).doc(customer.uid).get()).data()).toMatchObject({ name: 'Boss', email, isAdmin: true });
    await expect(auth.verifyIdToken(customer.token, true)).rejects.toThrow();
    const signin = await callEndpoint(app, 'signin', { body: { email, password: customer.password } });
    expect(signin.body.isAdmin).toBe(true);
  });

  it('refuses an email taken by another account with 409', async () => {
    const customer = await createCustomer();
    const res = await callEndpoint(app, 'updateUser', {
      params: { id: customer.uid },
      as: admin,
      body: { name: 'A', email: admin.email, isAdmin: false, updatedAt: await versionOf(customer.uid) },
    });
    expect(res.status).toBe(409);
    expect((await auth.getUser(customer.uid)).email).toBe(customer.email);
  });

  it.each([
    [{ email: 'a@b.co', isAdmin: false }, 'name is required'],
    [{ name: 'A', email: 'bad', isAdmin: false }, 'email must be a valid email address'],
    [{ name: 'A', email: 'a@b.co', isAdmin: 'yes' }, 'isAdmin must be true or false'],
  ])('refuses invalid update %j with 400', async (body, message) => {
    const customer = await createCustomer();
    // Invalid on purpose, so sent past the contract's body type.
    const res = await callEndpoint(app, 'updateUser', { params: { id: customer.uid }, as: admin }).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_FAILED' });
  });

  it('deletes a user from Auth and Firestore', async () => {
    const customer = await createCustomer();
    const res = await callEndpoint(app, 'deleteUser', { params: { id: customer.uid }, as: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: API_MSG.userDeleted });
    expect((await usersCol(db).doc(customer.uid).get()).exists).toBe(false);
    await expect(auth.getUser(customer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('a save over a version that changed since answers 409 and writes nothing', async () => {
    const customer = await createCustomer({ name: 'Before' });
    const loaded = await versionOf(customer.uid);
    const first = await callEndpoint(app, 'updateUser', {
      params: { id: customer.uid },
      as: admin,
      body: { name: 'First', email: customer.email, isAdmin: false, updatedAt: loaded },
    });
    expect(first.status).toBe(200);
    const stale = await callEndpoint(app, 'updateUser', {
      params: { id: customer.uid },
      as: admin,
      body: { name: 'Stale', email: customer.email, isAdmin: true, updatedAt: loaded },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: API_MSG.userChanged, code: 'RECORD_CHANGED' });
    expect((await usersCol(db).doc(customer.uid).get()).data()).toMatchObject({ name: 'First', isAdmin: false });
    expect((await auth.getUser(customer.uid)).customClaims?.['admin']).not.toBe(true);
  });

  it('an admin cannot remove their own admin role', async () => {
    const res = await callEndpoint(app, 'updateUser', {
      params: { id: admin.uid },
      as: admin,
      body: { name: admin.name, email: admin.email, isAdmin: false, updatedAt: await versionOf(admin.uid) },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.cannotDemoteSelf, code: 'VALIDATION_FAILED' });
    expect((await auth.getUser(admin.uid)).customClaims?.['admin']).toBe(true);
  });

  it('the last admin of the shop cannot be demoted', async () => {
    const other = await createAdmin({ name: 'Other Admin' });
    await withOnlyAdmins([other.uid], async () => {
      const res = await callEndpoint(app, 'updateUser', {
        params: { id: other.uid },
        as: admin,
        body: { name: other.name, email: other.email, isAdmin: false, updatedAt: await versionOf(other.uid) },
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: API_MSG.lastAdmin, code: 'CONFLICT' });
      expect((await auth.getUser(other.uid)).customClaims?.['admin']).toBe(true);
    });
  });

  it('the last admin of the shop cannot be deleted', async () => {
    const other = await createAdmin({ name: 'Other Admin' });
    await withOnlyAdmins([other.uid], async () => {
      const res = await callEndpoint(app, 'deleteUser', { params: { id: other.uid }, as: admin });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ message: API_MSG.lastAdmin, code: 'CONFLICT' });
      expect((await usersCol(db).doc(other.uid).get()).data()).toMatchObject({ isAdmin: true });
      expect((await auth.getUser(other.uid)).customClaims?.['admin']).toBe(true);
    });
  });

  it('two admins demoting each other at once leave exactly one admin; the other gets 409', async () => {
    const first = await createAdmin({ name: 'First Admin' });
    const second = await createAdmin({ name: 'Second Admin' });
    await withOnlyAdmins([first.uid, second.uid], async () => {
      const demote = async (actor: TestAccount, target: TestAccount) =>
        callEndpoint(app, 'updateUser', {
          params: { id: target.uid },
          as: actor,
          body: { name: target.name, email: target.email, isAdmin: false, updatedAt: await versionOf(target.uid) },
        });
      const answers = await Promise.all([demote(first, second), demote(second, first)]);
      expectOneWinnerOneConflict(answers);
      expect(await adminsAmong([first.uid, second.uid])).toHaveLength(1);
      expect(await adminCount()).toBe(1);
    });
  });

  it('two admins deleting each other at once leave exactly one admin; the other gets 409', async () => {
    const first = await createAdmin({ name: 'First Admin' });
    const second = await createAdmin({ name: 'Second Admin' });
    await withOnlyAdmins([first.uid, second.uid], async () => {
      const remove = (actor: TestAccount, target: TestAccount) =>
        callEndpoint(app, 'deleteUser', { params: { id: target.uid }, as: actor });
      const answers = await Promise.all([remove(first, second), remove(second, first)]);
      expectOneWinnerOneConflict(answers);
      const remaining = await adminsAmong([first.uid, second.uid]);
      expect(remaining).toHaveLength(1);
      expect(await adminCount()).toBe(1);
      // The survivor still has its Auth account and claim; the other account is gone from Auth too.
      const [survivor] = remaining as [string];
      expect((await auth.getUser(survivor)).customClaims?.['admin']).toBe(true);
      const deleted = survivor === first.uid ? second.uid : first.uid;
      await expect(auth.getUser(deleted)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    });
  });

  it('refuses to delete yourself with 400', async () => {
    const res = await callEndpoint(app, 'deleteUser', { params: { id: admin.uid }, as: admin });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.cannotDeleteSelf, code: 'VALIDATION_FAILED' });
    expect((await usersCol(db).doc(admin.uid).get()).exists).toBe(true);
  });
});
