/** Settings → Vận chuyển over the API: no carrier by default, a pickup address checked like a shipping address. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import type { ShopSettingsUpdateInput } from '../src/shared/schemas.js';
import type { ShopSettingsRecord } from '../src/shared/shop-settings.js';
import { createAdmin, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  admin = await createAdmin();
});
beforeEach(async () => {
  await shopSettingsDoc(db).delete();
  forgetShopSettings(db);
});
afterAll(deleteTestUsers);

const adminRead = async (): Promise<ShopSettingsRecord> =>
  (await callEndpoint(app, 'adminShopSettings', { as: admin }).expect(200)).body as ShopSettingsRecord;

const form = async (changes: Partial<ShopSettingsUpdateInput>): Promise<ShopSettingsUpdateInput> => {
  const { updatedBy: _by, ...loaded } = await adminRead();
  return { ...loaded, ...changes };
};
const save = (body: ShopSettingsUpdateInput) => callEndpoint(app, 'updateShopSettings', { as: admin }).send(body);

const pickupAddress = {
  name: 'Laptop Shop',
  phone: '0901234567',
  address: '12 Lê Lợi',
  province: 'Thành phố Hồ Chí Minh',
  ward: 'Phường Sài Gòn',
};

describe('Settings → Vận chuyển', () => {
  it('has no carrier by default, and shows shoppers only which carriers are on', async () => {
    const shopper = await callEndpoint(app, 'shopSettings').expect(200);
    expect(shopper.body).toMatchObject({ carriers: [], shippingFee: 10, freeShippingAbove: 100 });
    expect(shopper.body).not.toHaveProperty('pickupAddress');
    expect(shopper.body).not.toHaveProperty('carrierCaps');
    expect(await adminRead()).toMatchObject({
      carriers: [],
      packagingGrams: 800,
      quoteCacheMinutes: 30,
      requiredNote: 'CHOXEMHANGKHONGTHU',
      defaultPackage: { lengthCm: 45, widthCm: 35, heightCm: 12 },
      carrierCaps: { ghn: { codMax: 50_000_000, insuranceMax: 5_000_000 } },
    });
  });

  it('refuses a carrier without a complete, real pickup address, and saves one with it', async () => {
    const missing = await save(await form({ carriers: ['ghn'] })).expect(400);
    expect(missing.body.message).toBe('pickupAddress.name is required while a carrier is on');
    const wrongWard = await save(
      await form({ carriers: ['ghn'], pickupAddress: { ...pickupAddress, ward: 'Phường Bến Nghé' } }),
    ).expect(400);
    expect(wrongWard.body.message).toBe('pickupAddress.ward must be a ward of pickupAddress.province');
    const wrongPhone = await save(
      await form({ carriers: ['ghn'], pickupAddress: { ...pickupAddress, phone: '12345' } }),
    ).expect(400);
    expect(wrongPhone.body.message).toBe('pickupAddress.phone must be a Vietnamese phone number');

    await save(await form({ carriers: ['ghtk', 'ghn'], pickupAddress, packagingGrams: 600 })).expect(200);
    const shopper = await callEndpoint(app, 'shopSettings').expect(200);
    expect(shopper.body.carriers).toEqual(['ghtk', 'ghn']);
    expect(await adminRead()).toMatchObject({ pickupAddress, packagingGrams: 600 });
  });

  it('keeps the saved carrier settings when a form does not send them', async () => {
    await save(await form({ carriers: ['ghn'], pickupAddress })).expect(200);
    const { carriers: _c, pickupAddress: _p, ...older } = await form({});
    await save(older as ShopSettingsUpdateInput).expect(200);
    expect(await adminRead()).toMatchObject({ carriers: ['ghn'], pickupAddress });
  });

  it('refuses a repeated carrier and an unknown one by name', async () => {
    const repeated = await save(await form({ carriers: ['ghn', 'ghn'] })).expect(400);
    expect(repeated.body.message).toContain('carriers must not repeat a carrier');
    const unknown = await save(await form({ carriers: ['vnpost' as 'ghn'] })).expect(400);
    expect(unknown.body.message).toContain('carriers must be among ghn, ghtk');
  });
});
