/** The checkout's shipping form, filled from a ShippingAddress built by '@test-factories'. */
import type { Page } from 'playwright-core';
import type { ShippingAddress } from '@shared/entities/order';
import { foldText } from '@shared/text';

/** The text fields of the shipping form: the specification's five, and the phone. */
type TextField = 'fullname' | 'address' | 'city' | 'postalCode' | 'country' | 'phone';

/** Each text field's label on the shipping screen (web/src/features/addresses/components/address-fields.tsx). */
const SHIPPING_LABELS: Record<TextField, string> = {
  fullname: 'Full Name',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  postalCode: 'Postal Code',
  country: 'Country',
};

/** The pickers' labels. */
export const PROVINCE_LABEL = 'Tỉnh/Thành phố';
export const WARD_LABEL = 'Phường/Xã';

/** A text field of the form by the start of its label (MUI adds ' *' to required ones). */
export const textField = (scope: Pick<Page, 'getByRole'>, label: string) =>
  scope.getByRole('textbox', { name: new RegExp(`^${label}`) });

/** The address's text fields as [label, value] pairs, in the form's order, for a journey to type in. */
export function shippingFormEntries(address: ShippingAddress): [label: string, value: string][] {
  return (Object.keys(SHIPPING_LABELS) as TextField[])
    .filter((field) => address[field] !== undefined)
    .map((field) => [SHIPPING_LABELS[field], address[field] ?? '']);
}

/** What a shopper types to find a place: its name without diacritics ('ho chi minh' for Hồ Chí Minh). */
export const typedName = (name: string) => foldText(name).replace(/^(thanh pho|tinh|phuong|xa) /, '');

/**
 * Picks the address's province, then its ward, typing each name folded and choosing the first
 * match with the keyboard (ArrowDown, Enter). City follows the province, so the text fields are
 * filled after this.
 */
export async function pickPlaces(page: Page, address: ShippingAddress): Promise<void> {
  for (const [label, name] of [
    [PROVINCE_LABEL, address.province],
    [WARD_LABEL, address.ward],
  ] as const) {
    if (!name) continue;
    const picker = page.getByRole('combobox', { name: label });
    await picker.fill(typedName(name));
    await page.getByRole('option', { name, exact: true }).waitFor();
    await picker.press('ArrowDown');
    await picker.press('Enter');
  }
}

/** Fills the whole shipping form (after 'Use a new address' when the customer has saved ones). */
export async function fillShippingForm(page: Page, address: ShippingAddress): Promise<void> {
  const useNew = page.getByRole('radio', { name: 'Use a new address' });
  // The form shows once the address book has answered: with saved addresses, or the empty form.
  await useNew
    .or(page.getByRole('combobox', { name: PROVINCE_LABEL }))
    .first()
    .waitFor();
  if ((await useNew.count()) > 0) await useNew.check();
  await pickPlaces(page, address);
  for (const [label, value] of shippingFormEntries(address)) await textField(page, label).fill(value);
}

/**
 * A signed-out customer's way to the payment step: the product into the cart, 'Proceed to Checkout',
 * signing in on the page it leads to, and the shipping form filled with a Vietnamese address.
 */
export async function checkoutToPaymentStep(
  page: Page,
  productSlug: string,
  account: { email: string; password: string },
  address: ShippingAddress,
): Promise<void> {
  await page.goto(`/product/${productSlug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.waitForURL('**/cart');
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL('**/signin*');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/shipping');
  await fillShippingForm(page, address);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/payment');
}
