import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SETTINGS_MSG } from '@shared/screen-messages';
import { DEFAULT_SHOP_SETTINGS, type ShopSettingsRecord } from '@shared/shop-settings';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import AdminSettingsPage from './settings-page';

const STORED: ShopSettingsRecord = { ...DEFAULT_SHOP_SETTINGS, version: '2026-11-01T00:00:00.000Z', updatedBy: null };

const renderSettings = () =>
  renderPage(<AdminSettingsPage />, { path: '/admin/settings', url: '/admin/settings', user: ADMIN });

const type = async (label: RegExp, value: string) => {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  // Pasted, not typed key by key: the form is long and the machine shared.
  if (value) await userEvent.paste(value);
};

// A long form typed into key by key: on a shared machine it takes longer than the default 15 s.
describe('Settings → Vận chuyển', { timeout: 40_000 }, () => {
  it('turns carriers on in the order chosen, with the pickup address, and names a refused size under its box', async () => {
    const api = fakeApi({
      adminShopSettings: STORED,
      updateShopSettings: { message: SETTINGS_MSG.settingsUpdated, settings: STORED },
    });
    renderSettings();
    await screen.findByRole('heading', { level: 2, name: 'Vận chuyển' });
    expect(screen.getByRole('checkbox', { name: /^GHN/ })).not.toBeChecked();
    expect(screen.getByText(/None on: shipping is the flat fee/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Pickup: phone/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: /^GHTK/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /^GHN/ }));
    expect(screen.getByRole('textbox', { name: /^Packaging weight/ })).toHaveValue('800');
    await type(/^Pickup: sender name/, 'Laptop Shop');
    await type(/^Pickup: phone/, '0901234567');
    await type(/^Pickup: house number/, '12 Lê Lợi');
    await type(/^Pickup: province/, 'Thành phố Hồ Chí Minh');
    await type(/^Pickup: ward/, 'Phường Sài Gòn');
    await type(/^Parcel height/, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('defaultPackage.heightCm must be from 1 to 200')).toBeInTheDocument();
    expect(api.calls('updateShopSettings')).toEqual([]);

    await type(/^Parcel height/, '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MSG.settingsUpdated)).toBeInTheDocument();
    expect(api.calls('updateShopSettings')).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          carriers: ['ghtk', 'ghn'],
          pickupAddress: {
            name: 'Laptop Shop',
            phone: '0901234567',
            address: '12 Lê Lợi',
            province: 'Thành phố Hồ Chí Minh',
            ward: 'Phường Sài Gòn',
          },
          packagingGrams: 800,
          defaultPackage: { lengthCm: 45, widthCm: 35, heightCm: 10 },
          requiredNote: 'CHOXEMHANGKHONGTHU',
          quoteCacheMinutes: 30,
        }),
      }),
    ]);
  });
});
