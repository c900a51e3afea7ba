/** The checkout's shipping form, filled from a ShippingAddress built by '@test-factories'. */
import type { ShippingAddress } from '@shared/entities';

/** The specification's five shipping fields. */
type SpecField = 'fullname' | 'address' | 'city' | 'postalCode' | 'country';

/** Each address field's label on the shipping screen (web/src/features/checkout/pages/shipping-page.tsx). */
const SHIPPING_LABELS: Record<SpecField, string> = {
  fullname: 'Full Name',
  address: 'Address',
  city: 'City',
  postalCode: 'Postal Code',
  country: 'Country',
};

/** The address as [label, value] pairs, in the form's order, for a journey to type in. */
export function shippingFormEntries(address: ShippingAddress): [label: string, value: string][] {
  return (Object.keys(SHIPPING_LABELS) as SpecField[]).map((field) => [SHIPPING_LABELS[field], address[field]]);
}
