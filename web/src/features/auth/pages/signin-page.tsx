import { Button, Link, TextField, Typography } from '@mui/material';
import { notify } from '../../../lib/notify';
import { useState, type ChangeEvent } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { signinSchema } from '@shared/schemas';
import { paths } from '../../../config/paths';
import { signinRequest } from '../account-api';
import { FormCard } from '../components/form-card';
import { validateFields, type FieldErrors } from '../form-validation';
import { useSession } from '../session';
import { useRedirectTarget } from '../use-redirect-target';

type Field = 'email' | 'password';
const LABELS: Record<Field, string> = { email: 'email', password: 'password' };

export default function SigninPage() {
  const { userInfo, signIn } = useSession();
  const { target, redirectParam } = useRedirectTarget();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);

  // Signed in (already, or just now): go to the redirect target.
  if (userInfo) return <Navigate to={target} replace />;

  const onSubmit = async () => {
    const { errors: found, data } = validateFields(values, ['email', 'password'], LABELS, signinSchema);
    setErrors(found);
    if (!data) return;
    setSending(true);
    try {
      await signIn(await signinRequest(data));
    } catch (error) {
      notify.error(error);
      setSending(false);
    }
  };

  const field = (name: Field) => ({
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name],
    slotProps: { htmlInput: { 'aria-required': true } },
  });

  return (
    <FormCard title="Sign In" onSubmit={() => void onSubmit()}>
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
      <Button type="submit" variant="contained" disabled={sending}>
        Sign In
      </Button>
      <Typography>
        New customer?{' '}
        <Link component={RouterLink} to={paths.signup(redirectParam)}>
          Create your account
        </Link>
      </Typography>
    </FormCard>
  );
}
