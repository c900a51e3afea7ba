/** The emulator's carrier params and secrets are the demo settings the carrier sandbox answers to; a deploy refuses them. */
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../../../local-stack.mjs';
import {
  DEMO_CARRIER_SETTINGS,
  demoCarrierSettings,
  GHN_PRODUCTION_URL,
  GHTK_PRODUCTION_URL,
} from './carrier-settings.js';

// Read as the deploy checks read them (node:util parseEnv, dotenv's format).
const readEnv = (file: string) => parseEnv(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));

describe('carrier settings', () => {
  it("the demo project's functions/.env and functions/.secret.local match DEMO_CARRIER_SETTINGS", () => {
    const env = readEnv(`.env.${PROJECT_ID}`);
    const secrets = readEnv('.secret.local');
    expect({
      ghn: {
        apiUrl: env.GHN_API_URL,
        shopId: env.GHN_SHOP_ID,
        token: secrets.GHN_TOKEN,
        webhookToken: secrets.GHN_WEBHOOK_TOKEN,
      },
      ghtk: {
        apiUrl: env.GHTK_API_URL,
        clientSource: env.GHTK_CLIENT_SOURCE,
        token: secrets.GHTK_TOKEN,
        webhookHash: secrets.GHTK_WEBHOOK_HASH,
      },
    }).toEqual({ ghn: DEMO_CARRIER_SETTINGS.ghn, ghtk: DEMO_CARRIER_SETTINGS.ghtk });
  });

  it('names every demo value and test system, and none of a production set-up', () => {
    expect(demoCarrierSettings(DEMO_CARRIER_SETTINGS)).toEqual([
      'GHN_API_URL',
      'GHN_TOKEN',
      'GHN_WEBHOOK_TOKEN',
      'GHTK_API_URL',
      'GHTK_TOKEN',
      'GHTK_WEBHOOK_HASH',
    ]);
    const production = {
      ghn: { apiUrl: GHN_PRODUCTION_URL, shopId: '885', token: 'real', webhookToken: 'long-random' },
      ghtk: { apiUrl: GHTK_PRODUCTION_URL, clientSource: 'S1', token: 'real', webhookHash: 'long-random' },
      timeoutMs: 3000,
    };
    expect(demoCarrierSettings(production)).toEqual([]);
    const ghnDev = {
      ...production,
      ghn: { ...production.ghn, apiUrl: 'https://dev-online-gateway.ghn.vn/shiip/public-api' },
    };
    expect(demoCarrierSettings(ghnDev)).toEqual(['GHN_API_URL']);
  });
});
