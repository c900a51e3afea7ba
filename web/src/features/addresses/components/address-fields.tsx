/**
 * The fields of a Vietnamese address: the specification's five (Full Name, Address, City, Postal
 * Code, Country, with their labels) plus Phone and the Tỉnh/Thành phố and Phường/Xã pickers. City is
 * filled from the province; choosing another province clears the ward.
 *
 * The owner's `vietnam` address form (docs/decisions/0087-price-and-address-styles.md) asks as
 * Vietnamese shops do: Họ và tên, Số điện thoại, Tỉnh/Thành phố, Phường/Xã, Địa chỉ cụ thể, and an
 * optional postal code proposed from the province; no country (Việt Nam) and no second province
 * field (checkAddress fills them in).
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TextField } from '@mui/material';
import { Fragment } from 'react';
import type { Province } from '@shared/vn-addresses';
import type { AddressStyle } from '@shared/shop-settings';
import {
  useAddressStyle,
  type AddressErrors,
  type AddressField,
  type AddressValues,
} from '@/features/addresses/address-values';
import { postalCodeOf } from '@/features/addresses/postal-codes';
import { ProvincePicker, WardPicker } from './place-pickers';

type TextFieldName = Exclude<AddressField, 'province' | 'ward'>;
const TEXT_FIELDS: Record<TextFieldName, { label: MessageDescriptor; autoComplete: string; type?: string }> = {
  fullname: { label: msg`Full Name`, autoComplete: 'name' },
  address: { label: msg`Address`, autoComplete: 'street-address' },
  city: { label: msg`City`, autoComplete: 'address-level1' },
  postalCode: { label: msg`Postal Code`, autoComplete: 'postal-code' },
  country: { label: msg`Country`, autoComplete: 'country-name' },
  phone: { label: msg`Phone`, autoComplete: 'tel', type: 'tel' },
};

/** The `vietnam` form's labels, as Vietnamese shops write them (the fields keep their names). */
const VIETNAM_LABELS: Partial<Record<TextFieldName, MessageDescriptor>> = {
  fullname: msg`Họ và tên`,
  phone: msg`Số điện thoại`,
  address: msg`Địa chỉ cụ thể (số nhà, tên đường)`,
  postalCode: msg`Mã bưu chính (không bắt buộc)`,
};

/** The fields in the order each form shows them; `places` is the two pickers. */
const FIELD_ORDER: Record<AddressStyle, (TextFieldName | 'places')[]> = {
  spec: ['fullname', 'phone', 'address', 'places', 'city', 'postalCode', 'country'],
  vietnam: ['fullname', 'phone', 'places', 'address', 'postalCode'],
};

/** A new province: the city follows it, the ward is cleared; the vietnam form also proposes its postal code. */
function provinceChange(province: Province | null, vietnam: boolean): [Partial<AddressValues>, AddressField[]] {
  if (!province)
    return [{ province: '', provinceCode: undefined, ward: '', wardCode: undefined }, ['province', 'ward', 'city']];
  const change = {
    province: province.name,
    provinceCode: province.code,
    city: province.name,
    ward: '',
    wardCode: undefined,
  };
  return vietnam
    ? [{ ...change, postalCode: postalCodeOf(province.name) }, ['province', 'ward', 'city', 'postalCode']]
    : [change, ['province', 'ward', 'city']];
}

export function AddressFields({
  values,
  errors,
  onChange,
  addressStyle,
  withoutPostalCode = false,
}: {
  values: AddressValues;
  errors: AddressErrors;
  /** The changed fields; their errors are cleared by the caller. */
  onChange: (change: Partial<AddressValues>, fields: AddressField[]) => void;
  /** The owner's choice (Settings) unless given. */
  addressStyle?: AddressStyle;
  /**
   * The `vietnam` form without its optional postal code (guest checkout asks no more than the name,
   * the phone and the place): the province's code still goes with the address (checkAddress).
   */
  withoutPostalCode?: boolean;
}) {
  const ownerStyle = useAddressStyle();
  const vietnam = (addressStyle ?? ownerStyle) === 'vietnam';
  const text = (name: TextFieldName) => {
    const { label: specLabel, autoComplete, type } = TEXT_FIELDS[name];
    const label = (vietnam && VIETNAM_LABELS[name]) || specLabel;
    return (
      <TextField
        key={name}
        name={name}
        label={i18n._(label)}
        type={type}
        required={!(vietnam && name === 'postalCode')}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => onChange({ [name]: event.target.value }, [name])}
        error={Boolean(errors[name])}
        helperText={errors[name]}
      />
    );
  };

  const order = FIELD_ORDER[vietnam ? 'vietnam' : 'spec'];
  const shown = vietnam && withoutPostalCode ? order.filter((part) => part !== 'postalCode') : order;
  return shown.map((part) =>
    part !== 'places' ? (
      text(part)
    ) : (
      <Fragment key="places">
        <ProvincePicker
          value={values.province}
          required
          error={errors.province}
          onChange={(province) => onChange(...provinceChange(province, vietnam))}
        />
        <WardPicker
          province={values.province}
          value={values.ward}
          required
          error={errors.ward}
          onChange={(ward) =>
            onChange(ward ? { ward: ward.name, wardCode: ward.code } : { ward: '', wardCode: undefined }, ['ward'])
          }
        />
      </Fragment>
    ),
  );
}
