/** /admin/users: every account with Edit and Delete (spec section 2 "Admin users"). */
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Stack, TableCell, TableRow } from '@mui/material';
import { MSG } from '@shared/messages';
import { QueryView } from '@/components/query-view';
import { paths } from '@/config/paths';
import { ResponsiveTable } from '@/components/responsive-table';
import { useApiQuery } from '@/lib/use-api-query';
import { adminApi } from '@/features/admin/shared/admin-api';
import { AdminPageTitle } from '@/features/admin/shared/admin-page-title';
import { filteredListUrl, ListFilter, useUrlFilters } from '@/features/admin/shared/list-filter';
import { ListSearchBox, NoMatchRow } from '@/features/admin/shared/list-search-box';
import type { QueryInput } from '@shared/api-contract';
import { CursorPager, useAfterCursor } from '@/features/admin/shared/cursor-pager';
import { RowActions } from '@/features/admin/shared/row-actions';
import { useConfirmedDelete } from '@/features/admin/shared/use-confirmed-delete';

const HEADINGS = [msg`ID`, msg`NAME`, msg`EMAIL`, msg`VERIFIED`, msg`IS ADMIN`, msg`ACTIONS`];

export default function UsersPage() {
  const after = useAfterCursor();
  const filters = useUrlFilters(['q', 'admin'] as const);
  const users = useApiQuery('adminUsers', { query: { ...filters, after } as QueryInput<'adminUsers'> });
  const { deletingId, confirmAndDelete } = useConfirmedDelete(adminApi.deleteUser, MSG.userDeleted, users.reload);

  return (
    <Stack spacing={2}>
      <AdminPageTitle title={t`Users`} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} role="search" aria-label={t`Users filters`}>
        <ListSearchBox label={t`Search name or email`} />
        <ListFilter
          name="admin"
          label={t`Role`}
          options={[
            { value: 'true', label: t`Admins` },
            { value: 'false', label: t`Customers` },
          ]}
        />
      </Stack>
      <QueryView query={users}>
        {(page) => (
          <ResponsiveTable label={t`Users`} headings={HEADINGS.map((heading) => i18n._(heading))}>
            {page.users.map((user) => (
              <TableRow key={user._id}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{user._id}</TableCell>
                <TableCell>{user.name}</TableCell>
                <TableCell>{user.email}</TableCell>
                {/* Whether the address is verified, from Firebase Auth (docs/decisions/0021-email-and-accounts.md). */}
                <TableCell>{user.emailVerified ? t`YES` : t`NO`}</TableCell>
                <TableCell>{user.isAdmin ? t`YES` : t`NO`}</TableCell>
                <TableCell>
                  <RowActions
                    openLabel={t`Edit`}
                    openTo={paths.adminUser(user._id)}
                    deleting={deletingId === user._id}
                    onDelete={() => confirmAndDelete(user._id)}
                  />
                </TableCell>
              </TableRow>
            ))}
            {page.users.length === 0 && Object.keys(filters).length > 0 && (
              <NoMatchRow columns={HEADINGS.length} text={t`No users match the search and filters.`} />
            )}
          </ResponsiveTable>
        )}
      </QueryView>
      <CursorPager
        label={t`User pages`}
        after={after}
        nextCursor={users.data?.nextCursor}
        pathFor={(next) => filteredListUrl(paths.adminUsers(), filters, next)}
      />
    </Stack>
  );
}
