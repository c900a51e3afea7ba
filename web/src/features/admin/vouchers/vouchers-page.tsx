/**
 * /admin/vouchers: every voucher with how many orders use it, and its form to create or edit one
 * (docs/decisions/0026-shop-settings-and-vouchers.md).
 */
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Button, Card, CardContent, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { VOUCHER_MSG } from '@shared/screen-messages';
import { formatOrderAmount } from '@shared/money';
import type { Voucher } from '@shared/vouchers';
import { fromVietnamDateTime } from '@shared/vietnam-time';
import { shownDateTime } from '@/i18n/dates';
import { QueryView } from '@/components/query-view';
import { ResponsiveTable } from '@/components/responsive-table';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useApiQuery } from '@/lib/use-api-query';
import { adminApi } from '@/features/admin/shared/admin-api';
import { AdminPageTitle } from '@/features/admin/shared/admin-page-title';
import { VoucherForm, type VoucherFormInput } from '@/features/admin/vouchers/voucher-form';
import { useConfirmedDelete } from '@/features/admin/shared/use-confirmed-delete';

const HEADINGS = [
  msg`CODE`,
  msg`DISCOUNT`,
  msg`MIN ORDER`,
  msg`VALID`,
  msg`USED`,
  msg`PER CUSTOMER`,
  msg`ACTIVE`,
  msg`ACTIONS`,
];

function discountText(voucher: Voucher): string {
  if (voucher.kind === 'freeShipping') return t`Free shipping`;
  if (voucher.kind === 'fixed') return formatOrderAmount(voucher.value);
  const percent = voucher.value;
  if (voucher.maxDiscount === null) return t`${percent}%`;
  const cap = formatOrderAmount(voucher.maxDiscount);
  return t`${percent}% up to ${cap}`;
}

/** A start or end, stored as the admin typed it in Vietnam time, in the reader's date style. */
const wallClockText = (value: string): string => {
  const instant = fromVietnamDateTime(value);
  return instant ? shownDateTime(instant) : value.replace('T', ' ');
};

/** Start and end as the admin typed them, Vietnam time. */
function validText(voucher: Voucher): string {
  const from = voucher.startsAt ? wallClockText(voucher.startsAt) : '…';
  const to = voucher.endsAt ? wallClockText(voucher.endsAt) : '…';
  return `${from} – ${to}`;
}

export default function AdminVouchersPage() {
  const vouchers = useApiQuery('adminVouchers', {});
  /** The voucher in the form: 'new', one being edited, or null (form closed). */
  const [editing, setEditing] = useState<Voucher | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const { deletingId, confirmAndDelete } = useConfirmedDelete(
    adminApi.deleteVoucher,
    VOUCHER_MSG.voucherDeleted,
    vouchers.reload,
  );

  const save = async (input: VoucherFormInput) => {
    setSaving(true);
    try {
      const saved =
        input.kind === 'create'
          ? await adminApi.createVoucher(input.body)
          : await adminApi.updateVoucher(input.code, input.body);
      notify.success(saved.message);
      setEditing(null);
      vouchers.reload();
    } catch (failure) {
      notify.error(failure);
      if (failure instanceof ApiError && failure.code === 'RECORD_CHANGED') {
        setEditing(null);
        vouchers.reload();
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <AdminPageTitle
        title={t`Vouchers`}
        action={
          <Button variant="contained" onClick={() => setEditing('new')} disabled={editing !== null}>
            {t`Create Voucher`}
          </Button>
        }
      />
      {editing !== null && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" gutterBottom>
              {editing === 'new' ? t`New voucher` : t`Edit voucher ${editing.code}`}
            </Typography>
            <VoucherForm
              key={editing === 'new' ? 'new' : editing.code}
              voucher={editing === 'new' ? null : editing}
              saving={saving}
              onSubmit={(input) => void save(input)}
              onCancel={() => setEditing(null)}
            />
          </CardContent>
        </Card>
      )}
      <QueryView query={vouchers}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography>{t`No vouchers yet.`}</Typography>
          ) : (
            <ResponsiveTable label={t`Vouchers`} headings={HEADINGS.map((heading) => i18n._(heading))}>
              {rows.map((voucher) => {
                const used = voucher.used;
                const limit = voucher.maxUses;
                return (
                  <TableRow key={voucher.code}>
                    <TableCell sx={{ fontFamily: 'monospace' }}>{voucher.code}</TableCell>
                    <TableCell>{discountText(voucher)}</TableCell>
                    <TableCell>{formatOrderAmount(voucher.minOrder)}</TableCell>
                    <TableCell>{validText(voucher)}</TableCell>
                    <TableCell data-testid={`used-${voucher.code}`}>
                      {limit === null ? used : `${used} / ${limit}`}
                    </TableCell>
                    <TableCell>{voucher.maxUsesPerCustomer ?? '∞'}</TableCell>
                    <TableCell>{voucher.active ? t`Yes` : t`No`}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1}>
                        <Button size="small" variant="outlined" onClick={() => setEditing(voucher)}>
                          {t`Edit`}
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          disabled={deletingId === voucher.code}
                          onClick={() => confirmAndDelete(voucher.code)}
                        >
                          {t`Delete`}
                        </Button>
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </ResponsiveTable>
          )
        }
      </QueryView>
    </Stack>
  );
}
