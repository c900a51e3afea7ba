import { t } from '@lingui/core/macro';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { sendVerificationEmailRequest } from '@/features/auth/account-api';
import { notify } from '@/lib/notify';

/**
 * Shown to a signed-in customer whose address is not verified yet: they shop and check out as
 * usual, and can ask for the link again (rate-limited by the server).
 */
export default function VerifyEmailBanner({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      notify.success((await sendVerificationEmailRequest()).message);
    } catch (error) {
      notify.error(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" disabled={sending} onClick={() => void resend()}>
          {t`Resend`}
        </Button>
      }
    >
      {t`Please verify your email address: we sent a link to ${email}.`}
    </Alert>
  );
}
