/** What the server answers about a shipping quote (api/shipping/). */
export const SHIPPING_QUOTE_MSG = {
  tooManyQuotes: 'Too many shipping quotes, please try again in a few minutes',
} as const;

/** No carrier on can deliver to the address: the carrier's own words name the ward and province. */
export const noCarrierPlacesMessage = (carrierMessage: string) =>
  `No carrier can deliver to this address: ${carrierMessage}`;
