import { t } from '@lingui/core/macro';
import { TextField, type TextFieldProps } from '@mui/material';

type AccountField = 'name' | 'email' | 'password' | 'confirmPassword';

/** Name, email, password and its confirmation: the fields sign-up and the profile both show. */
export function AccountFields({ field }: { field: (name: AccountField) => TextFieldProps }) {
  return (
    <>
      <TextField label={t`Name`} autoComplete="name" {...field('name')} />
      <TextField label={t`Email`} type="email" autoComplete="email" {...field('email')} />
      <TextField label={t`Password`} type="password" autoComplete="new-password" {...field('password')} />
      <TextField
        label={t`Confirm Password`}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
    </>
  );
}
