/**
 * A Vietnamese address as its form edits it: every field a string, the codes beside the names.
 * Checked with the schema the server checks the address book and the shop's orders with.
 */
import type { ShippingAddress } from '@shared/entities/order';
import { vietnameseAddressSchema, type VietnameseAddress } from '@shared/address-schemas';
import { checkForm, type FieldErrors } from '@/lib/form-validation';

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

export function checkAddress(values: AddressValues): AddressCheck {
  const checked = checkForm<AddressField, typeof vietnameseAddressSchema>(vietnameseAddressSchema, values);
  return checked.ok ? { ok: true, address: checked.data } : { ok: false, errors: checked.errors };
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
