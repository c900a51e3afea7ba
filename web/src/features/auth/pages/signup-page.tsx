import { t } from '@lingui/core/macro';
import { Button, Link, Typography } from '@mui/material';
import { notify } from '@/lib/notify';
import { useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { signupSchema } from '@shared/schemas';
import { paths } from '@/config/paths';
import { signupRequest } from '@/features/auth/account-api';
import { AccountFields } from '@/features/auth/components/account-fields';
import { FormCard } from '@/features/auth/components/form-card';
import { useFormFields } from '@/lib/form-validation';
import { useSession } from '@/features/auth/session';
import { useRedirectTarget } from '@/features/auth/use-redirect-target';

type Field = 'name' | 'email' | 'password' | 'confirmPassword';
/**
 * The field names in the required-field messages: the schema's own (the shared catalogue translates
 * them) and the confirmation, which the schema does not have.
 */
const labels = (): Record<Field, string> => ({
  name: 'name',
  email: 'email',
  password: 'password',
  confirmPassword: t`confirm password`,
});
const REQUIRED: Field[] = ['name', 'email', 'password', 'confirmPassword'];

export default function SignupPage() {
  const { userInfo, signIn } = useSession();
  const { target, redirectParam } = useRedirectTarget();
  const { values, field, validate } = useFormFields<Field>(
    { name: '', email: '', password: '', confirmPassword: '' },
    { markRequired: true },
  );
  const [sending, setSending] = useState(false);

  if (userInfo) return <Navigate to={target} replace />;

  const onSubmit = async () => {
    // The spec's rule comes first: a mismatch is reported and nothing is sent.
    if (values.password !== values.confirmPassword) {
      notify.error(MSG.passwordMismatch);
      return;
    }
    const data = validate(REQUIRED, labels(), signupSchema);
    if (!data) return;
    setSending(true);
    try {
      await signIn(await signupRequest(data));
    } catch (error) {
      notify.error(error);
      setSending(false);
    }
  };

  return (
    <FormCard title={t`Sign Up`} onSubmit={() => void onSubmit()}>
      <AccountFields field={field} />
      <Button type="submit" variant="contained" disabled={sending}>
        {t`Sign Up`}
      </Button>
      <Typography>
        {t`Already have an account?`}{' '}
        <Link component={RouterLink} to={paths.signin(redirectParam)}>
          {t`Sign-In`}
        </Link>
      </Typography>
    </FormCard>
  );
}
