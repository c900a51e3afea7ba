/**
 * Guest checkout's API messages: their own module, so only the screens that call these endpoints
 * carry them (the extractor reads this file, web/lingui/shared-messages-extractor.ts).
 */
export const GUEST_MSG = {
  guestWithAccount: 'guest is only for orders placed without an account: sign out or leave guest out',
  guestAddressRequired: 'shippingAddress.phone, province and ward are required for an order without an account',
  financeNeedsAccount: 'FINANCE_COMPANY needs an account: sign in to apply for installments with a finance company',
  tooManyGuestOrders: 'Too many orders without an account from this phone, email or device: please try again later',
} as const;
