import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageStore } from './image-store.js';
import { sharpResizer } from './sharp-resizer.js';
import { storeWithRenditions, UndecodableImage } from './stored-renditions.js';

/** Stands in for Cloud Storage: keeps what it is given, and the token each object was saved with. */
function fakeWriter() {
  const saved = new Map<string, { bytes: Buffer; contentType: string; token: string | undefined }>();
  const store: ImageStore = {
    async save(objectPath, bytes, contentType, token) {
      saved.set(objectPath, { bytes, contentType, token });
      return `https://storage.example/o/${encodeURIComponent(objectPath)}?alt=media&token=${token}`;
    },
  };
  return { store, saved };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0076ce' } })
    .jpeg()
    .toBuffer();

describe('an upload stored with its renditions', () => {
  it('writes the original and a WebP 400, 800 and 1200 px wide beside it, under one token', async () => {
    const { store, saved } = fakeWriter();
    const bytes = await photo(2000, 1500);
    const url = await storeWithRenditions(store, sharpResizer, {
      objectPath: 'product-images/abc.jpg',
      bytes,
      contentType: 'image/jpeg',
    });
    expect([...saved.keys()]).toEqual([
      'product-images/abc.jpg',
      'product-images/abc-w400.webp',
      'product-images/abc-w800.webp',
      'product-images/abc-w1200.webp',
    ]);
    expect(saved.get('product-images/abc.jpg')?.bytes).toBe(bytes);
    const tokens = new Set([...saved.values()].map((object) => object.token));
    expect(tokens.size).toBe(1);
    expect(url).toContain(`token=${[...tokens][0]}`);
    for (const width of [400, 800, 1200]) {
      const rendition = saved.get(`product-images/abc-w${width}.webp`);
      expect(rendition?.contentType).toBe('image/webp');
      expect(await sharp(rendition?.bytes).metadata()).toMatchObject({ format: 'webp', width, height: width * 0.75 });
    }
  });

  it('never enlarges a small photo', async () => {
    const { store, saved } = fakeWriter();
    await storeWithRenditions(store, sharpResizer, {
      objectPath: 'product-images/small.png',
      bytes: await photo(600, 450),
      contentType: 'image/png',
    });
    expect(await sharp(saved.get('product-images/small-w1200.webp')?.bytes).metadata()).toMatchObject({ width: 600 });
    expect(await sharp(saved.get('product-images/small-w400.webp')?.bytes).metadata()).toMatchObject({ width: 400 });
  });

  it('refuses bytes that are no image, and stores nothing', async () => {
    const { store, saved } = fakeWriter();
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    await expect(
      storeWithRenditions(store, sharpResizer, {
        objectPath: 'product-images/x.png',
        bytes: fakePng,
        contentType: 'image/png',
      }),
    ).rejects.toBeInstanceOf(UndecodableImage);
    expect(saved.size).toBe(0);
  });
});
