/**
 * Settings → Thông tin doanh nghiệp: the seller the footer names (Decree 52/2013, amended by
 * 85/2021), saved by an admin, public in GET /api/settings, refused with a message when malformed.
 */
import { describe, expect, it } from 'vitest';
import { forgetShopSettings, shopSettingsDoc } from '../src/data/shop-settings.js';
import { callEndpoint } from './support/call-endpoint.js';
import {
  app,
  saveSettings as save,
  settingsForm as form,
  settingsSuite,
  useSettingsSuite,
} from './support/settings-suite.js';
import { db } from './support/test-context.js';

useSettingsSuite();

const SELLER = {
  companyName: 'Công ty TNHH Laptop Việt',
  taxCode: '0312345678-001',
  businessAddress: '12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh',
  zaloUrl: 'https://zalo.me/0901234567',
  moitUrl: 'http://online.gov.vn/Home/WebDetails/12345',
};

describe('the seller details in the settings', () => {
  it('are empty on a fresh shop, and once saved anyone reads them in GET /api/settings', async () => {
    const fresh = await callEndpoint(app, 'shopSettings').expect(200);
    expect(fresh.body).toMatchObject({ companyName: '', taxCode: '', businessAddress: '', zaloUrl: '', moitUrl: '' });
    await save(await form(SELLER)).expect(200);
    forgetShopSettings(db);
    const res = await callEndpoint(app, 'shopSettings').expect(200);
    expect(res.body).toMatchObject(SELLER);
  });

  it('are kept when a form that does not edit them saves', async () => {
    await save(await form(SELLER)).expect(200);
    const {
      companyName: _c,
      taxCode: _t,
      businessAddress: _b,
      zaloUrl: _z,
      moitUrl: _m,
      ...older
    } = await form({ shopName: 'Shop Hà Nội' });
    await save(older).expect(200);
    const res = await callEndpoint(app, 'adminShopSettings', { as: settingsSuite.admin }).expect(200);
    expect(res.body).toMatchObject({ shopName: 'Shop Hà Nội', ...SELLER });
  });

  it.each([
    ['taxCode', '031234567', /taxCode/],
    ['taxCode', '0312345678-1', /taxCode/],
    ['zaloUrl', 'https://zalo.com/abc', /zaloUrl/],
    ['zaloUrl', 'javascript:alert(1)', /zaloUrl/],
    ['moitUrl', 'https://online.gov.vn.evil.example/x', /moitUrl/],
    ['moitUrl', 'https://example.com/online.gov.vn/', /moitUrl/],
  ])('refuses %s %j with a message and stores nothing', async (field, value, message) => {
    const res = await save(await form({ [field]: value })).expect(400);
    expect(res.body.message).toMatch(message);
    expect((await shopSettingsDoc(db).get()).exists).toBe(false);
  });
});
