/** Deployed Cloud Functions: the /api HTTPS function and the Firestore triggers. */
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './api/app.js';
import { productionContext } from './firebase.js';
import { REGION, trustedProxyHops } from './config.js';

setGlobalOptions({ region: REGION, maxInstances: 10 });

export const api = onRequest({ region: REGION }, createApp(productionContext(), { trustedProxyHops }));
export { onOrderCreated, onOrderDeleted, onProductWritten, onUserCreated, onUserDeleted } from './triggers/index.js';
