import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AnalyticsTags, trackEvent } from './index';

const IDS = { ga4MeasurementId: 'G-TEST123', metaPixelId: '1234567890', tiktokPixelId: 'C4TESTPIXEL' };
const tagScripts = () => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
const choose = (value: string) => {
  document.cookie = `ls_consent=${value}; Path=/`;
};
/** Long enough for the idle callback and a dynamic import to have added anything. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

afterEach(() => {
  document.cookie = 'ls_consent=; Max-Age=0; Path=/';
});

describe('the analytics tags', () => {
  it('load nothing before a choice, after Chỉ cần thiết, for an old consent version, or without ids', async () => {
    renderWithProviders(<AnalyticsTags />, { shopSettings: { ...DEFAULT_SHOP_SETTINGS, ...IDS } });
    await settle();
    choose('1.00');
    renderWithProviders(<AnalyticsTags />, { shopSettings: { ...DEFAULT_SHOP_SETTINGS, ...IDS } });
    await settle();
    choose('0.11');
    renderWithProviders(<AnalyticsTags />, { shopSettings: { ...DEFAULT_SHOP_SETTINGS, ...IDS } });
    await settle();
    choose('1.11');
    renderWithProviders(<AnalyticsTags />, { shopSettings: DEFAULT_SHOP_SETTINGS });
    await settle();
    expect(tagScripts()).toEqual([]);
    expect(window).not.toHaveProperty('gtag');
    expect(window).not.toHaveProperty('fbq');
  });

  it('load GA4 after Phân tích only, then Meta and TikTok after Tiếp thị, from the configured addresses', async () => {
    choose('1.10');
    renderWithProviders(<AnalyticsTags />, { shopSettings: { ...DEFAULT_SHOP_SETTINGS, ...IDS } });
    await waitFor(() => expect(tagScripts()).toEqual([`${__ANALYTICS_COLLECTOR_ORIGIN__}/gtag/js?id=G-TEST123`]));
    expect(window).toHaveProperty('gtag');
    expect(window).not.toHaveProperty('fbq');

    choose('1.01');
    renderWithProviders(<AnalyticsTags />, { shopSettings: { ...DEFAULT_SHOP_SETTINGS, ...IDS } });
    await waitFor(() =>
      expect(tagScripts()).toEqual([
        `${__ANALYTICS_COLLECTOR_ORIGIN__}/gtag/js?id=G-TEST123`,
        `${__ANALYTICS_COLLECTOR_ORIGIN__}/en_US/fbevents.js`,
        `${__ANALYTICS_COLLECTOR_ORIGIN__}/i18n/pixel/events.js?sdkid=C4TESTPIXEL&lib=ttq`,
      ]),
    );
    expect(window).toHaveProperty('fbq');
    expect(window).toHaveProperty('ttq');
  });

  it('sends an event to the tags the choice allows, and nothing once it is withdrawn', async () => {
    choose('1.10');
    renderWithProviders(<AnalyticsTags />, { shopSettings: { ...DEFAULT_SHOP_SETTINGS, ...IDS } });
    const items = [{ _id: 'p1', name: 'Zenbook', brand: 'ASUS', category: 'Laptop', price: 100 }];
    const sent = (name: string) =>
      ((window as unknown as { dataLayer: unknown[][] }).dataLayer ?? []).filter(
        (args) => args[0] === 'event' && args[1] === name,
      );
    trackEvent({ name: 'view_item', items });
    await waitFor(() => expect(sent('view_item')).toHaveLength(1));
    expect(sent('view_item')[0]?.[2]).toMatchObject({ currency: 'VND', value: 100 });

    choose('1.00');
    trackEvent({ name: 'add_to_cart', items });
    await settle();
    expect(sent('add_to_cart')).toEqual([]);
  });

  it('reports an order’s purchase and its refund once each from this browser, however often the page shows', async () => {
    choose('1.10');
    renderWithProviders(<AnalyticsTags />, { shopSettings: { ...DEFAULT_SHOP_SETTINGS, ...IDS } });
    const items = [{ _id: 'p1', name: 'Zenbook', brand: 'ASUS', category: 'Laptop', price: 100 }];
    const orderId = `o-${Math.random()}`;
    const sent = (name: string) =>
      ((window as unknown as { dataLayer: unknown[][] }).dataLayer ?? []).filter(
        (args) =>
          args[0] === 'event' &&
          args[1] === name &&
          (args[2] as { transaction_id?: string }).transaction_id === orderId,
      );
    for (let i = 0; i < 2; i += 1) trackEvent({ name: 'purchase', orderId, items, value: 100, shipping: 10 });
    await waitFor(() => expect(sent('purchase')).toHaveLength(1));
    for (let i = 0; i < 2; i += 1) trackEvent({ name: 'refund', orderId, items, value: 100, shipping: 10 });
    await waitFor(() => expect(sent('refund')).toHaveLength(1));
    await settle();
    expect([sent('purchase').length, sent('refund').length]).toEqual([1, 1]);
  });
});
