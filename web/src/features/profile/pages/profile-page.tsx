import { Button, TextField } from '@mui/material';
import { notify } from '../../../lib/notify';
import { useState } from 'react';
import { MSG } from '@shared/messages';
import { profileUpdateSchema } from '@shared/schemas';
import { updateProfileRequest } from '../../auth/account-api';
import { FormCard } from '../../auth/components/form-card';
import { useFormFields } from '../../auth/form-validation';
import { useSession } from '../../auth/session';

type Field = 'name' | 'email' | 'password' | 'confirmPassword';
const LABELS: Record<Field, string> = {
  name: 'name',
  email: 'email',
  password: 'password',
  confirmPassword: 'confirm password',
};

/** Rendered behind RequireSignIn. An empty password keeps the current one; the confirmation is not compared (spec section 5). */
export default function ProfilePage() {
  const { userInfo, signIn } = useSession();
  const { setValues, field, validate } = useFormFields<Field>({
    name: userInfo?.name ?? '',
    email: userInfo?.email ?? '',
    password: '',
    confirmPassword: '',
  });
  const [sending, setSending] = useState(false);

  const onSubmit = async () => {
    const data = validate(['name', 'email'], LABELS, profileUpdateSchema);
    if (!data) return;
    setSending(true);
    try {
      await signIn(await updateProfileRequest(data));
      setValues((v) => ({ ...v, password: '', confirmPassword: '' }));
      notify.success(MSG.userUpdated);
    } catch (error) {
      notify.error(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormCard title="User Profile" onSubmit={() => void onSubmit()}>
      <TextField label="Name" autoComplete="name" {...field('name')} />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <Button type="submit" variant="contained" disabled={sending}>
        Update
      </Button>
    </FormCard>
  );
}
