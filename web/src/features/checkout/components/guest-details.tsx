/**
 * Who buys without an account and where it ships (docs/decisions/0104-guest-checkout.md): the
 * owner's `vietnam` address form (Họ và tên, Số điện thoại, the pickers, the address; no postal
 * code: the province's is sent), whose name and phone are the guest's, then an optional email for
 * the invoice and the Zalo box, unticked.
 */
import { t } from '@lingui/core/macro';
import { Checkbox, FormControlLabel, TextField } from '@mui/material';
import { useState } from 'react';
import { guestSchema, type GuestInput, type VietnameseAddress } from '@shared/address-schemas';
import {
  AddressFields,
  checkAddress,
  EMPTY_ADDRESS,
  type AddressErrors,
  type AddressValues,
} from '@/features/addresses';

export function useGuestDetails() {
  const [values, setValues] = useState<AddressValues>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [contact, setContact] = useState({ email: '', zaloOptIn: false });
  const [emailError, setEmailError] = useState<string | undefined>();

  /** The address and the guest when both are valid; otherwise null, with the fields' errors shown. */
  const check = (): { address: VietnameseAddress; guest: GuestInput } | null => {
    const checked = checkAddress(values, 'vietnam');
    const email = contact.email.trim();
    const guest = guestSchema.safeParse({
      name: values.fullname,
      phone: values.phone,
      zaloOptIn: contact.zaloOptIn,
      ...(email ? { email } : {}),
    });
    const badEmail = guest.error?.issues.some((issue) => issue.path[0] === 'email');
    setEmailError(badEmail ? t`Enter a valid email address, or leave it empty` : undefined);
    if (!checked.ok) setErrors(checked.errors);
    return checked.ok && guest.success ? { address: checked.address, guest: guest.data } : null;
  };

  return { values, setValues, errors, setErrors, contact, setContact, emailError, setEmailError, check };
}

export function GuestDetails({ details }: { details: ReturnType<typeof useGuestDetails> }) {
  const { values, errors, contact, emailError } = details;
  return (
    <>
      <AddressFields
        addressStyle="vietnam"
        withoutPostalCode
        values={values}
        errors={errors}
        onChange={(change, fields) => {
          details.setValues((current) => ({ ...current, ...change }));
          details.setErrors((current) => ({
            ...current,
            ...Object.fromEntries(fields.map((field) => [field, undefined])),
          }));
        }}
      />
      <TextField
        name="email"
        type="email"
        autoComplete="email"
        label={t`Email (optional, for your invoice)`}
        value={contact.email}
        onChange={(event) => {
          details.setContact((current) => ({ ...current, email: event.target.value }));
          details.setEmailError(undefined);
        }}
        error={Boolean(emailError)}
        helperText={emailError}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={contact.zaloOptIn}
            onChange={(event) => details.setContact((current) => ({ ...current, zaloOptIn: event.target.checked }))}
          />
        }
        label={t`Receive order notifications on Zalo`}
      />
    </>
  );
}
