/** What the shop needs to talk to MoMo, its production limits and its public demo values (the sandbox's). */
import type { AmountRange } from '../gateway-result.js';
import { isSandboxUrl, SANDBOX_ORIGIN } from '../gateway-sandbox.js';

export interface MomoSettings {
  /** The gateway's create endpoint (/v2/gateway/api/create). */
  createUrl: string;
  partnerCode: string;
  accessKey: string;
  secretKey: string;
  amount: AmountRange;
  /** The refund endpoint (/v2/gateway/api/refund). */
  refundUrl: string;
}

/** MoMo captureWallet's limits in production: 1,000 to 50,000,000. */
export const MOMO_AMOUNT_LIMITS = { min: 1_000, max: 50_000_000 } as const satisfies AmountRange;

/**
 * Demo values, public on purpose: the public test keys from MoMo's own samples. The minimum is
 * 1 VND because the demo catalogue has the spec's small prices.
 */
export const DEMO_MOMO_SETTINGS: MomoSettings = {
  createUrl: `${SANDBOX_ORIGIN}/v2/gateway/api/create`,
  partnerCode: 'MOMO',
  accessKey: 'F8BBA842ECF85',
  secretKey: 'K951B6PE1waDMi640xX08PD3vg6EkVlz',
  amount: { min: 1, max: MOMO_AMOUNT_LIMITS.max },
  refundUrl: `${SANDBOX_ORIGIN}/v2/gateway/api/refund`,
};

/** Each MoMo setting (by its Functions param name), and whether it points at a sandbox or holds a demo key. */
export const momoDemoChecks = (settings: MomoSettings): [string, boolean][] => [
  ['MOMO_CREATE_URL', isSandboxUrl(settings.createUrl)],
  ['MOMO_REFUND_URL', isSandboxUrl(settings.refundUrl)],
  ['MOMO_PARTNER_CODE', settings.partnerCode === DEMO_MOMO_SETTINGS.partnerCode],
  ['MOMO_ACCESS_KEY', settings.accessKey === DEMO_MOMO_SETTINGS.accessKey],
  ['MOMO_SECRET_KEY', settings.secretKey === DEMO_MOMO_SETTINGS.secretKey],
];
