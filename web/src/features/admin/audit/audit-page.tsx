/**
 * /admin/audit: who changed what in the admin screens, newest first, paged (docs/decisions/0012-security-hardening.md),
 * in the admin's language and Vietnam time (audit-text.ts).
 */
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Stack, TableCell, TableRow } from '@mui/material';
import type { AuditEntry } from '@shared/entities/audit';
import { shownDateTime } from '@/i18n/dates';
import { QueryView } from '@/components/query-view';
import { MessageBox } from '@/components/message-box';
import { ResponsiveTable } from '@/components/responsive-table';
import { paths } from '@/config/paths';
import { useApiQuery } from '@/lib/use-api-query';
import { AdminPageTitle } from '@/features/admin/shared/admin-page-title';
import { CursorPager, useAfterCursor } from '@/features/admin/shared/cursor-pager';
import { auditActionLabel, auditActorText, describeAuditChanges } from '@/features/admin/audit/audit-text';

const HEADINGS = [msg`WHEN`, msg`WHO`, msg`ACTION`, msg`TARGET`, msg`CHANGES`];

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <TableRow>
      <TableCell>{shownDateTime(entry.at)}</TableCell>
      <TableCell>{auditActorText(entry.actor)}</TableCell>
      <TableCell>{auditActionLabel(entry.action)}</TableCell>
      <TableCell>
        {entry.target.label} <span style={{ fontFamily: 'monospace' }}>({entry.target.id})</span>
      </TableCell>
      <TableCell sx={{ wordBreak: 'break-word' }}>{describeAuditChanges(entry.changes)}</TableCell>
    </TableRow>
  );
}

export default function AuditPage() {
  const after = useAfterCursor();
  const audit = useApiQuery('auditLog', { query: { after } });

  return (
    <Stack spacing={2}>
      <AdminPageTitle title={t`Audit`} />
      <QueryView query={audit}>
        {(data) =>
          data.entries.length === 0 ? (
            <MessageBox severity="info">{t`No admin actions recorded yet`}</MessageBox>
          ) : (
            <ResponsiveTable label={t`Audit log`} headings={HEADINGS.map((heading) => i18n._(heading))}>
              {data.entries.map((entry) => (
                <AuditRow key={entry._id} entry={entry} />
              ))}
            </ResponsiveTable>
          )
        }
      </QueryView>
      <CursorPager
        label={t`Audit pages`}
        after={after}
        nextCursor={audit.data?.nextCursor}
        pathFor={paths.adminAudit}
      />
    </Stack>
  );
}
