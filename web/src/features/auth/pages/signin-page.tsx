import { t } from '@lingui/core/macro';
import { Button, Link, TextField, Typography } from '@mui/material';
import { notify } from '@/lib/notify';
import { useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { signinSchema } from '@shared/schemas';
import { paths } from '@/config/paths';
import { signinRequest } from '@/features/auth/account-api';
import { FormCard } from '@/features/auth/components/form-card';
import { useFormFields } from '@/lib/form-validation';
import { useSession } from '@/features/auth/session';
import { useRedirectTarget } from '@/features/auth/use-redirect-target';

type Field = 'email' | 'password';
/** The schema's field names, in the required-field messages (the shared catalogue translates them). */
const LABELS: Record<Field, string> = { email: 'email', password: 'password' };

export default function SigninPage() {
  const { userInfo, signIn } = useSession();
  const { target, redirectParam } = useRedirectTarget();
  const { field, validate } = useFormFields<Field>({ email: '', password: '' }, { markRequired: true });
  const [sending, setSending] = useState(false);

  // Signed in (already, or just now): go to the redirect target.
  if (userInfo) return <Navigate to={target} replace />;

  const onSubmit = async () => {
    const data = validate(['email', 'password'], LABELS, signinSchema);
    if (!data) return;
    setSending(true);
    try {
      await signIn(await signinRequest(data));
    } catch (error) {
      notify.error(error);
      setSending(false);
    }
  };

  return (
    <FormCard title={t`Sign In`} onSubmit={() => void onSubmit()}>
      <TextField label={t`Email`} type="email" autoComplete="email" {...field('email')} />
      <TextField label={t`Password`} type="password" autoComplete="current-password" {...field('password')} />
      <Link component={RouterLink} to={paths.forgotPassword()} sx={{ justifySelf: 'start' }}>
        {t`Forgot your password?`}
      </Link>
      <Button type="submit" variant="contained" disabled={sending}>
        {t`Sign In`}
      </Button>
      {/* Checkout also takes an order with a name and a phone (docs/decisions/0104-guest-checkout.md). */}
      {target === paths.shipping() && (
        <Button component={RouterLink} to={paths.guestCheckout()} variant="outlined">
          {t`Continue without an account`}
        </Button>
      )}
      <Typography>
        {t`New customer?`}{' '}
        <Link component={RouterLink} to={paths.signup(redirectParam)}>
          {t`Create your account`}
        </Link>
      </Typography>
    </FormCard>
  );
}
