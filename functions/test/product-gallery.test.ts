import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productsCol } from '../src/data/collections.js';
import type { ProductImage } from '../src/shared/entities/catalogue.js';
import { publishNeedsAltMessage } from '../src/shared/messages.js';
import { laptopSpecs } from '@test-factories';
import { createAdmin, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct, readProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  admin = await createAdmin();
});
beforeEach(async () => {
  await db.recursiveDelete(productsCol(db));
});
afterAll(deleteTestUsers);

const photo = (n: number, alt = `Dell XPS 13 9340 – ảnh ${n}`): ProductImage => ({ url: `/images/p${n}.jpg`, alt });
const GALLERY = [photo(1), photo(2), photo(3)];

/** The admin form's save of a stored product: its own fields, with what the test changes. */
function saveBody(doc: { name: string; slug: string; updatedAt: string }, changes: object) {
  return {
    name: doc.name,
    slug: doc.slug,
    price: 1299,
    image: '/images/p1.jpg',
    category: 'Gaming',
    brand: 'Asus',
    countInStock: 3,
    description: 'A laptop',
    specs: laptopSpecs(),
    updatedAt: doc.updatedAt,
    ...changes,
  };
}

describe('product gallery: images [{url, alt}]', () => {
  it('stores the images in order and keeps image as the first one’s URL', async () => {
    const { id, doc } = await addProduct();
    const res = await callEndpoint(app, 'updateProduct', {
      params: { id },
      as: admin,
      body: saveBody(doc, { image: '/images/ignored.jpg', images: [photo(2), photo(1), photo(3)] }),
    });
    expect(res.status).toBe(200);
    expect(res.body.product).toMatchObject({ image: '/images/p2.jpg', images: [photo(2), photo(1), photo(3)] });
    const stored = await readProduct(id);
    expect(stored?.image).toBe('/images/p2.jpg');
    expect(stored?.images).toEqual([photo(2), photo(1), photo(3)]);
  });

  it('a spec client’s save (image, no images) replaces the first photo’s URL and keeps the rest', async () => {
    const { id, doc } = await addProduct({ image: GALLERY[0]?.url, images: GALLERY });
    const res = await callEndpoint(app, 'updateProduct', {
      params: { id },
      as: admin,
      body: saveBody(doc, { image: '/images/new-front.jpg' }),
    });
    expect(res.status).toBe(200);
    const stored = await readProduct(id);
    expect(stored?.image).toBe('/images/new-front.jpg');
    expect(stored?.images).toEqual([{ ...photo(1), url: '/images/new-front.jpg' }, photo(2), photo(3)]);
  });

  it('a spec client’s save of an older product leaves it without a stored gallery; it reads as one photo', async () => {
    const { id, doc } = await addProduct({ name: 'Old Laptop' });
    const res = await callEndpoint(app, 'updateProduct', {
      params: { id },
      as: admin,
      body: saveBody(doc, { image: '/images/new.jpg' }),
    });
    expect(res.status).toBe(200);
    expect((await readProduct(id))?.images).toBeUndefined();
    expect(res.body.product.images).toEqual([{ url: '/images/new.jpg', alt: 'Old Laptop' }]);
  });

  it('older products read as [{url: image, alt: name}] on every reader', async () => {
    const { id, doc } = await addProduct({ name: 'Old Laptop', image: '/images/old.jpg' });
    const byId = await callEndpoint(app, 'productById', { params: { id } });
    expect(byId.body.images).toEqual([{ url: '/images/old.jpg', alt: 'Old Laptop' }]);
    const bySlug = await callEndpoint(app, 'productBySlug', { params: { slug: doc.slug } });
    expect(bySlug.body.images).toEqual([{ url: '/images/old.jpg', alt: 'Old Laptop' }]);
    const list = await callEndpoint(app, 'listProducts');
    expect(list.body[0].images).toEqual([{ url: '/images/old.jpg', alt: 'Old Laptop' }]);
  });

  it('more than 10 images is a 400 and nothing is stored', async () => {
    const { id, doc } = await addProduct({ image: GALLERY[0]?.url, images: GALLERY });
    const eleven = Array.from({ length: 11 }, (_, i) => photo(i + 1));
    const res = await callEndpoint(app, 'updateProduct', {
      params: { id },
      as: admin,
      body: saveBody(doc, { name: 'Changed', images: eleven }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/images must have at most 10 images/);
    expect(await readProduct(id)).toEqual(doc);
  });

  it('an empty alt on a published product is a 400 naming its index, and nothing is stored', async () => {
    const { id, doc } = await addProduct({ image: GALLERY[0]?.url, images: GALLERY });
    const res = await callEndpoint(app, 'updateProduct', {
      params: { id },
      as: admin,
      body: saveBody(doc, { name: 'Changed', images: [photo(1), photo(2, '  ')] }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: publishNeedsAltMessage(1), code: 'VALIDATION_FAILED' });
    expect(res.body.message).toBe('images[1].alt is required to publish');
    expect(await readProduct(id)).toEqual(doc);
  });

  it('a draft may keep photos without alt until it is published', async () => {
    const { id, doc } = await addProduct({ status: 'draft' });
    const draftSave = await callEndpoint(app, 'updateProduct', {
      params: { id },
      as: admin,
      body: saveBody(doc, { images: [photo(1, '')] }),
    });
    expect(draftSave.status).toBe(200);
    const publish = await callEndpoint(app, 'updateProduct', {
      params: { id },
      as: admin,
      body: saveBody(doc, { updatedAt: draftSave.body.product.updatedAt, status: 'published' }),
    });
    expect(publish.status).toBe(400);
    expect(publish.body.message).toBe('images[0].alt is required to publish');
    expect((await readProduct(id))?.status).toBe('draft');
  });
});
