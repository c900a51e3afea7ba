/**
 * What the API needs from the outside world, passed in so tests can point it at the emulators
 * (and at a separate Firestore database) without touching module state.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Storage } from 'firebase-admin/storage';
import type { PaymentSettings } from '../payments/payment-settings.js';
import type { CarrierSettings } from '../shipping/carrier-settings.js';

export interface ApiContext {
  db: Firestore;
  auth: Auth;
  /** null when Cloud Storage is unavailable (the local stack without the Storage emulator). */
  storage: Storage | null;
  /**
   * Identity Toolkit REST endpoint used to check passwords (the Auth emulator serves it too).
   * A function because deploy-time params may only be read while serving a request.
   */
  identityToolkit: () => { baseUrl: string; apiKey: string };
  /** The payment gateways' settings; a function for the same reason as identityToolkit. */
  payments: () => PaymentSettings;
  /** The shop's public origin (SHOP_BASE_URL), for the links in account emails. */
  shopOrigin: () => string;
  /** The secret that signs the alert emails' unsubscribe links (ALERT_UNSUBSCRIBE_SECRET). */
  alertTokenSecret: () => string;
  /** The carriers' URLs, tokens and time-out (GHN_*, GHTK_*); a function for the same reason as identityToolkit. */
  carriers: () => CarrierSettings;
}
