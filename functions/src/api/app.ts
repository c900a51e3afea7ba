/** The /api Express app: the contract's endpoints, JSON errors, nothing else. */
import express from 'express';
import type { ApiContext } from './context.js';
import { addressHandlers } from './addresses/address-handlers.js';
import { alertHandlers } from './alerts/alert-handlers.js';
import { auditHandlers } from './audit/audit-handlers.js';
import { firestoreAbuseLimits, type AbuseLimits } from './limits/abuse-limits.js';
import { trustProxy } from '../limits/client-address.js';
import { errorHandler, notFoundHandler } from './middleware/errors.js';
import { securityHeaders } from './middleware/security-headers.js';
import { orderHandlers } from './orders/order-handlers.js';
import { paymentHandlers } from './payments/payment-handlers.js';
import { productHandlers } from './products/product-handlers.js';
import { productCsvHandlers } from './products/product-csv-handlers.js';
import { questionHandlers } from './questions/question-handlers.js';
import { endpointRouter } from './register-endpoints.js';
import { settingsHandlers } from './settings/settings-handlers.js';
import { shippingHandlers } from './shipping/shipping-handlers.js';
import { lookupHandlers } from './lookup/lookup-handlers.js';
import { claimHandlers } from './claims/claim-handlers.js';
import { voucherHandlers } from './vouchers/voucher-handlers.js';
import { cloudStorageImageStore, type ImageStore } from './upload/image-store.js';
import { uploadHandlers } from './upload/upload-handlers.js';
import { reviewHandlers } from './reviews/review-handlers.js';
import type { ReviewPhotoStore } from './reviews/review-photos.js';
import { accountHandlers } from './users/account-handlers.js';
import { accountEmailHandlers } from './users/account-email-handlers.js';
import { adminUserHandlers } from './users/admin-user-handlers.js';
import { wishlistHandlers } from './wishlist/wishlist-handlers.js';
import { installmentHandlers } from './installment/installment-handlers.js';
import { financeHandlers } from './finance/finance-handlers.js';
import { payLaterHandlers } from './pay-later/pay-later-handlers.js';
import { pageHandlers } from './pages/page-handlers.js';
import { consentHandlers } from './consents/consent-handlers.js';

export interface AppOptions {
  /** Replaces the Cloud Storage image store (tests); null means upload is unavailable. */
  imageStore?: ImageStore | null;
  /** Replaces where review photos go (tests); null means photos are unavailable. */
  reviewPhotos?: ReviewPhotoStore | null;
  /** Replaces the Firestore-backed abuse limits (middleware tests). */
  limits?: AbuseLimits;
  /**
   * How many of Google's proxies in front of the function append to X-Forwarded-For on every path
   * (docs/decisions/0013-abuse-limits.md). Read per request.
   */
  trustedProxyHops?: () => number;
  /** CIDR ranges Firebase Hosting forwards from: an entry there, right behind Google's, is skipped too. */
  hostingProxyRanges?: () => readonly string[];
}

export function createApp(ctx: ApiContext, options: AppOptions = {}) {
  const app = express();
  app.disable('x-powered-by');
  const hops = options.trustedProxyHops ?? (() => 0);
  const hostingRanges = options.hostingProxyRanges ?? (() => []);
  app.set(
    'trust proxy',
    trustProxy(() => ({ proxyHops: hops(), hostingRanges: hostingRanges() })),
  );
  app.use(securityHeaders);

  const imageStore =
    options.imageStore !== undefined ? options.imageStore : ctx.storage && cloudStorageImageStore(ctx.storage);
  const reviewPhotos =
    options.reviewPhotos !== undefined
      ? options.reviewPhotos
      : ctx.storage && { store: cloudStorageImageStore(ctx.storage), bucket: ctx.storage.bucket().name };
  const limits = options.limits ?? firestoreAbuseLimits(ctx.db);
  // Every endpoint of the contract, each with its handler (shared/api-contract.ts).
  const endpoints = endpointRouter(ctx, {
    ...productHandlers(ctx),
    ...productCsvHandlers(ctx),
    ...orderHandlers(ctx),
    ...accountHandlers(ctx, limits),
    ...accountEmailHandlers(ctx, limits),
    ...adminUserHandlers(ctx),
    ...auditHandlers(ctx),
    ...uploadHandlers(imageStore),
    ...paymentHandlers(ctx),
    ...addressHandlers(ctx),
    ...settingsHandlers(ctx),
    ...voucherHandlers(ctx),
    ...questionHandlers(ctx),
    ...reviewHandlers(ctx, reviewPhotos),
    ...wishlistHandlers(ctx),
    ...installmentHandlers(ctx),
    ...alertHandlers(ctx),
    ...pageHandlers(ctx),
    ...shippingHandlers(ctx),
    ...lookupHandlers(ctx),
    ...financeHandlers(ctx),
    ...payLaterHandlers(ctx),
    ...consentHandlers(ctx),
    ...claimHandlers(ctx),
  });
  app.use('/api', endpoints);
  app.use('/api', notFoundHandler);
  app.use(errorHandler);
  return app;
}
