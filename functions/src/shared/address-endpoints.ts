/**
 * The contract's rows for the signed-in customer's address book (the table is ENDPOINTS in
 * api-contract.ts, which spreads these in; docs/decisions/0023-vietnamese-addresses-phone-invoices.md).
 */
import type { EndpointName, EndpointSpec, Message } from './api-contract.js';
import type { addressBookEntrySchema } from './address-schemas.js';
import type { SavedAddress } from './entities/account.js';

/** What each address-book endpoint takes and answers (EndpointTypes in api-contract.ts extends this). */
export interface AddressEndpointTypes {
  listAddresses: { response: SavedAddress[] };
  createAddress: { body: typeof addressBookEntrySchema; response: SavedAddress };
  updateAddress: { body: typeof addressBookEntrySchema; response: SavedAddress };
  makeDefaultAddress: { response: SavedAddress[] };
  deleteAddress: { response: Message };
}

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

export const ADDRESS_ENDPOINTS = {
  // The signed-in customer's own address book; 409 past MAX_ADDRESSES.
  listAddresses: { method: 'GET', path: '/addresses', auth: 'customer', errors: [] },
  createAddress: { method: 'POST', path: '/addresses', auth: 'customer', status: 201, errors: [409] },
  updateAddress: { method: 'PUT', path: '/addresses/:id', auth: 'customer', errors: [404] },
  makeDefaultAddress: { method: 'PUT', path: '/addresses/:id/default', auth: 'customer', errors: [404] },
  deleteAddress: { method: 'DELETE', path: '/addresses/:id', auth: 'customer', errors: [404] },
} as const satisfies Rows;
