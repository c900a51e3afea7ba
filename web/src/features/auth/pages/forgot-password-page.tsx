import { t } from '@lingui/core/macro';
import { Button, Link, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { passwordResetRequestSchema } from '@shared/schemas';
import { MessageBox } from '@/components/message-box';
import { paths } from '@/config/paths';
import { translateMessage } from '@/i18n/translate-message';
import { requestPasswordResetRequest } from '@/features/auth/account-api';
import { FormCard } from '@/features/auth/components/form-card';
import { useFormFields } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type Field = 'email';
const LABELS: Record<Field, string> = { email: 'email' };

/**
 * Forgot password: the server answers the same for every address (docs/decisions/0021-email-and-accounts.md),
 * and this page shows that answer, so it tells nobody whether an address has an account.
 */
export default function ForgotPasswordPage() {
  const { field, validate } = useFormFields<Field>({ email: '' }, { markRequired: true });
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  const onSubmit = async () => {
    const data = validate(['email'], LABELS, passwordResetRequestSchema);
    if (!data) return;
    setSending(true);
    try {
      setAnswer((await requestPasswordResetRequest(data)).message);
    } catch (error) {
      notify.error(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormCard title={t`Forgot your password?`} onSubmit={() => void onSubmit()}>
      <Typography>{t`Enter your email address and we will send you a link to set a new password.`}</Typography>
      <TextField label={t`Email`} type="email" autoComplete="email" {...field('email')} />
      {answer && (
        <div role="status">
          <MessageBox severity="success">{translateMessage(answer)}</MessageBox>
        </div>
      )}
      <Button type="submit" variant="contained" disabled={sending}>
        {t`Send the link`}
      </Button>
      <Typography>
        <Link component={RouterLink} to={paths.signin()}>
          {t`Back to sign in`}
        </Link>
      </Typography>
    </FormCard>
  );
}
