import type { CSSProperties } from 'react';
import { photoHeight, photoSrcSet, renditionUrl } from '@shared/image-renditions';
import type { ProductImage } from '@shared/entities/catalogue';

const PHOTO_STYLE: CSSProperties = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  backgroundColor: '#fff',
};

/**
 * One gallery photo: every rendition in `srcset` with the `sizes` it is laid out at, and width and
 * height so the 4:3 box is reserved before it loads (no layout shift).
 */
export function GalleryPhoto({
  image,
  width,
  sizes,
  priority = false,
}: {
  image: ProductImage;
  /** The rendition `src` names and the width attribute (the ratio is what counts). */
  width: 400 | 800;
  sizes: string;
  /** The page's largest image: fetched first and never lazily. */
  priority?: boolean;
}) {
  return (
    <img
      src={renditionUrl(image.url, width) ?? image.url}
      srcSet={photoSrcSet(image.url)}
      sizes={sizes}
      alt={image.alt}
      width={width}
      height={photoHeight(width)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      draggable={false}
      style={PHOTO_STYLE}
    />
  );
}
