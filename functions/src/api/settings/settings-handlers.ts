/**
 * GET /api/settings (anyone: what shoppers' screens need), GET /api/settings/admin and
 * PUT /api/settings (admins: every setting, versioned and audited).
 */
import { SETTINGS_MSG } from '../../shared/screen-messages.js';
import { publicShopSettings } from '../../shared/shop-settings.js';
import { readShopSettingsRecord } from '../../data/shop-settings.js';
import { auditActor } from '../../data/audit-log.js';
import type { ApiContext } from '../context.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { updateShopSettings } from './update-settings.js';

export function settingsHandlers(
  ctx: ApiContext,
): EndpointHandlers<'shopSettings' | 'adminShopSettings' | 'updateShopSettings'> {
  return {
    shopSettings: async () => publicShopSettings(await readShopSettingsRecord(ctx.db)),
    adminShopSettings: async () => readShopSettingsRecord(ctx.db),
    updateShopSettings: async ({ body, user }) => ({
      message: SETTINGS_MSG.settingsUpdated,
      settings: await updateShopSettings(ctx.db, body, auditActor(user)),
    }),
  };
}
