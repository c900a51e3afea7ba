/**
 * The profile's phone, verified by a 6-digit code sent by Zalo (docs/guest-checkout-and-zalo.md,
 * "Claiming guest orders"): a verified phone lets the account claim the orders placed with it
 * without an account. "Gửi mã" sends the code; the code entry verifies; the verified phone shows as such,
 * with the switch for order news by Zalo to it.
 */
import { t } from '@lingui/core/macro';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { AccountPhone } from '@shared/claim-endpoints';
import { normalizeVietnamesePhone } from '@shared/phone';
import { CodeEntry } from '@/components/code-entry';
import { MessageBox } from '@/components/message-box';
import { callApi } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { invalidateQueries } from '@/lib/query-store';
import { useApiQuery } from '@/lib/use-api-query';
import { translateMessage } from '@/i18n/translate-message';
import { shownDateTime } from '@/i18n/dates';
import { ZaloMessagesSwitch } from './zalo-messages-switch';

/** Shows a phone as Vietnamese buyers write it: 0912 345 678. */
const nationalPhone = (e164: string) => `0${e164.slice(3)}`.replace(/^(\d{4})(\d{3})(\d+)$/, '$1 $2 $3');

export function PhoneVerification() {
  const current = useApiQuery('myPhone', {});
  const [editing, setEditing] = useState(false);
  const verified = current.data?.phone && current.data.phoneVerifiedAt ? current.data : null;
  return (
    <Paper variant="outlined" component="section" sx={{ maxWidth: 480, mx: 'auto', p: { xs: 2, sm: 4 } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
        {t`Số điện thoại`}
      </Typography>
      {verified && !editing ? (
        <VerifiedPhone phone={verified} onChange={() => setEditing(true)} />
      ) : (
        <PhoneCodeForm
          onVerified={() => {
            setEditing(false);
            invalidateQueries('myPhone');
            invalidateQueries('claimableOrders');
          }}
        />
      )}
    </Paper>
  );
}

function VerifiedPhone({ phone, onChange }: { phone: AccountPhone; onChange: () => void }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        {nationalPhone(phone.phone ?? '')}{' '}
        <Typography component="span" sx={{ color: 'success.main', fontWeight: 600 }}>
          {t`Đã xác minh`}
        </Typography>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t`Verified on ${shownDateTime(phone.phoneVerifiedAt ?? '')}`}
      </Typography>
      <ZaloMessagesSwitch phone={phone} />
      <Button variant="outlined" onClick={onChange}>
        {t`Change the phone`}
      </Button>
    </Stack>
  );
}

function PhoneCodeForm({ onVerified }: { onVerified: () => void }) {
  const [phoneText, setPhoneText] = useState('');
  const [sentTo, setSentTo] = useState<{ phone: string; message: string } | null>(null);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessage(failure));
    }
    setBusy(false);
  };

  const sendCode = () => {
    const phone = normalizeVietnamesePhone(phoneText);
    if (!phone) {
      setError(t`Enter a Vietnamese phone number, e.g. 0912 345 678`);
      return;
    }
    void run(async () => {
      const answer = await callApi('requestPhoneCode', { body: { phone } });
      setSentTo({ phone, message: translateMessage(answer.message) });
      setOtp('');
    });
  };

  const verify = (code: string) => {
    if (!sentTo) return;
    void run(async () => {
      const answer = await callApi('verifyPhone', { body: { phone: sentTo.phone, otp: code } });
      notify.success(translateMessage(answer.message));
      onVerified();
    });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {t`Verify your phone to add the orders you placed with it without an account.`}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          name="phone"
          type="tel"
          autoComplete="tel"
          label={t`Số điện thoại`}
          value={phoneText}
          onChange={(event) => setPhoneText(event.target.value)}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={sendCode} disabled={busy} sx={{ mt: 1, whiteSpace: 'nowrap' }}>
          {t`Gửi mã`}
        </Button>
      </Stack>
      {sentTo && (
        <CodeEntry
          message={sentTo.message}
          otp={otp}
          onOtp={setOtp}
          onCode={verify}
          onError={setError}
          submitLabel={t`Xác minh`}
          busy={busy}
        />
      )}
      {error && <MessageBox severity="error">{error}</MessageBox>}
    </Stack>
  );
}
