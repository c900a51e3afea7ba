/** The upload endpoints: admin image upload for the product edit form. */
import { randomUUID } from 'node:crypto';
import { MAX_IMAGE_BYTES, PRODUCT_IMAGES_PATH } from '../../shared/constants.js';
import { API_MSG, MSG } from '../../shared/messages.js';
import { badRequest, HttpError } from '../../http-error.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import type { ImageStore } from './image-store.js';
import { IMAGE_TYPES, isAllowedImageType, sniffImageType } from './image-type.js';
import { readMultipartFile } from './read-multipart-file.js';
import { sharpResizer } from './sharp-resizer.js';
import { storeWithRenditions, UndecodableImage, type ImageResizer } from './stored-renditions.js';

export function uploadHandlers(
  store: ImageStore | null,
  resize: ImageResizer = sharpResizer,
): EndpointHandlers<'uploadStatus' | 'uploadImage'> {
  return {
    /** Lets the edit form say upfront that upload is unavailable instead of failing on submit. */
    uploadStatus: async () => (store ? { available: true } : { available: false, message: MSG.uploadUnavailable }),

    uploadImage: async ({ req }) => {
      if (!store) throw new HttpError(503, MSG.uploadUnavailable);
      let file;
      try {
        file = await readMultipartFile(req, 'file', MAX_IMAGE_BYTES);
      } catch {
        throw badRequest(API_MSG.fileRequired);
      }
      if (!file || (file.bytes.length === 0 && !file.tooLarge)) throw badRequest(API_MSG.fileRequired);
      if (!isAllowedImageType(file.mimeType)) throw new HttpError(415, API_MSG.imageTypeNotAllowed);
      if (file.tooLarge) throw new HttpError(413, API_MSG.imageTooLarge);
      // The declared type is the client's word; the bytes decide what is stored and served.
      const type = sniffImageType(file.bytes);
      if (!type) throw new HttpError(415, API_MSG.imageTypeNotAllowed);
      const objectPath = `${PRODUCT_IMAGES_PATH}/${randomUUID()}.${IMAGE_TYPES[type]}`;
      try {
        return {
          secure_url: await storeWithRenditions(store, resize, { objectPath, bytes: file.bytes, contentType: type }),
        };
      } catch (error) {
        // Right magic bytes, but no image behind them: refused like any other non-image.
        if (error instanceof UndecodableImage) throw new HttpError(415, API_MSG.imageTypeNotAllowed);
        throw error;
      }
    },
  };
}
