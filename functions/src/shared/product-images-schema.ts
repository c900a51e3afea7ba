/** The gallery as a save sends it (shared/product-gallery.ts holds its rules). */
import { MAX_PRODUCT_IMAGES } from './product-gallery.js';
import { z } from './zod.js';

const MAX_URL_LENGTH = 1000;
const MAX_ALT_LENGTH = 200;

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
