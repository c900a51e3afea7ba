/** The /api Express app: one router per resource, JSON errors, nothing else. */
import express from 'express';
import { API_MSG } from '../shared/messages.js';
import type { ApiContext } from './context.js';
import { rejectInvalidIds } from './doc-id.js';
import { errorHandler, notFoundHandler } from './middleware/errors.js';
import { orderRoutes } from './orders/order-routes.js';
import { productRoutes } from './products/product-routes.js';
import { cloudStorageImageStore, type ImageStore } from './upload/image-store.js';
import { uploadRoutes } from './upload/upload-routes.js';
import { accountRoutes } from './users/account-routes.js';
import { adminUserRoutes } from './users/admin-user-routes.js';

export interface AppOptions {
  /** Replaces the Cloud Storage image store (tests); null means upload is unavailable. */
  imageStore?: ImageStore | null;
}

export function createApp(ctx: ApiContext, options: AppOptions = {}) {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '100kb' }));

  const products = productRoutes(ctx);
  rejectInvalidIds(products, API_MSG.productNotFound);
  const orders = orderRoutes(ctx);
  rejectInvalidIds(orders, API_MSG.orderNotFound);
  const users = adminUserRoutes(ctx);
  rejectInvalidIds(users, API_MSG.userNotFound);
  const imageStore =
    options.imageStore !== undefined ? options.imageStore : ctx.storage && cloudStorageImageStore(ctx.storage);

  app.use('/api/products', products);
  app.use('/api/orders', orders);
  app.use('/api/users', accountRoutes(ctx), users);
  app.use('/api/upload', uploadRoutes(ctx, imageStore));
  app.use('/api', notFoundHandler);
  app.use(errorHandler);
  return app;
}
