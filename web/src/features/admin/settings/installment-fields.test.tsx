import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SETTINGS_MSG } from '@shared/screen-messages';
import { DEFAULT_SHOP_SETTINGS, type ShopSettingsRecord } from '@shared/shop-settings';
import { fakeApi } from '@/testing/fake-api';
import { ADMIN, renderPage } from '@/testing/render-page';
import AdminSettingsPage from './settings-page';

const STORED: ShopSettingsRecord = { ...DEFAULT_SHOP_SETTINGS, version: '2026-11-01T00:00:00.000Z', updatedBy: null };

const replace = async (label: RegExp, value: string) => {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
};

describe('the settings form’s Trả góp block', { timeout: 40_000 }, () => {
  it('shows the saved block, names a refused box under it, then saves the terms with their rates', async () => {
    const api = fakeApi({
      adminShopSettings: STORED,
      updateShopSettings: { message: SETTINGS_MSG.settingsUpdated, settings: STORED },
    });
    renderPage(<AdminSettingsPage />, { path: '/admin/settings', url: '/admin/settings', user: ADMIN });
    await screen.findByRole('heading', { level: 2, name: 'Trả góp (installments)' });
    expect(screen.getByRole('textbox', { name: /^Terms in months/ })).toHaveValue('3, 6, 9, 12');
    expect(screen.getByRole('textbox', { name: /^Flat monthly rate/ })).toHaveValue('3=0, 6=0, 9=0, 12=0');

    await replace(/^Terms in months/, '3, 48');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('installment.terms must be from 1 to 36')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Terms in months/ })).toHaveAccessibleDescription(
      'installment.terms must be from 1 to 36',
    );
    expect(api.calls('updateShopSettings')).toEqual([]);

    await replace(/^Terms in months/, '6, 24');
    await replace(/^Flat monthly rate/, '6=0, 24=1.5');
    await replace(/^Down payments/, '0, 30');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(SETTINGS_MSG.settingsUpdated)).toBeInTheDocument();
    expect(api.calls('updateShopSettings')).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          installment: {
            minOrderAmount: 3_000_000,
            terms: [6, 24],
            interestRatePercent: { '6': 0, '24': 1.5 },
            downPaymentPercents: [0, 30],
            financeHoldHours: 48,
            financeDataRetentionDays: 90,
          },
        }),
      }),
    ]);
  });
});
