/** /admin/audit: who changed what in the admin screens, newest first, paged (docs/decisions/0012-security-hardening.md). */
import { Pagination, PaginationItem, Stack, TableCell, TableRow } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { AuditEntry, AuditPage as AuditPageData, FieldChange } from '@shared/entities';
import { vietnamDateTime } from '@shared/vietnam-time';
import { LoadingBox } from '../../../components/loading-box';
import { MessageBox } from '../../../components/message-box';
import { ResponsiveTable } from '../../../components/responsive-table';
import { paths } from '../../../config/paths';
import { useApiGet } from '../../../lib/use-api-get';
import { adminPaths } from '../admin-api';
import { AdminPageTitle } from '../components/admin-page-title';

const HEADINGS = ['WHEN', 'WHO', 'ACTION', 'TARGET', 'CHANGES'] as const;

const pageFrom = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
};

const show = (value: unknown): string => (value === null || value === undefined ? '—' : String(value));

function describeChanges(changes: Record<string, FieldChange>): string {
  return Object.entries(changes)
    .map(([field, { before, after }]) => `${field}: ${show(before)} → ${show(after)}`)
    .join('; ');
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <TableRow>
      <TableCell>{vietnamDateTime(entry.at)}</TableCell>
      <TableCell>{entry.actor.email}</TableCell>
      <TableCell>{entry.action}</TableCell>
      <TableCell>
        {entry.target.label} <span style={{ fontFamily: 'monospace' }}>({entry.target.id})</span>
      </TableCell>
      <TableCell sx={{ wordBreak: 'break-word' }}>{describeChanges(entry.changes)}</TableCell>
    </TableRow>
  );
}

export default function AuditPage() {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const { data, error, loading } = useApiGet<AuditPageData>(adminPaths.audit(page));
  const pages = data?.pages ?? 0;

  return (
    <Stack spacing={2}>
      <AdminPageTitle title="Audit" />
      {loading && !data ? (
        <LoadingBox />
      ) : error ? (
        <MessageBox severity="error">{error}</MessageBox>
      ) : data && data.entries.length === 0 ? (
        <MessageBox severity="info">No admin actions recorded yet</MessageBox>
      ) : data ? (
        <ResponsiveTable label="Audit log" headings={HEADINGS}>
          {data.entries.map((entry) => (
            <AuditRow key={entry._id} entry={entry} />
          ))}
        </ResponsiveTable>
      ) : null}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(page, pages)}
          aria-label="Audit pages"
          renderItem={(item) => (
            <PaginationItem component={RouterLink} to={paths.adminAudit(item.page ?? 1)} {...item} />
          )}
        />
      )}
    </Stack>
  );
}
