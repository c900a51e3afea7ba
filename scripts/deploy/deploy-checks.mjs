// The configuration checks `npm run deploy` runs before anything else
// (docs/decisions/0027-import-export-and-operations.md). Each failure names the file and the fix.
// Only what the repository's files hold can be checked here: the secrets' values live in Secret
// Manager and are checked by deploy.mjs just before the deploy (firebase functions:secrets:access).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

/** The functions' params that have no usable default: firebase deploy would stop to ask, or run on a demo value. */
const REQUIRED_FUNCTION_PARAMS = [
  'WEB_API_KEY',
  'VNPAY_PAYMENT_URL',
  'VNPAY_TMN_CODE',
  'MOMO_CREATE_URL',
  'MOMO_PARTNER_CODE',
  'MOMO_ACCESS_KEY',
  // Their defaults are the gateways' sandboxes, which a production shop refuses to start with.
  'VNPAY_REFUND_URL',
  'MOMO_REFUND_URL',
  'BANK_WEBHOOK_API_KEY',
  'SHOP_BASE_URL',
  'SMTP_URL',
  // Pay later through Fundiin (docs/decisions/0102-pay-later-through-fundiin.md): no defaults.
  'FUNDIIN_API_URL',
  'FUNDIIN_CLIENT_ID',
  'FUNDIIN_MERCHANT_ID',
  'FUNDIIN_STORE_ID',
];
/** The values the local emulator project runs with (its functions/.env.<project> file, web/.env). */
const EMULATOR_WEB_API_KEY = 'emulator-api-key';
const DEMO_WEB_VALUES = { VITE_FIREBASE_API_KEY: 'demo-api-key', VITE_FIREBASE_APP_ID: 'demo-app-id' };
const REQUIRED_WEB_CONFIG = [
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_APP_ID',
];
/** The secrets the functions are deployed with (functions/src/config.ts paymentSecrets, mailSecrets, alertSecrets). */
export const REQUIRED_SECRETS = [
  'VNPAY_HASH_SECRET',
  'MOMO_SECRET_KEY',
  'SMTP_PASSWORD',
  'ALERT_UNSUBSCRIBE_SECRET',
  'FUNDIIN_SECRET_KEY',
  // Zalo ZNS (functions/src/config.ts zaloSecrets).
  'ZALO_APP_SECRET',
  'ZALO_REFRESH_TOKEN',
  // The server's purchase event (functions/src/config.ts analyticsSecrets).
  'GA4_API_SECRET',
  'META_CAPI_ACCESS_TOKEN',
  // The carriers (functions/src/config.ts carrierSecrets): the api function is deployed with them whether or not a
  // carrier is on, so a shop without carriers sets its own values too.
  'GHN_TOKEN',
  'GHN_WEBHOOK_TOKEN',
  'GHTK_TOKEN',
  'GHTK_WEBHOOK_HASH',
];

/**
 * The public demo value of each secret, from the demo settings that define it (functions/.secret.local holds the
 * same for the emulator): a deploy that finds one of them in Secret Manager stops. SMTP_PASSWORD has none (the local
 * mail catcher takes no password).
 */
export function demoSecretValues({ payment, carrier, zalo, analytics }) {
  return {
    VNPAY_HASH_SECRET: payment.vnpay.hashSecret,
    MOMO_SECRET_KEY: payment.momo.secretKey,
    FUNDIIN_SECRET_KEY: payment.installment.secretKey,
    // functions/.secret.local's: anyone could sign unsubscribe links with it.
    ALERT_UNSUBSCRIBE_SECRET: 'LAPTOPSHOPDEMOALERTUNSUBSCRIBESECRET2026',
    // The ZNS sandbox's: anyone could send as the shop's Official Account with them.
    ZALO_APP_SECRET: zalo.secretKey,
    ZALO_REFRESH_TOKEN: zalo.initialRefreshToken,
    // The analytics collector's: they would send the shop's purchases nowhere real.
    GA4_API_SECRET: analytics.ga4ApiSecret,
    META_CAPI_ACCESS_TOKEN: analytics.metaAccessToken,
    // The carrier sandbox's: anyone could post pickup, delivery or return events with the webhook ones.
    GHN_TOKEN: carrier.ghn.token,
    GHN_WEBHOOK_TOKEN: carrier.ghn.webhookToken,
    GHTK_TOKEN: carrier.ghtk.token,
    GHTK_WEBHOOK_HASH: carrier.ghtk.webhookHash,
  };
}

function readEnvFiles(paths) {
  const values = {};
  const found = [];
  for (const path of paths) {
    if (!existsSync(path)) continue;
    Object.assign(values, parseEnv(readFileSync(path, 'utf8')));
    found.push(path);
  }
  return { values, found };
}

/**
 * What firebase deploy gives the functions for `projectId`: functions/.env, then functions/.env.<projectId>
 * on top (Firebase's order). functions/.env.local and .secret.local are the emulator's only.
 */
export function functionsParams(configRoot, projectId) {
  const dir = join(configRoot, 'functions');
  return readEnvFiles([join(dir, '.env'), join(dir, `.env.${projectId}`)]);
}

/** What `vite build` (mode production) reads: web/.env, .env.local, .env.production, .env.production.local. */
export function webConfig(configRoot) {
  const dir = join(configRoot, 'web');
  return readEnvFiles(['.env', '.env.local', '.env.production', '.env.production.local'].map((f) => join(dir, f)));
}

/** SHOP_BASE_URL's problem, or null: it must be an https origin the gateways and crawlers can reach. */
function shopBaseUrlProblem(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return `SHOP_BASE_URL "${value}" is not a URL`;
  }
  if (url.protocol !== 'https:') return `SHOP_BASE_URL "${value}" is not https`;
  if (['localhost', '127.0.0.1'].includes(url.hostname)) return `SHOP_BASE_URL "${value}" is a local address`;
  if (value.includes('*')) return `SHOP_BASE_URL "${value}" contains '*'`;
  return null;
}

/**
 * Checks the configuration a deploy of `projectId` would use.
 * `demoSettings(params)` lists the params holding a sandbox URL or a public demo key (payments' own list);
 * `demoCarrierSettings(params)` the carriers' (shipping/carrier-settings.ts); `demoZaloSettings(params)`
 * Zalo's (messages/zalo/zalo-settings.ts); `demoAnalyticsSettings(params)` the purchase event's
 * (analytics/analytics-settings.ts).
 * Returns { failures: [{ problem, fix }], notes: string[] }.
 */
export function checkDeployConfig({
  configRoot,
  projectId,
  demoSettings,
  demoCarrierSettings = () => [],
  demoZaloSettings = () => [],
  demoAnalyticsSettings = () => [],
}) {
  const failures = [];
  const notes = [];
  const fail = (problem, fix) => failures.push({ problem, fix });
  const envFile = `functions/.env.${projectId}`;

  if (projectId.startsWith('demo-')) {
    fail(`"${projectId}" is an emulator-only project`, 'deploy with --project <your real Firebase project id>');
  }

  const functions = functionsParams(configRoot, projectId);
  if (!existsSync(join(configRoot, envFile))) {
    fail(
      `${envFile} does not exist`,
      `create it with the payment settings, WEB_API_KEY and SHOP_BASE_URL (docs/deploy.md)`,
    );
  }
  const params = functions.values;
  for (const name of REQUIRED_FUNCTION_PARAMS) {
    if (!params[name]) fail(`${name} is not set`, `set ${name} in ${envFile}`);
  }
  if (params.WEB_API_KEY === EMULATOR_WEB_API_KEY) {
    fail('WEB_API_KEY is the emulator value', `set WEB_API_KEY in ${envFile} to the project's Web API key`);
  }
  if (params.SHOP_BASE_URL) {
    const problem = shopBaseUrlProblem(params.SHOP_BASE_URL);
    if (problem)
      fail(problem, `set SHOP_BASE_URL in ${envFile} to the shop's public https origin, e.g. https://shop.example.vn`);
  }
  if (params.SMTP_URL && /@?(localhost|127\.0\.0\.1)(:|\/|$)/.test(params.SMTP_URL.replace(/^smtps?:\/\//, ''))) {
    fail(
      `SMTP_URL "${params.SMTP_URL}" is the local mail catcher`,
      `set SMTP_URL in ${envFile} to your mail provider, e.g. smtps://user@smtp.provider:465 (docs/deploy.md)`,
    );
  }
  if (params.ALLOW_DEMO_PAYMENTS === 'true') {
    fail(
      "ALLOW_DEMO_PAYMENTS=true lets the shop take payments on the gateways' sandboxes or the public demo keys",
      `remove ALLOW_DEMO_PAYMENTS from ${envFile} before a production deploy`,
    );
  }
  const demo = demoSettings(params);
  if (demo.length > 0) {
    fail(
      `sandbox gateway URLs or public demo keys: ${demo.join(', ')}`,
      `set the merchant's production values for ${demo.join(', ')} in ${envFile} (docs/payments.md)`,
    );
  }
  const carriers = demoCarrierSettings(params);
  if (carriers.length > 0) {
    fail(
      `carrier test systems or public demo values: ${carriers.join(', ')}`,
      `set the carriers' production values for ${carriers.join(', ')} in ${envFile} (docs/shipping-carriers.md)`,
    );
  }
  const zalo = demoZaloSettings(params);
  if (zalo.length > 0) {
    fail(
      `the local ZNS sandbox or public demo Zalo values: ${zalo.join(', ')}`,
      `set the Official Account app's values for ${zalo.join(', ')} in ${envFile} (docs/guest-checkout-and-zalo.md)`,
    );
  }

  const analytics = demoAnalyticsSettings(params);
  if (analytics.length > 0) {
    fail(
      `the local analytics collector: ${analytics.join(', ')}`,
      `remove ${analytics.join(', ')} from ${envFile} (the defaults are Google's and Meta's) (docs/analytics-server.md)`,
    );
  }

  const web = webConfig(configRoot);
  for (const name of REQUIRED_WEB_CONFIG) {
    if (!web.values[name]) fail(`web config ${name} is not set`, `set ${name} in web/.env.production.local`);
  }
  if (web.values.VITE_FIREBASE_PROJECT_ID && web.values.VITE_FIREBASE_PROJECT_ID !== projectId) {
    fail(
      `web config VITE_FIREBASE_PROJECT_ID is "${web.values.VITE_FIREBASE_PROJECT_ID}", not "${projectId}"`,
      `put the project's web app settings (Project settings → Your apps) in web/.env.production.local`,
    );
  }
  for (const [name, demoValue] of Object.entries(DEMO_WEB_VALUES)) {
    if (web.values[name] === demoValue) {
      fail(
        `web config ${name} is the demo value`,
        `set ${name} in web/.env.production.local from the project settings`,
      );
    }
  }

  notes.push(
    "Password policy: Authentication → Settings → Password policy must require at least 8 characters (the shop's rule); Firebase keeps it outside these files, so check it in the console.",
    `Secrets ${REQUIRED_SECRETS.join(', ')}: held in Secret Manager, checked just before the deploy (set them with npx firebase functions:secrets:set <NAME> --project ${projectId}).`,
  );
  return { failures, notes };
}

/** The payment settings as payments' demo check reads them, from the params (secrets are not in files). */
export function paymentSettingsFromParams(params) {
  return {
    vnpay: {
      paymentUrl: params.VNPAY_PAYMENT_URL ?? '',
      refundUrl: params.VNPAY_REFUND_URL ?? '',
      tmnCode: params.VNPAY_TMN_CODE ?? '',
      hashSecret: '',
    },
    momo: {
      createUrl: params.MOMO_CREATE_URL ?? '',
      refundUrl: params.MOMO_REFUND_URL ?? '',
      partnerCode: params.MOMO_PARTNER_CODE ?? '',
      accessKey: params.MOMO_ACCESS_KEY ?? '',
      secretKey: '',
    },
    bank: { webhookApiKey: params.BANK_WEBHOOK_API_KEY ?? '' },
    installment: {
      apiUrl: params.FUNDIIN_API_URL ?? '',
      clientId: params.FUNDIIN_CLIENT_ID ?? '',
      merchantId: params.FUNDIIN_MERCHANT_ID ?? '',
      storeId: params.FUNDIIN_STORE_ID ?? '',
      secretKey: '',
    },
  };
}

/** The carrier settings as shipping's demo check reads them, from the params (secrets are not in files). */
export function carrierSettingsFromParams(params) {
  return {
    ghn: { apiUrl: params.GHN_API_URL ?? '', shopId: params.GHN_SHOP_ID ?? '', token: '', webhookToken: '' },
    ghtk: {
      apiUrl: params.GHTK_API_URL ?? '',
      clientSource: params.GHTK_CLIENT_SOURCE ?? '',
      token: '',
      webhookHash: '',
    },
    timeoutMs: 0,
  };
}

/** The Zalo settings as the demo check reads them, from the params (secrets are not in files). */
export function zaloSettingsFromParams(params) {
  return {
    znsApiUrl: params.ZNS_API_URL ?? '',
    oauthUrl: params.ZALO_OAUTH_URL ?? '',
    appId: params.ZALO_APP_ID ?? '',
  };
}

/** The purchase event's settings as the demo check reads them, from the params (secrets are not in files). */
export function analyticsSettingsFromParams(params) {
  return { ga4MpUrl: params.GA4_MP_URL ?? '', metaGraphUrl: params.META_GRAPH_URL ?? '' };
}
