import { t } from '@lingui/core/macro';
import { CircularProgress, Link, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { EmailActionResult } from '@shared/api-contract';
import { MessageBox } from '@/components/message-box';
import { paths } from '@/config/paths';
import { translateMessage } from '@/i18n/translate-message';
import { errorMessage } from '@/lib/api-error';
import { applyEmailActionRequest } from '@/features/auth/account-api';
import { useSession } from '@/features/auth/session';

/**
 * One request per code, whatever React does with effects: a code works once, so a second call
 * (StrictMode runs effects twice in development) would answer "invalid" after the first succeeded.
 */
const applying = new Map<string, Promise<EmailActionResult>>();
const applyOnce = (oobCode: string) => {
  let pending = applying.get(oobCode);
  if (!pending) {
    pending = applyEmailActionRequest({ oobCode });
    applying.set(oobCode, pending);
  }
  return pending;
};

type Outcome = { ok: true; result: EmailActionResult } | { ok: false; message: string };

/**
 * The page the verification and email-change emails link to (`?oobCode=`). A verified address
 * updates the signed-in session; a changed address ended every session, so this one signs out too.
 */
export default function VerifyEmailPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode') ?? '';
  const { userInfo, updateProfile, signOut } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!oobCode) return;
    let current = true;
    applyOnce(oobCode).then(
      (result) => current && setOutcome({ ok: true, result }),
      (error: unknown) => current && setOutcome({ ok: false, message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [oobCode]);

  useEffect(() => {
    if (!outcome?.ok || !userInfo) return;
    if (outcome.result.emailChanged) void signOut();
    else if (userInfo.emailVerified !== true && userInfo.email === outcome.result.email) {
      updateProfile({ ...userInfo, emailVerified: true });
    }
  }, [outcome, userInfo, updateProfile, signOut]);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {t`Email address`}
      </Typography>
      {!oobCode && <MessageBox severity="error">{t`This link is invalid or has expired`}</MessageBox>}
      {oobCode && !outcome && <CircularProgress aria-label={t`Checking the link`} />}
      {outcome?.ok === false && <MessageBox severity="error">{translateMessage(outcome.message)}</MessageBox>}
      {outcome?.ok && (
        <div role="status">
          <MessageBox severity="success">{translateMessage(outcome.result.message)}</MessageBox>
        </div>
      )}
      {outcome?.ok && outcome.result.emailChanged && (
        <Link component={RouterLink} to={paths.signin()}>
          {t`Sign In`}
        </Link>
      )}
      {outcome?.ok && !outcome.result.emailChanged && (
        <Link component={RouterLink} to={paths.home()}>
          {t`Continue shopping`}
        </Link>
      )}
    </Paper>
  );
}
