/**
 * Reviews that help, on a phone (390×844): the star breakdown and a filter by one star, a review
 * written by tapping stars from a customer whose order of the laptop was delivered ("Đã mua hàng"),
 * the shop's reply written by the admin and shown to everyone, and another customer's helpful vote.
 * Every screen is checked with axe (screenshot()).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import orders from '../seed/orders.json';
import products from '../seed/products.json';
import reviews from '../seed/reviews.json';
import users from '../seed/users.json';
import { browserForFile, hydrated, newPage, screenshot } from './support/browser';
import { signInThroughUi } from './support/auth';
import { ACCOUNTS } from './support/seed';
import { mustFind } from './support/storefront';

const browser = browserForFile({ reseed: true });

/** The seed's most reviewed laptop, for the breakdown and the filter. */
const reviewedId = mustFind(
  [...new Set(reviews.map((r) => r.productId))].sort(
    (a, b) => reviews.filter((r) => r.productId === b).length - reviews.filter((r) => r.productId === a).length,
  )[0],
  'a reviewed product',
);
const reviewed = mustFind(
  products.find((p) => p.id === reviewedId),
  'the most reviewed product',
);
const starsOf = (stars: number) => reviews.filter((r) => r.productId === reviewedId && r.rating === stars);

/** A delivered order whose customer has not reviewed its laptop yet: they write the verified review. */
const delivered = mustFind(
  orders.find(
    (order) =>
      order.deliveredAt !== null &&
      !reviews.some((r) => r.userId === order.userId && r.productId === order.items[0]?.productId),
  ),
  'a delivered order of an unreviewed laptop',
);
const buyer = mustFind(
  users.find((u) => u.uid === delivered.userId),
  'the buyer',
);
const bought = mustFind(
  products.find((p) => p.id === delivered.items[0]?.productId),
  'the laptop bought',
);

const reviewsList = (page: Page) => page.getByRole('list', { name: 'Customer reviews' });
const reviewBy = (page: Page, name: string) => reviewsList(page).getByRole('listitem').filter({ hasText: name });
/** The list is read again over the API after a press; the machine may be busy. */
const POLL = { timeout: 15_000, interval: 200 };

describe('reviews on a phone', () => {
  it('star breakdown and a star filter, as anyone sees them', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await page.goto(`/product/${reviewed.slug}`);
      await hydrated(page);
      const bars = page.getByRole('list', { name: 'Reviews by stars' });
      const five = starsOf(5).length;
      await bars.getByRole('button', { name: `5 stars: ${five} reviews` }).waitFor();
      await screenshot(page, 'reviews-phone-breakdown');

      const four = starsOf(4);
      const fourBar = bars.getByRole('button', { name: `4 stars: ${four.length} reviews` });
      await fourBar.click();
      expect(await fourBar.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => reviewsList(page).getByRole('listitem').count(), POLL).toBe(four.length);
      await screenshot(page, 'reviews-phone-filtered');
      await fourBar.click();
      await expect
        .poll(() => reviewsList(page).getByRole('listitem').count(), POLL)
        .toBe(reviews.filter((r) => r.productId === reviewedId).length);
    } finally {
      await context.close();
    }
  });

  // One story told in four steps, in order: each its own test for time, all on the review the buyer writes.
  const comment = 'Máy nhẹ, pin dùng cả ngày, giao hàng nhanh.';
  const reply = 'Cảm ơn anh đã tin tưởng mua hàng tại shop!';

  it('a buyer rates by tapping stars, and the review shows "Đã mua hàng"', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await signInThroughUi(page, { email: buyer.email, password: buyer.password }, `/product/${bought.slug}`);
      await page.getByRole('heading', { name: 'Write a customer review' }).waitFor();
      await page.getByRole('radiogroup', { name: 'Rating' }).getByRole('radio', { name: '4 Very good' }).check();
      await page.getByLabel('Comment').fill(comment);
      await screenshot(page, 'reviews-phone-form');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Review submitted successfully').waitFor();
      const mine = reviewBy(page, comment);
      await mine.getByText('Đã mua hàng').waitFor();
      // One's own review cannot be marked helpful.
      expect(await mine.getByRole('button', { name: 'Hữu ích (0)' }).isDisabled()).toBe(true);
      // Its star's bar counts it.
      await page.getByRole('button', { name: '4 stars: 1 reviews' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('the admin answers it on the product page', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await signInThroughUi(page, ACCOUNTS.admin, `/product/${bought.slug}`);
      const review = reviewBy(page, comment);
      await review.getByRole('button', { name: 'Phản hồi' }).click();
      await review.getByLabel('Phản hồi của shop').fill(reply);
      await review.getByRole('button', { name: 'Gửi phản hồi' }).click();
      await review.getByText(/^Phản hồi từ /).waitFor();
      await review.getByText(reply).waitFor();
      await screenshot(page, 'reviews-phone-admin-reply');
    } finally {
      await context.close();
    }
  });

  it('another customer reads the badge and the reply, and marks the review helpful', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await signInThroughUi(page, ACCOUNTS.customer, `/product/${bought.slug}`);
      const review = reviewBy(page, comment);
      await review.getByText('Đã mua hàng').waitFor();
      await review.getByText(reply).waitFor();
      await review.getByRole('button', { name: 'Hữu ích (0)' }).click();
      const counted = review.getByRole('button', { name: 'Hữu ích (1)' });
      await counted.waitFor();
      expect(await counted.getAttribute('aria-pressed')).toBe('true');
      await screenshot(page, 'reviews-phone-helpful');
    } finally {
      await context.close();
    }
  });

  it('signed out, the server-rendered page shows the badge, the reply and the count', async () => {
    const { context, page } = await newPage(browser(), 'phone', { javaScriptEnabled: false });
    try {
      await expect
        .poll(
          async () => {
            await page.goto(`/product/${bought.slug}`);
            return reviewBy(page, comment).textContent();
          },
          { timeout: 30_000, interval: 2_000 },
        )
        .toMatch(/Đã mua hàng[\s\S]*Phản hồi từ [\s\S]*Hữu ích \(1\)/);
    } finally {
      await context.close();
    }
  });
});
