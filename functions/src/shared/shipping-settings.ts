/**
 * The shop's carrier settings (Settings → Vận chuyển, docs/shipping-carriers.md). With no carrier
 * on, the default, shipping is the specification's flat fee, free above `freeShippingAbove`.
 */

/** The carriers the shop can quote and ship with. */
export const CARRIER_NAMES = ['ghn', 'ghtk'] as const;
export type CarrierName = (typeof CARRIER_NAMES)[number];

/** GHN's `required_note`: may the receiver try the laptop, look at it only, or not open the parcel. */
export const REQUIRED_NOTES = ['CHOTHUHANG', 'CHOXEMHANGKHONGTHU', 'KHONGCHOXEMHANG'] as const;
export type RequiredNote = (typeof REQUIRED_NOTES)[number];

/** Where the carriers pick parcels up: checked like a shipping address (the 2025 map's province and ward). */
export interface PickupAddress {
  name: string;
  phone: string;
  address: string;
  province: string;
  ward: string;
}

export interface PackageSize {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** What a carrier accepts on one waybill: the cash it collects and the value it insures. */
export interface CarrierCaps {
  codMax: number;
  insuranceMax: number;
}

export interface ShippingSettings {
  /** The carriers offered at checkout, in the order shown (the first preselected); none by default. */
  carriers: CarrierName[];
  pickupAddress: PickupAddress;
  /** Box and padding added to the items' weight. */
  packagingGrams: number;
  defaultPackage: PackageSize;
  requiredNote: RequiredNote;
  /** How long a carrier's quote for a ward and weight is reused. */
  quoteCacheMinutes: number;
  carrierCaps: Record<CarrierName, CarrierCaps>;
}

export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = {
  carriers: [],
  pickupAddress: { name: '', phone: '', address: '', province: '', ward: '' },
  packagingGrams: 800,
  defaultPackage: { lengthCm: 45, widthCm: 35, heightCm: 12 },
  requiredNote: 'CHOXEMHANGKHONGTHU',
  quoteCacheMinutes: 30,
  // GHN's create limits (docs/decisions/0106-carrier-addresses.md); GHTK's to confirm with GHTK.
  carrierCaps: {
    ghn: { codMax: 50_000_000, insuranceMax: 5_000_000 },
    ghtk: { codMax: 20_000_000, insuranceMax: 20_000_000 },
  },
};

/** The carrier settings only the admin reads: the shopper's screens need `carriers` alone. */
export const ADMIN_ONLY_SHIPPING_FIELDS = [
  'pickupAddress',
  'packagingGrams',
  'defaultPackage',
  'requiredNote',
  'quoteCacheMinutes',
  'carrierCaps',
] as const;
export type AdminOnlyShippingField = (typeof ADMIN_ONLY_SHIPPING_FIELDS)[number];
