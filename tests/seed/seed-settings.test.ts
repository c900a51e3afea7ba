/**
 * The settings every local seed saves (scripts/data/seed-settings.mjs): on a plain `npm start` the
 * demo shop sends its Zalo messages to the ZNS sandbox, while the shop's defaults, which a real
 * shop starts from, keep Zalo off.
 */
import { describe, expect, it } from 'vitest';
import { shopSettingsUpdateSchema } from '@shared/schemas';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import { DEMO_ZNS_TEMPLATE_IDS } from '../../functions/src/messages/zalo/zalo-settings';
import { seededSettings } from '../../scripts/data/seed-settings.mjs';
import { settings as vietnamSettings } from '../../scripts/data/profiles/vietnam.mjs';

const DEMO_ZNS = {
  otpTemplateId: DEMO_ZNS_TEMPLATE_IDS.otp,
  orderPlacedTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderPlaced,
  orderShippedTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderShipped,
  orderDeliveredTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderDelivered,
};

describe('the settings a local seed saves', () => {
  it('without a profile: the defaults with the ZNS sandbox template ids, as the admin form would save them', () => {
    const settings = seededSettings();
    expect(settings).toEqual({ ...DEFAULT_SHOP_SETTINGS, zns: DEMO_ZNS });
    expect(shopSettingsUpdateSchema.safeParse({ ...settings, version: '' }).success).toBe(true);
  });

  it("with a profile: the profile's settings over the same base", () => {
    expect(seededSettings(vietnamSettings)).toEqual({ ...DEFAULT_SHOP_SETTINGS, zns: DEMO_ZNS, ...vietnamSettings });
  });

  it('leaves the shop defaults with Zalo off', () => {
    expect(Object.values(DEFAULT_SHOP_SETTINGS.zns)).toEqual(['', '', '', '']);
  });
});
