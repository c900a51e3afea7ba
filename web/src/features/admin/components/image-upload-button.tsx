import { Button, Stack } from '@mui/material';
import { useEffect, useState, type ChangeEvent } from 'react';
import { MSG } from '@shared/messages';
import { api } from '../../../lib/api-client';
import { MessageBox } from '../../../components/message-box';
import { notify } from '../../../lib/notify';
import { adminApi, adminPaths, type UploadStatus } from '../admin-api';

/**
 * 'Upload File' for the product image. Asks the server first whether uploads work here, so an
 * admin sees why the button is off (the Storage emulator cannot run offline) instead of a failure.
 */
export function ImageUploadButton({ onUploaded }: { onUploaded: (url: string) => void }) {
  const [status, setStatus] = useState<UploadStatus | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    let current = true;
    api.get<UploadStatus>(adminPaths.upload, { auth: true }).then(
      (result) => current && setStatus(result),
      (error: unknown) =>
        current && setStatus({ available: false, message: error instanceof Error ? error.message : undefined }),
    );
    return () => {
      current = false;
    };
  }, []);

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
        <MessageBox severity="info">{status.message ?? MSG.uploadUnavailable}</MessageBox>
      )}
      <Button variant="outlined" component="label" disabled={disabled} sx={{ alignSelf: 'flex-start' }}>
        {uploading ? 'Uploading...' : 'Upload File'}
        <input hidden type="file" accept="image/*" disabled={disabled} onChange={(event) => void upload(event)} />
      </Button>
    </Stack>
  );
}
