/**
 * A product's photo gallery: `images` in display order, 1 to MAX_PRODUCT_IMAGES. The spec's single
 * `image` is always the first one's URL, so every reader that knows only `image` (search rows, cards,
 * order lines, a spec client) keeps working.
 */
import { z } from './zod.js';

export const MAX_PRODUCT_IMAGES = 10;
const MAX_URL_LENGTH = 1000;
const MAX_ALT_LENGTH = 200;

export interface ProductImage {
  url: string;
  /** What the photo shows, for screen readers; required once the product is on sale. */
  alt: string;
}

export const productImagesSchema = z
  .array(
    z.object({
      url: z
        .string({ error: 'images.url is required' })
        .trim()
        .min(1, 'images.url is required')
        .max(MAX_URL_LENGTH, `images.url must be at most ${MAX_URL_LENGTH} characters`),
      // Empty is allowed on a draft: the admin may add photos before describing them.
      alt: z
        .string({ error: 'images.alt must be a text' })
        .trim()
        .max(MAX_ALT_LENGTH, `images.alt must be at most ${MAX_ALT_LENGTH} characters`),
    }),
    { error: 'images must be a list' },
  )
  .min(1, 'images must have at least 1 image')
  .max(MAX_PRODUCT_IMAGES, `images must have at most ${MAX_PRODUCT_IMAGES} images`);

/** Products saved before the gallery have only `image`: it reads as one photo described by the name. */
export function galleryOf(product: { image: string; name: string; images?: ProductImage[] }): ProductImage[] {
  return product.images && product.images.length > 0 ? product.images : [{ url: product.image, alt: product.name }];
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
