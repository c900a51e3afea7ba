import { t } from '@lingui/core/macro';
import { Button, Stack } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { MSG } from '@shared/messages';
import { MessageBox } from '@/components/message-box';
import { translateMessage } from '@/i18n/translate-message';
import { notify } from '@/lib/notify';
import { useApiQuery } from '@/lib/use-api-query';
import { adminApi } from '@/features/admin/shared/admin-api';

/**
 * 'Upload File' for the product image. Asks the server first whether uploads work here, so an
 * admin sees why the button is off (the Storage emulator cannot run offline) instead of a failure.
 */
export function ImageUploadButton({ onUploaded }: { onUploaded: (url: string) => void }) {
  // Whether uploads work here does not change while the app runs.
  const check = useApiQuery('uploadStatus', {}, { freshForMs: Infinity });
  const status = check.error !== null ? { available: false, message: check.error } : (check.data ?? null);
  const [uploading, setUploading] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const { secure_url: url } = await adminApi.uploadImage(file);
      onUploaded(url);
      notify.success(MSG.imageUploaded);
    } catch (error) {
      notify.error(error);
    } finally {
      setUploading(false);
    }
  };

  const disabled = !status?.available || uploading;
  return (
    <Stack spacing={1}>
      {status && !status.available && (
        <MessageBox severity="info">{translateMessage(status.message ?? MSG.uploadUnavailable)}</MessageBox>
      )}
      <Button variant="outlined" component="label" disabled={disabled} sx={{ alignSelf: 'flex-start' }}>
        {uploading ? t`Uploading...` : t`Upload File`}
        <input hidden type="file" accept="image/*" disabled={disabled} onChange={(event) => void upload(event)} />
      </Button>
    </Stack>
  );
}
