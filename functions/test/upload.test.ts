import express from 'express';
import sharp from 'sharp';
import type { Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATOR_HOSTS } from '../../local-stack.mjs';
import type { ImageStore } from '../src/api/upload/image-store.js';
import { downloadUrl } from '../src/api/upload/image-store.js';
import { MAX_IMAGE_BYTES, PRODUCT_IMAGES_PATH } from '../src/shared/constants.js';
import { genericCodeFor } from '../src/shared/error-codes.js';
import { API_MSG, MSG } from '../src/shared/messages.js';
import { callEndpoint } from './support/call-endpoint.js';
import { createAdmin, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { clearDatabase, testApp } from './support/test-context.js';

/** Real images: an upload is decoded to make its renditions (api/upload/stored-renditions.ts). */
const image = (format: 'png' | 'jpeg') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#0076ce' } })
    .toFormat(format)
    .toBuffer();
const PNG = await image('png');
const JPEG = await image('jpeg');
/** The magic bytes of a PNG, and nothing that decodes. */
const FAKE_PNG = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)]);

/** Stands in for Cloud Storage: keeps what it is given. */
function fakeStore() {
  const saved = new Map<string, { bytes: Buffer; contentType: string }>();
  const store: ImageStore = {
    async save(objectPath, bytes, contentType) {
      saved.set(objectPath, { bytes, contentType });
      return `https://storage.example/${encodeURIComponent(objectPath)}`;
    },
  };
  return { store, saved };
}

let admin: TestAccount;
beforeAll(async () => {
  await clearDatabase();
  admin = await createAdmin();
});
afterAll(deleteTestUsers);

describe('upload without Cloud Storage (ctx.storage null)', () => {
  const app = testApp();

  it('GET says upload is unavailable, with the reason', async () => {
    const res = await callEndpoint(app, 'uploadStatus', { as: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ available: false, message: MSG.uploadUnavailable });
  });

  it('POST answers 503', async () => {
    const res = await callEndpoint(app, 'uploadImage', { as: admin }).attach('file', PNG, {
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: MSG.uploadUnavailable, code: 'UNAVAILABLE' });
  });
});

describe('upload with a storage', () => {
  const { store, saved } = fakeStore();
  const app = testApp({ imageStore: store });

  it('GET says upload is available', async () => {
    const res = await callEndpoint(app, 'uploadStatus', { as: admin });
    expect(res.body).toEqual({ available: true });
  });

  it('stores an image under a server-made name with its type and returns its URL', async () => {
    const res = await callEndpoint(app, 'uploadImage', { as: admin }).attach('file', JPEG, {
      filename: '../../evil name.jpg',
      contentType: 'image/jpeg',
    });
    expect(res.status).toBe(201);
    const [path, ...renditions] = [...saved.keys()];
    expect(path).toMatch(new RegExp(`^${PRODUCT_IMAGES_PATH}/[0-9a-f-]{36}\\.jpg$`));
    expect(saved.get(path ?? '')).toEqual({ bytes: JPEG, contentType: 'image/jpeg' });
    expect(res.body).toEqual({ secure_url: `https://storage.example/${encodeURIComponent(path ?? '')}` });
    // Its WebP renditions beside it, which the pages' srcset names.
    const base = (path ?? '').replace(/\.jpg$/, '');
    expect(renditions).toEqual([`${base}-w400.webp`, `${base}-w800.webp`, `${base}-w1200.webp`]);
    saved.clear();
  });

  it.each([
    ['a PDF', Buffer.from('%PDF-1.4 ...'), 'application/pdf', 415, API_MSG.imageTypeNotAllowed],
    ['PNG magic bytes with no image behind them', FAKE_PNG, 'image/png', 415, API_MSG.imageTypeNotAllowed],
    [
      'HTML labelled as PNG',
      Buffer.from('<html><script>alert(1)</script></html>'),
      'image/png',
      415,
      API_MSG.imageTypeNotAllowed,
    ],
    [
      'an image over 5 MB',
      Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]),
      'image/png',
      413,
      API_MSG.imageTooLarge,
    ],
  ])('refuses %s', async (_label, bytes, contentType, status, message) => {
    const before = saved.size;
    const res = await callEndpoint(app, 'uploadImage', { as: admin }).attach('file', bytes, {
      filename: 'f',
      contentType,
    });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ message, code: genericCodeFor(status) });
    expect(saved.size).toBe(before);
  });

  it.each([
    ['no file field', (r: Test) => r.field('other', 'x')],
    [
      'a file under another field name',
      (r: Test) => r.attach('image', PNG, { filename: 'a.png', contentType: 'image/png' }),
    ],
    ['a JSON body', (r: Test) => r.send({ file: 'x' })],
  ])('answers 400 file is required for %s', async (_label, build) => {
    const before = saved.size;
    const res = await build(callEndpoint(app, 'uploadImage', { as: admin }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: API_MSG.fileRequired, code: 'VALIDATION_FAILED' });
    expect(saved.size).toBe(before);
  });
});

describe('upload behind Cloud Functions, which reads the body before the app', () => {
  it('parses the file from req.rawBody', async () => {
    const { store, saved } = fakeStore();
    const wrapper = express();
    wrapper.use(express.raw({ type: 'multipart/form-data', limit: '10mb' }), (req, _res, next) => {
      Object.assign(req, { rawBody: req.body as Buffer });
      next();
    });
    wrapper.use(testApp({ imageStore: store }));
    const res = await callEndpoint(wrapper, 'uploadImage', { as: admin }).attach('file', PNG, {
      filename: 'a.png',
      contentType: 'image/png',
    });
    expect(res.status).toBe(201);
    expect([...saved.values()][0]).toEqual({ bytes: PNG, contentType: 'image/png' });
  });
});

describe('download URLs', () => {
  it('point at the Storage emulator when it runs, else at Firebase Storage', () => {
    const previous = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = EMULATOR_HOSTS.storage;
    expect(downloadUrl('b', 'product-images/x.png', 't')).toBe(
      `http://${EMULATOR_HOSTS.storage}/v0/b/b/o/product-images%2Fx.png?alt=media&token=t`,
    );
    delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    expect(downloadUrl('b', 'product-images/x.png', 't')).toBe(
      'https://firebasestorage.googleapis.com/v0/b/b/o/product-images%2Fx.png?alt=media&token=t',
    );
    if (previous !== undefined) process.env.FIREBASE_STORAGE_EMULATOR_HOST = previous;
  });
});
