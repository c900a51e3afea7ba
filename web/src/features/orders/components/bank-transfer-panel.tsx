/**
 * How to pay a bank-transfer order: the dynamic VietQR code any Vietnamese banking app scans, and
 * the same details as text with copy buttons, for paying by hand, with the deadline
 * (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 */
import { t } from '@lingui/core/macro';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { OrderBankTransfer } from '@shared/entities/payment';
import { formatPrice } from '@shared/money';
import type { BankAccountSettings } from '@shared/shop-settings';
import { shownDateTime } from '@/i18n/dates';
import { notify } from '@/lib/notify';
import { VietQrCode } from './vietqr-code';

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

function Detail({ label, value, copyable = false }: { label: string; value: string; copyable?: boolean }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 'bold', fontFamily: copyable ? 'monospace' : undefined }}>
        {value}
      </Typography>
      {copyable && (
        <Button size="small" aria-label={t`Copy ${label}`} onClick={() => void copy(value, label)}>
          {t`Copy`}
        </Button>
      )}
    </Stack>
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
        <VietQrCode payload={transfer.qrPayload} size={200} />
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography>{t`Scan the code with your banking app, or transfer by hand with these details:`}</Typography>
          <Detail label={t`Bank`} value={account.bankName} />
          <Detail label={t`Account number`} value={transfer.accountNumber} copyable />
          <Detail label={t`Account name`} value={account.accountName} />
          <Detail label={t`Amount`} value={String(transfer.amount)} copyable />
          <Detail label={t`Transfer note`} value={transfer.orderCode} copyable />
          <Typography>{t`Transfer exactly ${amount} with the note ${code} by ${deadline} (Vietnam time); the order is cancelled after that.`}</Typography>
          <Typography color="text.secondary">{t`This page turns paid by itself once the bank confirms the transfer.`}</Typography>
        </Stack>
      </Stack>
    </Box>
  );
}
