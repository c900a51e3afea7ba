/** What the server answers about a shipping quote (api/shipping/). */
export const SHIPPING_QUOTE_MSG = {
  tooManyQuotes: 'Too many shipping quotes, please try again in a few minutes',
} as const;

/** No carrier on can deliver to the address: the carrier's own words name the ward and province. */
export const noCarrierPlacesMessage = (carrierMessage: string) =>
  `No carrier can deliver to this address: ${carrierMessage}`;

/** POST /api/orders named a carrier the shop does not offer now (Settings → Vận chuyển). */
export const carrierNotOfferedMessage = (offered: readonly string[]) =>
  offered.length === 0
    ? 'carrier must be left out: the shop ships at its own fee'
    : `carrier must be one of the shop's carriers: ${offered.join(', ')}`;

/** With a carrier on, the order's address must name its province and ward for the carrier's quote. */
export const CARRIER_ADDRESS_MSG = {
  wardRequired: 'shippingAddress.province and shippingAddress.ward are required to ship with a carrier',
} as const;

/** The chosen carrier cannot deliver to the order's address (another carrier on may). */
export const carrierCannotPlaceMessage = (carrier: string) => `carrier ${carrier} cannot deliver to this address`;

/**
 * Cash on delivery above the chosen carrier's COD cap (Settings → Vận chuyển): the carrier would refuse
 * the waybill, so the order is refused before it is placed. `carrierName` as shown (GHN), `cap` in đồng.
 */
export const codOverCarrierCapMessage = (carrierName: string, cap: number) =>
  `Cash on delivery with ${carrierName} is limited to ${cap} đồng per order: please choose another carrier or another payment method`;
