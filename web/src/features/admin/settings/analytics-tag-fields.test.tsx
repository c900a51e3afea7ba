import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, type ShopSettingsRecord } from '@shared/shop-settings';
import { SettingsForm } from './settings-form';

const STORED: ShopSettingsRecord = {
  ...DEFAULT_SHOP_SETTINGS,
  ga4MeasurementId: 'G-OLD1234',
  version: '2026-11-01T00:00:00.000Z',
  updatedBy: null,
};

const replace = async (label: RegExp, value: string) => {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
};

// The whole settings form is typed into key by key: slower than the default on a shared machine.
describe('Settings → Phân tích & quảng cáo', { timeout: 40_000 }, () => {
  it('shows the saved ids, refuses a bad one with the API’s message under it, then saves the three', async () => {
    const onSubmit = vi.fn();
    render(<SettingsForm settings={STORED} saving={false} onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Phân tích & quảng cáo' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Mã đo lường GA4/ })).toHaveValue('G-OLD1234');
    expect(screen.getByRole('textbox', { name: /^Mã Meta Pixel/ })).toHaveValue('');

    await replace(/^Mã đo lường GA4/, 'UA-12345');
    await replace(/^Mã Meta Pixel/, 'pixel');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('ga4MeasurementId must look like G-XXXXXXXXXX')).toBeInTheDocument();
    expect(screen.getByText('metaPixelId must be the digits Meta gave the pixel')).toBeInTheDocument();

    await replace(/^Mã đo lường GA4/, 'G-ABC1234567');
    expect(screen.queryByText('ga4MeasurementId must look like G-XXXXXXXXXX')).not.toBeInTheDocument();
    await replace(/^Mã Meta Pixel/, '1234567890123456');
    await replace(/^Mã TikTok Pixel/, 'C1ABCDEFGHIJ2345');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        ga4MeasurementId: 'G-ABC1234567',
        metaPixelId: '1234567890123456',
        tiktokPixelId: 'C1ABCDEFGHIJ2345',
      }),
    );
  });

  it('an emptied id is saved empty: that service is off', async () => {
    const onSubmit = vi.fn();
    render(<SettingsForm settings={STORED} saving={false} onSubmit={onSubmit} />);
    await replace(/^Mã đo lường GA4/, '');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ ga4MeasurementId: '' }));
  });
});
