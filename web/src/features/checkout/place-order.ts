/** Builds and sends POST /api/orders for the cart (spec section 7), once per checkout attempt. */
import { CASH_ON_DELIVERY, type PaymentMethod } from '@shared/constants';
import type { BodyInput } from '@shared/api-contract';
import type { CartItem, InvoiceRequest, Order, ShippingAddress } from '@shared/entities/order';
import { priceOrder, type ShippingRule } from '@shared/pricing';
import type { CarrierName } from '@shared/shipping-settings';
import { IDEMPOTENCY_HEADER } from '@shared/schemas';
import { applyVoucher, type VoucherTerms } from '@shared/vouchers';
import { callApi } from '@/lib/api-client';
import { apiQueryKey, invalidateQueries, seedQuery } from '@/lib/query-store';
import { checkoutAttemptKey, forgetCheckoutAttempt, forgetFinanceApplication } from './checkout-store';
import type { FinanceApplicationInput } from '@shared/finance-schemas';
import { forgetVoucherCode } from './voucher-store';
import { orderAnalyticsIds } from '@/features/analytics';

/**
 * The shipping rule (the shop's, or the chosen carrier's fee: use-shipping-choice.ts), the carrier
 * chosen (none while the shop offers none) and the voucher the preview priced with (null: none).
 */
export interface PreviewPricing {
  shipping: ShippingRule;
  voucher: VoucherTerms | null;
  carrier?: CarrierName | undefined;
}

/** The prices the preview shows: the shop's shipping rule, then the voucher's discount. */
export const previewPrices = (items: readonly CartItem[], { shipping, voucher }: PreviewPricing) =>
  applyVoucher(priceOrder(items, shipping), voucher);

/**
 * Paying cash on delivery: the order's total with a carrier's shipping rule, which must not be above that
 * carrier's COD cap (the server refuses it); undefined for any other way to pay.
 */
export const codTotalWith = (
  paymentMethod: PaymentMethod | null,
  items: readonly CartItem[],
  voucher: VoucherTerms | null,
): ((rule: ShippingRule) => number) | undefined =>
  paymentMethod === CASH_ON_DELIVERY
    ? (rule) => previewPrices(items, { shipping: rule, voucher }).totalPrice
    : undefined;

type PlaceOrderBody = BodyInput<'placeOrder'>;

export function placeOrderBody(
  items: readonly CartItem[],
  shippingAddress: ShippingAddress,
  paymentMethod: PaymentMethod,
  pricing: PreviewPricing,
  /** The VAT invoice the shopper asked for at the shipping step, if any. */
  invoice: InvoiceRequest | null = null,
  /** A finance company's application, with FINANCE_COMPANY only. */
  financeApplication: FinanceApplicationInput | null = null,
): PlaceOrderBody {
  const { itemsPrice, shippingPrice, totalPrice } = previewPrices(items, pricing);
  return {
    orderItems: items.map(({ _id, quantity, price, name, slug, image, variantId }) => ({
      _id,
      // The configuration bought; a line without one buys the default (a cart saved before variants).
      ...(variantId ? { variantId } : {}),
      quantity,
      price,
      name,
      slug,
      image,
    })),
    shippingAddress,
    paymentMethod,
    // The server recomputes these; sent so it can tell the shopper when prices changed meanwhile.
    itemsPrice,
    shippingPrice,
    totalPrice,
    ...(pricing.voucher ? { voucherCode: pricing.voucher.code } : {}),
    ...(pricing.carrier ? { carrier: pricing.carrier } : {}),
    ...(invoice ? { invoice } : {}),
    ...(financeApplication ? { financeApplication } : {}),
  };
}

export async function placeOrder(body: PlaceOrderBody): Promise<Order> {
  const key = checkoutAttemptKey(body);
  // The browser's analytics ids, outside the attempt's key: a tag setting its cookie meanwhile is the same attempt.
  const analytics = orderAnalyticsIds();
  const order = await callApi('placeOrder', {
    body: analytics ? { ...body, analytics } : body,
    headers: { [IDEMPOTENCY_HEADER]: key },
  });
  forgetCheckoutAttempt();
  forgetVoucherCode();
  forgetFinanceApplication();
  // The order page shows this answer without reading the order again; the order list is out of date.
  seedQuery(apiQueryKey('orderById', { params: { id: order._id } }), order);
  invalidateQueries('myOrders');
  return order;
}
