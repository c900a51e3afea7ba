/** Sign-in through the real sign-in screen (labels 'Email', 'Password', button 'Sign In'). */
import type { Page } from 'playwright-core';

export async function signInThroughUi(page: Page, account: { email: string; password: string }, redirect?: string) {
  await page.goto(redirect ? `/signin?redirect=${encodeURIComponent(redirect)}` : '/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
}

/** Opens the header's user menu (titled with the user's name) and picks an entry. */
export async function pickUserMenu(page: Page, userName: string, entry: 'User Profile' | 'Order history' | 'Sign Out') {
  await page.getByRole('button', { name: userName, exact: true }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

/** A unique account per run: other journeys share the emulator. */
export function uniqueAccount(label: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `${label} ${id}`,
    email: `${label.toLowerCase().replace(/\W+/g, '-')}-${id}@example.com`,
    password: 'secret-pass-1',
  };
}
