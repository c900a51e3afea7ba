/**
 * Where the server's purchase event goes (docs/analytics-server.md): GA4's Measurement Protocol and
 * Meta's Conversions API as the functions' params name them (config.ts reads them). The demo project
 * points both at the local analytics collector, with public values the deploy refuses.
 */
export interface AnalyticsSettings {
  /** GA4 Measurement Protocol's collect URL: production https://www.google-analytics.com/mp/collect. */
  ga4MpUrl: string;
  /** The Graph API's versioned base: production https://graph.facebook.com/v21.0. */
  metaGraphUrl: string;
  /** The GA4 data stream's Measurement Protocol API secret (the `api_secret` query parameter). */
  ga4ApiSecret: string;
  /** The Conversions API access token of Meta's Events Manager (the `access_token` query parameter). */
  metaAccessToken: string;
  timeoutMs: number;
}

export const GA4_MP_PRODUCTION_URL = 'https://www.google-analytics.com/mp/collect';
export const META_GRAPH_PRODUCTION_URL = 'https://graph.facebook.com/v21.0';

/** The local analytics collector's port and public demo values (functions/.env.<demo> and .secret.local). */
export const ANALYTICS_COLLECTOR_PORT = 5058;
export const DEMO_ANALYTICS_SETTINGS: AnalyticsSettings = {
  ga4MpUrl: `http://127.0.0.1:${ANALYTICS_COLLECTOR_PORT}/mp/collect`,
  metaGraphUrl: `http://127.0.0.1:${ANALYTICS_COLLECTOR_PORT}/v21.0`,
  ga4ApiSecret: 'LAPTOPSHOPDEMOGA4APISECRET2026',
  metaAccessToken: 'LAPTOPSHOPDEMOMETACAPITOKEN2026',
  timeoutMs: 10_000,
};

/** The params holding the local collector or a public demo value, for the deploy checks. */
export function demoAnalyticsSettings(settings: Partial<AnalyticsSettings>): string[] {
  const demo: string[] = [];
  const local = (url?: string) => !!url && /\/\/(127\.0\.0\.1|localhost)(:|\/|$)/.test(url);
  if (local(settings.ga4MpUrl)) demo.push('GA4_MP_URL');
  if (local(settings.metaGraphUrl)) demo.push('META_GRAPH_URL');
  if (settings.ga4ApiSecret === DEMO_ANALYTICS_SETTINGS.ga4ApiSecret) demo.push('GA4_API_SECRET');
  if (settings.metaAccessToken === DEMO_ANALYTICS_SETTINGS.metaAccessToken) demo.push('META_CAPI_ACCESS_TOKEN');
  return demo;
}
