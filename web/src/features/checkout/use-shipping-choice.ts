/**
 * The carrier options for the chosen ward and cart (POST /api/shipping/quote) and the one chosen:
 * the stored choice while it is offered, else the first of Settings' `carriers`; paying cash on
 * delivery, a carrier whose COD cap is below the total is not offered. With no carrier
 * on, no quote is asked and the shop's flat rule prices shipping as the specification says.
 */
import { useState } from 'react';
import type { CartItem, ShippingAddress } from '@shared/entities/order';
import type { ShippingRule } from '@shared/pricing';
import type { ShippingOption } from '@shared/shipping-quote';
import type { CarrierName } from '@shared/shipping-settings';
import type { PublicShopSettings } from '@shared/shop-settings';
import { useApiQuery } from '@/lib/use-api-query';
import { useShopSettings } from '@/lib/use-shop-settings';
import { useCart } from '@/features/cart';
import { readShippingCarrier, saveShippingCarrier } from './checkout-store';

export interface ShippingChoice {
  /** The options quoted (none while loading, with no carrier on, or before a ward is chosen). */
  options: ShippingOption[];
  /** Paying cash on delivery, the total with this option is above its carrier's COD cap: it is not offered. */
  overCodCap: (option: ShippingOption) => boolean;
  chosen: ShippingOption | null;
  choose: (carrier: CarrierName) => void;
  /** What the preview prices shipping with: the chosen option's fee, or the shop's own rule. */
  rule: ShippingRule;
  /** Sent as the order's `carrier`; undefined with no carrier on. */
  carrier: CarrierName | undefined;
  /** Carriers are on and the address names its ward: the options are asked for (and shown). */
  asked: boolean;
  /** Carriers are on but their options are not known yet: nothing can be priced or placed. */
  pending: boolean;
  error: string | null;
}

/** Until the shop's settings load: no carrier asked. */
export const NO_CARRIERS = { carriers: [], shippingFee: 0, freeShippingAbove: 0 } as const;

type QuotedAddress = Pick<ShippingAddress, 'province' | 'ward'> | null;

export function useShippingChoice(
  address: QuotedAddress,
  items: readonly CartItem[],
  settings: { carriers: readonly CarrierName[] } & Pick<PublicShopSettings, 'shippingFee' | 'freeShippingAbove'>,
  /** Paying cash on delivery: the order's total with a shipping rule (the server refuses one above the cap). */
  codTotalWith?: (rule: ShippingRule) => number,
): ShippingChoice {
  const [picked, setPicked] = useState<CarrierName | null>(readShippingCarrier);
  const { province, ward } = address ?? {};
  const asks = settings.carriers.length > 0 && province !== undefined && ward !== undefined && items.length > 0;
  const quote = useApiQuery(
    'quoteShipping',
    asks
      ? {
          body: {
            province,
            ward,
            orderItems: items.map(({ _id, variantId, quantity }) => ({
              _id,
              quantity,
              ...(variantId ? { variantId } : {}),
            })),
          },
        }
      : null,
  );
  const options = asks ? (quote.data?.options ?? []) : [];
  const overCodCap = (option: ShippingOption) =>
    codTotalWith !== undefined &&
    option.codMax !== null &&
    codTotalWith({ shippingFee: option.fee, freeShippingAbove: settings.freeShippingAbove }) > option.codMax;
  const offered = options.filter((option) => !overCodCap(option));
  const chosen = offered.find((option) => option.carrier === picked) ?? offered[0] ?? null;
  return {
    options,
    overCodCap,
    chosen,
    choose: (carrier) => {
      setPicked(carrier);
      saveShippingCarrier(carrier);
    },
    rule: {
      shippingFee: chosen ? chosen.fee : settings.shippingFee,
      freeShippingAbove: settings.freeShippingAbove,
    },
    carrier: chosen?.carrier ?? undefined,
    asked: asks,
    // Also while every carrier's COD cap is below the total: nothing can be placed with cash on delivery.
    pending: asks && chosen === null,
    error: asks ? quote.error : null,
  };
}

/** The cart's options for an address, with the shop's settings as they load (the shipping step). */
export function useCartShippingChoice(address: QuotedAddress): ShippingChoice {
  const cart = useCart();
  const settings = useShopSettings();
  return useShippingChoice(address, cart.items, settings.data ?? NO_CARRIERS);
}
