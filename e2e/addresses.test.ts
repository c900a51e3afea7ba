/**
 * Vietnamese addresses in real Chromium against the emulator stack
 * (docs/decisions/0023-vietnamese-addresses-phone-invoices.md): the address book filled with the
 * keyboard only (Tab to each field, the Tỉnh/Thành phố and Phường/Xã pickers typed folded and
 * chosen with ArrowDown and Enter), then the shipping step offering it as the default, and the
 * 'Xuất hóa đơn VAT' fields; axe checks every screen (screenshot()).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { vietnameseAddress } from '@test-factories';
import { signInThroughUi } from './support/auth';
import { browserForFile, newPage, screenshot } from './support/browser';
import { PROVINCE_LABEL, shippingFormEntries, textField, typedName, WARD_LABEL } from './support/checkout';
import { ACCOUNTS } from './support/seed';

const browser = browserForFile({ reseed: true });
const MAX_TABS = 40;
const ADDRESS = vietnameseAddress({ fullname: 'Trần Thị B', phone: '0912 345 678' });

/** Presses Tab until `target` has the focus; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, what: string): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${what} was not reached with ${MAX_TABS} presses of Tab`);
}

describe('Vietnamese addresses', () => {
  it('adds an address to the book with the keyboard only, then ships to it by default', async () => {
    const { context, page } = await newPage(browser(), 'desktop');
    try {
      await signInThroughUi(page, ACCOUNTS.customer);
      await page.goto('/profile/addresses');
      await page.getByRole('heading', { level: 1, name: 'Addresses' }).waitFor();
      await page.getByText('You have no saved addresses yet.').waitFor();
      await screenshot(page, 'addresses-empty');

      await tabTo(page, page.getByRole('button', { name: 'Add address' }), "'Add address'");
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'New address' });
      await dialog.waitFor();
      for (const [label, name] of [
        [PROVINCE_LABEL, ADDRESS.province],
        [WARD_LABEL, ADDRESS.ward],
      ] as const) {
        await tabTo(page, dialog.getByRole('combobox', { name: label }), label);
        await page.keyboard.type(typedName(name));
        // Folded search: 'ho chi minh' offers 'Thành phố Hồ Chí Minh', 'ben thanh' 'Phường Bến Thành'.
        await page.getByRole('option', { name, exact: true }).waitFor();
        await page.keyboard.press('ArrowDown');
        await page.keyboard.press('Enter');
        expect(await dialog.getByRole('combobox', { name: label }).inputValue()).toBe(name);
      }
      expect(await textField(dialog, 'City').inputValue()).toBe(ADDRESS.province);
      await screenshot(page, 'addresses-dialog');
      for (const [label, value] of shippingFormEntries(ADDRESS)) {
        await tabTo(page, textField(dialog, label), label);
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(value);
      }
      await tabTo(page, dialog.getByRole('button', { name: 'Save' }), "'Save'");
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      const saved = page.getByRole('region', { name: /^Trần Thị B, 0912345678, / });
      await saved.getByText('Default').waitFor();
      await screenshot(page, 'addresses-book');

      await page.goto('/shipping');
      await page.getByRole('heading', { level: 1, name: 'Shipping Address' }).waitFor();
      expect(await page.getByRole('radio', { name: /^Trần Thị B, 0912345678, .*\(Default\)$/ }).isChecked()).toBe(true);
      await page.getByRole('checkbox', { name: 'Xuất hóa đơn VAT' }).check();
      await textField(page, 'Tax code').waitFor();
      await screenshot(page, 'shipping-saved-address-invoice');
      await page.getByRole('radio', { name: 'Use a new address' }).check();
      await page.getByRole('combobox', { name: PROVINCE_LABEL }).waitFor();
      await screenshot(page, 'shipping-new-address');
    } finally {
      await context.close();
    }
  });
});
