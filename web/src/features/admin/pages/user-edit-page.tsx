/** /admin/user/:id: name, email and admin role of one account (spec section 2 "Admin user edit"). */
import type { User } from '@shared/entities';
import { API_MSG, MSG } from '@shared/messages';
import { paths } from '../../../config/paths';
import { adminApi, adminPaths } from '../admin-api';
import { AdminEditPage } from '../components/admin-edit-page';
import { UserForm, type UserFields } from '../components/user-form';

export default function UserEditPage() {
  return (
    <AdminEditPage<User, UserFields>
      title="Edit User"
      readPath={adminPaths.user}
      save={adminApi.updateUser}
      savedMessage={MSG.userUpdated}
      changedMessage={API_MSG.userChanged}
      listPath={paths.adminUsers()}
      form={(user, saving, onSubmit) => <UserForm user={user} saving={saving} onSubmit={onSubmit} />}
    />
  );
}
