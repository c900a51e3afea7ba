/**
 * A product's photo gallery: `images` in display order, 1 to MAX_PRODUCT_IMAGES. The spec's single
 * `image` is always the first one's URL, so every reader that knows only `image` (search rows, cards,
 * order lines, a spec client) keeps working. No zod here: the document-to-client mapping, which the
 * home route loads, reads galleries too (the schema is product-images-schema.ts), and an older
 * product's one-photo gallery is read there (to-api.ts galleryOf).
 */
export const MAX_PRODUCT_IMAGES = 10;

export interface ProductImage {
  url: string;
  /** What the photo shows, for screen readers; required once the product is on sale. */
  alt: string;
}

/**
 * The gallery a save stores. With `images`, they decide (and `image` follows them). A spec client
 * sends only `image`: it replaces the first photo's URL and the rest stay. `undefined` leaves a
 * product that never had a gallery as it was, so it keeps reading its current name as the alt.
 */
export function galleryToSave(
  input: { image: string; images?: ProductImage[] | undefined },
  current: { images?: ProductImage[] | undefined },
): ProductImage[] | undefined {
  if (input.images) return input.images;
  const [first, ...rest] = current.images ?? [];
  if (!first) return undefined;
  return [{ ...first, url: input.image }, ...rest];
}

/** The index of the first photo without a description (a published product needs them all), or -1. */
export const firstImageWithoutAlt = (images: readonly ProductImage[]): number =>
  images.findIndex((image) => image.alt.trim() === '');
