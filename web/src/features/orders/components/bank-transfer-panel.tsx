/**
 * How to pay a bank-transfer order: the dynamic VietQR code any Vietnamese banking app scans (and
 * saves as an image, for a banking app on the same phone), the same details as text with aligned
 * copy buttons, for paying by hand, the banking apps to open with it filled in, and the deadline
 * (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md, 0091-order-codes-success-page-dates.md).
 */
import { t } from '@lingui/core/macro';
import { Box, Button, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import type { OrderBankTransfer } from '@shared/entities/payment';
import { formatPrice } from '@shared/money';
import type { BankAccountSettings } from '@shared/shop-settings';
import { shownDateTime } from '@/i18n/dates';
import { notify } from '@/lib/notify';
import { BANK_APPS, bankAppLink } from '@/features/orders/bank-apps';
import { VietQrCode } from './vietqr-code';
import { saveVietQrImage } from './vietqr-image';

export interface BankTransferPanelProps {
  transfer: OrderBankTransfer;
  /** The account's bank and holder names, which the order does not carry (settings.bankAccount). */
  account: Pick<BankAccountSettings, 'bankName' | 'accountName'>;
}

async function copy(text: string, what: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(t`${what} copied`);
  } catch {
    notify.error(t`Could not copy: select the text instead`);
  }
}

/**
 * One row of the details: label, value and its copy button in three columns, so every button
 * lines up at the right edge whatever the value's length. `copied` is what the button copies when
 * it is not the value as shown (the amount's digits, as banking apps take them).
 */
function Detail({
  label,
  value,
  copyable = false,
  copied = value,
}: {
  label: string;
  value: string;
  copyable?: boolean;
  copied?: string;
}) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(96px, 35%) 1fr auto', columnGap: 1, alignItems: 'center' }}
    >
      <Typography component="span">{label}</Typography>
      <Typography
        component="span"
        sx={{ fontWeight: 'bold', fontFamily: copyable ? 'monospace' : undefined, overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
      {copyable ? (
        <Button
          size="small"
          aria-label={t`Copy ${label}`}
          onClick={() => void copy(copied, label)}
          sx={{ minHeight: 44 }}
        >
          {t`Copy`}
        </Button>
      ) : (
        <span />
      )}
    </Box>
  );
}

/** "Lưu ảnh QR": the code as a PNG file named after the order's code. */
function SaveQrButton({ payload, code }: { payload: string; code: string }) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      if (!(await saveVietQrImage(payload, `VietQR-${code}`))) notify.error(t`Could not save the QR image`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void save()}
      disabled={saving}
      sx={{ minHeight: 44, alignSelf: 'flex-start' }}
    >
      {t`Lưu ảnh QR / Save QR image`}
    </Button>
  );
}

/** The banking apps that open with the transfer filled in (VietQR's deeplinks): on phones, where the apps are. */
function BankAppLinks({ transfer, accountName }: { transfer: OrderBankTransfer; accountName: string }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const returnUrl = typeof window === 'undefined' ? '' : window.location.href;
  const links = BANK_APPS.flatMap((app) => {
    const href = bankAppLink(app, transfer, accountName, returnUrl);
    return href ? [{ app, href }] : [];
  });
  if (!phone || links.length === 0) return null;
  return (
    <Box component="nav" aria-label={t`Open your banking app`}>
      <Typography sx={{ mb: 1 }}>{t`Or open your banking app with the transfer filled in:`}</Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
          gap: 1,
        }}
      >
        {links.map(({ app, href }) => (
          <li key={app.appId}>
            <Button component="a" href={href} rel="noopener" variant="outlined" fullWidth sx={{ minHeight: 44 }}>
              {app.name}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export function BankTransferPanel({ transfer, account }: BankTransferPanelProps) {
  const deadline = shownDateTime(transfer.expiresAt);
  const amount = formatPrice(transfer.amount);
  const code = transfer.orderCode;
  return (
    <Box component="section" aria-labelledby="bank-transfer-heading">
      <Typography id="bank-transfer-heading" variant="h6" component="h3" gutterBottom>
        {t`Pay by bank transfer`}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Stack spacing={1} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
          <VietQrCode payload={transfer.qrPayload} size={200} />
          <SaveQrButton payload={transfer.qrPayload} code={transfer.orderCode} />
        </Stack>
        <Stack spacing={1} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography>{t`Scan the code with your banking app, or transfer by hand with these details:`}</Typography>
          <Detail label={t`Bank`} value={account.bankName} />
          <Detail label={t`Account number`} value={transfer.accountNumber} copyable />
          <Detail label={t`Account name`} value={account.accountName} />
          <Detail label={t`Amount`} value={amount} copied={String(transfer.amount)} copyable />
          <Detail label={t`Transfer note`} value={transfer.orderCode} copyable />
          <Typography>{t`Transfer exactly ${amount} with the note ${code} by ${deadline} (Vietnam time); the order is cancelled after that.`}</Typography>
          <Typography color="text.secondary">{t`This page turns paid by itself once the bank confirms the transfer.`}</Typography>
          <BankAppLinks transfer={transfer} accountName={account.accountName} />
        </Stack>
      </Stack>
    </Box>
  );
}
