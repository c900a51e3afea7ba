/** Sign-in through the real sign-in screen (labels 'Email', 'Password', button 'Sign In'). */
import type { Page } from 'playwright-core';

export async function signInThroughUi(page: Page, account: { email: string; password: string }, redirect?: string) {
  await page.goto(redirect ? `/signin?redirect=${encodeURIComponent(redirect)}` : '/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
}
