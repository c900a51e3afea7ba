/** The address book calls, by endpoint name (functions/src/api/addresses). */
import type { VietnameseAddress } from '@shared/address-schemas';
import { callApi } from '@/lib/api-client';
import { invalidateQueries } from '@/lib/query-store';

/** Every change answers before the list is read again. */
async function thenRefresh<T>(call: Promise<T>): Promise<T> {
  const result = await call;
  invalidateQueries('listAddresses');
  return result;
}

export const addressesApi = {
  create: (address: VietnameseAddress, isDefault = false) =>
    thenRefresh(callApi('createAddress', { body: { address, isDefault } })),
  update: (id: string, address: VietnameseAddress, isDefault: boolean) =>
    thenRefresh(callApi('updateAddress', { params: { id }, body: { address, isDefault } })),
  makeDefault: (id: string) => thenRefresh(callApi('makeDefaultAddress', { params: { id } })),
  remove: (id: string) => thenRefresh(callApi('deleteAddress', { params: { id } })),
};
