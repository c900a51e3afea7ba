import type { CSSProperties } from 'react';

/**
 * How an image loads: 'priority' for the page's largest image (its Largest Contentful Paint, fetched
 * before other images), 'eager' for the rest above the fold, 'lazy' below it.
 */
export type ImageLoading = 'priority' | 'eager' | 'lazy';

/**
 * Fixed styles, so a plain <img> with an inline style: a list page renders one per card, and a
 * styled Box per image was Emotion work while hydrating (Total Blocking Time, ADR 0018).
 */
const IMAGE_STYLE: CSSProperties = {
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'contain',
  backgroundColor: '#fff',
};

/** A product photo with explicit dimensions (no layout shift) in a 4:3 box. */
export function ProductImage({ src, alt, loading }: { src: string; alt: string; loading: ImageLoading }) {
  return (
    <img
      src={src}
      alt={alt}
      width={400}
      height={300}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'priority' ? 'high' : undefined}
      decoding="async"
      style={IMAGE_STYLE}
    />
  );
}
