/** Sign-in through the real sign-in screen (labels 'Email', 'Password', button 'Sign In'). */
import type { Page } from 'playwright-core';
import { hydrated } from './browser';

export async function signInThroughUi(page: Page, account: { email: string; password: string }, redirect?: string) {
  await page.goto(redirect ? `/signin?redirect=${encodeURIComponent(redirect)}` : '/signin');
  await signInOnPage(page, account);
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
}

/**
 * Fills and sends the sign-in screen the page is on; `words` gives the labels in the shop's
 * language (a translator from catalogues.ts), the specification's by default.
 */
export async function signInOnPage(
  page: Page,
  account: { email: string; password: string },
  words: (source: string) => string = (source) => source,
) {
  await page.getByLabel(words('Email')).fill(account.email);
  await page.getByLabel(words('Password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: words('Sign In') }).click();
}

/** Opens the header's user menu (titled with the user's name), once the page is hydrated, and picks an entry. */
export async function pickUserMenu(page: Page, userName: string, entry: 'User Profile' | 'Order history' | 'Sign Out') {
  await hydrated(page);
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
