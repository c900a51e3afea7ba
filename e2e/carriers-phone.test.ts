/**
 * Settings → Vận chuyển on a phone (390×844, a vi-VN Chromium; docs/shipping-carriers.md): the admin
 * turns GHN on with the warehouse's pickup address and saves; shoppers' settings then name GHN and
 * nothing of the pickup address; the carrier sandbox `npm start` started answers on its port. axe
 * checks the screen. The settings go back to no carrier afterwards, the specification's flat fee.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { PublicShopSettings } from '@shared/shop-settings';
import { CARRIER_SANDBOX_PORT } from '../local-stack.mjs';
import { signInThroughUi } from './support/auth';
import { browserForFile, newPage, screenshot } from './support/browser';
import { ACCOUNTS } from './support/seed';
import { api, saveSettings } from './support/shop-settings';

const browser = browserForFile({ reseed: true });
const EMPTY_PICKUP = { name: '', phone: '', address: '', province: '', ward: '' };

afterAll(async () => {
  await saveSettings(() => ({ carriers: [], pickupAddress: EMPTY_PICKUP }));
}, 100_000);

describe('carriers on a phone', () => {
  it('the admin turns GHN on with a pickup address; shoppers see only that GHN is on', async () => {
    // A save that changes nothing waits out the version the API cached before the reseed (a 409 otherwise).
    await saveSettings(() => ({}));
    const { context, page } = await newPage(browser(), 'phone');
    try {
      await signInThroughUi(page, ACCOUNTS.admin, '/admin/settings');
      await page.getByRole('heading', { level: 2, name: 'Vận chuyển' }).waitFor();
      await page.getByText('None on: shipping is the flat fee above, free above its amount.').waitFor();
      expect(await page.getByRole('textbox', { name: /^Pickup: phone/ }).count()).toBe(0);

      await page.getByRole('checkbox', { name: /^GHN/ }).check();
      await page.getByRole('textbox', { name: /^Pickup: sender name/ }).fill('Laptop Shop Sài Gòn');
      await page.getByRole('textbox', { name: /^Pickup: phone/ }).fill('0901234567');
      await page.getByRole('textbox', { name: /^Pickup: house number/ }).fill('12 Lê Lợi');
      await page.getByRole('textbox', { name: /^Pickup: province/ }).fill('Thành phố Hồ Chí Minh');
      await page.getByRole('textbox', { name: /^Pickup: ward/ }).fill('Phường Sài Gòn');
      expect(await page.getByRole('textbox', { name: /^Packaging weight/ }).inputValue()).toBe('800');
      await screenshot(page, 'carriers-settings');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByText('Settings updated successfully').waitFor();

      const shopper = await api<PublicShopSettings>('/settings');
      expect(shopper.carriers).toEqual(['ghn']);
      expect(shopper).not.toHaveProperty('pickupAddress');

      const sandbox = await fetch(`http://127.0.0.1:${CARRIER_SANDBOX_PORT}/`);
      expect(sandbox.status).toBe(200);
      expect(await sandbox.text()).toContain('Carrier sandbox');
    } finally {
      await context.close();
    }
  });
});
