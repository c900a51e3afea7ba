/**
 * The admin tables' search boxes (docs/decisions/0027-import-export-and-operations.md) in real
 * Chromium against the seeded emulator stack: a name typed without diacritics finds its orders and
 * its account, a slug finds its product, the URL keeps the search, the clear button brings every row
 * back, and a search that matches nothing says so.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import seedOrders from '../seed/orders.json';
import seedProducts from '../seed/products.json';
import seedUsers from '../seed/users.json';
import { checkAccessibility } from './support/accessibility';
import { signInThroughUi } from './support/auth';
import { browserForFile, newPage, screenshot } from './support/browser';
import { ACCOUNTS } from './support/seed';

const customer = seedUsers.find((user) => user.email === 'tran.b@example.com');
const product = seedProducts.find((entry) => entry.slug === 'dell-vostro-3520');
if (!customer || !product) throw new Error('seed/ must hold Trần Thị B and the Dell Vostro 3520');
const customerOrders = seedOrders.filter((order) => order.userId === customer.uid).map((order) => order.id);

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const loaded = (page: Page) => page.getByText('Loading...').waitFor({ state: 'detached' });
/** The table's body rows (the header row left out). */
const bodyRows = (page: Page, table: string) =>
  page.getByRole('table', { name: table }).locator('tbody').getByRole('row');

const browser = browserForFile({ reseed: true });
let admin: { context: BrowserContext; page: Page };

beforeAll(async () => {
  admin = await newPage(browser(), 'desktop');
  await signInThroughUi(admin.page, ACCOUNTS.admin);
}, 150_000);

afterAll(async () => {
  await admin?.context.close();
});

describe('admin search boxes', () => {
  it("finds a customer's orders by a name typed without diacritics, kept in the URL", async () => {
    const { page } = admin;
    await page.goto('/admin/orders');
    await heading(page, 'Orders').waitFor();
    await loaded(page);
    await page.getByRole('textbox', { name: 'Search order ID, customer or phone' }).fill('tran b');
    await page.waitForURL((url) => url.searchParams.get('q') === 'tran b');
    await expect.poll(async () => (await bodyRows(page, 'Orders').allInnerTexts()).length).toBe(customerOrders.length);
    for (const id of customerOrders) await bodyRows(page, 'Orders').filter({ hasText: id }).waitFor();
    await checkAccessibility(page, 'admin orders searched');
    await screenshot(page, 'admin-orders-search');

    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Search order ID, customer or phone' }).inputValue())
      .toBe('tran b');
  });

  it('finds an account by a prefix of its email, and brings every row back with the clear button', async () => {
    const { page } = admin;
    await page.goto('/admin/users');
    await heading(page, 'Users').waitFor();
    await loaded(page);
    await page.getByRole('textbox', { name: 'Search name or email' }).fill('tran.b');
    await expect
      .poll(async () => bodyRows(page, 'Users').allInnerTexts())
      .toEqual([expect.stringContaining(customer.email)]);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q'));
    await expect.poll(async () => (await bodyRows(page, 'Users').allInnerTexts()).length).toBe(seedUsers.length);
  });

  it('finds a product by its slug and says so when nothing matches', async () => {
    const { page } = admin;
    await page.goto('/admin/products');
    await heading(page, 'Products').waitFor();
    await loaded(page);
    const box = page.getByRole('textbox', { name: 'Search name or slug' });
    await box.fill(product.slug);
    await box.press('Enter');
    await expect
      .poll(async () => bodyRows(page, 'Products').allInnerTexts())
      .toEqual([expect.stringContaining(product.name)]);
    await box.fill('khong co may nao');
    await page.getByText('No products match the search and filters.').waitFor();
  });
});
