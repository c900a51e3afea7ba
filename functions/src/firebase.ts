/** The Admin SDK initialised once, and the API context built from it. */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { ApiContext } from './api/context.js';
import {
  alertTokenSecret,
  carrierSettings,
  identityToolkitConfig,
  paymentSettings,
  storageAvailable,
} from './config.js';
import { shopOrigin } from './site-origin.js';

export function adminApp() {
  return getApps()[0] ?? initializeApp();
}

export function productionContext(): ApiContext {
  const app = adminApp();
  return {
    db: getFirestore(app),
    auth: getAuth(app),
    storage: storageAvailable() ? getStorage(app) : null,
    identityToolkit: identityToolkitConfig,
    payments: paymentSettings,
    shopOrigin,
    alertTokenSecret,
    carriers: carrierSettings,
  };
}
