/**
 * The carrier settings an admin's save keeps (a form without them keeps the saved ones) and the
 * pickup address checked like a shipping address: with a carrier on, every field filled, the phone
 * a Vietnamese number, the province and ward places of the current map. The carriers then place
 * it on their own maps (docs/decisions/0106-carrier-addresses.md).
 */
import { normalizeVietnamesePhone } from '../../shared/phone.js';
import type { ShopSettingsUpdateInput } from '../../shared/schemas.js';
import { pickupFieldMissingMessage, SHIPPING_MSG } from '../../shared/shipping-messages.js';
import type { ShippingSettings } from '../../shared/shipping-settings.js';
import { findProvince, findWard } from '../../shared/vn-addresses.js';
import { badRequest } from '../../http-error.js';

const PICKUP_FIELDS = ['name', 'phone', 'address', 'province', 'ward'] as const;

export function shippingSettingsToSave(
  input: Partial<ShopSettingsUpdateInput>,
  current: ShippingSettings,
): ShippingSettings {
  const next: ShippingSettings = {
    carriers: input.carriers ?? current.carriers,
    pickupAddress: input.pickupAddress ?? current.pickupAddress,
    packagingGrams: input.packagingGrams ?? current.packagingGrams,
    defaultPackage: input.defaultPackage ?? current.defaultPackage,
    requiredNote: input.requiredNote ?? current.requiredNote,
    quoteCacheMinutes: input.quoteCacheMinutes ?? current.quoteCacheMinutes,
    carrierCaps: input.carrierCaps ?? current.carrierCaps,
  };
  checkPickupAddress(next);
  return next;
}

function checkPickupAddress({ carriers, pickupAddress }: ShippingSettings): void {
  const filled = PICKUP_FIELDS.filter((field) => pickupAddress[field] !== '');
  // Without a carrier an empty pickup address is fine; a half-filled one is a mistake either way.
  if (filled.length === 0 && carriers.length === 0) return;
  const missing = PICKUP_FIELDS.find((field) => pickupAddress[field] === '');
  if (missing) throw badRequest(pickupFieldMissingMessage(missing));
  if (!normalizeVietnamesePhone(pickupAddress.phone)) throw badRequest(SHIPPING_MSG.pickupPhoneInvalid);
  const province = findProvince(pickupAddress.province);
  if (!province) throw badRequest(SHIPPING_MSG.pickupProvinceUnknown);
  if (!findWard(province, pickupAddress.ward)) throw badRequest(SHIPPING_MSG.pickupWardUnknown);
}
