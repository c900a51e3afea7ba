import { t } from '@lingui/core/macro';
import { Button, Link, TextField } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { passwordResetSchema } from '@shared/schemas';
import { MessageBox } from '@/components/message-box';
import { paths } from '@/config/paths';
import { resetPasswordRequest } from '@/features/auth/account-api';
import { FormCard } from '@/features/auth/components/form-card';
import { useSession } from '@/features/auth/session';
import { useFormFields } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type Field = 'password' | 'confirmPassword';
const labels = (): Record<Field, string> => ({ password: 'password', confirmPassword: t`confirm password` });

/**
 * The page the password-reset email links to (`?oobCode=`): the new password, then the customer is
 * signed in here, every other session having ended.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode') ?? '';
  const navigate = useNavigate();
  const { signIn } = useSession();
  const { values, field, validate } = useFormFields<Field>(
    { password: '', confirmPassword: '' },
    { markRequired: true },
  );
  const [sending, setSending] = useState(false);

  if (!oobCode) {
    return (
      <FormCard title={t`Set a new password`} onSubmit={() => undefined}>
        <MessageBox severity="error">{t`This link is invalid or has expired`}</MessageBox>
        <Link component={RouterLink} to={paths.forgotPassword()}>
          {t`Ask for a new link`}
        </Link>
      </FormCard>
    );
  }

  const onSubmit = async () => {
    const data = validate(['password', 'confirmPassword'], labels(), passwordResetSchema.pick({ password: true }));
    if (!data) return;
    if (values.password !== values.confirmPassword) {
      notify.error(MSG.passwordMismatch);
      return;
    }
    setSending(true);
    try {
      await signIn(await resetPasswordRequest({ oobCode, password: data.password }));
      notify.success(t`Your new password is set`);
      void navigate(paths.home(), { replace: true });
    } catch (error) {
      notify.error(error);
      setSending(false);
    }
  };

  return (
    <FormCard title={t`Set a new password`} onSubmit={() => void onSubmit()}>
      <TextField label={t`New Password`} type="password" autoComplete="new-password" {...field('password')} />
      <TextField
        label={t`Confirm Password`}
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword')}
      />
      <Button type="submit" variant="contained" disabled={sending}>
        {t`Save and sign in`}
      </Button>
    </FormCard>
  );
}
