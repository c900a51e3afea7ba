import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SETTINGS_MSG } from '@shared/screen-messages';
import { DEFAULT_SHOP_SETTINGS, type ShopSettingsRecord } from '@shared/shop-settings';
import { apiFailure, fakeApi } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import AdminSettingsPage from './settings-page';

const STORED: ShopSettingsRecord = { ...DEFAULT_SHOP_SETTINGS, version: '2026-11-01T00:00:00.000Z', updatedBy: null };

const renderSettings = () =>
  renderPage(<AdminSettingsPage />, { path: '/admin/settings', url: '/admin/settings', user: ADMIN });

const replace = async (label: RegExp | string, value: string) => {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
};

// A long form (typed into key by key): on a shared machine its tests take longer than the default 15 s.
describe('admin settings page', { timeout: 40_000 }, () => {
  it('loads the settings and saves the changed shipping rule and ranges with the version it loaded', async () => {
    const saved = { ...STORED, shippingFee: 15, version: '2026-11-02T00:00:00.000Z' };
    const api = fakeApi({
      adminShopSettings: STORED,
      updateShopSettings: { message: SETTINGS_MSG.settingsUpdated, settings: saved },
    });
    renderSettings();

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Search price ranges/ })).toHaveValue('1-50, 51-200, 201-1000');
    await replace(/^Shipping fee/, '15');
    await replace(/^Search price ranges/, '1-100, 101-500');
    await userEvent.click(screen.getByRole('checkbox', { name: 'COD' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(SETTINGS_MSG.settingsUpdated)).toBeInTheDocument();
    expect(api.calls('updateShopSettings')).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          shippingFee: 15,
          priceRanges: [
            { min: 1, max: 100 },
            { min: 101, max: 500 },
          ],
          paymentMethods: ['VNPAY', 'MOMO', 'BANK_TRANSFER', 'INSTALLMENT', 'FINANCE_COMPANY'],
          version: STORED.version,
        }),
      }),
    ]);
  });

  it('shows each refused field under it and sends nothing', async () => {
    const api = fakeApi({ adminShopSettings: STORED });
    renderSettings();

    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await replace(/^Bank BIN/, '97043');
    await replace(/^Search price ranges/, '1-100, 50-200');
    for (const method of ['VNPAY', 'MOMO', 'COD', 'BANK_TRANSFER', 'INSTALLMENT', 'FINANCE_COMPANY']) {
      await userEvent.click(screen.getByRole('checkbox', { name: method }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('bankAccount.bankBin must be 6 digits')).toBeInTheDocument();
    expect(screen.getByText('priceRanges must be in increasing order and must not overlap')).toBeInTheDocument();
    expect(screen.getByText('paymentMethods must have at least 1 method')).toBeInTheDocument();
    expect(api.calls('updateShopSettings')).toEqual([]);
  });

  it('edits the search synonyms one group a line, and names a line without its meaning', async () => {
    const api = fakeApi({
      adminShopSettings: STORED,
      updateShopSettings: { message: SETTINGS_MSG.settingsUpdated, settings: STORED },
    });
    renderSettings();

    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    const synonyms = screen.getByRole('textbox', { name: /^Search synonyms/ });
    expect((synonyms as HTMLTextAreaElement).value).toContain(
      'chơi game, gaming, game, gamer, game thủ = Gaming\nmáy tính xách tay, laptop, máy tính, notebook = \n',
    );
    await replace(/^Search synonyms/, 'quái vật, beast');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('searchSynonyms.means is required')).toBeInTheDocument();
    expect(api.calls('updateShopSettings')).toEqual([]);

    await replace(/^Search synonyms/, 'quái vật, beast = Gaming{enter}mua =');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MSG.settingsUpdated)).toBeInTheDocument();
    expect(api.calls('updateShopSettings')).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          searchSynonyms: [
            { phrases: ['quái vật', 'beast'], means: 'Gaming' },
            { phrases: ['mua'], means: '' },
          ],
        }),
      }),
    ]);
  });

  it('a save over settings another admin changed says so and reloads the current values', async () => {
    const changed = { ...STORED, shopName: 'Laptop Hà Nội', version: '2026-11-03T00:00:00.000Z' };
    const versions = [STORED];
    const api = fakeApi({
      adminShopSettings: () => versions.shift() ?? changed,
      updateShopSettings: apiFailure(409, SETTINGS_MSG.settingsChanged, 'RECORD_CHANGED'),
    });
    renderSettings();

    const form = await screen.findByRole('form', { name: 'Shop settings' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MSG.settingsChanged)).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Laptop Hà Nội')).toBeInTheDocument();
    expect(api.calls('adminShopSettings')).toHaveLength(2);
  });

  it('another refusal says so and keeps the values as typed: the screen reads the code, not the words', async () => {
    const api = fakeApi({
      adminShopSettings: STORED,
      // The words of the stale-version refusal, but not its code.
      updateShopSettings: apiFailure(409, SETTINGS_MSG.settingsChanged, 'CONFLICT'),
    });
    renderSettings();

    const form = await screen.findByRole('form', { name: 'Shop settings' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MSG.settingsChanged)).toBeInTheDocument();
    expect(api.calls('adminShopSettings')).toHaveLength(1);
  });
});

describe('admin settings: how the shop speaks and writes money and addresses', () => {
  it('"Dùng mặc định cho shop Việt Nam" fills vi, vnd, the VND bands with labels and the Vietnamese address form; saving sends them', async () => {
    const api = fakeApi({
      adminShopSettings: STORED,
      updateShopSettings: { message: SETTINGS_MSG.settingsUpdated, settings: STORED },
    });
    renderSettings();

    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.getByRole('combobox', { name: 'Default language' })).toHaveTextContent('Tiếng Việt + English');
    expect(screen.getByRole('combobox', { name: 'Prices' })).toHaveTextContent('32.990.000 VND');
    await userEvent.click(screen.getByRole('button', { name: 'Dùng mặc định cho shop Việt Nam' }));

    // Into the form only: nothing is saved until the admin saves.
    expect(api.calls('updateShopSettings')).toEqual([]);
    expect(screen.getByRole('combobox', { name: 'Default language' })).toHaveTextContent(/^Tiếng Việt$/);
    expect(screen.getByRole('combobox', { name: 'Prices' })).toHaveTextContent('32.990.000₫');
    expect(screen.getByRole('textbox', { name: /^Search price ranges/ })).toHaveValue(
      '0-14999999 = Dưới 15 triệu, 15000000-25000000 = 15–25 triệu, 25000001-1000000000 = Trên 25 triệu',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(SETTINGS_MSG.settingsUpdated)).toBeInTheDocument();
    expect(api.calls('updateShopSettings')).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          defaultLanguage: 'vi',
          priceStyle: 'vnd',
          addressStyle: 'vietnam',
          priceRanges: [
            { min: 0, max: 14_999_999, label: 'Dưới 15 triệu' },
            { min: 15_000_000, max: 25_000_000, label: '15–25 triệu' },
            { min: 25_000_001, max: 1_000_000_000, label: 'Trên 25 triệu' },
          ],
        }),
      }),
    ]);
  });

  it('chooses a default language from the list and names a label too long under the ranges', async () => {
    const api = fakeApi({ adminShopSettings: STORED });
    renderSettings();

    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Default language' }));
    await userEvent.click(screen.getByRole('option', { name: /^Automatic/ }));
    expect(screen.getByRole('combobox', { name: 'Default language' })).toHaveTextContent(/^Automatic/);
    await replace(/^Search price ranges/, `1-50 = ${'x'.repeat(41)}`);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('priceRanges.label must be at most 40 characters')).toBeInTheDocument();
    expect(api.calls('updateShopSettings')).toEqual([]);
  });
  it('edits the return policy under "Bảo hành & đổi trả", naming days out of range under their box', async () => {
    const saved = { ...STORED, returnDays: 30, version: '2026-11-02T00:00:00.000Z' };
    const api = fakeApi({
      adminShopSettings: STORED,
      updateShopSettings: { message: SETTINGS_MSG.settingsUpdated, settings: saved },
    });
    renderSettings();
    await screen.findByRole('heading', { level: 2, name: 'Bảo hành & đổi trả' });
    expect(screen.getByRole('textbox', { name: /^Return policy/ })).toHaveValue(
      '1 đổi 1 trong 15 ngày nếu lỗi do nhà sản xuất',
    );
    await replace(/^Return days/, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('returnDays must be from 0 to 365')).toBeInTheDocument();
    expect(api.calls('updateShopSettings')).toEqual([]);

    await replace(/^Return days/, '30');
    await replace(/^Return policy/, 'Đổi trả trong 30 ngày');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MSG.settingsUpdated)).toBeInTheDocument();
    expect(api.calls('updateShopSettings')).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({ returnDays: 30, returnPolicyText: 'Đổi trả trong 30 ngày' }),
      }),
    ]);
  });
});
