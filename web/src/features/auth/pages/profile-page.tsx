import { t } from '@lingui/core/macro';
import { Button, Link, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useState } from 'react';
import { MSG } from '@shared/messages';
import { ACCOUNT_MSG } from '@shared/screen-messages';
import { profileUpdateSchema } from '@shared/schemas';
import { useFormFields } from '@/lib/form-validation';
import { signinRequest, updateProfileRequest } from '@/features/auth/account-api';
import { AccountFields } from '@/features/auth/components/account-fields';
import { FormCard } from '@/features/auth/components/form-card';
import { useSession } from '@/features/auth/session';

type Field = 'name' | 'email' | 'password' | 'confirmPassword' | 'currentPassword';
/**
 * The field names in the required-field messages: the schema's own (the shared catalogue translates
 * them) and the two the schema names differently or not at all.
 */
const labels = (): Record<Field, string> => ({
  name: 'name',
  email: 'email',
  password: 'password',
  confirmPassword: t`confirm password`,
  currentPassword: t`current password`,
});

/**
 * Rendered behind RequireSignIn. An empty password keeps the current one; the confirmation is not
 * compared (spec section 5). Changing the email or the password asks for the current password. A new
 * password ends every session, so this one is reopened by signing in with it; a new email waits for
 * the link sent to it (docs/decisions/0021-email-and-accounts.md).
 */
export default function ProfilePage() {
  const { userInfo, signIn, updateProfile } = useSession();
  const { values, setValues, field, validate } = useFormFields<Field>({
    name: userInfo?.name ?? '',
    email: userInfo?.email ?? '',
    password: '',
    confirmPassword: '',
    currentPassword: '',
  });
  const [sending, setSending] = useState(false);
  const changesCredentials =
    values.password !== '' || values.email.trim().toLowerCase() !== (userInfo?.email ?? '').toLowerCase();

  const onSubmit = async () => {
    const required: Field[] = changesCredentials ? ['name', 'email', 'currentPassword'] : ['name', 'email'];
    const data = validate(required, labels(), profileUpdateSchema);
    if (!data) return;
    setSending(true);
    try {
      const currentPassword = changesCredentials ? data.currentPassword : undefined;
      const profile = await updateProfileRequest({ ...data, currentPassword });
      // A new password ended every session: this one is reopened with it. A new email changes
      // nothing until the link sent to it is opened, so the form shows the current one again.
      if (data.password) {
        await signIn(await signinRequest({ email: profile.email, password: data.password }));
      } else {
        updateProfile(profile);
      }
      setValues((v) => ({ ...v, email: profile.email, password: '', confirmPassword: '', currentPassword: '' }));
      notify.success(MSG.userUpdated);
      if (profile.pendingEmail) notify.info(ACCOUNT_MSG.emailChangeSent);
    } catch (error) {
      notify.error(error);
    } finally {
      setSending(false);
    }
  };

  return (
    <FormCard title={t`User Profile`} onSubmit={() => void onSubmit()}>
      <AccountFields field={field} />
      {changesCredentials && (
        <TextField
          label={t`Current Password`}
          type="password"
          autoComplete="current-password"
          {...field('currentPassword')}
          helperText={field('currentPassword').helperText ?? t`Needed to change your email or password`}
        />
      )}
      <Button type="submit" variant="contained" disabled={sending}>
        {t`Update`}
      </Button>
      <Link component={RouterLink} to={paths.addresses()}>
        {t`Addresses`}
      </Link>
    </FormCard>
  );
}
