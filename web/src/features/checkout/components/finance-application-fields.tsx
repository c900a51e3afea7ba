/**
 * The finance company's application at the payment step ("Trả góp qua công ty tài chính"): the
 * applicant's name, phone and CCCD, the term and down payment the shop offers, the consent, and how
 * the data is kept and erased (docs/decisions/0110-finance-company-applications.md). Checked with
 * the schema the server checks the order with.
 */
import { t } from '@lingui/core/macro';
import { Checkbox, FormControlLabel, FormHelperText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { financeApplicationSchema, type FinanceApplicationInput } from '@shared/finance-schemas';
import type { InstallmentSettings } from '@shared/installment-plan';
import { checkForm, type FieldErrors, type FormCheck } from '@/lib/form-validation';

export type FinanceField = 'fullName' | 'phone' | 'nationalId' | 'termMonths' | 'downPaymentPercent' | 'consent';

export interface FinanceValues {
  fullName: string;
  phone: string;
  nationalId: string;
  termMonths: number;
  downPaymentPercent: number;
  consent: boolean;
}

/** An empty form: the longest term and the first down payment the shop offers. */
export const emptyFinanceValues = (settings: InstallmentSettings): FinanceValues => ({
  fullName: '',
  phone: '',
  nationalId: '',
  termMonths: settings.terms[settings.terms.length - 1] ?? 12,
  downPaymentPercent: settings.downPaymentPercents[0] ?? 0,
  consent: false,
});

export const checkFinanceValues = (values: FinanceValues): FormCheck<FinanceField, typeof financeApplicationSchema> =>
  checkForm<FinanceField, typeof financeApplicationSchema>(financeApplicationSchema, values);

export type { FinanceApplicationInput };

export function FinanceApplicationFields({
  settings,
  values,
  errors,
  onChange,
}: {
  settings: InstallmentSettings;
  values: FinanceValues;
  errors: FieldErrors<FinanceField>;
  onChange: (values: FinanceValues) => void;
}) {
  const set = <K extends keyof FinanceValues>(field: K, value: FinanceValues[K]) =>
    onChange({ ...values, [field]: value });
  const text = (field: 'fullName' | 'phone' | 'nationalId', label: string, autoComplete: string, helper?: string) => (
    <TextField
      name={`financeApplication.${field}`}
      label={label}
      required
      autoComplete={autoComplete}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={Boolean(errors[field])}
      helperText={errors[field] ?? helper}
      {...(field === 'nationalId'
        ? { slotProps: { htmlInput: { inputMode: 'numeric' as const, maxLength: 12 } } }
        : {})}
    />
  );
  const days = settings.financeDataRetentionDays;
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t`Hồ sơ trả góp`}
      </Typography>
      {text('fullName', t`Họ và tên`, 'name')}
      {text('phone', t`Số điện thoại`, 'tel')}
      {text('nationalId', t`Số CCCD`, 'off', t`12 chữ số`)}
      <PlanChoices settings={settings} values={values} errors={errors} set={set} />
      <div>
        <FormControlLabel
          control={
            <Checkbox
              name="financeApplication.consent"
              checked={values.consent}
              onChange={(event) => set('consent', event.target.checked)}
              slotProps={{ input: errors.consent ? { 'aria-describedby': 'finance-consent-error' } : {} }}
            />
          }
          label={t`Tôi đồng ý để cửa hàng chuyển thông tin này cho công ty tài chính để xét duyệt hồ sơ`}
        />
        {errors.consent && (
          <FormHelperText id="finance-consent-error" error>
            {errors.consent}
          </FormHelperText>
        )}
      </div>
      <Typography variant="body2" color="text.secondary">
        {t`Họ tên, số điện thoại và số CCCD chỉ dùng để xét duyệt hồ sơ trả góp: cửa hàng lưu riêng, không ghi lên đơn hàng hay email, và xóa ${days} ngày sau khi có kết quả.`}
      </Typography>
    </Stack>
  );
}

/** Kỳ hạn and Trả trước: the terms and down payments the shop's settings offer. */
function PlanChoices({
  settings,
  values,
  errors,
  set,
}: {
  settings: InstallmentSettings;
  values: FinanceValues;
  errors: FieldErrors<FinanceField>;
  set: (field: 'termMonths' | 'downPaymentPercent', value: number) => void;
}) {
  return (
    <>
      <TextField
        select
        name="financeApplication.termMonths"
        label={t`Kỳ hạn`}
        value={values.termMonths}
        onChange={(event) => set('termMonths', Number(event.target.value))}
        error={Boolean(errors.termMonths)}
        helperText={errors.termMonths}
      >
        {settings.terms.map((term) => (
          <MenuItem key={term} value={term}>
            {t`${term} tháng`}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        name="financeApplication.downPaymentPercent"
        label={t`Trả trước`}
        value={values.downPaymentPercent}
        onChange={(event) => set('downPaymentPercent', Number(event.target.value))}
        error={Boolean(errors.downPaymentPercent)}
        helperText={errors.downPaymentPercent}
      >
        {settings.downPaymentPercents.map((percent) => (
          <MenuItem key={percent} value={percent}>
            {`${percent}%`}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
