/** Deployed Cloud Functions: the /api, server-rendering and SEO HTTPS functions, the reservation and mail sweeps and the Firestore triggers. */
import { onInit, setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './api/app.js';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { getFirestore } from 'firebase-admin/firestore';
import {
  alertSecrets,
  analyticsSecrets,
  analyticsSettings,
  carrierSecrets,
  carrierSettings,
  hostingProxyRanges,
  mailSecrets,
  zaloSecrets,
  zaloSettings,
  paymentSecrets,
  paymentSettings,
  REGION,
  trustedProxyHops,
} from './config.js';
import { adminApp, productionContext } from './firebase.js';
import { sweepOpenWaybills } from './api/shipping/waybill-sweep.js';
import { deleteOldOrderLookups } from './data/order-lookup-sweep.js';
import { sendDueMail } from './mail/send-mail.js';
import { sendDueMessages } from './messages/send-message.js';
import { sendDuePurchases } from './analytics/send-purchase.js';
import { refreshAccessToken } from './messages/zalo/zalo-tokens.js';
import { deployedMessageSender } from './triggers/message-sender.js';
import { expireOverdueOrders } from './payments/reservations.js';
import { createSeoApp } from './seo/seo-app.js';
import { builtRenderer, builtTemplate } from './ssr/built-renderer.js';
import { createSsrApp } from './ssr/ssr-app.js';
import { mailSenderOptions } from './triggers/mail-sender.js';

setGlobalOptions({ region: REGION, maxInstances: 10 });

// An api instance refuses to start on sandbox gateway URLs or the public demo keys unless
// ALLOW_DEMO_PAYMENTS=true (config.ts). Only the api holds the payment secrets, so only it checks.
onInit(() => {
  if (process.env.FUNCTION_TARGET === 'api') paymentSettings();
});

export const api = onRequest(
  { region: REGION, secrets: [...paymentSecrets, ...alertSecrets, ...carrierSecrets] },
  createApp(productionContext(), { trustedProxyHops, hostingProxyRanges }),
);

/** Home, product and search pages rendered on the server (Hosting rewrites those paths here). */
export const ssr = onRequest(
  { region: REGION, memory: '512MiB' },
  createSsrApp(getFirestore(adminApp()), {
    renderer: builtRenderer,
    template: builtTemplate,
    trustedProxyHops,
    hostingProxyRanges,
  }),
);

/**
 * /sitemap.xml, robots.txt and the shopping feed (/feeds/google.xml) through Hosting, on the shop's
 * configured origin (SHOP_BASE_URL).
 */
export const seo = onRequest({ region: REGION }, createSeoApp(getFirestore(adminApp())));

/**
 * Cancels unpaid orders whose payment time ran out and releases their stock. The emulator does not
 * run schedules; locally `npm start` runs the same sweep (scripts/stack/expire-reservations.mjs).
 */
export const expireReservations = onSchedule(
  {
    schedule: 'every 5 minutes',
    region: REGION,
    timeZone: 'Asia/Ho_Chi_Minh',
    // It asks VNPAY and MoMo about unpaid attempts before expiring (payments/ask-before-expiry.ts):
    // it signs with their secrets, and a slow gateway may take its 30 s per question.
    secrets: paymentSecrets,
    timeoutSeconds: 300,
  },
  async () => {
    // As long as the shop settings say (docs/decisions/0026-shop-settings-and-vouchers.md).
    const expired = await expireOverdueOrders(getFirestore(adminApp()), undefined, new Date(), paymentSettings());
    if (expired > 0) console.log(`Expired ${expired} unpaid orders`);
  },
);

/**
 * Retries failed emails with backoff and picks up any the mail trigger missed (mail/send-mail.ts).
 * Locally `npm start` runs the same sweep (scripts/stack/send-due-mail.mjs).
 */
export const sendDueMailSweep = onSchedule(
  { schedule: 'every 1 minutes', region: REGION, timeZone: 'Asia/Ho_Chi_Minh', secrets: mailSecrets },
  async () => {
    const counts = await sendDueMail(getFirestore(adminApp()), mailSenderOptions());
    if (counts.sent + counts.failed > 0) console.log(`Mail sweep: ${counts.sent} sent, ${counts.failed} failed`);
  },
);

/** Retries Zalo messages with backoff and picks up any the trigger missed (messages/send-message.ts). */
export const sendDueMessagesSweep = onSchedule(
  { schedule: 'every 1 minutes', region: REGION, timeZone: 'Asia/Ho_Chi_Minh', secrets: zaloSecrets },
  async () => {
    const db = getFirestore(adminApp());
    const counts = await sendDueMessages(db, deployedMessageSender(db));
    if (counts.sent + counts.failed > 0) console.log(`Message sweep: ${counts.sent} sent, ${counts.failed} failed`);
  },
);

/**
 * Keeps the Official Account's access token fresh (Zalo's last 25 hours; refreshed in the last hour)
 * and its single-use refresh token from lapsing unused (messages/zalo/zalo-tokens.ts). Skipped while
 * the shop has no Zalo app.
 */
export const refreshZaloTokenSchedule = onSchedule(
  { schedule: 'every 30 minutes', region: REGION, timeZone: 'Asia/Ho_Chi_Minh', secrets: zaloSecrets },
  async () => {
    const settings = zaloSettings();
    if (settings.appId) await refreshAccessToken(getFirestore(adminApp()), settings, null);
  },
);

/** Deletes order lookup records a day old (data/order-lookup-sweep.ts). */
export const deleteOldOrderLookupsSweep = onSchedule(
  { schedule: 'every 60 minutes', region: REGION, timeZone: 'Asia/Ho_Chi_Minh' },
  async () => {
    const deleted = await deleteOldOrderLookups(getFirestore(adminApp()));
    if (deleted > 0) console.log(`Deleted ${deleted} order lookup records`);
  },
);

/**
 * Re-reads open waybills from their carrier and applies what a missed webhook would have
 * (api/shipping/waybill-sweep.ts). Locally `npm start` runs the same sweep (scripts/stack/sweep-waybills.mjs).
 */
export const sweepOpenWaybillsSchedule = onSchedule(
  { schedule: 'every 30 minutes', region: REGION, timeZone: 'Asia/Ho_Chi_Minh', secrets: carrierSecrets },
  async () => {
    const counts = await sweepOpenWaybills({ db: getFirestore(adminApp()), carriers: carrierSettings });
    if (counts.applied + counts.failed > 0) console.log(`Waybill sweep: ${JSON.stringify(counts)}`);
  },
);

export {
  onMailCreated,
  onMessageCreated,
  onGuestOrderZaloCreated,
  onGuestOrderZaloUpdated,
  onOrderMailCreated,
  onOrderMailUpdated,
  onOrderCreated,
  onOrderDeleted,
  onOrderUpdated,
  onProductWritten,
  onProductRestocked,
  onUserCreated,
  onUserDeleted,
  onOrderPaidAnalytics,
  onAnalyticsPurchaseCreated,
} from './triggers/index.js';

/**
 * Retries purchase events with backoff and picks up any the trigger missed (analytics/send-purchase.ts).
 * Locally `npm start` runs the same sweep (scripts/stack/send-due-purchases.mjs).
 */
export const sendDuePurchasesSweep = onSchedule(
  { schedule: 'every 1 minutes', region: REGION, timeZone: 'Asia/Ho_Chi_Minh', secrets: analyticsSecrets },
  async () => {
    const counts = await sendDuePurchases(getFirestore(adminApp()), { settings: analyticsSettings() });
    if (counts.sent + counts.failed > 0) console.log(`Purchase sweep: ${counts.sent} sent, ${counts.failed} failed`);
  },
);
