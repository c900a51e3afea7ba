/** Local storage keys of the spec (section 3: userInfo, shippingAddress, paymentMethod, cartItems). */
export const STORAGE_KEYS = {
  userInfo: 'userInfo',
  cartItems: 'cartItems',
  shippingAddress: 'shippingAddress',
  paymentMethod: 'paymentMethod',
  /** The compare tray (docs/decisions/0024-laptop-specifications-and-compare.md). */
  compare: 'compare',
} as const;
