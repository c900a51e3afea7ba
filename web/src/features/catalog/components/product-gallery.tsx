import { t } from '@lingui/core/macro';
import { Box } from '@mui/material';
import { lazy, Suspense, useRef, useState } from 'react';
import type { ProductImage } from '@shared/entities/catalogue';
import { GalleryPhoto, lightboxSlide } from './gallery-photo';

// The lightbox (and its zoom) is fetched on the first tap, never with the page (docs/decisions/0092).
const ProductLightbox = lazy(() => import('./product-lightbox'));

/** The large photo is half the page from the md breakpoint up, the whole width below it. */
const LARGE_SIZES = '(min-width: 900px) 50vw, 100vw';
const THUMB_SIZES = '80px';

/**
 * The product's photos: a strip that snaps one photo at a time (a swipe moves to the next, with no
 * script), thumbnail buttons under it, and a tap on a photo opens the zoomable lightbox.
 */
export function ProductGallery({ images }: { images: ProductImage[] }) {
  const strip = useRef<HTMLUListElement>(null);
  const [shown, setShown] = useState(0);
  const [lightbox, setLightbox] = useState<{ loaded: boolean; open: boolean }>({ loaded: false, open: false });

  const show = (index: number) => {
    setShown(index);
    const element = strip.current;
    // jsdom has no scrolling; browsers honour the snap and the reduced-motion setting.
    element?.scrollTo?.({ left: index * element.clientWidth, behavior: 'smooth' });
  };

  // A swipe scrolls the strip: the photo nearest its left edge is the one shown.
  const onScroll = () => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    const index = Math.round(element.scrollLeft / element.clientWidth);
    if (index !== shown && index >= 0 && index < images.length) setShown(index);
  };

  const total = images.length;
  return (
    <Box>
      <Box
        component="ul"
        ref={strip}
        onScroll={onScroll}
        aria-label={t`Product photos`}
        sx={{
          display: 'flex',
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          overscrollBehaviorX: 'contain',
          listStyle: 'none',
          m: 0,
          p: 0,
        }}
      >
        {images.map((image, index) => (
          <Box component="li" key={`${index}-${image.url}`} sx={{ flex: '0 0 100%', scrollSnapAlign: 'start' }}>
            <Box
              component="button"
              type="button"
              title={t`Zoom`}
              aria-label={t`Photo ${index + 1} of ${total}: ${image.alt}, open zoom`}
              onClick={() => {
                setShown(index);
                setLightbox({ loaded: true, open: true });
              }}
              sx={{ display: 'block', width: '100%', p: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
            >
              <GalleryPhoto image={image} width={800} sizes={LARGE_SIZES} priority={index === 0} />
            </Box>
          </Box>
        ))}
      </Box>
      {total > 1 && <GalleryThumbnails images={images} shown={shown} onShow={show} />}
      {lightbox.loaded && (
        <Suspense fallback={null}>
          <ProductLightbox
            slides={images.map(lightboxSlide)}
            open={lightbox.open}
            index={shown}
            onIndex={show}
            onClose={() => setLightbox({ loaded: true, open: false })}
          />
        </Suspense>
      )}
    </Box>
  );
}

/** The thumbnails: buttons, the shown photo's marked `aria-current`. */
function GalleryThumbnails({
  images,
  shown,
  onShow,
}: {
  images: ProductImage[];
  shown: number;
  onShow: (index: number) => void;
}) {
  return (
    <Box
      role="group"
      aria-label={t`Choose a photo`}
      sx={{ display: 'flex', gap: 1, mt: 1, overflowX: 'auto', scrollbarWidth: 'thin' }}
    >
      {images.map((image, index) => (
        <Box
          component="button"
          type="button"
          key={`${index}-${image.url}`}
          aria-current={index === shown ? 'true' : undefined}
          aria-label={t`Show photo ${index + 1}: ${image.alt}`}
          onClick={() => onShow(index)}
          sx={{
            flex: '0 0 72px',
            p: 0,
            border: 2,
            borderColor: index === shown ? 'primary.main' : 'divider',
            borderRadius: 1,
            overflow: 'hidden',
            background: 'none',
            cursor: 'pointer',
          }}
        >
          <GalleryPhoto image={{ url: image.url, alt: '' }} width={400} sizes={THUMB_SIZES} />
        </Box>
      ))}
    </Box>
  );
}
