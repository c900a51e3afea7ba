/**
 * A laptop sold in configurations, end to end on a phone (390×844): the shopper opens the demo
 * MacBook Air M3, picks RAM, then SSD and colour (a combination the shop does not sell is disabled),
 * sees the price, the stock and the URL follow, and buys that configuration through the VNPAY
 * sandbox; the admin then finds that configuration's stock one lower and the others as they were
 * (docs/decisions/0101-product-variants.md). Every screen is checked with axe (screenshot()).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@shared/money';
import { variantTitle } from '@shared/product-variants';
import { vietnameseAddress } from '@test-factories';
import products from '../seed/products.json';
import { signInOnPage, signInThroughUi } from './support/auth';
import { browserForFile, hydrated, newPage, screenshot } from './support/browser';
import { fillShippingForm } from './support/checkout';
import { SANDBOX_ORIGIN } from './support/gateway-sandbox';
import { ACCOUNTS } from './support/seed';

const browser = browserForFile({ reseed: true });
const air = products.find((p) => p.slug === 'macbook-air-m3-13');
const chosen = air?.variants?.find((v) => variantTitle(v) === '16 GB / 512 GB / Bạc');
const cheapest = air?.variants?.find((v) => variantTitle(v) === '8 GB / 256 GB / Xanh đêm');
if (!air?.variants || !chosen || !cheapest || chosen.countInStock < 1 || chosen.price === cheapest.price) {
  throw new Error('seed/products.json needs the MacBook Air M3 in 8 GB/256 GB and 16 GB/512 GB, Bạc in stock');
}

const option = (page: Page, name: string, value: string) =>
  page.getByRole('radiogroup', { name }).getByRole('radio', { name: value, exact: true });

/** The variant table's stock box of each configuration, on the admin product form. */
async function adminStock(page: Page): Promise<Record<string, string>> {
  const stock: Record<string, string> = {};
  for (const variant of air?.variants ?? []) {
    const title = variantTitle(variant);
    stock[title] = await page.getByLabel(`Count In Stock: ${title}`).inputValue();
  }
  return stock;
}

describe('a laptop sold in configurations', () => {
  it('the shopper picks 16 GB / 512 GB / Bạc and buys it; the admin sees only that configuration’s stock fall', async () => {
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await page.goto(`/product/${air.slug}`);
      await hydrated(page);
      // The buy box (price, stock) and, below 600 px, the buy bar with the buttons.
      const box = page.locator('.MuiCard-root').filter({ hasText: 'Status:' });
      const bar = page.getByRole('region', { name: 'Mua hàng' });
      await box.getByText(formatPrice(cheapest.price, 'spec'), { exact: true }).waitFor();

      await option(page, 'RAM', '8 GB').click();
      // The shop sells no 8 GB / 512 GB.
      expect(await option(page, 'SSD', '512 GB').getAttribute('aria-disabled')).toBe('true');
      await option(page, 'RAM', '16 GB').click();
      await option(page, 'SSD', '512 GB').click();
      await option(page, 'Màu', 'Bạc').click();
      await page.waitForURL((url) => url.searchParams.get('variant') === chosen._id);
      await box.getByText(formatPrice(chosen.price, 'spec'), { exact: true }).waitFor();
      await box.getByText('Còn hàng').waitFor();
      await screenshot(page, 'configurations-phone-chosen');

      // The compare tray keeps this configuration, and the compare page shows its price.
      await box.getByRole('button', { name: 'So sánh / Compare' }).click();
      const compareLink = page.locator('a[href^="/compare"]');
      await page
        .getByText(`${air.name} (${variantTitle(chosen)})`)
        .first()
        // On a phone the tray is folded behind the buy bar; its entry is there, named with the configuration.
        .waitFor({ state: 'attached' });
      expect(decodeURIComponent((await compareLink.getAttribute('href')) ?? '')).toContain(`:${chosen._id}`);
      await box.getByRole('button', { name: 'So sánh / Compare' }).click();

      await bar.getByRole('button', { name: 'Add to cart' }).click();
      await page.waitForURL('**/cart');
      await page.getByText(variantTitle(chosen)).first().waitFor();
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await page.waitForURL('**/signin*');
      await signInOnPage(page, ACCOUNTS.customer);
      await page.waitForURL('**/shipping');
      await page.getByRole('heading', { level: 1, name: 'Shipping Address' }).waitFor();
      await fillShippingForm(page, vietnameseAddress());
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/payment');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/placeorder');
      await page.getByText(variantTitle(chosen)).first().waitFor();
      await screenshot(page, 'configurations-phone-preview');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL((url) => url.origin === SANDBOX_ORIGIN);
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL('**/payment/vnpay/return*');
      await page.getByText('Payment successful').waitFor();
    } finally {
      await context.close();
    }

    const admin = await newPage(browser(), 'desktop');
    try {
      await signInThroughUi(admin.page, ACCOUNTS.admin);
      await admin.page.goto('/admin/products?q=macbook');
      const row = admin.page.getByRole('row').filter({ hasText: air.name });
      await row.getByText(`${air.variants.length} variants`).waitFor();
      await row.getByRole('link', { name: 'Edit' }).click();
      await admin.page.getByRole('table', { name: 'Variants' }).waitFor();
      const expected = Object.fromEntries(
        air.variants.map((v) => [variantTitle(v), String(v.countInStock - (v._id === chosen._id ? 1 : 0))]),
      );
      expect(await adminStock(admin.page)).toEqual(expected);
      await screenshot(admin.page, 'configurations-admin-variants');
    } finally {
      await admin.context.close();
    }
  });

  it('the admin sells a laptop in two configurations: options, the generated grid, a price for all, one stock', async () => {
    const vostro = products.find((p) => p.slug === 'dell-vostro-3520');
    if (!vostro || vostro.variants) throw new Error('seed/products.json needs the Dell Vostro 3520 sold as one offer');
    const admin = await newPage(browser(), 'desktop');
    try {
      await signInThroughUi(admin.page, ACCOUNTS.admin);
      await admin.page.goto('/admin/products?q=vostro');
      await admin.page.getByRole('row').filter({ hasText: vostro.name }).getByRole('link', { name: 'Edit' }).click();
      await admin.page.getByRole('button', { name: 'Add an option' }).click();
      await admin.page.getByLabel('Option 1 name').fill('RAM');
      for (const value of ['8 GB', '16 GB']) {
        await admin.page.getByLabel('Add a value to RAM (Enter)').fill(value);
        await admin.page.getByLabel('Add a value to RAM (Enter)').press('Enter');
      }
      await admin.page.getByRole('button', { name: 'Tạo các phiên bản (Generate variants)' }).click();
      const table = admin.page.getByRole('table', { name: 'Variants' });
      expect(await table.getByRole('row').count()).toBe(3);
      await admin.page.getByLabel('Price for all', { exact: true }).fill(String(vostro.price));
      await admin.page.getByRole('button', { name: 'Set price for all' }).click();
      await table.getByLabel('Price: 16 GB', { exact: true }).fill(String(vostro.price + 10));
      await table.getByLabel('Count In Stock: 8 GB').fill('4');
      await table.getByLabel('Count In Stock: 16 GB').fill('2');
      await screenshot(admin.page, 'configurations-admin-grid');
      await admin.page.getByRole('button', { name: 'Update' }).click();
      await admin.page.waitForURL('**/admin/products*');
    } finally {
      await admin.context.close();
    }

    const { context, page } = await newPage(browser(), 'phone');
    try {
      await page.goto(`/product/${vostro.slug}`);
      await hydrated(page);
      const box = page.locator('.MuiCard-root').filter({ hasText: 'Status:' });
      await box.getByText(formatPrice(vostro.price, 'spec'), { exact: true }).waitFor();
      await option(page, 'RAM', '16 GB').click();
      await box.getByText(formatPrice(vostro.price + 10, 'spec'), { exact: true }).waitFor();
      expect(new URL(page.url()).searchParams.get('variant')).toMatch(/^[A-Za-z0-9_-]{8}$/);
    } finally {
      await context.close();
    }
  });
});
