import type { CSSProperties } from 'react';
import { photoHeight, photoSrcSet, RENDITION_WIDTHS, renditionUrl } from '@shared/image-renditions';
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

/** A photo as the lightbox shows it: the widest rendition, with the others for smaller screens. */
export interface LightboxSlide {
  src: string;
  alt: string;
  width: number;
  height: number;
  srcSet?: { src: string; width: number; height: number }[];
}

export function lightboxSlide(image: ProductImage): LightboxSlide {
  const srcSet = RENDITION_WIDTHS.flatMap((width) => {
    const src = renditionUrl(image.url, width);
    return src ? [{ src, width, height: photoHeight(width) }] : [];
  });
  const largest = srcSet[srcSet.length - 1];
  // A photo from elsewhere has no renditions: shown as it is, in the same 4:3 frame.
  return largest
    ? { src: largest.src, alt: image.alt, width: largest.width, height: largest.height, srcSet }
    : { src: image.url, alt: image.alt, width: 1200, height: photoHeight(1200) };
}
