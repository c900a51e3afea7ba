/**
 * A voucher form's values and their check: the schema the server uses, so the admin sees the
 * server's refusal before sending. Start and end are Vietnam time, as the date-time fields write
 * them; an empty limit is no limit.
 */
import { useState, type FormEvent } from 'react';
import { voucherCreateSchema, voucherUpdateSchema } from '@shared/schemas';
import type { BodyInput } from '@shared/api-contract';
import type { Voucher, VoucherKind } from '@shared/vouchers';
import { checkForm } from '@/lib/form-validation';

export type VoucherFieldName =
  'code' | 'value' | 'maxDiscount' | 'minOrder' | 'startsAt' | 'endsAt' | 'maxUses' | 'maxUsesPerCustomer';

export type VoucherFormInput =
  | { kind: 'create'; body: BodyInput<'createVoucher'> }
  | { kind: 'update'; code: string; body: BodyInput<'updateVoucher'> };

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const optionalNumber = (value: string) => (value.trim() === '' ? null : Number(value));

const initialValues = (voucher: Voucher | null): Record<VoucherFieldName, string> => ({
  code: voucher?.code ?? '',
  value: text(voucher?.value ?? 10),
  maxDiscount: text(voucher?.maxDiscount),
  minOrder: text(voucher?.minOrder ?? 0),
  startsAt: text(voucher?.startsAt),
  endsAt: text(voucher?.endsAt),
  maxUses: text(voucher?.maxUses),
  maxUsesPerCustomer: text(voucher?.maxUsesPerCustomer),
});

export function useVoucherFormState(voucher: Voucher | null, onSubmit: (input: VoucherFormInput) => void) {
  const [values, setValues] = useState(() => initialValues(voucher));
  const [kind, setKind] = useState<VoucherKind>(voucher?.kind ?? 'percent');
  const [active, setActive] = useState(voucher?.active ?? true);
  const [errors, setErrors] = useState<Partial<Record<VoucherFieldName | 'kind', string>>>({});

  const setText = (name: VoucherFieldName, value: string) => {
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
    const fieldOf = (path: readonly PropertyKey[]) => String(path[0] ?? 'code') as VoucherFieldName;
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

  return { values, kind, setKind, active, setActive, errors, setText, submit };
}
