import { t } from '@lingui/core/macro';
import { Box, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { User } from '@shared/entities/account';
import { userUpdateSchema } from '@shared/schemas';
import { checkForm } from '@/lib/form-validation';

export type UserFields = z.infer<typeof userUpdateSchema>;
type TextField = 'name' | 'email';

export function UserForm({
  user,
  saving,
  onSubmit,
}: {
  user: User;
  saving: boolean;
  onSubmit: (fields: UserFields) => void;
}) {
  const [values, setValues] = useState({ name: user.name, email: user.email, isAdmin: user.isAdmin });
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({});

  const setText = (name: TextField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkForm<TextField, typeof userUpdateSchema>(userUpdateSchema, {
      ...values,
      updatedAt: user.updatedAt,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    onSubmit(checked.data);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t`Edit User`} sx={{ maxWidth: 560 }}>
      <Stack spacing={2}>
        <TextField
          name="name"
          label={t`Name`}
          required
          value={values.name}
          onChange={(event) => setText('name', event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name}
        />
        <TextField
          name="email"
          label={t`Email`}
          type="email"
          required
          value={values.email}
          onChange={(event) => setText('email', event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
        />
        <FormControlLabel
          label={t`Is Admin`}
          control={
            <Checkbox
              name="isAdmin"
              checked={values.isAdmin}
              onChange={(event) => setValues((current) => ({ ...current, isAdmin: event.target.checked }))}
            />
          }
        />
        <Button type="submit" variant="contained" size="large" disabled={saving}>
          {t`Update`}
        </Button>
      </Stack>
    </Box>
  );
}
