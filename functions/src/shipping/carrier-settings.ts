/**
 * What the shop needs to talk to the carriers. Production reads it from Functions params and
 * secrets; local runs and tests use DEMO_CARRIER_SETTINGS, which the carrier sandbox
 * (scripts/carrier-sandbox) shares. The deploy refuses the demo values (demoCarrierSettings).
 */

/** Where `npm start` and the tests run the carrier sandbox (local-stack.mjs holds it equal). */
export const CARRIER_SANDBOX_PORT = 5057;
export const CARRIER_SANDBOX_ORIGIN = `http://127.0.0.1:${CARRIER_SANDBOX_PORT}`;

export interface GhnSettings {
  /** e.g. https://online-gateway.ghn.vn/shiip/public-api */
  apiUrl: string;
  token: string;
  shopId: string;
  /** The `?token=` GHN's webhook calls carry (GHN signs nothing). */
  webhookToken: string;
}

export interface GhtkSettings {
  apiUrl: string;
  token: string;
  clientSource: string;
  webhookHash: string;
}

export interface CarrierSettings {
  ghn: GhnSettings;
  ghtk: GhtkSettings;
  /** How long a carrier has to answer before the shop uses its own rule. */
  timeoutMs: number;
}

/** GHN's and GHTK's production addresses, the defaults of GHN_API_URL and GHTK_API_URL. */
export const GHN_PRODUCTION_URL = 'https://online-gateway.ghn.vn/shiip/public-api';
export const GHTK_PRODUCTION_URL = 'https://services.giaohangtietkiem.vn';

/** Demo values, public on purpose, pointing at the local carrier sandbox. */
export const DEMO_CARRIER_SETTINGS: CarrierSettings = {
  ghn: {
    apiUrl: `${CARRIER_SANDBOX_ORIGIN}/ghn/shiip/public-api`,
    token: 'LAPTOPSHOPDEMOGHNTOKEN2026',
    shopId: '5057001',
    webhookToken: 'LAPTOPSHOPDEMOGHNWEBHOOKTOKEN2026',
  },
  ghtk: {
    apiUrl: `${CARRIER_SANDBOX_ORIGIN}/ghtk`,
    token: 'LAPTOPSHOPDEMOGHTKTOKEN2026',
    clientSource: 'S5057001',
    webhookHash: 'LAPTOPSHOPDEMOGHTKWEBHOOKHASH2026',
  },
  timeoutMs: 3000,
};

/** Hosts where no parcel moves: the local sandbox and the carriers' own test systems. */
const TEST_HOSTS = new Set(['127.0.0.1', 'localhost', 'dev-online-gateway.ghn.vn', 'services-staging.ghtklab.com']);

const isTestUrl = (url: string): boolean => {
  try {
    return TEST_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
};

/**
 * The settings (by Functions param name) that point at a test system or hold a public demo value.
 * A production shop with any of them would quote and ship nothing real.
 */
export function demoCarrierSettings(settings: CarrierSettings): string[] {
  const demo = DEMO_CARRIER_SETTINGS;
  const checks: [string, boolean][] = [
    ['GHN_API_URL', isTestUrl(settings.ghn.apiUrl)],
    ['GHN_TOKEN', settings.ghn.token === demo.ghn.token],
    ['GHN_WEBHOOK_TOKEN', settings.ghn.webhookToken === demo.ghn.webhookToken],
    ['GHTK_API_URL', isTestUrl(settings.ghtk.apiUrl)],
    ['GHTK_TOKEN', settings.ghtk.token === demo.ghtk.token],
    ['GHTK_WEBHOOK_HASH', settings.ghtk.webhookHash === demo.ghtk.webhookHash],
  ];
  return checks.filter(([, isDemo]) => isDemo).map(([name]) => name);
}
