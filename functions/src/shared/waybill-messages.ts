/** What the server answers about an order's waybill with a carrier (api/shipping/waybills.ts). */
export const WAYBILL_MSG = {
  notPacking: 'A waybill can be made only for an order being packed',
  alreadyMade: 'This order already has a waybill: cancel it first to make another',
  inProgress: 'A waybill for this order is being made, please wait a moment',
  noCarrier: 'No carrier is switched on in Settings → Shipping',
  carrierOff: 'This carrier is not switched on in Settings → Shipping',
  noPickupAddress: 'Set the pickup address in Settings → Shipping first',
  noAddress: 'This order has no province and ward for the carrier',
  codOverCap: 'The cash to collect is above what this carrier collects on one waybill',
  noWaybill: 'This order has no waybill with a carrier',
  pickedUp: 'The carrier has picked the parcel up: the waybill can no longer be cancelled',
  webhookUnauthorised: 'Missing or wrong webhook token',
} as const;

/** The carrier refused or did not answer: its own words, kept for the admin. */
export const carrierFailedMessage = (carrier: string, message: string) =>
  `${carrier.toUpperCase()} did not make the change: ${message}`;
