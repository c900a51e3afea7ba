import { t } from '@lingui/core/macro';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState, type DragEvent } from 'react';
import { MAX_PRODUCT_IMAGES } from '@shared/product-gallery';
import type { ProductImage } from '@shared/entities/catalogue';
import { GalleryUploads } from './gallery-uploads';

/** A gallery row while editing: its key survives reordering, so a half-typed alt follows its photo. */
export interface EditedImage extends ProductImage {
  key: string;
}

let nextKey = 0;
export const editedImage = (image: ProductImage): EditedImage => ({ ...image, key: `image-${(nextKey += 1)}` });

/** `list` with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

/**
 * The product's photos in display order (the first is the one cards and search show): each with
 * its alt text, moved by the arrow buttons (keyboard) or by dragging, removed, or added by URL or
 * by uploading several files at once.
 */
export function GalleryEditor({
  images,
  errors,
  onChange,
}: {
  images: EditedImage[];
  /** Field errors by row (`alt`) and for the whole gallery (`gallery`). */
  errors: { gallery?: string | undefined; alt?: Record<number, string> };
  /** Given how to change the current rows, as uploads finish one after another. */
  onChange: (change: (current: EditedImage[]) => EditedImage[]) => void;
}) {
  const [dragged, setDragged] = useState<number | null>(null);
  const room = MAX_PRODUCT_IMAGES - images.length;

  const add = (newUrl: string) =>
    onChange((current) =>
      current.length < MAX_PRODUCT_IMAGES ? [...current, editedImage({ url: newUrl, alt: '' })] : current,
    );
  const setAlt = (index: number, alt: string) =>
    onChange((current) => current.map((image, i) => (i === index ? { ...image, alt } : image)));
  const move = (from: number, to: number) => {
    if (to >= 0 && to < images.length) onChange((current) => moved(current, from, to));
  };
  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };

  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t`Photos (${images.length} of ${MAX_PRODUCT_IMAGES}; the first is the main photo)`}
      </Typography>
      {errors.gallery && (
        <Typography color="error" variant="body2" role="alert">
          {errors.gallery}
        </Typography>
      )}
      <Stack component="ol" spacing={1} aria-label={t`Photos in display order`} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {images.map((image, index) => (
          <GalleryRow
            key={image.key}
            image={image}
            index={index}
            last={index === images.length - 1}
            error={errors.alt?.[index]}
            dragged={dragged === index}
            onAlt={(alt) => setAlt(index, alt)}
            onMove={(to) => move(index, to)}
            onRemove={() => onChange((current) => current.filter((_, i) => i !== index))}
            onDragStart={() => setDragged(index)}
            onDrop={(event) => drop(event, index)}
          />
        ))}
      </Stack>
      <AddPhotoByUrl full={room === 0} onAdd={add} />
      <GalleryUploads room={room} onUploaded={add} />
    </Stack>
  );
}

/** One photo: its preview (a drag handle), its alt text, and the buttons that move or remove it. */
function GalleryRow({
  image,
  index,
  last,
  error,
  dragged,
  onAlt,
  onMove,
  onRemove,
  onDragStart,
  onDrop,
}: {
  image: EditedImage;
  index: number;
  last: boolean;
  error: string | undefined;
  dragged: boolean;
  onAlt: (alt: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onDragStart: () => void;
  onDrop: (event: DragEvent) => void;
}) {
  const n = index + 1;
  return (
    <Box
      component="li"
      draggable
      onDragStart={onDragStart}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', opacity: dragged ? 0.5 : 1 }}
    >
      <img
        src={image.url}
        alt=""
        width={96}
        height={72}
        style={{ objectFit: 'contain', background: '#fff', flex: '0 0 auto', cursor: 'grab' }}
      />
      <TextField
        size="small"
        label={t`Alt text of photo ${n}`}
        value={image.alt}
        onChange={(event) => onAlt(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? image.url}
        sx={{ flex: 1 }}
      />
      <IconButton aria-label={t`Move photo ${n} up`} disabled={index === 0} onClick={() => onMove(index - 1)}>
        ↑
      </IconButton>
      <IconButton aria-label={t`Move photo ${n} down`} disabled={last} onClick={() => onMove(index + 1)}>
        ↓
      </IconButton>
      <IconButton aria-label={t`Remove photo ${n}`} onClick={onRemove}>
        ✕
      </IconButton>
    </Box>
  );
}

/** A photo by its URL (from the shop's CDN, say): typed, then added with the button or Enter. */
function AddPhotoByUrl({ full, onAdd }: { full: boolean; onAdd: (url: string) => void }) {
  const [url, setUrl] = useState('');
  const addUrl = () => {
    const trimmed = url.trim();
    if (trimmed === '' || full) return;
    onAdd(trimmed);
    setUrl('');
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={t`Photo URL`}
        value={url}
        disabled={full}
        onChange={(event) => setUrl(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            addUrl();
          }
        }}
        sx={{ flex: 1 }}
      />
      <Button variant="outlined" onClick={addUrl} disabled={full || url.trim() === ''}>
        {t`Add by URL`}
      </Button>
    </Stack>
  );
}
