/**
 * The consent banner's version (Settings → Quyền riêng tư): '1' on a fresh shop, public in
 * GET /api/settings so the banner asks again when it changes, kept by a form written before it,
 * refused with a message when malformed.
 */
import { describe, expect, it } from 'vitest';
import { forgetShopSettings } from '../src/data/shop-settings.js';
import { CONSENT_MSG } from '../src/shared/consent-messages.js';
import { callEndpoint } from './support/call-endpoint.js';
import { app, saveSettings as save, settingsForm as form, useSettingsSuite } from './support/settings-suite.js';
import { db } from './support/test-context.js';

useSettingsSuite();

const publicVersion = async () => {
  forgetShopSettings(db);
  return ((await callEndpoint(app, 'shopSettings').expect(200)).body as { consentVersion: string }).consentVersion;
};

describe('the consent version', () => {
  it("is '1' on a fresh shop and, once changed, anyone reads the new one", async () => {
    expect(await publicVersion()).toBe('1');
    await save(await form({ consentVersion: '2026-11-27' })).expect(200);
    expect(await publicVersion()).toBe('2026-11-27');
  });

  it('is kept when a form that does not know it saves', async () => {
    await save(await form({ consentVersion: '2' })).expect(200);
    const { consentVersion: _v, ...older } = await form({ shopName: 'Shop Hà Nội' });
    await save(older).expect(200);
    expect(await publicVersion()).toBe('2');
  });

  it('is refused with its message when it has spaces, and nothing changes', async () => {
    const res = await save(await form({ consentVersion: 'phiên bản 2' })).expect(400);
    expect(res.body.message).toContain(CONSENT_MSG.versionInvalid);
    expect(await publicVersion()).toBe('1');
  });
});
