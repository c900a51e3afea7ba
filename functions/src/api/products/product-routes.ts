/** /api/products: catalogue reads, search, categories, admin writes and reviews. */
import { Router, type Request } from 'express';
import { categoryStatsDoc, productsCol, reviewsCol } from '../../data/collections.js';
import { toProduct, toReview } from '../../shared/to-api.js';
import { runSearch, runSuggest } from '../../search/run-search.js';
import { ADMIN_PAGE_SIZE, STALE_DRAFT_HOURS } from '../../shared/constants.js';
import type { AdminProductPage, ProductDoc, ProductWithReviews } from '../../shared/entities.js';
import { API_MSG } from '../../shared/messages.js';
import { productUpdateSchema, reviewSchema } from '../../shared/schemas.js';
import { parseSearchParams, parseSuggestParams } from '../../shared/search-params.js';
import type { ApiContext } from '../context.js';
import { auditActor } from '../audit/audit-log.js';
import { badRequest, notFound } from '../http-error.js';
import { pageParam } from '../page-param.js';
import { authenticate, bearerToken, currentUser, requireAdmin, requireUser } from '../middleware/auth.js';
import { routeId } from '../doc-id.js';
import { parseOrThrow } from '../validate.js';
import { createReview } from '../reviews/create-review.js';
import { createSampleProduct, deleteProduct, updateProduct } from './product-writes.js';

/** How many abandoned drafts the admin list names at once. */
const STALE_DRAFTS_LISTED = 20;

/** GET /api/products is the home grid; it never needs more than this. */
const PRODUCT_LIST_LIMIT = 100;

export function productRoutes(ctx: ApiContext): Router {
  const router = Router();
  const { db } = ctx;

  /** A draft answers like a missing product, except to an admin (who edits and previews it). */
  const mayView = async (product: ProductDoc, req: Request): Promise<boolean> => {
    if ((product.status ?? 'published') === 'published') return true;
    const token = bearerToken(req);
    if (!token) return false;
    return authenticate(ctx, token, false).then(
      (user) => user.isAdmin,
      // A bad or expired token on a public read is a visitor, not an error.
      () => false,
    );
  };

  router.get('/', async (_req, res) => {
    const snapshot = await productsCol(db)
      .where('status', '==', 'published')
      .orderBy('createdAt', 'desc')
      .limit(PRODUCT_LIST_LIMIT)
      .get();
    res.json(snapshot.docs.map((doc) => toProduct(doc.id, doc.data())));
  });

  router.get('/slug/:slug', async (req, res) => {
    const found = await productsCol(db).where('slug', '==', req.params.slug).limit(1).get();
    const doc = found.docs[0];
    if (!doc || !(await mayView(doc.data(), req))) throw notFound(API_MSG.productNotFound);
    const reviews = await reviewsCol(db, doc.id).orderBy('createdAt', 'desc').get();
    const product: ProductWithReviews = {
      ...toProduct(doc.id, doc.data()),
      reviews: reviews.docs.map((review) => toReview(review.id, review.data())),
    };
    res.json(product);
  });

  /** One read: the category counts the product trigger maintains. */
  router.get('/categories', async (_req, res) => {
    const counts = (await categoryStatsDoc(db).get()).data()?.counts ?? {};
    const names = Object.keys(counts).filter((name) => (counts[name] ?? 0) > 0);
    res.json(names.sort((a, b) => a.localeCompare(b)));
  });

  router.get('/search', async (req, res) => {
    const parsed = parseSearchParams(req.query as Record<string, unknown>);
    if (!parsed.ok) throw badRequest(parsed.message);
    res.json((await runSearch(db, parsed.filters)).result);
  });

  /** The header's suggestions while the shopper types (at most 1 + shards + 1 + 5 billed reads). */
  router.get('/suggest', async (req, res) => {
    const parsed = parseSuggestParams(req.query as Record<string, unknown>);
    if (!parsed.ok) throw badRequest(parsed.message);
    res.json((await runSuggest(db, parsed.query)).result);
  });

  router.get('/admin', requireAdmin(ctx), async (req, res) => {
    const page = pageParam(req.query as Record<string, unknown>);
    const count = (await productsCol(db).count().get()).data().count;
    const snapshot = await productsCol(db)
      .orderBy('createdAt', 'desc')
      .offset((page - 1) * ADMIN_PAGE_SIZE)
      .limit(ADMIN_PAGE_SIZE)
      .get();
    const staleBefore = new Date(Date.now() - STALE_DRAFT_HOURS * 3_600_000).toISOString();
    const stale = await productsCol(db)
      .where('status', '==', 'draft')
      .where('updatedAt', '<', staleBefore)
      .orderBy('updatedAt')
      .limit(STALE_DRAFTS_LISTED)
      .get();
    const body: AdminProductPage = {
      products: snapshot.docs.map((doc) => toProduct(doc.id, doc.data())),
      page,
      pages: Math.ceil(count / ADMIN_PAGE_SIZE),
      staleDrafts: stale.docs.map((doc) => ({ _id: doc.id, name: doc.data().name, updatedAt: doc.data().updatedAt })),
    };
    res.json(body);
  });

  router.get('/:id', async (req, res) => {
    const doc = await productsCol(db).doc(routeId(req)).get();
    const product = doc.data();
    if (!product || !(await mayView(product, req))) throw notFound(API_MSG.productNotFound);
    res.json(toProduct(doc.id, product));
  });

  router.post('/', requireAdmin(ctx), async (_req, res) => {
    res.status(201).json(await createSampleProduct(db, auditActor(currentUser(res))));
  });

  router.put('/:id', requireAdmin(ctx), async (req, res) => {
    const input = parseOrThrow(productUpdateSchema, req.body);
    const product = await updateProduct(db, routeId(req), input, auditActor(currentUser(res)));
    res.json({ message: API_MSG.productUpdated, product });
  });

  router.delete('/:id', requireAdmin(ctx), async (req, res) => {
    await deleteProduct(db, routeId(req), auditActor(currentUser(res)));
    res.json({ message: API_MSG.productDeleted });
  });

  router.post('/:id/reviews', requireUser(ctx), async (req, res) => {
    const user = currentUser(res);
    const input = parseOrThrow(reviewSchema, req.body);
    const created = await createReview(db, routeId(req), { uid: user.uid, name: user.name }, input);
    res.status(201).json({ message: API_MSG.reviewCreated, ...created });
  });

  return router;
}
