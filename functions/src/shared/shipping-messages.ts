/** What the server answers about the carrier settings (api/settings/shipping-settings-update.ts). */
export const SHIPPING_MSG = {
  pickupPhoneInvalid: 'pickupAddress.phone must be a Vietnamese phone number',
  pickupProvinceUnknown: 'pickupAddress.province must be a province of the current map',
  pickupWardUnknown: 'pickupAddress.ward must be a ward of pickupAddress.province',
} as const;

/** A pickup address field left empty while a carrier is on. */
export const pickupFieldMissingMessage = (field: string) => `pickupAddress.${field} is required while a carrier is on`;
