/** /admin/users: every account with Edit and Delete (spec section 2 "Admin users"). */
import { Button, Stack, TableCell, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { User } from '@shared/entities';
import { MSG } from '@shared/messages';
import { LoadingBox } from '../../../components/loading-box';
import { MessageBox } from '../../../components/message-box';
import { paths } from '../../../config/paths';
import { ResponsiveTable } from '../../orders/components/responsive-table';
import { useApiGet } from '../../orders/hooks/use-api-get';
import { adminApi, adminPaths } from '../admin-api';
import { AdminPageTitle } from '../components/admin-page-title';
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
                <Stack direction="row" spacing={1}>
                  <Button size="small" variant="outlined" component={RouterLink} to={paths.adminUser(user._id)}>
                    Edit
                  </Button>
                  <Button
                    size="small"
                    variant="outlined"
                    color="error"
                    disabled={deletingId === user._id}
                    onClick={() => confirmAndDelete(user._id)}
                  >
                    Delete
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </ResponsiveTable>
      ) : null}
    </Stack>
  );
}
