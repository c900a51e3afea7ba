/** The /api Express app: one router per resource, JSON errors, nothing else. */
import express from 'express';
import type { ApiContext } from './context.js';
import { errorHandler, notFoundHandler } from './middleware/errors.js';

export function createApp(ctx: ApiContext) {
  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '100kb' }));
  void ctx;
  app.use('/api', notFoundHandler);
  app.use(errorHandler);
  return app;
}
