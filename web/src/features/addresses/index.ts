/** What other features may use of the address book and the Vietnamese address form (eslint.config.js fences the rest). */
export { addressesApi } from './addresses-api';
export { addressValues, checkAddress, EMPTY_ADDRESS, sameAddress } from './address-values';
export type { AddressErrors, AddressField, AddressValues } from './address-values';
export { AddressFields } from './components/address-fields';
export { NEW_ADDRESS, SavedAddressChoice } from './components/saved-address-choice';
