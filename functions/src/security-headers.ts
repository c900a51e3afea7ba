/**
 * The security headers the functions set. Every page's (the ones Hosting sets on its answers,
 * firebase.json `hosting.headers` for "**") are set by the ssr and seo functions too, because
 * their own cloudfunctions URLs serve the same pages with no Hosting in front. firebase.json cannot
 * import code, so security-headers.test.ts holds the two equal (and the emulator variant equal to
 * what scripts/stack/local-firebase-config.mjs writes). The API (api/middleware/security-headers.ts)
 * sends the same hardening headers with a policy of its own. Here at the functions root because
 * ssr, seo and api all use it and none may import another's files.
 */
import type { NextFunction, Request, Response } from 'express';

/** What every answer of the shop carries, page or API: no sniffing, no framing, no referrer off-site, no device APIs. */
export const HARDENING_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self' https://*.googletagmanager.com https://connect.facebook.net https://analytics.tiktok.com; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https://firebasestorage.googleapis.com https://*.google-analytics.com https://*.googletagmanager.com https://www.facebook.com https://analytics.tiktok.com; font-src 'self' data:; connect-src 'self' https://firestore.googleapis.com https://identitytoolkit.googleapis.com https://securetoken.googleapis.com https://firebasestorage.googleapis.com https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://www.facebook.com https://connect.facebook.net https://analytics.tiktok.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-src 'none'; frame-ancestors 'none'",
  ...HARDENING_HEADERS,
};

/**
 * The local analytics collector (scripts/analytics-collector), where a demo project's tags load from
 * and send to: allowed in the emulator only. Deployed code cannot import local-stack.mjs, whose port
 * local-stack.test.ts holds this equal to.
 */
export const ANALYTICS_COLLECTOR_ORIGIN = 'http://127.0.0.1:5058';

/** The emulators the web app talks to in local runs, as the functions emulator names them to a function. */
const EMULATOR_HOST_VARIABLES = [
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_STORAGE_EMULATOR_HOST',
] as const;

/**
 * The headers for this runtime. In the emulator the page policy also allows the emulator origins
 * (connect-src and img-src), as firebase.local.json's does: the hosting emulator copies a
 * function's headers over its own, so without them the local shop could not reach Firestore or
 * Auth. Deployed, no emulator is named.
 */
export function pageSecurityHeaders(env: NodeJS.ProcessEnv = process.env): Readonly<Record<string, string>> {
  if (env.FUNCTIONS_EMULATOR !== 'true') return PAGE_SECURITY_HEADERS;
  const origins = EMULATOR_HOST_VARIABLES.flatMap((name) => (env[name] ? [`http://${env[name]}`] : [])).join(' ');
  if (!origins) return PAGE_SECURITY_HEADERS;
  const policy = (PAGE_SECURITY_HEADERS['Content-Security-Policy'] ?? '')
    .replace(/script-src ([^;]*)/, (_match, sources: string) => `script-src ${sources} ${ANALYTICS_COLLECTOR_ORIGIN}`)
    .replace(
      /connect-src ([^;]*)/,
      (_match, sources: string) => `connect-src ${sources} ${origins} ${ANALYTICS_COLLECTOR_ORIGIN}`,
    )
    .replace(/img-src ([^;]*)/, (_match, sources: string) => `img-src ${sources} ${origins}`);
  return { ...PAGE_SECURITY_HEADERS, 'Content-Security-Policy': policy };
}

/** Express middleware setting them on every answer, errors and 404s included. */
export function pageSecurityHeadersMiddleware(env: NodeJS.ProcessEnv = process.env) {
  const headers = pageSecurityHeaders(env);
  return (_req: Request, res: Response, next: NextFunction): void => {
    res.set(headers);
    next();
  };
}
