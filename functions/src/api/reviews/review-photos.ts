/**
 * Review photos (up to REVIEW_PHOTOS_MAX on a review): a customer uploads each one first and the
 * review then names their URLs. A photo is stored as `review-photos/{uid}/{uuid}.{ext}` in the
 * shop's bucket, so a URL is the author's exactly when it points there under their uid: the
 * review refuses any other (someone else's photo, another site's image). Without Cloud Storage
 * (the local stack, ADR 0003) uploads answer 503 and no URL can be the author's.
 */
import { randomUUID } from 'node:crypto';
import { MAX_IMAGE_BYTES } from '../../shared/constants.js';
import { API_MSG } from '../../shared/messages.js';
import { REVIEW_PHOTOS_PATH } from '../../shared/review-limits.js';
import { REVIEW_MSG } from '../../shared/review-messages.js';
import { badRequest, HttpError } from '../../http-error.js';
import { downloadUrl, type ImageStore } from '../upload/image-store.js';
import { IMAGE_TYPES, sniffImageType, type ImageType } from '../upload/image-type.js';
import { readMultipartFile } from '../upload/read-multipart-file.js';

/** Where review photos go: a store and the bucket its URLs name; null when Storage is unavailable. */
export interface ReviewPhotoStore {
  store: ImageStore;
  bucket: string;
}

/** Photos are JPEG, PNG or WebP: a review has no use for GIF's animation. */
const PHOTO_TYPES: readonly ImageType[] = ['image/jpeg', 'image/png', 'image/webp'];
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Checks the file (413 past 5 MB, 415 unless its bytes are JPEG, PNG or WebP), stores it, answers its URL. */
export async function storeReviewPhoto(
  photos: ReviewPhotoStore | null,
  req: Parameters<typeof readMultipartFile>[0],
  uid: string,
): Promise<string> {
  if (!photos) throw new HttpError(503, REVIEW_MSG.photosUnavailable);
  let file;
  try {
    file = await readMultipartFile(req, 'file', MAX_IMAGE_BYTES);
  } catch {
    throw badRequest(API_MSG.fileRequired);
  }
  if (!file || (file.bytes.length === 0 && !file.tooLarge)) throw badRequest(API_MSG.fileRequired);
  if (file.tooLarge) throw new HttpError(413, API_MSG.imageTooLarge);
  // The declared type is the client's word; the bytes decide.
  const type = sniffImageType(file.bytes);
  if (!type || !PHOTO_TYPES.includes(type)) throw new HttpError(415, REVIEW_MSG.photoTypeNotAllowed);
  const objectPath = `${REVIEW_PHOTOS_PATH}/${uid}/${randomUUID()}.${IMAGE_TYPES[type]}`;
  return photos.store.save(objectPath, file.bytes, type);
}

/** True when the URL is a photo this shop stored for this customer (see the module comment). */
export function isAuthorsPhoto(photos: ReviewPhotoStore | null, url: string, uid: string): boolean {
  if (!photos) return false;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // The bucket's objects as download URLs name them: `{origin}/v0/b/{bucket}/o/{encoded path}`.
  const bucketObjects = new URL(downloadUrl(photos.bucket, 'x', 't'));
  const prefix = bucketObjects.pathname.slice(0, -'x'.length);
  if (parsed.origin !== bucketObjects.origin || !parsed.pathname.startsWith(prefix)) return false;
  const objectPath = decodeURIComponent(parsed.pathname.slice(prefix.length));
  return new RegExp(`^${REVIEW_PHOTOS_PATH}/${escape(uid)}/${UUID}\\.(jpg|png|webp)$`).test(objectPath);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 400 unless every photo is the author's. */
export function checkReviewPhotos(photos: ReviewPhotoStore | null, urls: readonly string[], uid: string): void {
  if (urls.some((url) => !isAuthorsPhoto(photos, url, uid))) throw badRequest(REVIEW_MSG.photoNotYours);
}
