/**
 * /tra-cuu-don-hang: finding an order without an account (docs/guest-checkout-and-zalo.md). The
 * phone and the order code ask for a one-time code; the code opens the order's read-only page,
 * /tra-cuu-don-hang/:orderCode, with the token it answers, kept in this tab as guest checkout keeps
 * its own. The API answers every pair alike, so the page never says whether an order was found.
 */
import { t } from '@lingui/core/macro';
import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isOrderCode } from '@shared/order-code';
import { normalizeVietnamesePhone } from '@shared/phone';
import { paths } from '@/config/paths';
import { callApi } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-error';
import { translateMessage } from '@/i18n/translate-message';
import { useShopSettings } from '@/lib/use-shop-settings';
import { CodeEntry } from '@/components/code-entry';
import { MessageBox } from '@/components/message-box';
import { SectionCard } from '@/components/section-card';
import { saveGuestOrderAccess } from '@/features/orders/guest-order-access';

interface Pair {
  phone: string;
  orderCode: string;
}

interface Sent {
  pair: Pair;
  message: string;
  minutes: number;
}

export default function OrderLookupPage() {
  const [sent, setSent] = useState<Sent | null>(null);
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h4" component="h1">
        {t`Tra cứu đơn hàng`}
      </Typography>
      {sent ? <CodeStep sent={sent} onResent={setSent} onBack={() => setSent(null)} /> : <PairStep onSent={setSent} />}
    </Stack>
  );
}

async function askForCode(pair: Pair): Promise<Sent> {
  const answer = await callApi('requestOrderLookup', { body: pair });
  return { pair, message: translateMessage(answer.message), minutes: Math.round(answer.expiresInSeconds / 60) };
}

function PairStep({ onSent }: { onSent: (sent: Sent) => void }) {
  const [values, setValues] = useState({ phone: '', orderCode: '' });
  const [errors, setErrors] = useState<{ phone?: string; orderCode?: string; form?: string }>({});
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const phone = normalizeVietnamesePhone(values.phone);
    const orderCode = values.orderCode.trim().toUpperCase();
    const checked = {
      phone: phone ? undefined : t`Enter a Vietnamese phone number, e.g. 0912 345 678`,
      orderCode: isOrderCode(orderCode) ? undefined : t`Enter the order code, e.g. LS7K2QX`,
    };
    setErrors(checked);
    if (!phone || checked.orderCode) return;
    setSending(true);
    try {
      onSent(await askForCode({ phone, orderCode }));
    } catch (error) {
      setErrors({ form: errorMessage(error) });
      setSending(false);
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Typography>{t`Enter the phone number and the order code (LS…) of your order: we send a code to open it.`}</Typography>
      <TextField
        name="phone"
        type="tel"
        autoComplete="tel"
        label={t`Số điện thoại`}
        value={values.phone}
        onChange={(event) => setValues((current) => ({ ...current, phone: event.target.value }))}
        error={Boolean(errors.phone)}
        helperText={errors.phone}
        required
      />
      <TextField
        name="orderCode"
        label={t`Mã đơn hàng`}
        value={values.orderCode}
        onChange={(event) => setValues((current) => ({ ...current, orderCode: event.target.value }))}
        error={Boolean(errors.orderCode)}
        helperText={errors.orderCode}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        required
      />
      {errors.form && <MessageBox severity="error">{errors.form}</MessageBox>}
      <Button type="submit" variant="contained" size="large" disabled={sending}>
        {t`Send the code`}
      </Button>
    </Stack>
  );
}

interface CodeStepProps {
  sent: Sent;
  onResent: (sent: Sent) => void;
  onBack: () => void;
}

function CodeStep({ sent, onResent, onBack }: CodeStepProps) {
  const navigate = useNavigate();
  const settings = useShopSettings().data;
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { pair } = sent;

  const verify = async (code: string) => {
    setBusy(true);
    try {
      const opened = await callApi('verifyOrderLookup', { body: { ...pair, otp: code } });
      saveGuestOrderAccess(pair.orderCode, { orderId: opened.order._id, orderToken: opened.orderToken });
      void navigate(paths.guestOrder(pair.orderCode), { replace: true });
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    try {
      onResent(await askForCode(pair));
      setOtp('');
      setError(null);
    } catch (failure) {
      setError(errorMessage(failure));
    }
    setBusy(false);
  };

  return (
    <CodeEntry
      message={sent.message}
      otp={otp}
      onOtp={(typed) => {
        setOtp(typed);
        setError(null);
      }}
      onCode={(code) => void verify(code)}
      onError={setError}
      submitLabel={t`Open the order`}
      busy={busy}
      error={error}
      required
      size="large"
      actions={
        <Stack direction="row" spacing={2}>
          <Link component="button" type="button" onClick={() => void resend()} disabled={busy}>
            {t`Send a new code`}
          </Link>
          <Link component="button" type="button" onClick={onBack}>
            {t`Change the phone or order code`}
          </Link>
        </Stack>
      }
    >
      <SectionCard title={t`Where the code goes`}>
        <CodeDestination
          minutes={sent.minutes}
          byZalo={Boolean(settings?.zns?.otpTemplateId)}
          contactPhone={settings?.contactPhone}
        />
      </SectionCard>
    </CodeEntry>
  );
}

/**
 * Where the code went, honest about an order it cannot reach without saying whether this one has
 * an email: by Zalo to the order's phone while the shop sends codes by Zalo, and by email.
 */
function CodeDestination({
  minutes,
  byZalo,
  contactPhone,
}: {
  minutes: number;
  byZalo: boolean;
  contactPhone?: string;
}) {
  const where = byZalo
    ? t`The code goes by Zalo to the order's phone, and to the email given with the order, and is valid for ${minutes} minutes.`
    : t`The code goes to the email given with the order and is valid for ${minutes} minutes.`;
  const unreachable = byZalo
    ? contactPhone
      ? t`A phone without Zalo and an order without an email cannot receive it: call the shop at ${contactPhone}.`
      : t`A phone without Zalo and an order without an email cannot receive it: please contact the shop.`
    : contactPhone
      ? t`An order placed without an email cannot receive it: call the shop at ${contactPhone}.`
      : t`An order placed without an email cannot receive it: please contact the shop.`;
  return (
    <Typography>
      {where} {unreachable}
    </Typography>
  );
}
