// Types for the parts of deploy-checks.mjs the tests import.
import type { AnalyticsSettings } from '../../functions/src/analytics/analytics-settings.js';
import type { ZaloSettings } from '../../functions/src/messages/zalo/zalo-settings.js';
import type { PaymentSettings } from '../../functions/src/payments/payment-settings.js';
import type { CarrierSettings } from '../../functions/src/shipping/carrier-settings.js';

export const REQUIRED_SECRETS: string[];

export function demoSecretValues(demo: {
  payment: PaymentSettings;
  carrier: CarrierSettings;
  zalo: ZaloSettings;
  analytics: AnalyticsSettings;
}): Record<string, string>;
