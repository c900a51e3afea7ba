/**
 * /admin/settings: the shop's settings (docs/decisions/0026-shop-settings-and-vouchers.md), saved
 * over the version the form loaded; a save refused because another admin saved since reloads the
 * current values.
 */
import { t } from '@lingui/core/macro';
import { Fragment, useState } from 'react';
import { Stack, Typography } from '@mui/material';
import type { ShopSettingsUpdateInput } from '@shared/schemas';
import { QueryView } from '@/components/query-view';
import { ApiError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { invalidateQueries } from '@/lib/query-store';
import { useApiQuery } from '@/lib/use-api-query';
import { adminApi } from '@/features/admin/shared/admin-api';
import { AdminPageTitle } from '@/features/admin/shared/admin-page-title';
import { SettingsForm } from '@/features/admin/settings/settings-form';

export default function AdminSettingsPage() {
  const settings = useApiQuery('adminShopSettings', {});
  const [saving, setSaving] = useState(false);

  const save = async (input: ShopSettingsUpdateInput) => {
    setSaving(true);
    try {
      const saved = await adminApi.updateShopSettings(input);
      settings.update(() => saved.settings);
      // The shop's screens read the public part: they read it again.
      invalidateQueries('shopSettings');
      notify.success(saved.message);
    } catch (failure) {
      notify.error(failure);
      if (failure instanceof ApiError && failure.code === 'RECORD_CHANGED') settings.reload();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2}>
      <AdminPageTitle title={t`Settings`} />
      <Typography color="text.secondary">
        {t`Changes apply to the next preview and order; placed orders keep their prices. Other servers may take up to a minute to see them.`}
      </Typography>
      <QueryView query={settings}>
        {(current) => (
          // Keyed by version: a saved or reloaded record replaces what the form holds.
          <Fragment key={current.version}>
            <SettingsForm settings={current} saving={saving} onSubmit={(input) => void save(input)} />
          </Fragment>
        )}
      </QueryView>
    </Stack>
  );
}
