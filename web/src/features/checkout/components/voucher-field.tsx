/** The voucher code entry of the cart and the preview: apply a code, see why it is refused, remove it. */
import { t } from '@lingui/core/macro';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { VoucherState } from '@/features/checkout/use-voucher';

export function VoucherField({ voucher }: { voucher: VoucherState }) {
  const [typed, setTyped] = useState('');

  if (voucher.code) {
    const code = voucher.code;
    return (
      <Stack spacing={1} aria-live="polite">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography>{t`Voucher: ${code}`}</Typography>
          <Button size="small" onClick={voucher.remove}>
            {t`Remove voucher`}
          </Button>
        </Stack>
        {voucher.error !== null && <Alert severity="error">{voucher.error}</Alert>}
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    voucher.apply(typed);
  };
  return (
    <Stack component="form" direction="row" spacing={1} onSubmit={submit} aria-label={t`Voucher`}>
      <TextField
        label={t`Voucher code`}
        size="small"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters' } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" disabled={typed.trim() === ''}>
        {t`Apply`}
      </Button>
    </Stack>
  );
}
