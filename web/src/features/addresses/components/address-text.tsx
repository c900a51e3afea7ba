import type { ShippingAddress } from '@shared/entities/order';

/** One saved address on one line, as the book and the shipping step list it. */
export function addressLine(address: ShippingAddress): string {
  const phone = address.phone ? address.phone.replace(/^\+84/, '0') : '';
  return [address.fullname, phone, address.address, address.ward, address.province ?? address.city]
    .filter(Boolean)
    .join(', ');
}
