import { screen, within } from '@testing-library/react';
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

describe('admin settings: the home page', { timeout: 40_000 }, () => {
  it('adds a banner and orders the sections, saved with the rest of the settings', async () => {
    const api = fakeApi({
      adminShopSettings: STORED,
      updateShopSettings: { message: SETTINGS_MSG.settingsUpdated, settings: STORED },
    });
    renderSettings();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });

    const sections = screen.getByRole('group', { name: 'Home page sections' });
    expect(within(sections).getByRole('checkbox', { name: 'Featured Products' })).toBeChecked();
    await userEvent.click(within(sections).getByRole('checkbox', { name: 'Category tiles, with counts' }));
    await userEvent.click(within(sections).getByRole('button', { name: 'Move up: Category tiles, with counts' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add a banner' }));
    const banner = screen.getByRole('group', { name: 'Banner 1' });
    await userEvent.type(within(banner).getByRole('textbox', { name: /^Picture/ }), '/images/banners/sale.jpg');
    await userEvent.type(within(banner).getByRole('textbox', { name: /^Alternative text/ }), 'Giảm giá laptop');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText(SETTINGS_MSG.settingsUpdated)).toBeInTheDocument();
    expect(api.calls('updateShopSettings')).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          homeSections: ['categories', 'featured'],
          banners: [{ image: '/images/banners/sale.jpg', alt: 'Giảm giá laptop', link: '/', order: 0 }],
        }),
      }),
    ]);
  });

  it('names a banner without its alternative text and sends nothing', async () => {
    const api = fakeApi({ adminShopSettings: STORED });
    renderSettings();
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a banner' }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Picture/ }), '/images/banners/sale.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('banners.alt is required')).toBeInTheDocument();
    expect(api.calls('updateShopSettings')).toEqual([]);
  });
});
