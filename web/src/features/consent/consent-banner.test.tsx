import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import { fakeApi } from '@/testing/fake-api';
import { CUSTOMER, renderWithProviders } from '@/testing/render-with-providers';
import { ConsentMount, CookieSettingsLink } from './index';

const RECORDED = {
  purposes: { necessary: true as const, analytics: true, marketing: true },
  version: '1',
  at: '2026-11-27T08:00:00.000Z',
};

function clearCookies() {
  for (const entry of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${entry.split('=')[0]}=; Max-Age=0; Path=/`;
  }
}

const cookie = (name: string) =>
  document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1);

function renderPage(settings = DEFAULT_SHOP_SETTINGS, userInfo?: typeof CUSTOMER) {
  const api = fakeApi({ recordConsent: RECORDED });
  renderWithProviders(
    <>
      <CookieSettingsLink href="/pages/chinh-sach-bao-mat" label="Cài đặt cookie" />
      <ConsentMount />
    </>,
    { shopSettings: settings, userInfo },
  );
  return api;
}

const banner = () => screen.findByRole('region', { name: 'Cài đặt cookie' });

beforeEach(() => {
  clearCookies();
  localStorage.clear();
});

describe('the consent banner', () => {
  it('shows on a first visit with the three choices and the privacy policy', async () => {
    renderPage();
    const shown = await banner();
    expect(within(shown).getByRole('link', { name: 'Chính sách bảo mật thông tin' })).toHaveAttribute(
      'href',
      '/pages/chinh-sach-bao-mat',
    );
    for (const name of ['Đồng ý tất cả', 'Chỉ cần thiết', 'Tùy chọn']) {
      expect(within(shown).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('Đồng ý tất cả keeps both purposes in the cookie, records them with a random id and closes', async () => {
    const api = renderPage();
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Đồng ý tất cả' }));
    expect(screen.queryByRole('region', { name: 'Cài đặt cookie' })).toBeNull();
    expect(cookie('ls_consent')).toBe('1.11');
    await waitFor(() => expect(api.calls('recordConsent')).toHaveLength(1));
    const [call] = api.calls('recordConsent');
    expect(call!.body).toEqual({
      anonId: cookie('ls_anon'),
      purposes: { analytics: true, marketing: true },
      version: '1',
    });
    expect(cookie('ls_anon')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('Chỉ cần thiết refuses analytics and marketing', async () => {
    const api = renderPage();
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Chỉ cần thiết' }));
    expect(cookie('ls_consent')).toBe('1.00');
    await waitFor(() => expect(api.calls('recordConsent')).toHaveLength(1));
    expect(api.calls('recordConsent')[0]!.body).toMatchObject({ purposes: { analytics: false, marketing: false } });
  });

  it('Tùy chọn keeps Cần thiết on and saves the purposes ticked', async () => {
    const api = renderPage();
    const shown = await banner();
    await userEvent.click(within(shown).getByRole('button', { name: 'Tùy chọn' }));
    const necessary = within(shown).getByRole('checkbox', { name: 'Cần thiết' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    await userEvent.click(within(shown).getByRole('checkbox', { name: 'Phân tích' }));
    expect(within(shown).getByRole('checkbox', { name: 'Tiếp thị' })).not.toBeChecked();
    await userEvent.click(within(shown).getByRole('button', { name: 'Lưu lựa chọn' }));
    expect(cookie('ls_consent')).toBe('1.10');
    await waitFor(() => expect(api.calls('recordConsent')).toHaveLength(1));
    expect(api.calls('recordConsent')[0]!.body).toMatchObject({ purposes: { analytics: true, marketing: false } });
  });

  it('stays hidden once answered, and Cài đặt cookie reopens it on the purposes as chosen', async () => {
    document.cookie = 'ls_consent=1.10; Path=/';
    const api = renderPage();
    // The idle check has run when a later timer has: the banner did not come.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Cài đặt cookie' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Cài đặt cookie' }));
    const shown = await banner();
    expect(within(shown).getByRole('checkbox', { name: 'Phân tích' })).toBeChecked();
    await userEvent.click(within(shown).getByRole('checkbox', { name: 'Phân tích' }));
    await userEvent.click(within(shown).getByRole('button', { name: 'Lưu lựa chọn' }));
    // The withdrawal is kept and recorded like any choice.
    expect(cookie('ls_consent')).toBe('1.00');
    await waitFor(() => expect(api.calls('recordConsent')).toHaveLength(1));
  });

  it('asks again when the shop has a new consent version', async () => {
    document.cookie = 'ls_consent=1.11; Path=/';
    renderPage({ ...DEFAULT_SHOP_SETTINGS, consentVersion: '2' });
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Chỉ cần thiết' }));
    expect(cookie('ls_consent')).toBe('2.00');
  });
});

describe('signing in', () => {
  const ANON_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

  it('links the choice made while signed out to the account, once', async () => {
    document.cookie = `ls_anon=${ANON_ID}; Path=/`;
    document.cookie = 'ls_consent=1.10; Path=/';
    const api = renderPage(DEFAULT_SHOP_SETTINGS, CUSTOMER);
    await waitFor(() => expect(api.calls('recordConsent')).toHaveLength(1));
    const [call] = api.calls('recordConsent');
    expect(call!.headers.Authorization).toBe(`Bearer ${CUSTOMER.token}`);
    expect(call!.body).toEqual({ anonId: ANON_ID, purposes: { analytics: true, marketing: false }, version: '1' });
    expect(screen.queryByRole('region', { name: 'Cài đặt cookie' })).toBeNull();

    const again = renderPage(DEFAULT_SHOP_SETTINGS, CUSTOMER);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.calls('recordConsent')).toHaveLength(0);
  });

  it('does not record again a choice made while signed in', async () => {
    const api = renderPage(DEFAULT_SHOP_SETTINGS, CUSTOMER);
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Đồng ý tất cả' }));
    await waitFor(() => expect(api.calls('recordConsent')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = renderPage(DEFAULT_SHOP_SETTINGS, CUSTOMER);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.calls('recordConsent')).toHaveLength(0);
  });
});
