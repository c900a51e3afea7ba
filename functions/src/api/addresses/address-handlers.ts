/** The address book endpoints: every one reads and writes only the signed-in customer's own book. */
import { ADDRESS_MSG } from '../../shared/screen-messages.js';
import type { ApiContext } from '../context.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { createAddress, deleteAddress, listAddresses, makeDefaultAddress, updateAddress } from './address-book.js';

type AddressEndpoint = 'listAddresses' | 'createAddress' | 'updateAddress' | 'makeDefaultAddress' | 'deleteAddress';

export function addressHandlers({ db }: ApiContext): EndpointHandlers<AddressEndpoint> {
  return {
    listAddresses: async ({ user }) => listAddresses(db, user.uid),
    createAddress: async ({ user, body }) => createAddress(db, user.uid, body),
    // Another customer's id is looked up in the caller's own book, so it answers 404 like a missing one.
    updateAddress: async ({ user, params, body }) => updateAddress(db, user.uid, params.id, body),
    makeDefaultAddress: async ({ user, params }) => makeDefaultAddress(db, user.uid, params.id),
    deleteAddress: async ({ user, params }) => {
      await deleteAddress(db, user.uid, params.id);
      return { message: ADDRESS_MSG.addressDeleted };
    },
  };
}
