/** /api/upload: admin image upload for the product edit form. */
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { MAX_IMAGE_BYTES, PRODUCT_IMAGES_PATH } from '../../shared/constants.js';
import { API_MSG, MSG } from '../../shared/messages.js';
import type { ApiContext } from '../context.js';
import { badRequest, HttpError } from '../http-error.js';
import { requireAdmin } from '../middleware/auth.js';
import type { ImageStore } from './image-store.js';
import { IMAGE_TYPES, isAllowedImageType, sniffImageType } from './image-type.js';
import { readMultipartFile } from './read-multipart-file.js';

export function uploadRoutes(ctx: ApiContext, store: ImageStore | null): Router {
  const router = Router();
  router.use(requireAdmin(ctx));

  /** Lets the edit form say upfront that upload is unavailable instead of failing on submit. */
  router.get('/', (_req, res) => {
    res.json(store ? { available: true } : { available: false, message: MSG.uploadUnavailable });
  });

  router.post('/', async (req, res) => {
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
    res.status(201).json({ secure_url: await store.save(objectPath, file.bytes, type) });
  });

  return router;
}
