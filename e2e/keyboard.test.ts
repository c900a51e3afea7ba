/**
 * A purchase with the keyboard only, from a product page to a paid order, in
 * real Chromium against the emulator stack and the gateway sandbox. No mouse click anywhere: each
 * control is reached with Tab and used with Enter or Space, so focus order and focusability count.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { vietnameseAddress } from '@test-factories';
import products from '../seed/products.json';
import { browserForFile, newPage } from './support/browser';
import { PROVINCE_LABEL, shippingFormEntries, textField, typedName, WARD_LABEL } from './support/checkout';
import { SANDBOX_ORIGIN } from './support/gateway-sandbox';
import { ACCOUNTS } from './support/seed';

const product = products.find((p) => p.countInStock > 5 && p.price <= 500);
if (!product) throw new Error('seed/products.json needs an in-stock product priced at most 500');

const browser = browserForFile({ reseed: true });
const MAX_TABS = 80;

/** Presses Tab until `target` has the focus; fails if it is never reached (not focusable, or out of order). */
async function tabTo(page: Page, target: Locator, what: string): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(await focusIsVisible(page), `focus on ${what} is visible`).toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`${what} was not reached with ${MAX_TABS} presses of Tab`);
}

/** Tabs to a control and presses a key on it. */
async function press(page: Page, target: Locator, what: string, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target, what);
  await page.keyboard.press(key);
}

/**
 * Focus is visible: the focused element draws an outline or a box shadow, or shows MUI's keyboard
 * focus (Mui-focusVisible: the ripple ring; Mui-focused: the text field's coloured border).
 */
async function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const ring = style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
    const shadow = style.boxShadow !== 'none';
    const mui = element.matches('.Mui-focusVisible') || element.closest('.Mui-focused') !== null;
    return ring || shadow || mui;
  });
}

async function typeInto(page: Page, field: Locator, what: string, text: string) {
  await tabTo(page, field, what);
  await page.keyboard.type(text);
}

describe('keyboard only', () => {
  it('buys a laptop and pays for it with VNPAY without touching the mouse', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    try {
      await page.goto(`/product/${product.slug}`);
      await press(page, page.getByRole('button', { name: 'Add to cart' }), "'Add to cart'");
      await page.waitForURL('**/cart');
      await press(page, page.getByRole('button', { name: 'Proceed to Checkout' }), "'Proceed to Checkout'");

      await page.waitForURL('**/signin*');
      await typeInto(page, page.getByLabel('Email'), 'Email', ACCOUNTS.customer.email);
      await typeInto(page, page.getByLabel('Password', { exact: true }), 'Password', ACCOUNTS.customer.password);
      await page.keyboard.press('Enter');

      await page.waitForURL('**/shipping');
      const address = vietnameseAddress();
      // The pickers first: City follows the province, and is typed over after.
      for (const [label, name] of [
        [PROVINCE_LABEL, address.province],
        [WARD_LABEL, address.ward],
      ] as const) {
        await typeInto(page, page.getByRole('combobox', { name: label }), label, typedName(name));
        await page.getByRole('option', { name, exact: true }).waitFor();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
      }
      for (const [label, value] of shippingFormEntries(address)) {
        // City and Country come prefilled: select what is there and type over it.
        await tabTo(page, textField(page, label), label);
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(value);
      }
      await press(page, page.getByRole('button', { name: 'Continue' }), "'Continue' (shipping)");

      await page.waitForURL('**/payment');
      const vnpay = page.getByRole('radio', { name: 'VNPAY' });
      await tabTo(page, page.getByRole('radio', { checked: true }), 'the chosen payment method');
      if (!(await vnpay.isChecked())) await press(page, vnpay, 'VNPAY', 'Space');
      await press(page, page.getByRole('button', { name: 'Continue' }), "'Continue' (payment)");

      await page.waitForURL('**/placeorder');
      await press(page, page.getByRole('button', { name: 'Place Order' }), "'Place Order'");

      await page.waitForURL((url) => url.origin === SANDBOX_ORIGIN);
      await press(page, page.getByRole('button', { name: 'Pay' }), "the gateway's 'Pay'");
      await page.waitForURL('**/payment/vnpay/return*');
      await page.getByText('Payment successful').waitFor();
      await press(page, page.getByRole('link', { name: 'View order' }), "'View order'");
      await page.waitForURL('**/order/*');
      await page
        .getByText(/^Paid at /)
        .first()
        .waitFor();
    } finally {
      await context.close();
    }
  });
});
