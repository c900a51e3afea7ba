/**
 * Renditions by sharp (libvips), chosen over a WASM resizer for its speed and memory on a function
 * instance (docs/decisions/0093). Loaded on the first upload, so the API's cold start does not pay
 * for the native library.
 */
import type { ImageResizer } from './stored-renditions.js';

/** A camera photo is at most about 50 megapixels; more is a decompression bomb, not a laptop photo. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 78;

export const sharpResizer: ImageResizer = async (bytes, width) => {
  const { default: sharp } = await import('sharp');
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate() // the camera's orientation applied, as browsers show the original
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
};
