/** Local storage keys of the spec (section 3: userInfo, shippingAddress, paymentMethod, cartItems). */
export const STORAGE_KEYS = {
  userInfo: 'userInfo',
  cartItems: 'cartItems',
  shippingAddress: 'shippingAddress',
  paymentMethod: 'paymentMethod',
} as const;
