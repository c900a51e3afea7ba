import { Box } from '@mui/material';

/**
 * How an image loads: 'priority' for the page's largest image (its Largest Contentful Paint, fetched
 * before other images), 'eager' for the rest above the fold, 'lazy' below it.
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

/** A product photo with explicit dimensions (no layout shift) in a 4:3 box. */
export function ProductImage({ src, alt, loading }: { src: string; alt: string; loading: ImageLoading }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={400}
      height={300}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'priority' ? 'high' : undefined}
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        aspectRatio: '4 / 3',
        objectFit: 'contain',
        bgcolor: '#fff',
      }}
    />
  );
}
