/**
 * The 'Xuất hóa đơn VAT' box of the shipping step: ticked, it asks for the company the VAT invoice
 * is made out to (name, mã số thuế, address, and the email the invoice goes to).
 */
import { t } from '@lingui/core/macro';
import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import type { FieldErrors } from '@/lib/form-validation';

export type InvoiceField = 'companyName' | 'taxCode' | 'companyAddress' | 'email';
export type InvoiceValues = Record<InvoiceField, string>;
export const EMPTY_INVOICE: InvoiceValues = { companyName: '', taxCode: '', companyAddress: '', email: '' };

export function InvoiceFields({
  wanted,
  values,
  errors,
  onWantedChange,
  onChange,
}: {
  wanted: boolean;
  values: InvoiceValues;
  errors: FieldErrors<InvoiceField>;
  onWantedChange: (wanted: boolean) => void;
  onChange: (field: InvoiceField, value: string) => void;
}) {
  const labels: Record<InvoiceField, { label: string; autoComplete: string; helper?: string; type?: string }> = {
    companyName: { label: t`Company name`, autoComplete: 'organization' },
    taxCode: {
      label: t`Tax code (mã số thuế)`,
      autoComplete: 'off',
      helper: t`10 digits, or 10 digits-3 for a branch`,
    },
    companyAddress: { label: t`Company address`, autoComplete: 'off' },
    email: { label: t`Email for the invoice`, autoComplete: 'email', type: 'email' },
  };
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox name="wantsInvoice" checked={wanted} onChange={(event) => onWantedChange(event.target.checked)} />
        }
        label={t`Xuất hóa đơn VAT`}
      />
      {wanted && (
        <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          {(Object.keys(labels) as InvoiceField[]).map((field) => (
            <TextField
              key={field}
              name={field}
              label={labels[field].label}
              type={labels[field].type}
              required
              autoComplete={labels[field].autoComplete}
              value={values[field]}
              onChange={(event) => onChange(field, event.target.value)}
              error={Boolean(errors[field])}
              helperText={errors[field] ?? labels[field].helper}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
