/**
 * A customer on a phone (390×844) saves laptops with the heart "Yêu thích" on a card and on a
 * product page, finds them on /wishlist, and presses "Thông báo khi có hàng" on a sold-out laptop;
 * the admin restocks it and exactly one email arrives at the mail catcher, with the RFC 8058
 * unsubscribe headers, and a second restock sends none (docs/decisions/0099-wishlist.md,
 * 0100-restock-alerts-and-unsubscribe.md). Every screen is checked with axe (screenshot()).
 */
import { describe, expect, it } from 'vitest';
import products from '../seed/products.json';
import { signInThroughUi } from './support/auth';
import { BASE_URL, browserForFile, hydrated, newPage, screenshot } from './support/browser';
import { inboxMessages, waitForEmail } from './support/inbox';
import { ACCOUNTS } from './support/seed';

const soldOut = products.find((p) => p.countInStock === 0);
if (!soldOut) throw new Error('seed/products.json needs a sold-out laptop');

const browser = browserForFile({ reseed: true });

/** The admin's save as the product form sends it: every field as loaded, the stock changed. */
async function setStockAsAdmin(slug: string, countInStock: number): Promise<void> {
  const signin = await fetch(`${BASE_URL}/api/users/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ACCOUNTS.admin),
  });
  const { token } = (await signin.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  const product = (await (await fetch(`${BASE_URL}/api/products/slug/${slug}`, { headers: auth })).json()) as Record<
    string,
    unknown
  >;
  // Without `images` the save keeps the gallery (only the first photo's URL is `image`).
  const fields = ['name', 'slug', 'price', 'image', 'category', 'brand', 'description', 'featured']
    .concat(['specs', 'status', 'compareAtPrice', 'updatedAt'])
    .filter((key) => product[key] !== undefined);
  const body = { ...Object.fromEntries(fields.map((key) => [key, product[key]])), countInStock };
  const saved = await fetch(`${BASE_URL}/api/products/${String(product._id)}`, {
    method: 'PUT',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

describe('wishlist and restock alerts on a phone', () => {
  it('hearts on a card and a product page, /wishlist, and exactly one email when the laptop is back', async () => {
    const startedAt = new Date().toISOString();
    const { page } = await newPage(browser(), 'phone');
    await signInThroughUi(page, ACCOUNTS.customer);

    // A heart on the home page's first card: pressed once the tap is saved.
    await page.goto('/');
    await hydrated(page);
    const card = page.getByRole('article').first();
    const cardName = (await card.getByRole('heading').innerText()).trim();
    const cardHeart = card.getByRole('button', { name: 'Yêu thích' });
    await cardHeart.click();
    await expect.poll(() => cardHeart.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'wishlist-phone-home');

    // The sold-out laptop's page: its heart, and "Thông báo khi có hàng" instead of Add to cart.
    await page.goto(`/product/${soldOut.slug}`);
    await hydrated(page);
    const pageHeart = page.getByRole('button', { name: 'Yêu thích' }).first();
    await pageHeart.click();
    await expect.poll(() => pageHeart.getAttribute('aria-pressed')).toBe('true');
    const notify = page.getByRole('button', { name: 'Thông báo khi có hàng' });
    await notify.click();
    // The buy bar's notice: the buy box writes the same words under its own button, hidden below 600 px.
    const emailed = page
      .getByText('Chúng tôi sẽ gửi email cho bạn khi sản phẩm có hàng trở lại.', { exact: true })
      .filter({ visible: true });
    await emailed.first().waitFor();
    await expect.poll(() => notify.getAttribute('aria-pressed')).toBe('true');
    // Pressing again shows the same state: still one alert.
    await notify.click();
    await expect.poll(() => notify.getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, 'wishlist-phone-product');

    await page.goto('/wishlist');
    await page.getByRole('heading', { level: 1, name: 'Yêu thích' }).waitFor();
    await page.getByRole('link', { name: soldOut.name }).waitFor();
    await page.getByRole('link', { name: cardName }).waitFor();
    await screenshot(page, 'wishlist-phone-list');

    // The admin restocks it: one email, in the customer's language, with the unsubscribe headers.
    await setStockAsAdmin(soldOut.slug, 5);
    const subject = `${soldOut.name} đã có hàng trở lại`;
    const mail = await waitForEmail(ACCOUNTS.customer.email, subject);
    expect(mail.text).toContain(`/product/${soldOut.slug}`);
    expect(mail.headers['list-unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/alerts\/unsubscribe\?token=[^>]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Sold out and back again: no second email.
    await setStockAsAdmin(soldOut.slug, 0);
    await setStockAsAdmin(soldOut.slug, 3);
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    const received = (await inboxMessages(ACCOUNTS.customer.email)).filter(
      (message) => message.subject.includes(subject) && message.date >= startedAt,
    );
    expect(received).toHaveLength(1);

    // The email's link turns alerts off without signing in.
    const link = (mail.headers['list-unsubscribe'] ?? '').slice(1, -1);
    const unsubscribed = await fetch(link);
    expect(await unsubscribed.text()).toBe('Bạn đã hủy nhận thông báo');
  });
});
