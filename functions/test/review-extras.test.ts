/**
 * What reviews gained beyond the specification's two calls, as a client sees them: the counts per
 * star kept with each review and filled by the migration, the list's order and star filter with
 * their cursors, "Đã mua hàng", the shop's reply, helpful votes and photos.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderDoc, orderItem } from '@test-factories';
import { auditLogCol, helpfulVotesCol, ordersCol, productsCol, reviewsCol } from '../src/data/collections.js';
import { downloadUrl, type ImageStore } from '../src/api/upload/image-store.js';
import { countReviewFigures } from '../src/migrations/review-figures.js';
import { REVIEW_PAGE_SIZE } from '../src/shared/constants.js';
import type { Review, ReviewPage } from '../src/shared/entities/catalogue.js';
import { API_MSG } from '../src/shared/messages.js';
import { REVIEW_MSG } from '../src/shared/review-messages.js';
import { callEndpoint } from './support/call-endpoint.js';
import { createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { addProduct, readProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp({ reviewPhotos: null });
let admin: TestAccount;
let customer: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  [admin, customer, other] = await Promise.all([
    createAdmin({ name: 'Quản trị' }),
    createCustomer({ name: 'Lan' }),
    createCustomer({ name: 'Minh' }),
  ]);
});
afterAll(deleteTestUsers);

const review = (fields: Partial<Review> & { uid: string }) => {
  const { uid, ...rest } = fields;
  return {
    uid,
    doc: { name: uid, rating: 5, comment: 'ok', createdAt: '2026-01-01T00:00:00.000Z', helpfulCount: 0, ...rest },
  };
};

async function productWithReviews(reviews: ReturnType<typeof review>[]): Promise<string> {
  const { id } = await addProduct({ numReviews: 0, rating: 0 });
  const batch = db.batch();
  for (const { uid, doc } of reviews) batch.set(reviewsCol(db, id).doc(uid), doc);
  await batch.commit();
  return id;
}

const writeReview = (id: string, as: TestAccount, body: { rating: number; comment: string; photos?: string[] }) =>
  callEndpoint(app, 'createReview', { params: { id }, as, body });

describe('ratingCounts', () => {
  it('the review that writes a product starts its counts and each later one moves its star by one', async () => {
    const { id } = await addProduct({ numReviews: 0, rating: 0, ratingTotal: 0 });
    expect((await writeReview(id, customer, { rating: 4, comment: 'Tốt' })).status).toBe(201);
    expect((await writeReview(id, other, { rating: 2, comment: 'Tạm' })).status).toBe(201);
    expect(await readProduct(id)).toMatchObject({
      numReviews: 2,
      rating: 3,
      ratingCounts: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 0 },
    });
    const page = await callEndpoint(app, 'productById', { params: { id } });
    expect(page.body.ratingCounts).toEqual({ '1': 0, '2': 1, '3': 0, '4': 1, '5': 0 });
  });

  it('a product reviewed before the counts existed gets them counted once from its reviews', async () => {
    const id = await productWithReviews([review({ uid: 'a', rating: 5 }), review({ uid: 'b', rating: 1 })]);
    await productsCol(db).doc(id).update({ numReviews: 2, rating: 3, ratingTotal: 6 });
    expect((await writeReview(id, customer, { rating: 5, comment: 'Rất tốt' })).status).toBe(201);
    expect((await readProduct(id))?.ratingCounts).toEqual({ '1': 1, '2': 0, '3': 0, '4': 0, '5': 2 });
  });

  it('the spec client’s review call answers as before', async () => {
    const { id } = await addProduct({ numReviews: 0, rating: 0, ratingTotal: 0 });
    const res = await writeReview(id, customer, { rating: 5, comment: 'Great' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: API_MSG.reviewCreated,
      review: { _id: customer.uid, name: 'Lan', rating: 5, comment: 'Great' },
      numReviews: 1,
      rating: 5,
    });
  });

  it('npm run migrate fills the counts, figures and helpfulCount from the reviews, and a second run changes nothing', async () => {
    const id = await productWithReviews([
      review({ uid: 'a', rating: 5 }),
      review({ uid: 'b', rating: 4 }),
      review({ uid: 'c', rating: 4 }),
    ]);
    // A review from before helpful votes: no helpfulCount.
    await reviewsCol(db, id)
      .doc('d')
      .set({ name: 'd', rating: 1, comment: 'x', createdAt: '2025-01-01T00:00:00.000Z' });
    const first = await countReviewFigures(db);
    expect(first.products).toBeGreaterThanOrEqual(1);
    expect(await readProduct(id)).toMatchObject({
      numReviews: 4,
      ratingTotal: 14,
      rating: 3.5,
      ratingCounts: { '1': 1, '2': 0, '3': 0, '4': 2, '5': 1 },
    });
    expect((await reviewsCol(db, id).doc('d').get()).data()?.helpfulCount).toBe(0);
    expect(await countReviewFigures(db)).toEqual({ products: 0, reviews: 0 });
  });
});

describe('GET /api/products/:id/reviews?sort=&stars=', () => {
  const list = (id: string, query: Record<string, string>) =>
    callEndpoint(app, 'productReviews', { params: { id }, query: query as never });

  /** 30 reviews: ratings 1 to 5 in turn, one a day, helpful counts 0 to 9 in turn. */
  async function thirtyReviews() {
    const reviews = Array.from({ length: 30 }, (_, i) =>
      review({
        uid: `r${String(i).padStart(2, '0')}`,
        rating: 1 + (i % 5),
        helpfulCount: i % 10,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      }),
    );
    return { id: await productWithReviews(reviews), reviews };
  }

  const allPages = async (id: string, query: Record<string, string>) => {
    const ids: string[] = [];
    let after: string | null = null;
    do {
      const res = await list(id, after ? { ...query, after } : query);
      expect(res.status).toBe(200);
      const page = res.body as ReviewPage;
      ids.push(...page.reviews.map((r) => r._id));
      after = page.nextCursor;
    } while (after);
    return ids;
  };

  it('stars=4 lists only the four-star reviews, newest first', async () => {
    const { id, reviews } = await thirtyReviews();
    const res = await list(id, { stars: '4' });
    expect(res.status).toBe(200);
    const expected = reviews
      .filter((r) => r.doc.rating === 4)
      .map((r) => r.uid)
      .reverse();
    expect((res.body as ReviewPage).reviews.map((r) => r._id)).toEqual(expected);
  });

  it('sort=helpful pages every review once, most helpful first, then newest', async () => {
    const { id, reviews } = await thirtyReviews();
    const expected = [...reviews]
      .sort((a, b) => b.doc.helpfulCount - a.doc.helpfulCount || b.doc.createdAt.localeCompare(a.doc.createdAt))
      .map((r) => r.uid);
    const first = await list(id, { sort: 'helpful' });
    expect((first.body as ReviewPage).reviews).toHaveLength(REVIEW_PAGE_SIZE);
    expect(await allPages(id, { sort: 'helpful' })).toEqual(expected);
  });

  it('sort=helpful with stars=5 keeps the filter across pages', async () => {
    const { id, reviews } = await thirtyReviews();
    const expected = reviews
      .filter((r) => r.doc.rating === 5)
      .sort((a, b) => b.doc.helpfulCount - a.doc.helpfulCount || b.doc.createdAt.localeCompare(a.doc.createdAt))
      .map((r) => r.uid);
    expect(await allPages(id, { sort: 'helpful', stars: '5' })).toEqual(expected);
  });

  it('sort=newest with no stars pages as before', async () => {
    const { id, reviews } = await thirtyReviews();
    expect(await allPages(id, { sort: 'newest' })).toEqual(reviews.map((r) => r.uid).reverse());
  });

  it.each([
    [{ sort: 'oldest' }, REVIEW_MSG.sortInvalid],
    [{ stars: '6' }, REVIEW_MSG.starsInvalid],
    [{ stars: '0' }, REVIEW_MSG.starsInvalid],
    [{ stars: '4.5' }, REVIEW_MSG.starsInvalid],
    [{ stars: 'five' }, REVIEW_MSG.starsInvalid],
    // A newest-first cursor does not page the helpful order.
    [{ sort: 'helpful', after: '2026-01-01T00:00:00.000Z~r01' }, 'after must be the nextCursor of the previous page'],
  ])('answers 400 with a message for %o', async (query, message) => {
    const { id } = await addProduct();
    const res = await list(id, query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_FAILED' });
  });
});

describe('verifiedPurchase', () => {
  const deliveredOrder = (userId: string, productId: string, isDelivered: boolean) =>
    ordersCol(db).add(
      orderDoc({ userId, orderItems: [orderItem({ productId })], isPaid: true, isDelivered, status: 'delivered' }),
    );

  it('is true when the author has a delivered order of the product', async () => {
    const { id } = await addProduct();
    await deliveredOrder(customer.uid, id, true);
    const res = await writeReview(id, customer, { rating: 5, comment: 'Máy chạy êm' });
    expect(res.status).toBe(201);
    expect(res.body.review.verifiedPurchase).toBe(true);
    expect((await reviewsCol(db, id).doc(customer.uid).get()).data()?.verifiedPurchase).toBe(true);
  });

  it('is missing for an order not yet delivered, or a delivered order of another product', async () => {
    const { id } = await addProduct();
    const { id: otherProduct } = await addProduct();
    await deliveredOrder(other.uid, id, false);
    await deliveredOrder(other.uid, otherProduct, true);
    const res = await writeReview(id, other, { rating: 3, comment: 'Chưa nhận máy' });
    expect(res.status).toBe(201);
    expect(res.body.review.verifiedPurchase).toBeUndefined();
  });
});

describe('the shop’s reply', () => {
  let id: string;
  beforeEach(async () => {
    id = await productWithReviews([review({ uid: 'author' })]);
  });
  const reply = (as: TestAccount, text: unknown) =>
    callEndpoint(app, 'replyToReview', { params: { id, reviewId: 'author' }, as }).send({ text });

  it('an admin sets it, it shows on the review, the audit log has it, and DELETE removes it', async () => {
    const res = await reply(admin, '  Cảm ơn anh đã tin dùng!  ');
    expect(res.status).toBe(200);
    expect(res.body.reply).toEqual({ text: 'Cảm ơn anh đã tin dùng!', at: expect.any(String) });
    const listed = await callEndpoint(app, 'productReviews', { params: { id } });
    expect(listed.body.reviews[0].reply.text).toBe('Cảm ơn anh đã tin dùng!');
    const audit = await auditLogCol(db).where('target.id', '==', `${id}/author`).get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        action: 'review.reply',
        actor: { uid: admin.uid, email: admin.email },
        changes: { reply: { before: null, after: 'Cảm ơn anh đã tin dùng!' } },
      }),
    ]);

    const removed = await callEndpoint(app, 'deleteReviewReply', { params: { id, reviewId: 'author' }, as: admin });
    expect(removed.status).toBe(200);
    expect(removed.body.reply).toBeUndefined();
    expect((await reviewsCol(db, id).doc('author').get()).data()?.reply).toBeUndefined();
  });

  it.each([
    ['', REVIEW_MSG.replyRequired],
    ['   ', REVIEW_MSG.replyRequired],
    ['x'.repeat(1001), REVIEW_MSG.replyTooLong],
    [undefined, REVIEW_MSG.replyRequired],
  ])('answers 400 for text %j and stores nothing', async (text, message) => {
    const res = await reply(admin, text);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, code: 'VALIDATION_FAILED' });
    expect((await reviewsCol(db, id).doc('author').get()).data()?.reply).toBeUndefined();
  });

  it('takes 1,000 characters', async () => {
    expect((await reply(admin, 'x'.repeat(1000))).status).toBe(200);
  });

  it('a customer gets 403, signed out 401, an unknown review 404', async () => {
    expect((await reply(customer, 'Hi')).status).toBe(403);
    const signedOut = await callEndpoint(app, 'replyToReview', { params: { id, reviewId: 'author' } }).send({
      text: 'Hi',
    });
    expect(signedOut.status).toBe(401);
    const unknown = await callEndpoint(app, 'replyToReview', {
      params: { id, reviewId: 'nobody' },
      as: admin,
      body: { text: 'Hi' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: REVIEW_MSG.reviewNotFound, code: 'NOT_FOUND' });
  });
});

describe('helpful votes', () => {
  const vote = (id: string, reviewId: string, as: TestAccount) =>
    callEndpoint(app, 'markReviewHelpful', { params: { id, reviewId }, as });
  const unvote = (id: string, reviewId: string, as: TestAccount) =>
    callEndpoint(app, 'unmarkReviewHelpful', { params: { id, reviewId }, as });

  it('counts a customer once, a repeat answers the same count, DELETE takes it back', async () => {
    const id = await productWithReviews([review({ uid: 'author' })]);
    expect((await vote(id, 'author', customer)).body).toEqual({ helpfulCount: 1 });
    const repeat = await vote(id, 'author', customer);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual({ helpfulCount: 1 });
    expect((await vote(id, 'author', other)).body).toEqual({ helpfulCount: 2 });
    const listed = await callEndpoint(app, 'productReviews', { params: { id } });
    expect(listed.body.reviews[0].helpfulCount).toBe(2);
    expect((await unvote(id, 'author', customer)).body).toEqual({ helpfulCount: 1 });
    expect((await unvote(id, 'author', customer)).body).toEqual({ helpfulCount: 1 });
  });

  it('answers 409 on one’s own review, 401 signed out, 404 for an unknown review', async () => {
    const id = await productWithReviews([review({ uid: customer.uid })]);
    const own = await vote(id, customer.uid, customer);
    expect(own.status).toBe(409);
    expect(own.body).toEqual({ message: REVIEW_MSG.ownReviewHelpful, code: 'CONFLICT' });
    const signedOut = await callEndpoint(app, 'markReviewHelpful', { params: { id, reviewId: customer.uid } });
    expect(signedOut.status).toBe(401);
    expect((await vote(id, 'nobody', other)).status).toBe(404);
    expect((await reviewsCol(db, id).doc(customer.uid).get()).data()?.helpfulCount).toBe(0);
  });

  it('twelve votes at once, two from each customer, count exactly six', async () => {
    const id = await productWithReviews([review({ uid: 'author' })]);
    const voters = [customer, other, ...(await Promise.all([1, 2, 3, 4].map(() => createCustomer())))];
    const answers = await Promise.all([...voters, ...voters].map((voter) => vote(id, 'author', voter)));
    expect(answers.map((res) => res.status)).toEqual(Array(12).fill(200));
    expect((await reviewsCol(db, id).doc('author').get()).data()?.helpfulCount).toBe(6);
    expect((await helpfulVotesCol(db, id, 'author').get()).size).toBe(6);
  });
});

describe('review photos', () => {
  const BUCKET = 'laptop-shop.appspot.com';
  const saved = new Map<string, string>();
  const store: ImageStore = {
    async save(objectPath, _bytes, contentType) {
      saved.set(objectPath, contentType);
      return downloadUrl(BUCKET, objectPath, 'token-1');
    },
  };
  const photoApp = testApp({ reviewPhotos: { store, bucket: BUCKET } });
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
  const upload = (target: typeof app, as: TestAccount | undefined, bytes: Buffer, contentType = 'image/png') =>
    callEndpoint(target, 'uploadReviewPhoto', as ? { as } : {}).attach('file', bytes, {
      filename: 'photo.png',
      contentType,
    });

  it('without Storage: GET says why, POST answers 503 with the same message', async () => {
    const status = await callEndpoint(app, 'reviewPhotoStatus', { as: customer });
    expect(status.body).toEqual({ available: false, message: REVIEW_MSG.photosUnavailable });
    const res = await upload(app, customer, PNG);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: REVIEW_MSG.photosUnavailable, code: 'UNAVAILABLE' });
  });

  it('stores a PNG under review-photos/{uid}/ and answers 201 {url}; the review then carries it', async () => {
    expect((await callEndpoint(photoApp, 'reviewPhotoStatus', { as: customer })).body).toEqual({ available: true });
    const res = await upload(photoApp, customer, PNG);
    expect(res.status).toBe(201);
    const path = [...saved.keys()].at(-1) ?? '';
    expect(path).toMatch(new RegExp(`^review-photos/${customer.uid}/[0-9a-f-]{36}\\.png$`));
    expect(res.body).toEqual({ url: downloadUrl(BUCKET, path, 'token-1') });

    const { id } = await addProduct();
    const created = await callEndpoint(photoApp, 'createReview', {
      params: { id },
      as: customer,
      body: { rating: 5, comment: 'Ảnh thật', photos: [res.body.url] },
    });
    expect(created.status).toBe(201);
    expect(created.body.review.photos).toEqual([res.body.url]);
  });

  it('refuses a photo of another customer, another bucket or another site with 400, and more than 3', async () => {
    const mine = (await upload(photoApp, customer, PNG)).body.url as string;
    const theirs = (await upload(photoApp, other, PNG)).body.url as string;
    const { id } = await addProduct();
    const foreign = [
      theirs,
      mine.replace(BUCKET, 'someone-else.appspot.com'),
      'https://example.com/review-photos/x.png',
      'not a url',
    ];
    for (const url of foreign) {
      const res = await callEndpoint(photoApp, 'createReview', {
        params: { id },
        as: customer,
        body: { rating: 4, comment: 'x', photos: [url] },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: REVIEW_MSG.photoNotYours, code: 'VALIDATION_FAILED' });
    }
    const tooMany = await callEndpoint(photoApp, 'createReview', {
      params: { id },
      as: customer,
      body: { rating: 4, comment: 'x', photos: [mine, mine, mine, mine] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(REVIEW_MSG.photosTooMany);
    expect((await reviewsCol(db, id).doc(customer.uid).get()).exists).toBe(false);
  });

  it('answers 415 for a GIF or a PDF, 413 past 5 MB, 401 signed out', async () => {
    const gif = await upload(photoApp, customer, Buffer.from('GIF89a0000000000'), 'image/gif');
    expect(gif.status).toBe(415);
    expect(gif.body).toEqual({ message: REVIEW_MSG.photoTypeNotAllowed, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const pdf = await upload(photoApp, customer, Buffer.from('%PDF-1.4 ...'), 'image/png');
    expect(pdf.status).toBe(415);
    const big = await upload(photoApp, customer, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect((await upload(photoApp, undefined, PNG)).status).toBe(401);
  });
});
