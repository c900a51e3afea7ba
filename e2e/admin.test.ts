/**
 * Admin journeys (spec section 2, admin screens) in real Chromium against the emulator stack:
 * dashboard numbers from the seed, product create/edit/delete seen on the storefront, paying and
 * delivering an order seen by its customer, promoting a user, and the admin-only guard.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatOrderAmount } from '@shared/money';
import { vietnamDay } from '@shared/vietnam-time';
import { priceOrder } from '@shared/pricing';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import seedOrders from '../seed/orders.json';
import seedProducts from '../seed/products.json';
import seedUsers from '../seed/users.json';
import { signInThroughUi } from './support/auth';
import { browserForFile, newPage, screenshot } from './support/browser';
import { ACCOUNTS } from './support/seed';

const productPrice = new Map(seedProducts.map((product) => [product.id, product.price]));
const seedTotalSales = seedOrders.reduce((sum, order) => {
  const lines = order.items.map((item) => {
    const price = productPrice.get(item.productId);
    if (price === undefined) throw new Error(`seed order ${order.id} names unknown product ${item.productId}`);
    return { price, quantity: item.quantity };
  });
  return sum + priceOrder(lines, DEFAULT_SHOP_SETTINGS).totalPrice;
}, 0);

const unpaidOrder = seedOrders.find((order) => !order.paidAt && !order.deliveredAt);
const unpaidOrderCustomer = seedUsers.find((user) => user.uid === unpaidOrder?.userId);
// A customer with no admin role who is not the unpaid order's owner, to promote to admin.
const promotedUser = seedUsers.find(
  (user) => !user.isAdmin && user.uid !== unpaidOrder?.userId && user.email !== ACCOUNTS.customer.email,
);
if (!unpaidOrder || !unpaidOrderCustomer || !promotedUser) {
  throw new Error('seed/ must hold an unpaid order of a known customer and a second customer');
}

const ADMIN_SCREENS = ['/admin/dashboard', '/admin/products', '/admin/orders', '/admin/users'] as const;

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const loaded = (page: Page) => page.getByText('Loading...').waitFor({ state: 'detached' });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

const browser = browserForFile({ reseed: true });
let admin: { context: BrowserContext; page: Page };

beforeAll(async () => {
  admin = await newPage(browser(), 'desktop');
  // The charts honour reduced motion, so screenshots show them drawn rather than mid-animation.
  await admin.page.emulateMedia({ reducedMotion: 'reduce' });
  // window.confirm ('Are you sure to create?' / 'Are you sure to delete?') is always accepted.
  admin.page.on('dialog', (dialog) => void dialog.accept());
  await signInThroughUi(admin.page, ACCOUNTS.admin);
}, 150_000);

afterAll(async () => {
  await admin?.context.close();
});

describe('admin', () => {
  it('shows the seeded users, orders and sales on the dashboard with both charts', async () => {
    const { page } = admin;
    await page.goto('/admin/dashboard');
    await heading(page, 'Dashboard').waitFor();
    await loaded(page);

    const stat = (title: string) => page.getByTestId(`stat-${title}`).innerText();
    expect(await stat('Users')).toBe(String(seedUsers.length));
    expect(await stat('Orders')).toBe(String(seedOrders.length));
    expect(await stat('Total Sales')).toBe(formatOrderAmount(seedTotalSales));
    // Seeded orders span several days and products span several categories: both charts draw.
    await page.getByRole('region', { name: 'Sales' }).locator('path.MuiLineChart-area').first().waitFor();
    const slices = page
      .getByRole('region', { name: 'Categories' })
      .locator('path[class*="MuiPieArc"], path[class*="MuiPieChart-arc"]');
    await slices.first().waitFor();
    expect(await slices.count()).toBe(new Set(seedProducts.map((product) => product.category)).size);
    expect(await page.getByText('No Sale').count()).toBe(0);
    expect(await page.getByText('No Category').count()).toBe(0);
    await screenshot(page, 'admin-dashboard');
  });

  it('creates and edits a product that then shows on the storefront, and deletes it', async () => {
    const { page } = admin;
    const unique = Date.now().toString(36);
    const fields = {
      Name: `E2E Laptop ${unique}`,
      Slug: `e2e-laptop-${unique}`,
      Price: '77.5',
      Category: 'E2E',
      'Count In Stock': '5',
    };

    await page.goto('/admin/products');
    await heading(page, 'Products').waitFor();
    await loaded(page);
    await page.getByRole('row').nth(1).waitFor();
    await screenshot(page, 'admin-products');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await toast(page, 'product created successfully');
    await page.waitForURL('**/admin/product/*');
    const productId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    await heading(page, `Edit Product ${productId}`).waitFor();
    await loaded(page);

    // This machine has no Storage emulator: the gallery says so in one line, offers no file picker and takes URLs.
    await page.getByText('Tải ảnh lên không khả dụng trên máy này').waitFor();
    expect(await page.locator('input[type="file"]').count()).toBe(0);

    // A new product is a draft: shoppers do not find it until it is published.
    const draftSlug = await page.getByLabel('Slug', { exact: false }).inputValue();
    const visitor = await newPage(browser(), 'desktop');
    try {
      await visitor.page.goto(`/product/${draftSlug}`);
      await visitor.page.getByText('Product Not Found').waitFor();
    } finally {
      await visitor.context.close();
    }

    // Each field by its whole label ('Price', not 'Compare-at price'), with the required mark if it has one.
    for (const [label, value] of Object.entries(fields)) {
      await page.getByLabel(new RegExp(`^${label}\\s*\\*?$`)).fill(value);
    }
    // Publishing needs the core specifications (docs/decisions/0024-laptop-specifications-and-compare.md).
    await page.getByLabel(/^CPU brand/).selectOption('Intel');
    await page.getByLabel(/^RAM\s*\*?$/).fill('16');
    await page.getByLabel(/^Storage\s*\*?$/).fill('512');
    await page.getByLabel(/^Graphics type/).selectOption({ label: 'Integrated' });
    await page.getByLabel(/^Screen size/).fill('14');
    await page.getByLabel(/^Weight/).fill('1.4');
    await page.getByRole('checkbox', { name: 'Featured on the home page' }).check();
    await page.getByRole('checkbox', { name: /^Publish: put it on sale/ }).check();
    await screenshot(page, 'admin-product-edit');
    await page.getByRole('button', { name: 'Update' }).click();
    await toast(page, 'Product updated successfully');
    await page.waitForURL((url) => url.pathname === '/admin/products');

    const shopper = await newPage(browser(), 'desktop');
    try {
      await shopper.page.goto(`/product/${fields.Slug}`);
      await shopper.page.getByRole('heading', { name: fields.Name }).waitFor();
      await shopper.page.getByText('Còn hàng').first().waitFor();
      // Featured: the home page shows the admin's choice (the only featured product) instead of the newest.
      await shopper.page.goto('/');
      await shopper.page.getByRole('link', { name: fields.Name }).first().waitFor();
      expect(await shopper.page.getByRole('article').count()).toBe(1);
      await shopper.page.getByRole('link', { name: 'See all products' }).click();
      await shopper.page.waitForURL('**/search');
    } finally {
      await shopper.context.close();
    }

    // The admin list is paged; find the row of the new product on whichever page it landed.
    const row = await findProductRow(page, productId);
    expect(await row.innerText()).toContain(fields.Name);
    await row.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'product deleted successfully');
    await page.getByRole('row').filter({ hasText: productId }).waitFor({ state: 'detached' });
  });

  it('opens the products page 2 by its link, a page of other products, and keeps it in the URL', async () => {
    const { page } = admin;
    const names = () => page.getByRole('table', { name: 'Products' }).getByRole('row').allInnerTexts();
    await page.goto('/admin/products');
    await heading(page, 'Products').waitFor();
    await loaded(page);
    await page.getByRole('row').nth(1).waitFor();
    const first = await names();
    const pager = page.getByRole('navigation', { name: 'Product pages' });
    const second = pager.getByRole('link', { name: 'Go to page 2' });
    expect(await second.getAttribute('href')).toBe('/admin/products?page=2');

    await second.click();
    await page.waitForURL('**/admin/products?page=2');
    await pager.getByRole('link', { name: 'Page 2, shown' }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    const rows = await names();
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).filter((row) => first.includes(row))).toEqual([]);
    // The address alone opens the same page, as a link shared or reloaded would.
    await page.reload();
    await pager.getByRole('link', { name: 'Page 2, shown' }).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    expect(await names()).toEqual(rows);
  });

  it("marks an unpaid order paid, then delivered, and its customer sees 'Delivered at'", async () => {
    const { page } = admin;
    await page.goto('/admin/orders');
    await heading(page, 'Orders').waitFor();
    const row = page.getByRole('row').filter({ hasText: unpaidOrder.id });
    await row.waitFor();
    expect((await row.getByRole('cell').allInnerTexts()).slice(4, 7)).toEqual(['Awaiting payment', 'No', 'No']);
    await screenshot(page, 'admin-orders');
    await row.getByRole('link', { name: 'Details' }).click();

    await page.waitForURL(`**/order/${unpaidOrder.id}`);
    await page.getByText('Not Paid').waitFor();
    await page.getByRole('button', { name: 'Mark as Paid' }).click();
    await toast(page, 'Order marked as paid');
    await page.getByText(/^Paid at \d{4}-\d{2}-\d{2}$/).waitFor();
    // Paid but never shipped (picked up at the shop): the dialog asks why, and nothing happens before it.
    await page.getByRole('button', { name: 'Deliver Order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deliver without a shipment' });
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Picked up at the shop');
    await screenshot(page, 'admin-deliver-dialog');
    await dialog.getByRole('button', { name: 'Deliver Order' }).click();
    await toast(page, 'Order delivered');
    await page.getByText(/^Delivered at \d{4}-\d{2}-\d{2}$/).waitFor();
    expect(await page.getByRole('button', { name: /Mark as Paid|Deliver Order/ }).count()).toBe(0);
    await screenshot(page, 'admin-order-delivered');

    const customer = await newPage(browser(), 'desktop');
    try {
      await signInThroughUi(customer.page, unpaidOrderCustomer, `/order/${unpaidOrder.id}`);
      await customer.page.getByRole('heading', { level: 1, name: `Order ${unpaidOrder.id}` }).waitFor();
      const today = vietnamDay(new Date().toISOString());
      await customer.page.getByText(`Delivered at ${today}`).waitFor();
      await customer.page.getByText(`Paid at ${today}`).waitFor();
      expect(await customer.page.getByRole('button', { name: /Mark as Paid|Deliver Order/ }).count()).toBe(0);
    } finally {
      await customer.context.close();
    }
  });

  it('makes a customer an admin, who then sees the Admin menu after signing in again', async () => {
    const { page } = admin;
    const customer = await newPage(browser(), 'desktop');
    try {
      await signInThroughUi(customer.page, promotedUser);
      await customer.page.getByRole('link', { name: /cart/i }).first().waitFor();
      expect(await customer.page.getByRole('button', { name: 'Admin', exact: true }).count()).toBe(0);

      await page.goto('/admin/users');
      await heading(page, 'Users').waitFor();
      const row = page.getByRole('row').filter({ hasText: promotedUser.email });
      // ID, NAME, EMAIL, VERIFIED, IS ADMIN
      expect(await row.getByRole('cell').nth(4).innerText()).toBe('NO');
      await screenshot(page, 'admin-users');
      await row.getByRole('link', { name: 'Edit' }).click();
      await page.waitForURL(`**/admin/user/${promotedUser.uid}`);
      await heading(page, `Edit User ${promotedUser.uid}`).waitFor();
      await loaded(page);
      await page.getByRole('checkbox', { name: 'Is Admin' }).check();
      await screenshot(page, 'admin-user-edit');
      await page.getByRole('button', { name: 'Update' }).click();
      await toast(page, 'User updated successfully');
      await page.waitForURL((url) => url.pathname === '/admin/users');
      expect(
        await page.getByRole('row').filter({ hasText: promotedUser.email }).getByRole('cell').nth(3).innerText(),
      ).toBe('YES');

      // The role change revoked the customer's session: their next signed-in call (the home page's hearts read
      // the wishlist) is refused and the app sends them to sign in again; the new sign-in carries the new role.
      await customer.page.goto('/');
      await customer.page.waitForURL((url) => url.pathname === '/signin');
      await signInThroughUi(customer.page, promotedUser);
      await customer.page.getByRole('button', { name: 'Admin', exact: true }).waitFor();
      await customer.page.goto('/admin/dashboard');
      await customer.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    } finally {
      await customer.context.close();
    }
  });

  it('sends a customer who opens an admin screen to sign-in', async () => {
    const customer = await newPage(browser(), 'desktop');
    try {
      await signInThroughUi(customer.page, ACCOUNTS.customer);
      for (const path of ADMIN_SCREENS) {
        await customer.page.goto(path);
        await customer.page.waitForURL((url) => url.pathname === '/signin');
      }
    } finally {
      await customer.context.close();
    }
  });

  it('shows the payments, vouchers, settings and audit screens on a desktop (each checked with axe)', async () => {
    const { page } = admin;
    const screens: [string, string, string][] = [
      ['/admin/payments', 'Payments', 'admin-payments'],
      ['/admin/vouchers', 'Vouchers', 'admin-vouchers'],
      ['/admin/settings', 'Settings', 'admin-settings'],
      ['/admin/audit', 'Audit', 'admin-audit'],
    ];
    for (const [path, title, name] of screens) {
      await page.goto(path);
      await heading(page, title).waitFor();
      await loaded(page);
      await screenshot(page, name);
    }
  });

  it('lays out every admin screen on a phone', async () => {
    const phone = await newPage(browser(), 'phone');
    await phone.page.emulateMedia({ reducedMotion: 'reduce' });
    try {
      await signInThroughUi(phone.page, ACCOUNTS.admin);
      const screens: [string, string, string][] = [
        ['/admin/dashboard', 'Dashboard', 'admin-dashboard'],
        ['/admin/products', 'Products', 'admin-products'],
        ['/admin/orders', 'Orders', 'admin-orders'],
        ['/admin/users', 'Users', 'admin-users'],
        ['/admin/payments', 'Payments', 'admin-payments'],
        ['/admin/audit', 'Audit', 'admin-audit'],
        ['/admin/vouchers', 'Vouchers', 'admin-vouchers'],
        ['/admin/settings', 'Settings', 'admin-settings'],
        [`/admin/user/${promotedUser.uid}`, `Edit User ${promotedUser.uid}`, 'admin-user-edit'],
        [`/admin/product/${seedProducts[0]!.id}`, `Edit Product ${seedProducts[0]!.id}`, 'admin-product-edit'],
      ];
      for (const [path, title, name] of screens) {
        await phone.page.goto(path);
        await heading(phone.page, title).waitFor();
        await loaded(phone.page);
        // Wide tables scroll inside their own box; the page itself must not scroll sideways.
        const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} is wider than the phone`).toBeLessThanOrEqual(0);
        await screenshot(phone.page, name);
      }
    } finally {
      await phone.context.close();
    }
  });
});

async function findProductRow(page: Page, productId: string) {
  // The table pages by number: open page after page while the pager links to the next one.
  for (let pageNumber = 1; pageNumber <= 50; pageNumber += 1) {
    await page.goto(pageNumber === 1 ? '/admin/products' : `/admin/products?page=${pageNumber}`);
    await heading(page, 'Products').waitFor();
    await loaded(page);
    const row = page.getByRole('row').filter({ hasText: productId });
    if ((await row.count()) > 0) return row;
    const pager = page.getByRole('navigation', { name: 'Product pages' });
    if ((await pager.getByRole('link', { name: `Go to page ${pageNumber + 1}` }).count()) === 0) break;
  }
  throw new Error(`product ${productId} is on no page of /admin/products`);
}
