/**
 * The Zalo Official Account's app as the functions' params name it (config.ts reads them). The demo
 * project points at the local ZNS sandbox (scripts/zns-sandbox) with public values the deploy refuses.
 */
export interface ZaloSettings {
  /** ZNS's host: production https://business.openapi.zalo.me. */
  znsApiUrl: string;
  /** Zalo's OAuth host: production https://oauth.zaloapp.com. */
  oauthUrl: string;
  appId: string;
  /** The app's secret key, sent in the `secret_key` header of a token refresh. */
  secretKey: string;
  /**
   * The refresh token from the Official Account's authorization, used once: only while no token
   * document exists yet. Every later refresh token comes from the document.
   */
  initialRefreshToken: string;
  timeoutMs: number;
}

/** The local sandbox's port and public demo values (the demo project's functions/.env file and .secret.local). */
export const ZNS_SANDBOX_PORT = 5059;
export const DEMO_ZALO_SETTINGS: ZaloSettings = {
  znsApiUrl: `http://127.0.0.1:${ZNS_SANDBOX_PORT}`,
  oauthUrl: `http://127.0.0.1:${ZNS_SANDBOX_PORT}`,
  appId: '5059000000000000001',
  secretKey: 'LAPTOPSHOPDEMOZALOSECRETKEY2026',
  initialRefreshToken: 'LAPTOPSHOPDEMOZALOREFRESHTOKEN2026',
  timeoutMs: 10_000,
};

/** The params holding a sandbox URL or a public demo value, for the deploy checks. */
export function demoZaloSettings(settings: Partial<ZaloSettings>): string[] {
  const demo: string[] = [];
  const local = (url?: string) => !!url && /\/\/(127\.0\.0\.1|localhost)(:|\/|$)/.test(url);
  if (local(settings.znsApiUrl)) demo.push('ZNS_API_URL');
  if (local(settings.oauthUrl)) demo.push('ZALO_OAUTH_URL');
  if (settings.appId === DEMO_ZALO_SETTINGS.appId) demo.push('ZALO_APP_ID');
  if (settings.secretKey === DEMO_ZALO_SETTINGS.secretKey) demo.push('ZALO_APP_SECRET');
  if (settings.initialRefreshToken === DEMO_ZALO_SETTINGS.initialRefreshToken) demo.push('ZALO_REFRESH_TOKEN');
  return demo;
}

/** The template ids the ZNS sandbox approves; the demo shop's settings name them (the seed writes them). */
export const DEMO_ZNS_TEMPLATE_IDS = {
  otp: '505901',
  orderPlaced: '505902',
  orderShipped: '505903',
  orderDelivered: '505904',
} as const;
