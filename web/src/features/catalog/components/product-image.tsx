import { Box } from '@mui/material';

/**
 * A product photo with explicit dimensions (no layout shift) in a 4:3 box; below-the-fold images
 * load lazily.
 */
export function ProductImage({ src, alt, eager = false }: { src: string; alt: string; eager?: boolean }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={400}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
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
