/**
 * What the settings suites share: an admin, a fresh shop's settings before each test (none saved,
 * none cached), and the admin's form as the settings page loads and saves it.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { forgetShopSettings, shopSettingsDoc } from '../../src/data/shop-settings.js';
import type { ShopSettingsUpdateInput } from '../../src/shared/schemas.js';
import type { ShopSettingsRecord } from '../../src/shared/shop-settings.js';
import { createAdmin, deleteTestUsers, type TestAccount } from './accounts.js';
import { callEndpoint } from './call-endpoint.js';
import { clearDatabase, db, testApp } from './test-context.js';

export const app = testApp();

/** Filled in by useSettingsSuite's beforeAll. */
export const settingsSuite = {} as { admin: TestAccount };

/** Registers the suite's hooks; call once at the top of a settings test file. */
export function useSettingsSuite(): void {
  beforeAll(async () => {
    await clearDatabase();
    settingsSuite.admin = await createAdmin();
  });
  beforeEach(async () => {
    await shopSettingsDoc(db).delete();
    forgetShopSettings(db);
  });
  afterAll(deleteTestUsers);
}

/** The admin's form as loaded, with these changes. */
export const settingsForm = async (changes: Partial<ShopSettingsUpdateInput>): Promise<ShopSettingsUpdateInput> => {
  const res = await callEndpoint(app, 'adminShopSettings', { as: settingsSuite.admin }).expect(200);
  const { updatedBy: _by, ...loaded } = res.body as ShopSettingsRecord;
  return { ...loaded, ...changes };
};

/** Saves a form as the admin (any body, so a test can send a malformed one). */
export const saveSettings = (body: unknown) =>
  callEndpoint(app, 'updateShopSettings', { as: settingsSuite.admin }).send(body as object);
