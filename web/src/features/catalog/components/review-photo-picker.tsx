/**
 * Up to REVIEW_PHOTOS_MAX photos for a review: each is uploaded when chosen (POST /api/reviews/photos)
 * and the review then names their URLs. Where the shop has no file storage (the local stack without
 * the Storage emulator) it says why in one line instead. Loaded only when the review form is.
 */
import { t } from '@lingui/core/macro';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { useEffect, useState, type ChangeEvent } from 'react';
import type { UploadStatus } from '@shared/api-contract';
import { REVIEW_PHOTOS_MAX } from '@shared/review-limits';
import { callApi } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { translateMessage } from '@/i18n/translate-message';

export function ReviewPhotoPicker({ photos, onChange }: { photos: string[]; onChange: (photos: string[]) => void }) {
  const [status, setStatus] = useState<UploadStatus | null>(null);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    let current = true;
    callApi('reviewPhotoStatus')
      .then((answer) => current && setStatus(answer))
      .catch(() => current && setStatus(null));
    return () => {
      current = false;
    };
  }, []);

  if (!status) return null;
  if (!status.available) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translateMessage(status.message ?? '')}
      </Typography>
    );
  }

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, REVIEW_PHOTOS_MAX - photos.length);
    event.target.value = '';
    setUploading(true);
    const added: string[] = [];
    try {
      for (const file of files) {
        const form = new FormData();
        form.append('file', file);
        added.push((await callApi('uploadReviewPhoto', { form })).url);
      }
    } catch (error) {
      notify.error(error);
    } finally {
      onChange([...photos, ...added]);
      setUploading(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {photos.map((url, index) => (
        <Box key={url} sx={{ position: 'relative' }}>
          <img src={url} alt="" width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
          <IconButton
            size="small"
            aria-label={t`Bỏ ảnh ${index + 1}`}
            onClick={() => onChange(photos.filter((photo) => photo !== url))}
            sx={{ position: 'absolute', top: -8, right: -8, bgcolor: 'background.paper' }}
          >
            ×
          </IconButton>
        </Box>
      ))}
      {photos.length < REVIEW_PHOTOS_MAX && (
        <Button component="label" variant="outlined" size="small" disabled={uploading}>
          {t`Thêm ảnh (tối đa ${REVIEW_PHOTOS_MAX})`}
          <input
            hidden
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp"
            onChange={(event) => void onFiles(event)}
          />
        </Button>
      )}
    </Box>
  );
}
