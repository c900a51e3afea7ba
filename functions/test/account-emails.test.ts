import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.js';
import { LIMITS } from '../src/api/limits/abuse-limits.js';
import { usersCol } from '../src/data/collections.js';
import type { MailDoc } from '../src/mail/mail-doc.js';
import { COLLECTIONS } from '../src/shared/collections.js';
import type { UserInfo } from '../src/shared/entities/account.js';
import { languageCookie } from '../src/shared/languages.js';
import { ACCOUNT_MSG } from '../src/shared/screen-messages.js';
import { callEndpoint } from './support/call-endpoint.js';
import { createAdmin, createCustomer, deleteTestUsers, trackUser } from './support/accounts.js';
import { auth, clearDatabase, ctx, db, TEST_SHOP_ORIGIN, uniqueEmail } from './support/test-context.js';

const app = createApp(ctx, { trustedProxyHops: () => 1 });
let ipCounter = 0;
const freshIp = () => `198.51.100.${(ipCounter += 1)}`;
const englishCookie = languageCookie('en', false).split(';')[0] as string;

/** The emails queued for an address, newest first: what the customer will find in the inbox. */
async function mailTo(address: string): Promise<MailDoc[]> {
  const snapshot = await db.collection(COLLECTIONS.mail).where('to', '==', address).get();
  return snapshot.docs
    .map((doc) => doc.data() as MailDoc)
    .sort((a, b) => b.delivery.startTime.localeCompare(a.delivery.startTime));
}

/** The code of the shop page's link in an email's text. */
function codeFrom(mail: MailDoc | undefined, page: string): string {
  const link = mail?.message.text
    .match(/https?:\/\/\S+/g)
    ?.find((url) => url.startsWith(`${TEST_SHOP_ORIGIN}${page}?`));
  if (!link) throw new Error(`no ${page} link in ${mail?.message.text}`);
  return new URL(link).searchParams.get('oobCode') ?? '';
}

const forgot = (email: string, ip = freshIp()) =>
  callEndpoint(app, 'requestPasswordReset', { body: { email }, headers: { 'X-Forwarded-For': ip } });

beforeEach(clearDatabase);
afterAll(deleteTestUsers);

describe('forgot password', () => {
  it('answers the same for an address with and without an account, and emails only the account', async () => {
    const customer = await createCustomer();
    const unknown = uniqueEmail('nobody');
    const known = await forgot(customer.email);
    const missing = await forgot(unknown);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(known.body).toEqual({ message: ACCOUNT_MSG.passwordResetSent });
    expect(missing.body).toEqual(known.body);
    expect(await mailTo(unknown)).toEqual([]);
    const [mail] = await mailTo(customer.email);
    expect(mail?.message.subject).toBe('Đặt lại mật khẩu – Laptop Shop');
    expect(codeFrom(mail, '/reset-password')).not.toBe('');
  });

  it('is limited per address, whichever client asks', async () => {
    const customer = await createCustomer();
    for (let i = 0; i < LIMITS.accountEmailsPerAddress.points; i += 1)
      expect((await forgot(customer.email)).status).toBe(200);
    const refused = await forgot(customer.email);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: ACCOUNT_MSG.tooManyAccountEmails, code: 'RATE_LIMITED' });
    expect(await mailTo(customer.email)).toHaveLength(LIMITS.accountEmailsPerAddress.points);
  });

  it('is limited per client, whichever addresses it names', async () => {
    const ip = freshIp();
    for (let i = 0; i < LIMITS.accountEmailsPerIp.points; i += 1)
      expect((await forgot(uniqueEmail('spray'), ip)).status).toBe(200);
    expect((await forgot(uniqueEmail('spray'), ip)).status).toBe(429);
  });

  it('the emailed code sets the new password, ends every other session and signs the customer in', async () => {
    const customer = await createCustomer();
    // Revocation has one-second precision: a token from the same second would still be valid.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await forgot(customer.email);
    const oobCode = codeFrom((await mailTo(customer.email))[0], '/reset-password');
    const res = await callEndpoint(app, 'resetPassword', { body: { oobCode, password: 'brand-new-pass' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: customer.uid, email: customer.email, customToken: expect.any(String) });
    expect((await callEndpoint(app, 'myOrders', { as: customer })).status).toBe(401);
    expect((await callEndpoint(app, 'myOrders', { as: res.body as UserInfo })).status).toBe(200);
    const signin = await callEndpoint(app, 'signin', { body: { email: customer.email, password: 'brand-new-pass' } });
    expect(signin.status).toBe(200);
    // A code works once.
    const again = await callEndpoint(app, 'resetPassword', { body: { oobCode, password: 'another-pass-1' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: ACCOUNT_MSG.invalidActionLink, code: 'VALIDATION_FAILED' });
  });

  it('refuses an unknown code with 400 and a too short password before using the code', async () => {
    const bad = await callEndpoint(app, 'resetPassword', {
      body: { oobCode: 'not-a-code', password: 'brand-new-pass' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: ACCOUNT_MSG.invalidActionLink, code: 'VALIDATION_FAILED' });
    const short = await callEndpoint(app, 'resetPassword', { body: { oobCode: 'x', password: '1' } });
    expect(short.status).toBe(400);
  });
});

describe('email verification', () => {
  it('sign-up emails a verification link in the customer’s language; opening it verifies the address', async () => {
    const email = uniqueEmail('fresh');
    const signup = await callEndpoint(app, 'signup', {
      body: { name: 'Fresh', email, password: 'fresh-pass-1' },
      headers: { Cookie: englishCookie, 'X-Forwarded-For': freshIp() },
    });
    expect(signup.status).toBe(201);
    trackUser((signup.body as UserInfo)._id);
    expect(signup.body).toMatchObject({ emailVerified: false });
    const [mail] = await mailTo(email);
    expect(mail?.message.subject).toBe('Verify your email – Laptop Shop');

    const applied = await callEndpoint(app, 'applyEmailAction', { body: { oobCode: codeFrom(mail, '/verify-email') } });
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ message: ACCOUNT_MSG.emailVerified, email, emailChanged: false });
    expect((await auth.getUserByEmail(email)).emailVerified).toBe(true);
    const signin = await callEndpoint(app, 'signin', { body: { email, password: 'fresh-pass-1' } });
    expect(signin.body).toMatchObject({ emailVerified: true });
  });

  it('"resend" emails a new link, is limited, and answers 409 once verified', async () => {
    const customer = await createCustomer({ verified: false });
    const resend = () => callEndpoint(app, 'sendVerificationEmail', { as: customer });
    const first = await resend();
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: ACCOUNT_MSG.verificationSent });
    for (let i = 1; i < LIMITS.accountEmailsPerAddress.points; i += 1) await resend();
    expect((await resend()).status).toBe(429);
    const mails = await mailTo(customer.email);
    expect(mails).toHaveLength(LIMITS.accountEmailsPerAddress.points);
    await callEndpoint(app, 'applyEmailAction', { body: { oobCode: codeFrom(mails[0], '/verify-email') } }).expect(200);
    const verified = await resend();
    expect(verified.status).toBe(409);
    expect(verified.body).toEqual({ message: ACCOUNT_MSG.alreadyVerified, code: 'CONFLICT' });
  });

  it('refuses an unknown code with 400', async () => {
    const res = await callEndpoint(app, 'applyEmailAction', { body: { oobCode: 'not-a-code' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: ACCOUNT_MSG.invalidActionLink, code: 'VALIDATION_FAILED' });
  });

  it('the admin users table shows who is verified', async () => {
    const admin = await createAdmin();
    const customer = await createCustomer();
    await auth.updateUser(customer.uid, { emailVerified: true });
    const res = await callEndpoint(app, 'adminUsers', { as: admin });
    expect(res.status).toBe(200);
    const rows = (res.body as { users: Array<{ _id: string; emailVerified: boolean }> }).users;
    expect(rows.find((row) => row._id === customer.uid)?.emailVerified).toBe(true);
    expect(rows.find((row) => row._id === admin.uid)?.emailVerified).toBe(false);
  });
});

describe('changing the email address', () => {
  it('sends a link to the new address and changes nothing until it is opened; then tells the old address', async () => {
    const customer = await createCustomer();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const newEmail = uniqueEmail('moved');
    const res = await callEndpoint(app, 'updateProfile', {
      as: customer,
      body: { name: customer.name, email: newEmail, currentPassword: customer.password },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: customer.email, pendingEmail: newEmail });
    expect((await auth.getUser(customer.uid)).email).toBe(customer.email);
    expect((await usersCol(db).doc(customer.uid).get()).data()?.email).toBe(customer.email);
    expect((await callEndpoint(app, 'myOrders', { as: customer })).status).toBe(200);

    const [link] = await mailTo(newEmail);
    expect(link?.message.subject).toBe('Xác nhận email mới – Laptop Shop');
    const applied = await callEndpoint(app, 'applyEmailAction', { body: { oobCode: codeFrom(link, '/verify-email') } });
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ message: ACCOUNT_MSG.emailChanged, email: newEmail, emailChanged: true });
    expect((await auth.getUser(customer.uid)).email).toBe(newEmail);
    expect((await usersCol(db).doc(customer.uid).get()).data()?.email).toBe(newEmail);
    expect((await callEndpoint(app, 'myOrders', { as: customer })).status).toBe(401);
    const [told] = await mailTo(customer.email);
    expect(told?.message.subject).toBe('Email tài khoản đã thay đổi – Laptop Shop');
    expect(told?.message.text).toContain(`từ ${customer.email} sang ${newEmail}`);
    const signin = await callEndpoint(app, 'signin', { body: { email: newEmail, password: customer.password } });
    expect(signin.status).toBe(200);
  });

  it("the admin users table's box finds the account by its new address once the link is opened, not the old", async () => {
    const admin = await createAdmin();
    const customer = await createCustomer();
    const newEmail = uniqueEmail('found');
    const search = async (q: string) => {
      const res = await callEndpoint(app, 'adminUsers', { as: admin, query: { q } });
      return (res.body as { users: Array<{ _id: string }> }).users.map((row) => row._id);
    };
    await callEndpoint(app, 'updateProfile', {
      as: customer,
      body: { name: customer.name, email: newEmail, currentPassword: customer.password },
    }).expect(200);
    expect(await search(newEmail)).toEqual([]);
    const [link] = await mailTo(newEmail);
    await callEndpoint(app, 'applyEmailAction', { body: { oobCode: codeFrom(link, '/verify-email') } }).expect(200);
    expect(await search(newEmail)).toEqual([customer.uid]);
    expect(await search(customer.email)).toEqual([]);
  });

  it('email change to a taken address answers as to a free one; the owner is told by email, no link is sent', async () => {
    const customer = await createCustomer();
    const owner = await createCustomer();
    const freeEmail = uniqueEmail('free');
    const ask = async (email: string) => {
      const res = await callEndpoint(app, 'updateProfile', {
        as: customer,
        body: { name: customer.name, email, currentPassword: customer.password },
      });
      return { status: res.status, body: { ...res.body, pendingEmail: res.body.pendingEmail === email } };
    };
    const taken = await ask(owner.email);
    expect(taken).toEqual(await ask(freeEmail));
    expect(taken).toMatchObject({ status: 200, body: { email: customer.email, pendingEmail: true } });
    const mails = await mailTo(owner.email);
    expect(mails.map((mail) => mail.template?.name)).toEqual(['emailTakenNotice']);
    expect(mails[0]?.message.subject).toBe('Có yêu cầu dùng email của bạn – Laptop Shop');
    expect(mails[0]?.message.html).not.toContain(customer.email);
    expect((await auth.getUser(customer.uid)).email).toBe(customer.email);
    expect((await auth.getUser(owner.uid)).email).toBe(owner.email);
  });
});
