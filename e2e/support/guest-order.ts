/**
 * A guest's cash-on-delivery order placed through the checkout on a phone, in Vietnamese, as the
 * journeys that find an order again without an account begin (docs/guest-checkout-and-zalo.md).
 */
import type { Page } from 'playwright-core';
import { LANGUAGE_COOKIE } from '@shared/languages';
import products from '../../seed/products.json';
import { BASE_URL } from './browser';
import { PROVINCE_LABEL, pickPlaces, textField } from './checkout';

const found = products.find((p) => p.countInStock > 5 && p.price <= 500);
if (!found) throw new Error('seed/products.json needs an in-stock product priced at most 500');
/** The product the guest buys: in stock and cheap enough for any payment method. */
export const guestProduct = found;

/** Shows the shop in Vietnamese to this page's browser context. */
export async function inVietnamese(page: Page): Promise<void> {
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: encodeURIComponent('lang=vi'), url: BASE_URL }]);
}

export interface GuestBuyer {
  name: string;
  phone: string;
  /** Typed into "Email (optional, for your invoice)" when given. */
  email?: string;
  /** Ticks "Receive order notifications on Zalo". */
  zaloMessages?: boolean;
}

/**
 * From the product page through the cart and "Tiếp tục không cần tài khoản" to a filled guest
 * checkout in Bến Thành with cash on delivery chosen, not yet placed.
 */
export async function fillGuestCodCheckout(page: Page, vi: (source: string) => string, buyer: GuestBuyer) {
  await page.goto(`/product/${guestProduct.slug}`);
  const addToCart = page.getByRole('button', { name: vi('Add to cart') });
  await addToCart.and(page.locator(':enabled')).waitFor();
  await addToCart.click();
  await page.waitForURL('**/cart');
  await page.getByRole('button', { name: vi('Proceed to Checkout') }).click();
  await page.waitForURL('**/signin*');
  await page.getByRole('link', { name: 'Tiếp tục không cần tài khoản' }).click();
  await page.waitForURL('**/checkout/guest');
  await page.getByRole('combobox', { name: PROVINCE_LABEL }).waitFor();
  await textField(page, 'Họ và tên').fill(buyer.name);
  await textField(page, 'Số điện thoại').fill(buyer.phone);
  await pickPlaces(page, { province: 'Thành phố Hồ Chí Minh', ward: 'Phường Bến Thành' } as never);
  await textField(page, 'Địa chỉ cụ thể').fill('1 Lê Lợi');
  if (buyer.email) {
    await page.getByRole('textbox', { name: vi('Email (optional, for your invoice)'), exact: false }).fill(buyer.email);
  }
  if (buyer.zaloMessages) {
    await page.getByRole('checkbox', { name: vi('Receive order notifications on Zalo') }).check();
  }
  await page.getByRole('radio', { name: vi('Thanh toán khi nhận hàng (COD)') }).check();
}

/** Places the filled guest checkout and answers the order's LS code from the page it opens. */
export async function placeGuestOrder(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Đặt hàng' }).click();
  await page.waitForURL('**/tra-cuu-don-hang/*');
  return decodeURIComponent(new URL(page.url()).pathname.split('/tra-cuu-don-hang/')[1] ?? '');
}
