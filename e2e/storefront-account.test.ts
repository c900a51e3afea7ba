/**
 * Account journeys in real Chromium: sign up (with the mismatch rule), profile update, a review by a
 * fresh customer, sign out from the header menu, and sign in honouring ?redirect=.
 */
import { describe, expect, it } from 'vitest';
import { readSeedFiles } from '../seed/build-seed-docs';
import { pickUserMenu, signInThroughUi, uniqueAccount } from './support/auth';
import { browserForFile, newPage, screenshot } from './support/browser';
import { ACCOUNTS } from './support/seed';
import { mustFind, seedProducts } from './support/storefront';

const browser = browserForFile({ reseed: true });

/** The product with the most seeded reviews, so "on top" is a real ordering check. */
function mostReviewedProduct() {
  const counts = new Map<string, number>();
  for (const review of readSeedFiles().reviews) counts.set(review.productId, (counts.get(review.productId) ?? 0) + 1);
  const [id] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  return mustFind(
    seedProducts.find((p) => p.id === id),
    'reviewed product',
  );
}

describe('storefront accounts', () => {
  it('signs up, updates the profile, writes a review on top of the list and signs out', async () => {
    const { context, page } = await newPage(browser());
    try {
      const account = uniqueAccount('Shopper');
      await page.goto('/signup');
      await page.getByRole('heading', { level: 1, name: 'Sign Up' }).waitFor();
      await screenshot(page, 'signup');

      await page.getByLabel('Name').fill(account.name);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByLabel('Confirm Password').fill(`${account.password}x`);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByText('Password do not match').waitFor();
      expect(new URL(page.url()).pathname).toBe('/signup');

      await page.getByLabel('Confirm Password').fill(account.password);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: account.name, exact: true }).waitFor();

      // Profile: the form starts with the account's data; an empty password keeps the current one.
      await pickUserMenu(page, account.name, 'User Profile');
      await page.waitForURL('**/profile');
      await page.getByRole('heading', { level: 1, name: 'User Profile' }).waitFor();
      expect(await page.getByLabel('Email').inputValue()).toBe(account.email);
      await screenshot(page, 'profile');
      const renamed = `${account.name} Updated`;
      await page.getByLabel('Name').fill(renamed);
      await page.getByRole('button', { name: 'Update' }).click();
      await page.getByText('User updated successfully').waitFor();
      await page.getByRole('button', { name: renamed, exact: true }).waitFor();

      // Review as this fresh customer: it goes on top, the count goes up, the form resets.
      const product = mostReviewedProduct();
      await page.goto(`/product/${product.slug}`);
      await page.getByRole('heading', { name: 'Write a customer review' }).waitFor();
      const countText = async () =>
        (await page
          .getByText(/^\d+ reviews$/)
          .first()
          .textContent()) ?? '';
      const before = Number((await countText()).split(' ')[0]);
      const comment = `Máy chạy êm, pin tốt (${account.email})`;
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Please enter comment and rating').waitFor();
      await page.getByRole('radio', { name: '5 Excelent' }).check();
      await page.getByLabel('Comment').fill(comment);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Review submitted successfully').waitFor();
      const firstReview = page.getByRole('list', { name: 'Customer reviews' }).getByRole('listitem').first();
      await expect.poll(() => firstReview.textContent()).toContain(comment);
      expect(await firstReview.textContent()).toContain(renamed);
      await expect.poll(async () => Number((await countText()).split(' ')[0])).toBe(before + 1);
      expect(await page.getByLabel('Comment').inputValue()).toBe('');

      await pickUserMenu(page, renamed, 'Sign Out');
      await page.waitForURL((url) => url.pathname === '/signin');
      await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('signs in with ?redirect= and lands there; a signed-in visit to /signin goes on', async () => {
    const { context, page } = await newPage(browser());
    try {
      await page.goto('/signin?redirect=/shipping');
      await page.getByRole('heading', { level: 1, name: 'Sign In' }).waitFor();
      expect(await page.getByRole('link', { name: 'Create your account' }).getAttribute('href')).toBe(
        '/signup?redirect=%2Fshipping',
      );
      await screenshot(page, 'signin');

      await page.getByLabel('Email').fill(ACCOUNTS.customer.email);
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Invalid email or password').waitFor();

      await signInThroughUi(page, ACCOUNTS.customer, '/shipping');
      await page.waitForURL((url) => url.pathname === '/shipping');

      await page.goto('/signin?redirect=/cart');
      await page.waitForURL((url) => url.pathname === '/cart');
    } finally {
      await context.close();
    }
  });

  it('shows the profile screen at phone width with the header still usable', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await signInThroughUi(page, ACCOUNTS.customer, '/profile');
      await page.waitForURL('**/profile');
      await page.getByRole('heading', { level: 1, name: 'User Profile' }).waitFor();
      expect(await page.getByLabel('Email').inputValue()).toBe(ACCOUNTS.customer.email);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, 'profile');
    } finally {
      await context.close();
    }
  });
});
