/**
 * A voucher's form (POST /api/vouchers, PUT /api/vouchers/:code): the fields, labelled for the
 * voucher's kind; its values and their check are in voucher-form-state.ts.
 */
import { t } from '@lingui/core/macro';
import { Box, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { VOUCHER_KINDS, type Voucher, type VoucherKind } from '@shared/vouchers';
import { useVoucherFormState, type VoucherFieldName, type VoucherFormInput } from './voucher-form-state';

export type { VoucherFormInput } from './voucher-form-state';

/** A field's label: the value reads as a percent or an amount, depending on the kind. */
const fieldLabels = (kind: VoucherKind): Record<VoucherFieldName, string> => ({
  code: t`Code`,
  value: kind === 'percent' ? t`Percent off` : t`Amount off`,
  maxDiscount: t`Maximum discount (empty: no cap)`,
  minOrder: t`Minimum order (items price)`,
  startsAt: t`Starts (Vietnam time)`,
  endsAt: t`Ends (Vietnam time)`,
  maxUses: t`Total uses (empty: no limit)`,
  maxUsesPerCustomer: t`Uses per customer (empty: no limit)`,
});

const kindLabels = (): Record<VoucherKind, string> => ({
  percent: t`Percent of the items, with a cap`,
  fixed: t`Fixed amount`,
  freeShipping: t`Free shipping`,
});

export function VoucherForm({
  voucher,
  saving,
  onSubmit,
  onCancel,
}: {
  /** The voucher edited, or null for a new one. */
  voucher: Voucher | null;
  saving: boolean;
  onSubmit: (input: VoucherFormInput) => void;
  onCancel: () => void;
}) {
  const { values, kind, setKind, active, setActive, errors, setText, submit } = useVoucherFormState(voucher, onSubmit);
  const labels = fieldLabels(kind);
  const kindLabel = kindLabels();

  const field = (name: VoucherFieldName, type: 'text' | 'number' | 'datetime-local' = 'number') => (
    <TextField
      key={name}
      name={name}
      label={labels[name]}
      type={type}
      value={values[name]}
      onChange={(event) => setText(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={type === 'datetime-local' ? { inputLabel: { shrink: true } } : {}}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={voucher ? t`Edit voucher` : t`New voucher`}
      sx={{ maxWidth: 640 }}
    >
      <Stack spacing={2}>
        {voucher ? null : field('code', 'text')}
        <TextField
          select
          name="kind"
          label={t`Kind`}
          value={kind}
          onChange={(event) => setKind(event.target.value as VoucherKind)}
        >
          {VOUCHER_KINDS.map((option) => (
            <MenuItem key={option} value={option}>
              {kindLabel[option]}
            </MenuItem>
          ))}
        </TextField>
        {kind !== 'freeShipping' && field('value')}
        {kind === 'percent' && field('maxDiscount')}
        {field('minOrder')}
        {field('startsAt', 'datetime-local')}
        {field('endsAt', 'datetime-local')}
        {field('maxUses')}
        {field('maxUsesPerCustomer')}
        <FormControlLabel
          label={t`Active`}
          control={<Checkbox name="active" checked={active} onChange={(event) => setActive(event.target.checked)} />}
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={saving}>
            {voucher ? t`Update` : t`Create`}
          </Button>
          <Button onClick={onCancel}>{t`Cancel`}</Button>
        </Stack>
      </Stack>
    </Box>
  );
}
