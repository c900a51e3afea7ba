import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import { CUSTOMER, renderWithProviders } from '@/testing/render-with-providers';
import { Footer } from './footer';

const SELLER = {
  ...DEFAULT_SHOP_SETTINGS,
  contactPhone: '0901 234 567',
  contactEmail: 'hotro@laptop.vn',
  companyName: 'Công ty TNHH Laptop Việt',
  taxCode: '0312345678',
  businessAddress: '12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh',
  zaloUrl: 'https://zalo.me/0901234567',
  moitUrl: 'http://online.gov.vn/Home/WebDetails/12345',
};

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('Footer', () => {
  it('links the policy pages from the columns, every link-looking entry a link', () => {
    renderWithProviders(<Footer />);
    expect(href('Our story')).toBe('/pages/gioi-thieu');
    expect(href('Genuine laptops, official warranty')).toBe('/pages/chinh-sach-bao-hanh');
    expect(href('Shipping: free above 100 VND')).toBe('/pages/chinh-sach-van-chuyen');
    expect(href('Chính sách đổi trả')).toBe('/pages/chinh-sach-doi-tra');
    expect(href('Chính sách thanh toán')).toBe('/pages/chinh-sach-thanh-toan');
    expect(href('Chính sách bảo mật thông tin')).toBe('/pages/chinh-sach-bao-mat');
    expect(href('Điều khoản sử dụng')).toBe('/pages/dieu-khoan-su-dung');
    expect(href('Liên hệ')).toBe('/pages/lien-he');
    // Cài đặt cookie reopens the consent banner; without JavaScript it is the privacy policy.
    expect(href('Cài đặt cookie')).toBe('/pages/chinh-sach-bao-mat');
    const entries = within(screen.getByRole('contentinfo')).getAllByRole('listitem');
    for (const entry of entries) expect(within(entry).getByRole('link')).toBeInTheDocument();
  });

  it('takes hotline, email, Zalo, the seller line and the Bộ Công Thương badge from the settings', () => {
    renderWithProviders(<Footer />, { shopSettings: SELLER });
    // Shown as written, dialled as digits.
    expect(href('0901 234 567')).toBe('tel:0901234567');
    expect(href('hotro@laptop.vn')).toBe('mailto:hotro@laptop.vn');
    expect(href('Zalo')).toBe('https://zalo.me/0901234567');
    expect(
      screen.getByText('Công ty TNHH Laptop Việt · MST 0312345678 · 12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh'),
    ).toBeInTheDocument();
    const badge = screen.getByRole('img', { name: 'Đã thông báo Bộ Công Thương' });
    expect(badge).toHaveAttribute('src', '/images/da-thong-bao-bo-cong-thuong.svg');
    expect(badge.closest('a')).toHaveAttribute('href', SELLER.moitUrl);
  });

  it('shows no seller line, Zalo or badge a shop has not set, and Sign In only when signed out', () => {
    renderWithProviders(<Footer />, { userInfo: CUSTOMER });
    expect(screen.queryByRole('link', { name: 'Zalo' })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(href(DEFAULT_SHOP_SETTINGS.contactEmail)).toBe(`mailto:${DEFAULT_SHOP_SETTINGS.contactEmail}`);
  });
});
