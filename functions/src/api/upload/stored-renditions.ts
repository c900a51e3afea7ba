/**
 * An upload is stored with its WebP renditions beside it (docs/decisions/0093): the pages' srcset
 * names them from the original's URL (shared/image-renditions.ts), so they share its download token.
 * Every rendition is made before anything is stored: bytes that do not decode as an image are
 * refused whole, and a refused upload leaves nothing behind.
 */
import { randomUUID } from 'node:crypto';
import { RENDITION_WIDTHS, renditionPath } from '../../shared/image-renditions.js';
import type { ImageStore } from './image-store.js';

/** Makes the WebP rendition `width` wide (never wider than the original); rejects bytes it cannot decode. */
export type ImageResizer = (bytes: Buffer, width: number) => Promise<Buffer>;

/** The bytes decoded as no image the resizer knows. */
export class UndecodableImage extends Error {}

export async function storeWithRenditions(
  store: ImageStore,
  resize: ImageResizer,
  upload: { objectPath: string; bytes: Buffer; contentType: string },
): Promise<string> {
  let renditions: { width: number; bytes: Buffer }[];
  try {
    renditions = await Promise.all(
      RENDITION_WIDTHS.map(async (width) => ({ width, bytes: await resize(upload.bytes, width) })),
    );
  } catch (error) {
    throw new UndecodableImage('not a decodable image', { cause: error });
  }
  const token = randomUUID();
  const url = await store.save(upload.objectPath, upload.bytes, upload.contentType, token);
  await Promise.all(
    renditions.map(({ width, bytes }) =>
      store.save(renditionPath(upload.objectPath, width), bytes, 'image/webp', token),
    ),
  );
  return url;
}
