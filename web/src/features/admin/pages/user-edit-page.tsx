/** /admin/user/:id: name, email and admin role of one account (spec section 2 "Admin user edit"). */
import { Stack } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { User } from '@shared/entities';
import { API_MSG, MSG } from '@shared/messages';
import { LoadingBox } from '../../../components/loading-box';
import { MessageBox } from '../../../components/message-box';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useApiGet } from '../../../lib/use-api-get';
import { notify } from '../../../lib/notify';
import { adminApi, adminPaths } from '../admin-api';
import { AdminPageTitle } from '../components/admin-page-title';
import { UserForm, type UserFields } from '../components/user-form';

export default function UserEditPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: user, error, loading, reload } = useApiGet<User>(id ? adminPaths.user(id) : null);
  const [saving, setSaving] = useState(false);

  const save = async (fields: UserFields) => {
    setSaving(true);
    try {
      await adminApi.updateUser(id, fields);
      notify.success(MSG.userUpdated);
      void navigate(paths.adminUsers());
    } catch (failure) {
      notify.error(failure);
      setSaving(false);
      // Someone changed it since the form loaded: show the current version (the form remounts on it).
      if (failure instanceof ApiError && failure.status === 409 && failure.message === API_MSG.userChanged) reload();
    }
  };

  return (
    <Stack spacing={2}>
      <AdminPageTitle title={`Edit User ${id}`} />
      {loading && !user ? (
        <LoadingBox />
      ) : error ? (
        <MessageBox severity="error">{error}</MessageBox>
      ) : user ? (
        <UserForm
          key={`${user._id}:${user.updatedAt}`}
          user={user}
          saving={saving}
          onSubmit={(fields) => void save(fields)}
        />
      ) : null}
    </Stack>
  );
}
