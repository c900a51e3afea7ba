/** Web configuration from Vite env, validated once at start-up. */
import { z } from 'zod';

const envSchema = z.object({
  VITE_FIREBASE_PROJECT_ID: z.string().min(1),
  VITE_FIREBASE_API_KEY: z.string().min(1),
  VITE_FIREBASE_AUTH_DOMAIN: z.string().min(1),
  VITE_FIREBASE_APP_ID: z.string().min(1),
  VITE_FIREBASE_STORAGE_BUCKET: z.string().optional(),
  /** The spec's "base host set in the client"; empty means same origin (hosting rewrites /api). */
  VITE_API_BASE_URL: z.string().default(''),
});

const parsed = envSchema.parse(import.meta.env);

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
  emulatorPorts: { firestore: 8080, auth: 9099 },
} as const;
