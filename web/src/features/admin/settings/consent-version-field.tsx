/**
 * "Quyền riêng tư": the version of the consent banner's terms (docs/privacy-and-consent.md). A
 * visitor whose latest choice names another version sees the banner again, so the owner changes it
 * when the privacy policy's purposes change.
 */
import { t } from '@lingui/core/macro';
import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { ShopSettings } from '@shared/shop-settings';

/** The box as loaded (the default for a shop saved before it); a change clears its message. */
export function useConsentVersion(settings: Partial<Pick<ShopSettings, 'consentVersion'>>, clearError: () => void) {
  const [consentVersion, setConsentVersion] = useState(settings.consentVersion ?? '1');
  const change = (value: string) => {
    setConsentVersion(value);
    clearError();
  };
  return [consentVersion, change] as const;
}

export function ConsentVersionField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <>
      <Typography variant="h6" component="h2">{t`Quyền riêng tư`}</Typography>
      <TextField
        name="consentVersion"
        label={t`Phiên bản điều khoản cookie`}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? t`Đổi phiên bản để hỏi lại mọi khách về cookie`}
      />
    </>
  );
}
