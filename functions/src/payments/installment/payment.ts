/**
 * Creating a Fundiin payment (POST /v2/payments, `requestType: "installment"`): the order's lines,
 * buyer and address as Fundiin requires them, the attempt's reference as `referenceId`, and the
 * shopper sent back to the order's page. Fundiin answers `resultStatus: "APPROVED"` with its
 * `paymentUrl`.
 */
import type { OrderDoc } from '../../shared/entities/order.js';
import { guestOrderPath } from '../../shared/guest-order.js';
import type { GatewayPaymentRequest, GatewayPaymentStart } from '../payment-method.js';
import type { PaymentSettings } from '../payment-settings.js';
import { paymentOrderInfo } from '../payment-reference.js';
import { postToFundiin } from './fundiin-http.js';

export const FUNDIIN_CREATE_PATH = '/v2/payments';
/** Fundiin's answer to a create (and a refund) it accepted. */
export const FUNDIIN_APPROVED = 'APPROVED';
const CREATE_TIMEOUT_MS = 15_000;

/** Fundiin wants a local mobile number of 10 or 11 digits. */
const localPhone = (phone: string | undefined): string => (phone ?? '').replace(/^\+84/, '0').replace(/\D/g, '');

/**
 * The order's page, where the shopper comes back to (it follows the order until it turns paid): an
 * account's by id, a guest's by its order code (read with the token the buyer's tab keeps).
 */
export const installmentReturnUrl = (
  settings: PaymentSettings,
  orderId: string,
  order: Pick<OrderDoc, 'guest' | 'orderCode'>,
): string =>
  order.guest && order.orderCode
    ? `${settings.returnBaseUrl}${guestOrderPath(order.orderCode)}`
    : `${settings.returnBaseUrl}/order/${encodeURIComponent(orderId)}`;

export function fundiinCreateBody(settings: PaymentSettings, request: GatewayPaymentRequest, order: OrderDoc) {
  const { installment: fundiin } = settings;
  const returnUrl = installmentReturnUrl(settings, request.orderId, order);
  const address = order.shippingAddress;
  return {
    merchantId: fundiin.merchantId,
    referenceId: request.reference,
    storeId: fundiin.storeId,
    platformId: fundiin.merchantId,
    requestType: 'installment',
    paymentMethod: 'WEB',
    lang: 'vi',
    description: paymentOrderInfo(request.orderId),
    successRedirectUrl: returnUrl,
    unSuccessRedirectUrl: returnUrl,
    amount: { value: request.gatewayAmount, currency: 'VND' },
    items: order.orderItems.map((item) => ({
      productId: item.variantId ? `${item.productId}:${item.variantId}` : item.productId,
      productName: item.variantTitle ? `${item.name} ${item.variantTitle}` : item.name,
      category: 'laptop',
      currency: 'VND',
      quantity: item.quantity,
      price: item.price,
      totalAmount: item.price * item.quantity,
    })),
    customer: { phoneNumber: localPhone(address.phone ?? order.guest?.phone), name: address.fullname },
    shipping: {
      city: address.province ?? address.city,
      ward: address.ward ?? '',
      street: address.address,
      country: address.country,
    },
    // The link dies with the order's hold, so a payment never arrives for an expired order.
    transExpiredTime: Math.max(60_000, Date.parse(request.expiresAt) - request.now.getTime()),
  };
}

export async function createFundiinPayment(
  settings: PaymentSettings,
  request: GatewayPaymentRequest,
): Promise<GatewayPaymentStart> {
  if (!request.order) return { ok: false, message: 'Fundiin: the order is missing' };
  const reply = await postToFundiin(
    settings.installment,
    FUNDIIN_CREATE_PATH,
    fundiinCreateBody(settings, request, request.order),
    {
      timeoutMs: CREATE_TIMEOUT_MS,
      now: request.now,
      idempotencyKey: request.reference,
    },
  );
  if (!reply.ok) return { ok: false, message: 'Fundiin is not reachable, please try again' };
  const { resultStatus, paymentUrl, resultMsg } = reply.body;
  if (resultStatus === FUNDIIN_APPROVED && typeof paymentUrl === 'string' && /^https?:\/\//.test(paymentUrl)) {
    return { ok: true, url: paymentUrl };
  }
  return {
    ok: false,
    message: `Fundiin: ${typeof resultMsg === 'string' && resultMsg ? resultMsg : 'the payment was refused'}`,
  };
}
