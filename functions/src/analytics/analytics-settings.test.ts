/** The emulator's analytics params and secrets are the collector's demo values, which a deploy refuses. */
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../../../local-stack.mjs';
import { DEMO_ANALYTICS_SETTINGS } from './analytics-settings.js';

// Read as the deploy checks read them (node:util parseEnv, dotenv's format).
const readEnv = (file: string) => parseEnv(readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8'));

describe('analytics settings', () => {
  it("the demo project's functions/.env and functions/.secret.local match DEMO_ANALYTICS_SETTINGS", () => {
    const env = readEnv(`.env.${PROJECT_ID}`);
    const secrets = readEnv('.secret.local');
    expect({
      ga4MpUrl: env.GA4_MP_URL,
      metaGraphUrl: env.META_GRAPH_URL,
      ga4ApiSecret: secrets.GA4_API_SECRET,
      metaAccessToken: secrets.META_CAPI_ACCESS_TOKEN,
      timeoutMs: DEMO_ANALYTICS_SETTINGS.timeoutMs,
    }).toEqual(DEMO_ANALYTICS_SETTINGS);
  });
});
