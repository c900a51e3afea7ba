/** Where uploaded product images go. Cloud Storage in production; tests inject a fake. */
import { randomUUID } from 'node:crypto';
import type { Storage } from 'firebase-admin/storage';

export interface ImageStore {
  /**
   * Stores the object and returns its public download URL. Renditions pass their original's
   * `token`, so their URLs follow from its URL (shared/image-renditions.ts).
   */
  save(objectPath: string, bytes: Buffer, contentType: string, token?: string): Promise<string>;
}

/** A Firebase download URL: readable by anyone holding the token, like the SDK's getDownloadURL. */
export function downloadUrl(bucket: string, objectPath: string, token: string): string {
  const emulatorHost =
    process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? process.env.STORAGE_EMULATOR_HOST?.replace(/^https?:\/\//, '');
  const origin = emulatorHost ? `http://${emulatorHost}` : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${bucket}/o/${encodeURIComponent(objectPath)}?alt=media&token=${token}`;
}

export function cloudStorageImageStore(storage: Storage): ImageStore {
  return {
    async save(objectPath, bytes, contentType, token = randomUUID()) {
      const bucket = storage.bucket();
      await bucket.file(objectPath).save(bytes, {
        contentType,
        resumable: false,
        metadata: { contentType, metadata: { firebaseStorageDownloadTokens: token } },
      });
      return downloadUrl(bucket.name, objectPath, token);
    },
  };
}
