/**
 * The profile's switch for order news by Zalo (docs/guest-checkout-and-zalo.md): placed, shipped
 * and delivered to the verified phone. Each change is recorded on the server as an opt-in or a
 * withdrawal, honoured from the next message on.
 */
import { t } from '@lingui/core/macro';
import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import type { AccountPhone } from '@shared/claim-endpoints';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { apiQueryKey, updateQuery } from '@/lib/query-store';
import { translateMessage } from '@/i18n/translate-message';

export function ZaloMessagesSwitch({ phone }: { phone: AccountPhone }) {
  const [busy, setBusy] = useState(false);

  const choose = async (granted: boolean) => {
    setBusy(true);
    try {
      const answer = await callApi('chooseZaloMessages', { body: { granted } });
      updateQuery<AccountPhone>(apiQueryKey('myPhone', {}), () => answer);
      notify.success(translateMessage(answer.message));
    } catch (error) {
      notify.error(error);
    }
    setBusy(false);
  };

  return (
    <FormControlLabel
      control={
        <Switch checked={phone.zaloMessages} disabled={busy} onChange={(event) => void choose(event.target.checked)} />
      }
      label={t`Nhận thông báo đơn hàng qua Zalo`}
    />
  );
}
