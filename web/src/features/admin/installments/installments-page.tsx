/**
 * /admin/installments (Admin → Trả góp): the finance company applications awaiting a decision,
 * oldest first, with the time left before the hold ends; the CCCD masked until "Xem" (audited).
 * Staff approve with the company and contract number, or refuse with a reason
 * (docs/installments.md, docs/decisions/0110-finance-company-applications.md).
 */
import { t } from '@lingui/core/macro';
import { Button, Card, CardActions, CardContent, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PendingFinanceApplication } from '@shared/finance-endpoints';
import { formatPrice } from '@shared/money';
import { formatVietnamesePhone } from '@shared/phone';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/paths';
import { shownDateTime } from '@/i18n/dates';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useApiQuery } from '@/lib/use-api-query';
import { AdminPageTitle } from '@/features/admin/shared/admin-page-title';
import { FinanceDecisionDialog, type FinanceDecision } from './finance-decision-dialog';

/** "31 giờ 5 phút" left, or that the hold has ended (the next sweep cancels it). */
function timeLeft(ms: number): string {
  if (ms <= 0) return t`Hết thời gian giữ hàng`;
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  return t`Còn ${hours} giờ ${minutes} phút`;
}

export default function AdminInstallmentsPage() {
  const applications = useApiQuery('financeApplications', {});
  const [deciding, setDeciding] = useState<{ kind: FinanceDecision['kind']; row: PendingFinanceApplication } | null>(
    null,
  );
  const [saving, setSaving] = useState(false);

  const decide = async (decision: FinanceDecision) => {
    if (!deciding) return;
    const id = deciding.row.orderId;
    setSaving(true);
    try {
      if (decision.kind === 'approve') {
        const { partner, contractNumber } = decision;
        await callApi('approveFinance', { params: { id }, body: { partner, contractNumber } });
        notify.success(t`Đã duyệt hồ sơ`);
      } else {
        await callApi('refuseFinance', { params: { id }, body: { reason: decision.reason } });
        notify.success(t`Đã từ chối hồ sơ`);
      }
      setDeciding(null);
      applications.reload();
    } catch (error) {
      notify.error(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <AdminPageTitle title={t`Trả góp`} />
      <QueryView query={applications}>
        {({ applications: rows }) =>
          rows.length === 0 ? (
            <Typography>{t`Không có hồ sơ nào chờ duyệt.`}</Typography>
          ) : (
            <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t`Hồ sơ chờ duyệt`}>
              {rows.map((row) => (
                <ApplicationCard key={row.orderId} row={row} onDecide={(kind) => setDeciding({ kind, row })} />
              ))}
            </Stack>
          )
        }
      </QueryView>
      <FinanceDecisionDialog
        key={deciding ? `${deciding.kind}-${deciding.row.orderId}` : 'closed'}
        open={deciding ? { kind: deciding.kind, orderCode: deciding.row.orderCode ?? deciding.row.orderId } : null}
        saving={saving}
        onCancel={() => setDeciding(null)}
        onConfirm={(decision) => void decide(decision)}
      />
    </Stack>
  );
}

function ApplicationCard({
  row,
  onDecide,
}: {
  row: PendingFinanceApplication;
  onDecide: (kind: FinanceDecision['kind']) => void;
}) {
  const [nationalId, setNationalId] = useState<string | null>(null);
  const code = row.orderCode ?? row.orderId;
  const reveal = async () => {
    try {
      setNationalId((await callApi('revealFinanceNationalId', { params: { id: row.orderId } })).nationalId);
    } catch (error) {
      notify.error(error);
    }
  };
  const total = formatPrice(row.totalPrice);
  const placed = shownDateTime(row.createdAt);
  return (
    <Card component="li" variant="outlined" aria-label={t`Hồ sơ ${code}`}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          <Link component={RouterLink} to={paths.order(row.orderId)}>
            {code}
          </Link>{' '}
          · {placed} · {total}
        </Typography>
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{row.fullName}</Typography>
        <Typography>{formatVietnamesePhone(row.phone)}</Typography>
        <Typography>
          {t`CCCD`}: <span>{nationalId ?? row.nationalIdMasked}</span>
        </Typography>
        <Typography>{t`Kỳ hạn ${row.termMonths} tháng, trả trước ${row.downPaymentPercent}%`}</Typography>
        <Typography color={row.msLeft > 0 ? 'text.primary' : 'error'}>{timeLeft(row.msLeft)}</Typography>
      </CardContent>
      <CardActions>
        <Button size="small" variant="contained" onClick={() => onDecide('approve')}>
          {t`Duyệt`}
        </Button>
        <Button size="small" color="error" onClick={() => onDecide('refuse')}>
          {t`Từ chối`}
        </Button>
        {nationalId === null && (
          <Button size="small" onClick={() => void reveal()} aria-label={t`Xem số CCCD của hồ sơ ${code}`}>
            {t`Xem`}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
