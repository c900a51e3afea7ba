// The local stack's projects and addresses, written once: the project is .firebaserc's, every
// emulator's host and port is firebase.json's. Scripts, test set-ups, the browser journeys and Vite's
// dev proxy import them from here (local-stack.d.mts types them for TypeScript).
import { readFileSync } from 'node:fs';

const readJson = (name) => JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8'));
const { emulators } = readJson('firebase.json');

/** The demo project every local run uses. */
export const PROJECT_ID = readJson('.firebaserc').projects.default;

/** The rules suite's own project, so clearing its data never touches the dev stack's. */
export const RULES_PROJECT_ID = 'demo-rules-test';

const EMULATORS = ['auth', 'firestore', 'functions', 'hosting', 'storage', 'hub'];

/** Each emulator's port. */
export const EMULATOR_PORTS = Object.fromEntries(EMULATORS.map((name) => [name, emulators[name].port]));

/** Each emulator's `host:port`, the form of FIRESTORE_EMULATOR_HOST and its siblings. */
export const EMULATOR_HOSTS = Object.fromEntries(
  EMULATORS.map((name) => [name, `${emulators[name].host}:${emulators[name].port}`]),
);

/** The shop as the hosting emulator serves it: web pages and /api. */
export const SHOP_ORIGIN = `http://${EMULATOR_HOSTS.hosting}`;

/**
 * The local VNPAY/MoMo (scripts/gateway-sandbox). Not an emulator, so not in firebase.json; the
 * functions' demo payment settings name it too (SANDBOX_PORT), and a unit test holds them equal.
 */
export const GATEWAY_SANDBOX_PORT = 5055;

/**
 * The local mail catcher (scripts/mail-catcher): its inbox page and JSON read, and the SMTP port the
 * functions send to (SMTP_URL in functions/.env.<project>, held equal by local-stack.test.ts).
 */
export const MAIL_CATCHER_PORT = 5056;
export const MAIL_CATCHER_SMTP_PORT = 5025;
export const MAIL_CATCHER_ORIGIN = `http://127.0.0.1:${MAIL_CATCHER_PORT}`;

/**
 * The local GHN and GHTK (scripts/carrier-sandbox). The functions' demo carrier settings name it
 * too (CARRIER_SANDBOX_PORT), and local-stack.test.ts holds them equal.
 */
export const CARRIER_SANDBOX_PORT = 5057;

/**
 * The local Zalo ZNS (scripts/zns-sandbox): its inbox page and the two endpoints the functions call
 * (ZNS_API_URL and ZALO_OAUTH_URL in functions/.env.<project>, held equal by local-stack.test.ts).
 */
export const ZNS_SANDBOX_PORT = 5059;

/**
 * The local analytics collector (scripts/analytics-collector): GA4's and Meta's server endpoints, the
 * stand-ins of the browser tags, and its page and JSON read of every request (docs/analytics.md).
 */
export const ANALYTICS_COLLECTOR_PORT = 5058;

/** The Admin SDK's emulator variables for the local project. */
export const EMULATOR_ENV = {
  FIRESTORE_EMULATOR_HOST: EMULATOR_HOSTS.firestore,
  FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOSTS.auth,
  GCLOUD_PROJECT: PROJECT_ID,
};

/**
 * Vite `define`s for the web app (web/vite.config.ts and the web test project): the emulator ports
 * it connects to when its project is a demo- one (web/src/config/env.ts).
 */
export const WEB_BUILD_CONSTANTS = {
  __EMULATOR_PORTS__: JSON.stringify({ firestore: EMULATOR_PORTS.firestore, auth: EMULATOR_PORTS.auth }),
  // Where a demo project's analytics tags load from (web/src/features/analytics/tag-addresses.ts).
  __ANALYTICS_COLLECTOR_ORIGIN__: JSON.stringify(`http://127.0.0.1:${ANALYTICS_COLLECTOR_PORT}`),
};
