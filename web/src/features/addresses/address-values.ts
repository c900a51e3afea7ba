/**
 * A Vietnamese address as its form edits it: every field a string, the codes beside the names.
 * Checked with the schema the server checks the address book and the shop's orders with.
 */
import type { ShippingAddress } from '@shared/entities/order';
import { vietnameseAddressSchema, type VietnameseAddress } from '@shared/address-schemas';
import type { AddressStyle, PublicShopSettings } from '@shared/shop-settings';
import { checkForm, type FieldErrors } from '@/lib/form-validation';
import { readSnapshot } from '@/lib/query-store';
import { SHOP_SETTINGS_KEY, useShopSettings } from '@/lib/use-shop-settings';
import { postalCodeOf } from './postal-codes';

export type AddressField = 'fullname' | 'address' | 'city' | 'postalCode' | 'country' | 'phone' | 'province' | 'ward';
export type AddressValues = Record<AddressField, string> & { provinceCode?: string; wardCode?: string };
export type AddressErrors = FieldErrors<AddressField>;

export const EMPTY_ADDRESS: AddressValues = {
  fullname: '',
  address: '',
  city: '',
  postalCode: '',
  country: 'Việt Nam',
  phone: '',
  province: '',
  ward: '',
};

/** A stored address into the form; an address saved before phone, province and ward leaves them empty. */
export function addressValues(address: ShippingAddress): AddressValues {
  const { phone = '', province = '', ward = '', provinceCode, wardCode, ...spec } = address;
  return {
    ...spec,
    phone: phone.replace(/^\+84/, '0'),
    province,
    ward,
    ...(provinceCode ? { provinceCode } : {}),
    ...(wardCode ? { wardCode } : {}),
  };
}

export type AddressCheck = { ok: true; address: VietnameseAddress } | { ok: false; errors: AddressErrors };

/** The form the owner chose (Settings → address form); the specification's until the settings answer. */
export const useAddressStyle = (): AddressStyle => useShopSettings().data?.addressStyle ?? 'spec';

/**
 * The same, read when a form is checked: the settings the form was rendered with are in the read
 * cache (a client-rendered page reads them before its first render, main.tsx).
 */
const addressStyleNow = (): AddressStyle =>
  readSnapshot<PublicShopSettings>(SHOP_SETTINGS_KEY).data?.addressStyle ?? 'spec';

/** The fields the `vietnam` form does not show: filled from the others, never the shopper's to fix. */
const FILLED_IN: readonly AddressField[] = ['city', 'country'];

/**
 * The `vietnam` form's values as the API's address: the country is Việt Nam, the city is the
 * province (as the spec form fills it), an empty postal code is the province's. What it sends
 * holds the specification's five fields, so the API checks it as any other address.
 */
function vietnamAddress(values: AddressValues): AddressValues {
  return {
    ...values,
    country: 'Việt Nam',
    city: values.province || values.city,
    postalCode: values.postalCode.trim() || postalCodeOf(values.province),
  };
}

export function checkAddress(values: AddressValues, style: AddressStyle = addressStyleNow()): AddressCheck {
  const input = style === 'vietnam' ? vietnamAddress(values) : values;
  const checked = checkForm<AddressField, typeof vietnameseAddressSchema>(vietnameseAddressSchema, input);
  if (checked.ok) return { ok: true, address: checked.data };
  if (style === 'spec') return { ok: false, errors: checked.errors };
  // A hidden field's message would show nowhere; its cause (no province) has its own message.
  const errors = { ...checked.errors };
  for (const field of FILLED_IN) delete errors[field];
  if (!values.postalCode.trim()) delete errors.postalCode;
  return { ok: false, errors };
}

/** Two addresses are the same place for the same person (compared field by field). */
export function sameAddress(a: ShippingAddress, b: ShippingAddress): boolean {
  const fields: (keyof ShippingAddress)[] = [
    'fullname',
    'address',
    'city',
    'postalCode',
    'country',
    'phone',
    'province',
    'ward',
  ];
  return fields.every((field) => (a[field] ?? '') === (b[field] ?? ''));
}
