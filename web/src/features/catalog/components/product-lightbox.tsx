import { t } from '@lingui/core/macro';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import { photoHeight, RENDITION_WIDTHS, renditionUrl } from '@shared/image-renditions';
import type { ProductImage } from '@shared/entities/catalogue';

/**
 * The full-screen, zoomable photo viewer (yet-another-react-lightbox, docs/decisions/0092): a modal
 * dialog with arrows, Esc, swipe, pinch and wheel zoom. Loaded only when a shopper first opens it.
 */
export default function ProductLightbox({
  images,
  open,
  index,
  onIndex,
  onClose,
}: {
  images: ProductImage[];
  open: boolean;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const single = images.length <= 1;
  const slides = images.map((image) => {
    const largest = RENDITION_WIDTHS[RENDITION_WIDTHS.length - 1] ?? 1200;
    const srcSet = RENDITION_WIDTHS.flatMap((width) => {
      const src = renditionUrl(image.url, width);
      return src ? [{ src, width, height: photoHeight(width) }] : [];
    });
    return {
      src: renditionUrl(image.url, largest) ?? image.url,
      alt: image.alt,
      width: largest,
      height: photoHeight(largest),
      ...(srcSet.length > 0 ? { srcSet } : {}),
    };
  });
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Zoom]}
      carousel={{ finite: single }}
      controller={{ closeOnBackdropClick: true }}
      on={{ view: ({ index: viewed }) => onIndex(viewed) }}
      render={single ? { buttonPrev: () => null, buttonNext: () => null } : {}}
      labels={{
        Lightbox: t`Photo viewer`,
        Previous: t`Previous photo`,
        Next: t`Next photo`,
        Close: t`Close`,
        'Zoom in': t`Zoom in`,
        'Zoom out': t`Zoom out`,
        Carousel: t`Photos`,
        Slide: t`Photo`,
        'Photo gallery': t`Product photos`,
      }}
    />
  );
}
