import { t } from '@lingui/core/macro';
import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import type { LightboxSlide } from './gallery-photo';

/**
 * The full-screen, zoomable photo viewer (yet-another-react-lightbox, docs/decisions/0092): a modal
 * dialog with arrows, Esc, swipe, pinch and wheel zoom. Loaded only when a shopper first opens it;
 * it imports nothing of the page's own modules (the slides come built), so its chunk is the library.
 */
export default function ProductLightbox({
  slides,
  open,
  index,
  onIndex,
  onClose,
}: {
  slides: LightboxSlide[];
  open: boolean;
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const single = slides.length <= 1;
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
