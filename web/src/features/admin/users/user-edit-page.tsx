/** /admin/user/:id: name, email and admin role of one account (spec section 2 "Admin user edit"). */
import { t } from '@lingui/core/macro';
import { MSG } from '@shared/messages';
import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useApiQuery } from '@/lib/use-api-query';
import { adminApi } from '@/features/admin/shared/admin-api';
import { AdminEditPage } from '@/features/admin/shared/admin-edit-page';
import { UserForm } from '@/features/admin/users/user-form';

export default function UserEditPage() {
  const { id = '' } = useParams();
  const user = useApiQuery('userById', id ? { params: { id } } : null);
  return (
    <AdminEditPage
      id={id}
      record={user}
      list="adminUsers"
      save={adminApi.updateUser}
      title={t`Edit User`}
      savedMessage={MSG.userUpdated}
      listPath={paths.adminUsers()}
      form={(user, saving, onSubmit) => <UserForm user={user} saving={saving} onSubmit={onSubmit} />}
    />
  );
}
