/**
 * One-off migration (ADR 0018): the demo catalogue's drawings are JPEG photos now
 * (`/images/products/{name}.jpg`); the SVG files they replace are gone from the site, so products
 * that still name one get the JPEG's path. Images admins uploaded (Cloud Storage URLs) are untouched.
 * Safe to run again.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';

const DEMO_SVG = /^(\/images\/products\/[a-z0-9-]+)\.svg$/;

export async function demoImagesAsJpeg(db: Firestore): Promise<number> {
  const products = await db.collection(COLLECTIONS.products).get();
  const writer = db.bulkWriter();
  const writes = products.docs.flatMap((doc) => {
    const match = DEMO_SVG.exec(String(doc.get('image') ?? ''));
    return match ? [writer.update(doc.ref, { image: `${match[1]}.jpg` })] : [];
  });
  await writer.close();
  await Promise.all(writes);
  return writes.length;
}
