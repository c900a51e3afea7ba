/**
 * A voucher's form (POST /api/vouchers, PUT /api/vouchers/:code): checked with the schema the
 * server uses. Start and end are Vietnam time, as the date-time fields write them; an empty limit
 * is no limit.
 */
import { t } from '@lingui/core/macro';
import { Box, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { voucherCreateSchema, voucherUpdateSchema } from '@shared/schemas';
import type { BodyInput } from '@shared/api-contract';
import { VOUCHER_KINDS, type Voucher, type VoucherKind } from '@shared/vouchers';
import { checkForm } from '@/lib/form-validation';

type FieldName =
  'code' | 'value' | 'maxDiscount' | 'minOrder' | 'startsAt' | 'endsAt' | 'maxUses' | 'maxUsesPerCustomer';

export type VoucherFormInput =
  | { kind: 'create'; body: BodyInput<'createVoucher'> }
  | { kind: 'update'; code: string; body: BodyInput<'updateVoucher'> };

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value));

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
  const [values, setValues] = useState<Record<FieldName, string>>({
    code: voucher?.code ?? '',
    value: text(voucher?.value ?? 10),
    maxDiscount: text(voucher?.maxDiscount),
    minOrder: text(voucher?.minOrder ?? 0),
    startsAt: text(voucher?.startsAt),
    endsAt: text(voucher?.endsAt),
    maxUses: text(voucher?.maxUses),
    maxUsesPerCustomer: text(voucher?.maxUsesPerCustomer),
  });
  const [kind, setKind] = useState<VoucherKind>(voucher?.kind ?? 'percent');
  const [active, setActive] = useState(voucher?.active ?? true);
  const [errors, setErrors] = useState<Partial<Record<FieldName | 'kind', string>>>({});

  const labels: Record<FieldName, string> = {
    code: t`Code`,
    value: kind === 'percent' ? t`Percent off` : t`Amount off`,
    maxDiscount: t`Maximum discount (empty: no cap)`,
    minOrder: t`Minimum order (items price)`,
    startsAt: t`Starts (Vietnam time)`,
    endsAt: t`Ends (Vietnam time)`,
    maxUses: t`Total uses (empty: no limit)`,
    maxUsesPerCustomer: t`Uses per customer (empty: no limit)`,
  };
  const kindLabels: Record<VoucherKind, string> = {
    percent: t`Percent of the items, with a cap`,
    fixed: t`Fixed amount`,
    freeShipping: t`Free shipping`,
  };

  const setText = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      kind,
      value: kind === 'freeShipping' ? 0 : Number(values.value),
      maxDiscount: kind === 'percent' ? optionalNumber(values.maxDiscount) : null,
      minOrder: Number(values.minOrder || 0),
      startsAt: values.startsAt || null,
      endsAt: values.endsAt || null,
      maxUses: optionalNumber(values.maxUses),
      maxUsesPerCustomer: optionalNumber(values.maxUsesPerCustomer),
      active,
    };
    // An issue of the whole voucher (no path) is shown under its code.
    const fieldOf = (path: readonly PropertyKey[]) => String(path[0] ?? 'code') as FieldName;
    const checked = voucher
      ? checkForm(voucherUpdateSchema, { ...fields, updatedAt: voucher.updatedAt }, fieldOf)
      : checkForm(voucherCreateSchema, { ...fields, code: values.code }, fieldOf);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    if (voucher) onSubmit({ kind: 'update', code: voucher.code, body: { ...fields, updatedAt: voucher.updatedAt } });
    else onSubmit({ kind: 'create', body: { ...fields, code: values.code } });
  };

  const field = (name: FieldName, type: 'text' | 'number' | 'datetime-local' = 'number') => (
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
              {kindLabels[option]}
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
