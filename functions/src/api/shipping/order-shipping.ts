/**
 * The shipping an order is placed with. No carrier on (the default): the specification's flat rule,
 * nothing kept. A carrier on: the chosen one (the first in Settings' order when the body names none)
 * quoted again through the checkout's own quote (shipping-quote.ts, so a fresh cached quote gives
 * the same fee the checkout showed), its fee the order's shipping rule (free above the threshold as
 * ever), and the quote kept on the order (docs/shipping-carriers.md).
 */
import { badRequest } from '../../http-error.js';
import type { PlaceOrderRequest } from '../../shared/address-schemas.js';
import { CASH_ON_DELIVERY } from '../../shared/constants.js';
import type { ShippingRule } from '../../shared/pricing.js';
import type { OrderShippingQuote } from '../../shared/shipping-quote.js';
import {
  CARRIER_ADDRESS_MSG,
  carrierCannotPlaceMessage,
  carrierNotOfferedMessage,
  codOverCarrierCapMessage,
} from '../../shared/shipping-quote-messages.js';
import type { ShopSettings } from '../../shared/shop-settings.js';
import { quoteShipping, type ShippingQuoter } from './shipping-quote.js';

export interface OrderShipping {
  /** What the order's shipping price follows: the chosen option's fee, 0 above `freeShippingAbove`. */
  rule: ShippingRule;
  /** Kept on the order; undefined when no carrier is on. */
  shippingQuote?: OrderShippingQuote;
}

type ShippingInput = Pick<PlaceOrderRequest, 'carrier' | 'orderItems' | 'shippingAddress'>;

/** Read before the order's transaction: a carrier call never runs while documents are held. */
export async function orderShipping(
  quoter: Omit<ShippingQuoter, 'carriers'> & { carriers: ShippingQuoter['carriers'] | undefined },
  settings: ShopSettings,
  input: ShippingInput,
): Promise<OrderShipping> {
  const offered = settings.carriers;
  if (input.carrier !== undefined && !offered.includes(input.carrier))
    throw badRequest(carrierNotOfferedMessage(offered));
  if (offered.length === 0) return { rule: settings };

  const carrier = input.carrier ?? offered[0]!;
  const { province, ward } = input.shippingAddress;
  if (province === undefined || ward === undefined) throw badRequest(CARRIER_ADDRESS_MSG.wardRequired);
  const { carriers } = quoter;
  if (!carriers) throw new Error('Placing an order with a carrier on needs the carrier settings');
  const quoted = await quoteShipping(
    { ...quoter, carriers },
    {
      province,
      ward,
      orderItems: input.orderItems.map((line) => ({
        _id: line._id,
        variantId: line.variantId,
        quantity: line.quantity,
      })),
    },
  );
  const index = quoted.options.findIndex((option) => option.carrier === carrier);
  const option = quoted.options[index];
  // Another carrier on places the address, this one does not: the shopper picks again.
  if (!option) throw badRequest(carrierCannotPlaceMessage(carrier));
  return {
    rule: { shippingFee: option.fee, freeShippingAbove: settings.freeShippingAbove },
    shippingQuote: {
      carrier,
      service: option.service,
      fee: option.fee,
      weightGrams: quoted.weightGrams,
      expectedDeliveryAt: option.expectedDeliveryAt,
      source: option.source === 'carrier' ? 'carrier' : 'fallback',
      quotedAt: quoted.quotedAt[index] ?? null,
    },
  };
}

/**
 * Cash on delivery above the chosen carrier's COD cap (Settings' `carrierCaps`) is refused at placement,
 * naming the carrier: its waybill would be refused later, with the order already placed. Called in the
 * order's transaction once the total is known, before anything is written.
 */
export function checkCarrierCodCap(
  settings: Pick<ShopSettings, 'carrierCaps'>,
  shipping: OrderShipping,
  paymentMethod: PlaceOrderRequest['paymentMethod'],
  totalPrice: number,
): void {
  const carrier = shipping.shippingQuote?.carrier;
  if (!carrier || paymentMethod !== CASH_ON_DELIVERY) return;
  const { codMax } = settings.carrierCaps[carrier];
  if (totalPrice > codMax) throw badRequest(codOverCarrierCapMessage(carrier.toUpperCase(), codMax));
}
