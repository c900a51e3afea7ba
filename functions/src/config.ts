/** Deployment configuration. Values that differ between the emulators and production live here. */
import { defineInt, defineString } from 'firebase-functions/params';

export const REGION = 'asia-southeast1';

/**
 * The project's Web API key, needed to check passwords through the Identity Toolkit REST API.
 * Any value works against the Auth emulator; set the real key when deploying (README "Deploy").
 */
const webApiKey = defineString('WEB_API_KEY', { default: 'emulator-api-key' });

export function identityToolkitConfig(): { baseUrl: string; apiKey: string } {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return {
    baseUrl: emulatorHost
      ? `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`
      : 'https://identitytoolkit.googleapis.com/v1',
    apiKey: webApiKey.value(),
  };
}

/**
 * In the emulator suite, Storage exists only when the Storage emulator runs (it cannot start
 * offline, see docs/decisions/0003-offline-emulators.md); in production it always exists.
 */
export function storageAvailable(): boolean {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') return true;
  return Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST || process.env.STORAGE_EMULATOR_HOST);
}

/**
 * Proxies between the client and the function that append to X-Forwarded-For (Hosting's CDN and
 * Google's front end). The abuse limits key on the entry this many hops from the right, which the
 * client cannot forge; check it after deploying (docs/decisions/0013-abuse-limits.md).
 */
const trustedProxyHopsParam = defineInt('TRUSTED_PROXY_HOPS', { default: 1 });
export const trustedProxyHops = (): number => trustedProxyHopsParam.value();
