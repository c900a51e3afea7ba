/** The Firestore triggers as deployed: each wraps a handler that tests call directly. */
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import {
  onDocumentCreated,
  onDocumentDeleted,
  onDocumentUpdated,
  onDocumentWritten,
} from 'firebase-functions/v2/firestore';
import {
  alertSecrets,
  alertTokenSecret,
  analyticsSecrets,
  analyticsSettings,
  mailSecrets,
  REGION,
  zaloSecrets,
} from '../config.js';
import { deliverPurchase } from '../analytics/send-purchase.js';
import { adminApp } from '../firebase.js';
import { deliverMail } from '../mail/send-mail.js';
import { deliverMessage } from '../messages/send-message.js';
import { deployedMessageSender } from './message-sender.js';
import { handleGuestOrderZaloCreated, handleGuestOrderZaloUpdated } from './guest-order-zalo.js';
import { shopOrigin } from '../site-origin.js';
import { COLLECTIONS } from '../shared/collections.js';
import type { OrderDoc } from '../shared/entities/order.js';
import type { ProductDoc } from '../shared/entities/catalogue.js';
import type { UserDoc } from '../shared/entities/account.js';
import { mailSenderOptions } from './mail-sender.js';
import { handleOrderMailCreated, handleOrderMailUpdated } from './order-mail.js';
import { handleOrderPaidAnalytics } from './analytics-purchase.js';
import { handleOrderCreated, handleOrderDeleted, handleOrderUpdated } from './order-stats.js';
import { handleProductWritten } from './product-derived.js';
import { handleProductRestocked } from './restock-alerts.js';
import type { DocumentEvent, WriteEvent } from './trigger-event.js';
import { handleUserCreated, handleUserDeleted } from './user-stats.js';

const db = () => getFirestore(adminApp());

/** The account's address is verified in Firebase Auth; a deleted account's is not. */
const authEmailVerified = async (uid: string): Promise<boolean> => {
  try {
    return (await getAuth(adminApp()).getUser(uid)).emailVerified;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return false;
    throw error;
  }
};
/** Retried on failure: safe because every handler applies an event at most once (exactly-once.ts). */
const options = (collection: string, param: string) => ({
  document: `${collection}/{${param}}`,
  region: REGION,
  retry: true,
});

export const onUserCreated = onDocumentCreated(options(COLLECTIONS.users, 'uid'), (event) =>
  handleUserCreated(db(), event as DocumentEvent<UserDoc>),
);
export const onUserDeleted = onDocumentDeleted(options(COLLECTIONS.users, 'uid'), (event) =>
  handleUserDeleted(db(), event as DocumentEvent<UserDoc>),
);
export const onOrderCreated = onDocumentCreated(options(COLLECTIONS.orders, 'orderId'), (event) =>
  handleOrderCreated(db(), event as DocumentEvent<OrderDoc>),
);
export const onOrderDeleted = onDocumentDeleted(options(COLLECTIONS.orders, 'orderId'), (event) =>
  handleOrderDeleted(db(), event as DocumentEvent<OrderDoc>),
);
export const onOrderUpdated = onDocumentUpdated(options(COLLECTIONS.orders, 'orderId'), (event) =>
  handleOrderUpdated(db(), event as WriteEvent<OrderDoc>),
);
// The search catalogue this trigger keeps to write the index snapshot needs the memory the api's
// does, and a first snapshot on a new instance indexes every row: more than the default minute at
// the top of the embedded engine's range (docs/decisions/0025-faceted-search-and-index-snapshot.md).
export const onProductWritten = onDocumentWritten(
  { ...options(COLLECTIONS.products, 'productId'), memory: '512MiB', timeoutSeconds: 300 },
  (event) => handleProductWritten(db(), event as WriteEvent<ProductDoc>),
);

/** A sold-out laptop back in stock: one email per active restock alert (restock-alerts.ts). */
export const onProductRestocked = onDocumentUpdated(
  { ...options(COLLECTIONS.products, 'productId'), secrets: alertSecrets },
  (event) =>
    handleProductRestocked(db(), event as WriteEvent<ProductDoc>, {
      origin: shopOrigin(),
      secret: alertTokenSecret(),
      emailVerified: authEmailVerified,
    }),
);

/** The customer's order emails, queued as `mail` documents (order-mail.ts). */
export const onOrderMailCreated = onDocumentCreated(options(COLLECTIONS.orders, 'orderId'), (event) =>
  handleOrderMailCreated(db(), event as DocumentEvent<OrderDoc>, shopOrigin(), authEmailVerified),
);
export const onOrderMailUpdated = onDocumentUpdated(options(COLLECTIONS.orders, 'orderId'), (event) =>
  handleOrderMailUpdated(db(), event as WriteEvent<OrderDoc>, shopOrigin(), authEmailVerified),
);

/**
 * Sends each queued mail once (mail/send-mail.ts). Not retried by the platform: a failed send is
 * recorded on the document and retried with backoff by the mail sweep (index.ts).
 */
export const onMailCreated = onDocumentCreated(
  { document: `${COLLECTIONS.mail}/{mailId}`, region: REGION, secrets: mailSecrets },
  async (event) => {
    await deliverMail(db(), event.params.mailId, mailSenderOptions());
  },
);

/**
 * Sends each queued Zalo message once (messages/send-message.ts); like the mail, not retried by the
 * platform: a failure is recorded and retried by the message sweep (index.ts).
 */
export const onMessageCreated = onDocumentCreated(
  { document: `${COLLECTIONS.messages}/{messageId}`, region: REGION, secrets: zaloSecrets },
  async (event) => {
    await deliverMessage(db(), event.params.messageId, deployedMessageSender(db()));
  },
);

/** A guest's order news by Zalo, to phones that opted in (guest-order-zalo.ts). */
export const onGuestOrderZaloCreated = onDocumentCreated(options(COLLECTIONS.orders, 'orderId'), (event) =>
  handleGuestOrderZaloCreated(db(), event as DocumentEvent<OrderDoc>),
);
export const onGuestOrderZaloUpdated = onDocumentUpdated(options(COLLECTIONS.orders, 'orderId'), (event) =>
  handleGuestOrderZaloUpdated(db(), event as WriteEvent<OrderDoc>),
);

/** The server's purchase event, queued once when an order turns paid (analytics-purchase.ts). */
export const onOrderPaidAnalytics = onDocumentUpdated(options(COLLECTIONS.orders, 'orderId'), (event) =>
  handleOrderPaidAnalytics(db(), event as WriteEvent<OrderDoc>, shopOrigin()),
);

/**
 * Sends each purchase event once (analytics/send-purchase.ts); like the mail, not retried by the
 * platform: a failure is recorded and retried by the purchase sweep (index.ts).
 */
export const onAnalyticsPurchaseCreated = onDocumentCreated(
  { document: `${COLLECTIONS.analyticsPurchases}/{orderId}`, region: REGION, secrets: analyticsSecrets },
  async (event) => {
    await deliverPurchase(db(), event.params.orderId, { settings: analyticsSettings() });
  },
);
