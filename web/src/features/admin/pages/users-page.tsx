/** /admin/users: every account with Edit and Delete (spec section 2 "Admin users"). */
import { Stack, TableCell, TableRow } from '@mui/material';
import type { User } from '@shared/entities';
import { MSG } from '@shared/messages';
import { LoadingBox } from '../../../components/loading-box';
import { MessageBox } from '../../../components/message-box';
import { paths } from '../../../config/paths';
import { ResponsiveTable } from '../../../components/responsive-table';
import { useApiGet } from '../../../lib/use-api-get';
import { adminApi, adminPaths } from '../admin-api';
import { AdminPageTitle } from '../components/admin-page-title';
import { RowActions } from '../components/row-actions';
import { useConfirmedDelete } from '../hooks/use-confirmed-delete';

const HEADINGS = ['ID', 'NAME', 'EMAIL', 'IS ADMIN', 'ACTIONS'] as const;

export default function UsersPage() {
  const { data: users, error, loading, reload } = useApiGet<User[]>(adminPaths.users);
  const { deletingId, confirmAndDelete } = useConfirmedDelete(adminApi.deleteUser, MSG.userDeleted, reload);

  return (
    <Stack spacing={2}>
      <AdminPageTitle title="Users" />
      {loading && !users ? (
        <LoadingBox />
      ) : error ? (
        <MessageBox severity="error">{error}</MessageBox>
      ) : users ? (
        <ResponsiveTable label="Users" headings={HEADINGS}>
          {users.map((user) => (
            <TableRow key={user._id}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{user._id}</TableCell>
              <TableCell>{user.name}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{user.isAdmin ? 'YES' : 'NO'}</TableCell>
              <TableCell>
                <RowActions
                  openLabel="Edit"
                  openTo={paths.adminUser(user._id)}
                  deleting={deletingId === user._id}
                  onDelete={() => confirmAndDelete(user._id)}
                />
              </TableCell>
            </TableRow>
          ))}
        </ResponsiveTable>
      ) : null}
    </Stack>
  );
}
