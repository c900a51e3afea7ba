/** /shipping: checkout step 2, the shipping address (spec section 2 "Shipping"). */
import { Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ShippingAddress } from '@shared/entities';
import { shippingAddressSchema } from '@shared/schemas';
import { paths } from '../../../config/paths';
import { checkForm, type FieldErrors } from '../../../lib/form-validation';
import { readShippingAddress, saveShippingAddress } from '../checkout-store';
import { CheckoutForm } from '../components/checkout-form';
import { CheckoutSteps } from '../components/checkout-steps';

type Field = keyof ShippingAddress;
const FIELDS: { name: Field; label: string; autoComplete: string }[] = [
  { name: 'fullname', label: 'Full Name', autoComplete: 'name' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
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
      <CheckoutForm title="Shipping Address" onSubmit={submit}>
        {FIELDS.map(({ name, label, autoComplete }) => (
          <TextField
            key={name}
            name={name}
            label={label}
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
          Continue
        </Button>
      </CheckoutForm>
    </>
  );
}
