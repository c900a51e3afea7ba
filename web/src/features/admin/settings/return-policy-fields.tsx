/**
 * The return policy the product page shows under "Bảo hành & đổi trả" and its JSON-LD offers
 * (docs/decisions/0095-warranty-and-return-settings.md): the days a customer may return a laptop
 * and the policy's text.
 */
import { t } from '@lingui/core/macro';
import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { ShopSettings } from '@shared/shop-settings';

export type ReturnPolicyField = 'returnDays' | 'returnPolicyText';
type ReturnPolicyValues = Record<ReturnPolicyField, string>;

/** The two boxes as loaded; a change clears its field's message. */
export function useReturnPolicy(
  settings: Pick<ShopSettings, ReturnPolicyField>,
  clearError: (field: ReturnPolicyField) => void,
) {
  const [values, setValues] = useState<ReturnPolicyValues>(() => ({
    returnDays: String(settings.returnDays),
    returnPolicyText: settings.returnPolicyText,
  }));
  const change = (field: ReturnPolicyField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };
  return [values, change] as const;
}

/** What the update schema checks: an empty days box is not 0 but a missing number. */
export const returnPolicyInput = (values: ReturnPolicyValues) => ({
  returnDays: values.returnDays.trim() === '' ? NaN : Number(values.returnDays),
  returnPolicyText: values.returnPolicyText,
});

export function ReturnPolicyFields({
  values,
  errors,
  onChange,
}: {
  values: ReturnPolicyValues;
  errors: Partial<Record<ReturnPolicyField, string>>;
  onChange: (field: ReturnPolicyField, value: string) => void;
}) {
  return (
    <>
      <Typography variant="h6" component="h2">{t`Bảo hành & đổi trả`}</Typography>
      <TextField
        name="returnDays"
        label={t`Return days (0 to 365)`}
        required
        value={values.returnDays}
        onChange={(event) => onChange('returnDays', event.target.value)}
        error={Boolean(errors.returnDays)}
        helperText={errors.returnDays}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        name="returnPolicyText"
        label={t`Return policy (shown on every product page)`}
        required
        multiline
        value={values.returnPolicyText}
        onChange={(event) => onChange('returnPolicyText', event.target.value)}
        error={Boolean(errors.returnPolicyText)}
        helperText={errors.returnPolicyText}
      />
    </>
  );
}
