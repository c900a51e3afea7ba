/** MoMo All-In-One v2, captureWallet: creating a payment, and reading what MoMo sends back. */
import type { PaymentSettings } from '../payment-settings.js';
import { ipnPath, returnPath } from '../payment-settings.js';
import { MOMO_CREATE_FIELDS, MOMO_RESULT_FIELDS, momoSign, momoVerify } from './signature.js';
import type { ReadResult } from '../gateway-result.js';
import { momoFailureReason } from './reasons.js';
import { postToGateway } from '../gateway-http.js';
import { paymentOrderInfo } from '../payment-reference.js';

export const MOMO_PAID = '0';
/** Authorised but not captured: the money is held, and moves only when the payment is captured. */
export const MOMO_AUTHORISED = '9000';
/**
 * The shop asks MoMo to capture every authorised payment itself (`autoCapture` in the create
 * request), so an authorisation becomes a payment without a capture call from the shop.
 */
export const MOMO_AUTO_CAPTURE = true;

/** 0 is paid; 9000 counts as paid only where MoMo captures it by itself (autoCapture). */
export const momoCodePaid = (code: string, autoCapture: boolean): boolean =>
  code === MOMO_PAID || (code === MOMO_AUTHORISED && autoCapture);
/** MoMo charges whole đồng. */
export const momoGatewayAmount = (totalPrice: number): number => Math.round(totalPrice);
/** How long the shop waits for MoMo's create endpoint before telling the shopper to try again. */
const CREATE_TIMEOUT_MS = 15_000;

/**
 * MoMo's `orderExpireTime`: whole minutes from now until the order's reservation ends, rounded
 * down so the link dies no later than the reservation (at least 1, MoMo's smallest value).
 */
export const momoExpireMinutes = (now: Date, expiresAt: string): number =>
  Math.max(1, Math.floor((Date.parse(expiresAt) - now.getTime()) / 60_000));

export type MomoCreateOutcome = { ok: true; payUrl: string } | { ok: false; message: string };

export async function createMomoPayment(
  settings: PaymentSettings,
  request: { reference: string; orderId: string; gatewayAmount: number; now: Date; expiresAt: string },
): Promise<MomoCreateOutcome> {
  const { momo } = settings;
  const fields = {
    accessKey: momo.accessKey,
    amount: request.gatewayAmount,
    extraData: '',
    ipnUrl: `${settings.ipnBaseUrl}${ipnPath('momo')}`,
    orderId: request.reference,
    orderInfo: paymentOrderInfo(request.orderId),
    partnerCode: momo.partnerCode,
    redirectUrl: `${settings.returnBaseUrl}${returnPath('momo')}`,
    requestId: request.reference,
    requestType: 'captureWallet',
  };
  const body = {
    ...fields,
    lang: 'vi',
    autoCapture: MOMO_AUTO_CAPTURE,
    orderExpireTime: momoExpireMinutes(request.now, request.expiresAt),
    signature: momoSign(MOMO_CREATE_FIELDS, fields, momo.secretKey),
  };
  const reply = await postToGateway(momo.createUrl, body, CREATE_TIMEOUT_MS);
  if (!reply.ok) return { ok: false, message: 'MoMo is not reachable, please try again' };
  const { resultCode, payUrl, message } = (reply.body ?? {}) as Record<string, unknown>;
  if (resultCode === 0 && typeof payUrl === 'string' && /^https?:\/\//.test(payUrl)) return { ok: true, payUrl };
  return {
    ok: false,
    message: `MoMo: ${typeof message === 'string' && message ? message : 'the payment was refused'}`,
  };
}

/**
 * Reads MoMo's notification body (numbers as JSON numbers) or a return URL's query (strings): valid
 * only when the signature over MOMO_RESULT_FIELDS, with the shop's access key, checks out.
 */
export function readMomoResult(settings: PaymentSettings, input: unknown): ReadResult {
  if (!input || typeof input !== 'object') return { valid: false };
  const raw = input as Record<string, unknown>;
  // The access key is not in MoMo's message but is part of what it signed: it is the shop's own.
  const values = { accessKey: settings.momo.accessKey } as Record<(typeof MOMO_RESULT_FIELDS)[number], string>;
  for (const field of MOMO_RESULT_FIELDS) {
    if (field === 'accessKey') continue;
    const value = raw[field] ?? '';
    if (typeof value !== 'string' && typeof value !== 'number') return { valid: false };
    values[field] = String(value);
  }
  const signature = raw.signature;
  if (typeof signature !== 'string' || !momoVerify(MOMO_RESULT_FIELDS, values, signature, settings.momo.secretKey)) {
    return { valid: false };
  }
  const { orderId: reference, amount, resultCode: code, partnerCode } = values;
  if (!reference || !/^\d{1,15}$/.test(amount) || partnerCode !== settings.momo.partnerCode) return { valid: false };
  const paid = momoCodePaid(code, MOMO_AUTO_CAPTURE);
  const responseTime = Number(values.responseTime);
  return {
    valid: true,
    result: {
      provider: 'MOMO',
      reference,
      gatewayAmount: Number(amount),
      paid,
      code,
      transactionNo: values.transId,
      bankCode: values.payType || null,
      payDate: Number.isFinite(responseTime) && responseTime > 0 ? new Date(responseTime).toISOString() : null,
      reason: paid ? null : momoFailureReason(code),
    },
  };
}
