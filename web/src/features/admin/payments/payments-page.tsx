/**
 * /admin/payments: money a gateway took that paid no order (its order deleted, its attempt failed
 * or voided, the order cancelled with its stock gone, already paid, or its total changed), and
 * whether it was refunded by hand (docs/decisions/0014-payments.md), newest first, paged by cursor.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Button, Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import type { PaymentReconciliation, ReconciliationReason } from '@shared/entities/payment';
import { formatOrderAmount } from '@shared/money';
import { PAYMENT_MSG } from '@shared/payment-messages';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryView } from '@/components/query-view';
import { ResponsiveTable } from '@/components/responsive-table';
import { translateMessage } from '@/i18n/translate-message';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useApiQuery } from '@/lib/use-api-query';
import { dayOf, GATEWAY_NAMES } from '@/features/orders';
import { adminApi } from '@/features/admin/shared/admin-api';
import { AdminPageTitle } from '@/features/admin/shared/admin-page-title';
import { CursorPager, useAfterCursor } from '@/features/admin/shared/cursor-pager';
import { RefundDialog } from '@/features/admin/payments/refund-dialog';

const HEADINGS = [msg`REFERENCE`, msg`ORDER`, msg`DATE`, msg`AMOUNT`, msg`GATEWAY`, msg`WHY`, msg`STATE`, msg`ACTIONS`];

const REASONS: Record<ReconciliationReason, MessageDescriptor> = {
  'order-deleted': msg`Order deleted`,
  'attempt-failed': msg`Paid after the attempt failed`,
  'attempt-voided': msg`Order deleted before the payment came`,
  'order-cancelled': msg`Paid after cancellation, stock gone`,
  'already-paid': msg`Order already paid`,
  'amount-changed': msg`Order total changed`,
  'transfer-amount-mismatch': msg`Transfer amount differs from the order total`,
  'transfer-other-account': msg`Transfer to an account that is not the shop's`,
  'transfer-unmatched': msg`Transfer note names no order`,
};

function StateCell({ record }: { record: PaymentReconciliation }) {
  if (!record.refund) return <Chip label={translateMessage(PAYMENT_MSG.needsRefund)} color="warning" size="small" />;
  const { by, at, note } = record.refund;
  const day = dayOf(at);
  return (
    <Stack spacing={0.5}>
      <Chip label={t`Refunded by hand`} color="success" size="small" sx={{ alignSelf: 'flex-start' }} />
      <Typography variant="body2">{t`by ${by.email} on ${day}`}</Typography>
      <Typography variant="body2" color="text.secondary">
        {note}
      </Typography>
    </Stack>
  );
}

export default function AdminPaymentsPage() {
  const after = useAfterCursor();
  const records = useApiQuery('paymentReconciliations', { query: { after } });
  const [refunding, setRefunding] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const markRefunded = async (note: string) => {
    if (!refunding) return;
    setSaving(true);
    try {
      await adminApi.markPaymentRefunded(refunding, note);
      setRefunding(null);
      records.reload();
    } catch (error) {
      notify.error(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <AdminPageTitle title={t`Payments`} />
      <Typography color="text.secondary">
        {t`Payments the gateways confirmed that paid no order. Refund each in the gateway's portal, then mark it refunded.`}
      </Typography>
      <QueryView query={records}>
        {({ reconciliations: rows }) =>
          rows.length === 0 && !after ? (
            <Typography>{t`No payment needs a refund.`}</Typography>
          ) : (
            <ResponsiveTable label={t`Payments`} headings={HEADINGS.map((heading) => i18n._(heading))}>
              {rows.map((record) => (
                <TableRow key={record._id}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{record.reference}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>
                    {/* A bank transfer whose note named no order has no order id. */}
                    {record.reason === 'order-deleted' || record.reason === 'attempt-voided' || !record.orderId ? (
                      record.orderId
                    ) : (
                      <RouterLink to={paths.order(record.orderId)}>{record.orderId}</RouterLink>
                    )}
                  </TableCell>
                  <TableCell>{dayOf(record.createdAt)}</TableCell>
                  <TableCell>{formatOrderAmount(record.amount)}</TableCell>
                  <TableCell>{GATEWAY_NAMES[record.provider]}</TableCell>
                  <TableCell>{i18n._(REASONS[record.reason])}</TableCell>
                  <TableCell>
                    <StateCell record={record} />
                  </TableCell>
                  <TableCell>
                    {record.state === 'needs-refund' && (
                      <Button size="small" variant="outlined" onClick={() => setRefunding(record._id)}>
                        {t`Mark refunded`}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </ResponsiveTable>
          )
        }
      </QueryView>
      <CursorPager
        label={t`Payment pages`}
        after={after}
        nextCursor={records.data?.nextCursor}
        pathFor={paths.adminPayments}
      />
      <RefundDialog
        key={refunding ?? 'closed'}
        reference={refunding}
        saving={saving}
        onCancel={() => setRefunding(null)}
        onConfirm={(note) => void markRefunded(note)}
      />
    </Stack>
  );
}
