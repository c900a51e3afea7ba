/**
 * Account emails end to end in real Chromium, read from the local mail catcher (scripts/mail-catcher):
 * forgot password through the inbox to a new password and a signed-in shopper; sign-up, the
 * verification banner, then verifying from the inbox (docs/decisions/0021-email-and-accounts.md).
 */
import { describe, expect, it } from 'vitest';
import { signInThroughUi, uniqueAccount } from './support/auth';
import { browserForFile, newPage, screenshot } from './support/browser';
import { linkIn, waitForEmail } from './support/inbox';

const browser = browserForFile();

/** The shop page an email links to, on the origin the journey runs against. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function signUpThroughUi(page: Parameters<typeof signInThroughUi>[0], account: ReturnType<typeof uniqueAccount>) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('button', { name: account.name, exact: true }).waitFor();
}

describe('account emails', () => {
  it('forgot password: the link from the inbox sets a new password and signs the shopper in', async () => {
    const { context, page } = await newPage(browser());
    try {
      const account = uniqueAccount('Forgetful');
      await signUpThroughUi(page, account);
      await context.clearCookies();
      await page.evaluate(() => window.localStorage.clear());

      await page.goto('/signin');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
      await page.getByLabel('Email').fill(account.email);
      await page.getByRole('button', { name: 'Send the link' }).click();
      await page.getByText('If the address has an account, we sent a link to reset the password').waitFor();
      await screenshot(page, 'forgot-password');

      const email = await waitForEmail(account.email, /Đặt lại mật khẩu|Reset your password/);
      await page.goto(pathOf(linkIn(email, '/reset-password?oobCode=')));
      await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
      const newPassword = `${account.password}-new`;
      await page.getByLabel('New Password').fill(newPassword);
      await page.getByLabel('Confirm Password').fill(newPassword);
      await page.getByRole('button', { name: 'Save and sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: account.name, exact: true }).waitFor();

      // The new password works from a fresh browser; the old one does not.
      await context.clearCookies();
      await page.evaluate(() => window.localStorage.clear());
      await signInThroughUi(page, { email: account.email, password: newPassword });
      await page.getByRole('button', { name: account.name, exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('sign-up shows the verification banner; the link from the inbox verifies the address', async () => {
    const { context, page } = await newPage(browser());
    try {
      const account = uniqueAccount('Verifier');
      await signUpThroughUi(page, account);
      await page.getByText(`Please verify your email address: we sent a link to ${account.email}.`).waitFor();
      await screenshot(page, 'verify-email-banner');

      const email = await waitForEmail(account.email, /Xác minh địa chỉ email|Verify your email/);
      expect(email.html).toContain('max-width:600px');
      await page.goto(pathOf(linkIn(email, '/verify-email?oobCode=')));
      await page.getByText('Your email address is verified').waitFor();
      await page.goto('/');
      await page.getByRole('button', { name: account.name, exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Resend' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
