import { t } from '@lingui/core/macro';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { MSG } from '@shared/messages';
import { translateMessage } from '@/i18n/translate-message';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/api-error';
import { useApiQuery } from '@/lib/use-api-query';
import { adminApi } from '@/features/admin/shared/admin-api';

interface Upload {
  id: number;
  name: string;
  state: 'uploading' | 'done' | 'failed';
  error?: string;
}

let nextUploadId = 0;

/**
 * 'Upload File' for the gallery (the spec's button and toast): several files at once, each sent on its own through
 * POST /api/upload with its own progress line, so one refused file does not stop the others. Asks
 * the server first whether uploads work here (the Storage emulator cannot run offline, ADR 0003):
 * when they do not, one line says so and the admin adds photos by URL instead.
 */
export function GalleryUploads({ room, onUploaded }: { room: number; onUploaded: (url: string) => void }) {
  // Whether uploads work here does not change while the app runs.
  const check = useApiQuery('uploadStatus', {}, { freshForMs: Infinity });
  const available = check.error === null && check.data?.available === true;
  const [uploads, setUploads] = useState<Upload[]>([]);

  const update = (id: number, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  const uploadOne = async (file: File, id: number) => {
    try {
      const { secure_url: url } = await adminApi.uploadImage(file);
      update(id, { state: 'done' });
      onUploaded(url);
      notify.success(MSG.imageUploaded);
    } catch (error) {
      const message = error instanceof ApiError ? translateMessage(error.message) : t`Upload failed`;
      update(id, { state: 'failed', error: message });
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    // Only as many as the gallery still has room for.
    const files = [...(event.target.files ?? [])].slice(0, room);
    event.target.value = '';
    const started = files.map((file) => ({ file, id: (nextUploadId += 1) }));
    setUploads((current) => [
      ...current.filter((upload) => upload.state === 'uploading'),
      ...started.map(({ file, id }) => ({ id, name: file.name, state: 'uploading' as const })),
    ]);
    for (const { file, id } of started) void uploadOne(file, id);
  };

  if (check.data === undefined && check.error === null) return null;
  if (!available) return <Typography variant="body2">{t`Tải ảnh lên không khả dụng trên máy này`}</Typography>;
  const busy = uploads.some((upload) => upload.state === 'uploading');
  return (
    <Stack spacing={1}>
      <Button variant="outlined" component="label" disabled={room === 0} sx={{ alignSelf: 'flex-start' }}>
        {busy ? t`Uploading...` : t`Upload File`}
        <input hidden type="file" accept="image/*" multiple disabled={room === 0} onChange={choose} />
      </Button>
      {uploads.length > 0 && (
        <Stack component="ul" spacing={0.5} aria-label={t`Uploads`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {uploads.map((upload) => (
            <li key={upload.id}>
              <Typography variant="body2">
                {upload.name}:{' '}
                {upload.state === 'uploading' ? t`uploading` : upload.state === 'done' ? t`uploaded` : upload.error}
              </Typography>
              <LinearProgress
                variant={upload.state === 'uploading' ? 'indeterminate' : 'determinate'}
                value={100}
                color={upload.state === 'failed' ? 'error' : 'primary'}
                aria-label={t`${upload.name} upload`}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
