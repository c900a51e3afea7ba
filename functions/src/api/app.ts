/** The /api Express app: one router per resource, JSON errors, nothing else. */
import express from 'express';
import { MAX_IMAGE_BYTES } from '../shared/constants.js';
import { API_MSG } from '../shared/messages.js';
import type { ApiContext } from './context.js';
import { rejectInvalidIds } from './doc-id.js';
import { firestoreAbuseLimits, type AbuseLimits } from './limits/abuse-limits.js';
import { limitBodySize, MAX_JSON_BODY_BYTES } from './middleware/body-limit.js';
import { errorHandler, notFoundHandler } from './middleware/errors.js';
import { securityHeaders } from './middleware/security-headers.js';
import { orderRoutes } from './orders/order-routes.js';
import { productRoutes } from './products/product-routes.js';
import { auditRoutes } from './audit/audit-routes.js';
import { paymentRoutes } from './payments/payment-routes.js';
import { cloudStorageImageStore, type ImageStore } from './upload/image-store.js';
import { uploadRoutes } from './upload/upload-routes.js';
import { accountRoutes } from './users/account-routes.js';
import { adminUserRoutes } from './users/admin-user-routes.js';

/** Multipart boundaries and part headers around the image. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface AppOptions {
  /** Replaces the Cloud Storage image store (tests); null means upload is unavailable. */
  imageStore?: ImageStore | null;
  /** Replaces the Firestore-backed abuse limits (middleware tests). */
  limits?: AbuseLimits;
  /**
   * How many proxies in front of the function append to X-Forwarded-For; the client IP is the
   * entry that many hops from the right (docs/decisions/0013-abuse-limits.md). Read per request.
   */
  trustedProxyHops?: () => number;
}

export function createApp(ctx: ApiContext, options: AppOptions = {}) {
  const app = express();
  app.disable('x-powered-by');
  const hops = options.trustedProxyHops ?? (() => 0);
  app.set('trust proxy', (_address: string, hop: number) => hop < hops());
  app.use(securityHeaders);

  const imageStore =
    options.imageStore !== undefined ? options.imageStore : ctx.storage && cloudStorageImageStore(ctx.storage);
  // Upload reads its own multipart body with its own 5 MB limit, so it comes before the JSON limits.
  app.use(
    '/api/upload',
    limitBodySize(MAX_IMAGE_BYTES + MULTIPART_OVERHEAD_BYTES, API_MSG.imageTooLarge),
    uploadRoutes(ctx, imageStore),
  );

  app.use(limitBodySize(MAX_JSON_BODY_BYTES), express.json({ limit: MAX_JSON_BODY_BYTES }));
  const routers = {
    products: productRoutes(ctx),
    orders: orderRoutes(ctx),
    users: adminUserRoutes(ctx),
  };
  Object.values(routers).forEach(rejectInvalidIds);

  app.use('/api/products', routers.products);
  app.use('/api/orders', routers.orders);
  app.use('/api/users', accountRoutes(ctx, options.limits ?? firestoreAbuseLimits(ctx.db)), routers.users);
  app.use('/api/audit', auditRoutes(ctx));
  app.use('/api/payments', paymentRoutes(ctx));
  app.use('/api', notFoundHandler);
  app.use(errorHandler);
  return app;
}
