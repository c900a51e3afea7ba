/** /shipping: checkout step 2, the shipping address (spec section 2 "Shipping"). */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ShippingAddress } from '@shared/entities';
import { shippingAddressSchema } from '@shared/schemas';
import { paths } from '@/config/paths';
import { checkForm, type FieldErrors } from '@/lib/form-validation';
import { readShippingAddress, saveShippingAddress } from '@/features/checkout/checkout-store';
import { CheckoutForm } from '@/features/checkout/components/checkout-form';
import { CheckoutSteps } from '@/features/checkout/components/checkout-steps';

type Field = keyof ShippingAddress;
const FIELDS: { name: Field; label: MessageDescriptor; autoComplete: string }[] = [
  { name: 'fullname', label: msg`Full Name`, autoComplete: 'name' },
  { name: 'address', label: msg`Address`, autoComplete: 'street-address' },
  { name: 'city', label: msg`City`, autoComplete: 'address-level2' },
  { name: 'postalCode', label: msg`Postal Code`, autoComplete: 'postal-code' },
  { name: 'country', label: msg`Country`, autoComplete: 'country-name' },
];
const EMPTY: ShippingAddress = { fullname: '', address: '', city: '', postalCode: '', country: '' };

export default function ShippingPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState<ShippingAddress>(() => readShippingAddress() ?? EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const submit = () => {
    const checked = checkForm<Field, typeof shippingAddressSchema>(shippingAddressSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    saveShippingAddress(checked.data);
    void navigate(paths.payment());
  };

  return (
    <>
      <CheckoutSteps current="Shipping" />
      <CheckoutForm title={t`Shipping Address`} onSubmit={submit}>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <TextField
            key={name}
            name={name}
            label={i18n._(label)}
            required
            autoComplete={autoComplete}
            value={values[name]}
            onChange={(event) => {
              setValues((current) => ({ ...current, [name]: event.target.value }));
              setErrors((current) => ({ ...current, [name]: undefined }));
            }}
            error={Boolean(errors[name])}
            helperText={errors[name]}
          />
        ))}
        <Button type="submit" variant="contained" size="large">
          {t`Continue`}
        </Button>
      </CheckoutForm>
    </>
  );
}
