/**
 * The shop settings every seed saves (scripts/data/seed.mjs). The seed only ever writes emulator
 * (`demo-*`) projects, so this is the local demo shop's starting point, never a real shop's: the
 * shop's defaults (functions/src/shared/shop-settings.ts) keep Zalo off until the owner puts the ids
 * Zalo approved in Admin → Settings.
 *
 * The demo sends its Zalo messages: the template ids are the local ZNS sandbox's, so a guest order
 * placed on a plain `npm start` reaches the inbox at http://127.0.0.1:5059, as its lookup code does
 * (docs/guest-checkout-and-zalo.md). A profile's settings are applied over these.
 */
import { DEFAULT_SHOP_SETTINGS } from '../../functions/src/shared/shop-settings.ts';
import { DEMO_ZNS_TEMPLATE_IDS } from '../../functions/src/messages/zalo/zalo-settings.ts';

const LOCAL_DEMO_SETTINGS = {
  zns: {
    otpTemplateId: DEMO_ZNS_TEMPLATE_IDS.otp,
    orderPlacedTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderPlaced,
    orderShippedTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderShipped,
    orderDeliveredTemplateId: DEMO_ZNS_TEMPLATE_IDS.orderDelivered,
  },
};

/** The settings a seed saves: the defaults, the local demo's, then the profile's (`--profile=<name>`), if any. */
export function seededSettings(profileSettings = {}) {
  return { ...DEFAULT_SHOP_SETTINGS, ...LOCAL_DEMO_SETTINGS, ...profileSettings };
}
