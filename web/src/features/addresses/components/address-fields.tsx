/**
 * The fields of a Vietnamese address: the specification's five (Full Name, Address, City, Postal
 * Code, Country, with their labels) plus Phone and the Tỉnh/Thành phố and Phường/Xã pickers. City is
 * filled from the province; choosing another province clears the ward.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TextField } from '@mui/material';
import type { AddressErrors, AddressField, AddressValues } from '@/features/addresses/address-values';
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

export function AddressFields({
  values,
  errors,
  onChange,
}: {
  values: AddressValues;
  errors: AddressErrors;
  /** The changed fields; their errors are cleared by the caller. */
  onChange: (change: Partial<AddressValues>, fields: AddressField[]) => void;
}) {
  const text = (name: TextFieldName) => {
    const { label, autoComplete, type } = TEXT_FIELDS[name];
    return (
      <TextField
        key={name}
        name={name}
        label={i18n._(label)}
        type={type}
        required
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(event) => onChange({ [name]: event.target.value }, [name])}
        error={Boolean(errors[name])}
        helperText={errors[name]}
      />
    );
  };

  return (
    <>
      {text('fullname')}
      {text('phone')}
      {text('address')}
      <ProvincePicker
        value={values.province}
        required
        error={errors.province}
        onChange={(province) =>
          onChange(
            province
              ? {
                  province: province.name,
                  provinceCode: province.code,
                  city: province.name,
                  ward: '',
                  wardCode: undefined,
                }
              : { province: '', provinceCode: undefined, ward: '', wardCode: undefined },
            ['province', 'ward', 'city'],
          )
        }
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
      {text('city')}
      {text('postalCode')}
      {text('country')}
    </>
  );
}
