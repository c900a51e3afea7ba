/** Web configuration from Vite env, checked once at start-up. */
// Plain checks, not zod: this module is on every page's first load (see lib/local-store.ts).
function required(name: string): string {
  const value: unknown = import.meta.env[name];
  if (typeof value !== 'string' || value === '') throw new Error(`Missing web configuration: ${name} (see web/.env)`);
  return value;
}
const optional = (name: string): string | undefined => {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const parsed = {
  VITE_FIREBASE_PROJECT_ID: required('VITE_FIREBASE_PROJECT_ID'),
  VITE_FIREBASE_API_KEY: required('VITE_FIREBASE_API_KEY'),
  VITE_FIREBASE_AUTH_DOMAIN: required('VITE_FIREBASE_AUTH_DOMAIN'),
  VITE_FIREBASE_APP_ID: required('VITE_FIREBASE_APP_ID'),
  VITE_FIREBASE_STORAGE_BUCKET: optional('VITE_FIREBASE_STORAGE_BUCKET'),
  /** The spec's "base host set in the client"; empty means same origin (hosting rewrites /api). */
  VITE_API_BASE_URL: optional('VITE_API_BASE_URL') ?? '',
};

export const env = {
  firebase: {
    projectId: parsed.VITE_FIREBASE_PROJECT_ID,
    apiKey: parsed.VITE_FIREBASE_API_KEY,
    authDomain: parsed.VITE_FIREBASE_AUTH_DOMAIN,
    appId: parsed.VITE_FIREBASE_APP_ID,
    storageBucket: parsed.VITE_FIREBASE_STORAGE_BUCKET ?? `${parsed.VITE_FIREBASE_PROJECT_ID}.appspot.com`,
  },
  apiBaseUrl: parsed.VITE_API_BASE_URL,
  /** Firebase's convention: 'demo-' projects exist only in the emulator suite. */
  useEmulators: parsed.VITE_FIREBASE_PROJECT_ID.startsWith('demo-'),
  /** firebase.json's, set at build time. */
  emulatorPorts: __EMULATOR_PORTS__,
} as const;
