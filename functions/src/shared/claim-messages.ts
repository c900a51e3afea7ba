/**
 * The API messages of phone verification and claiming guest orders (docs/guest-checkout-and-zalo.md,
 * "Claiming guest orders"): their own module, so only the profile and order history carry them.
 */
export const CLAIM_MSG = {
  codeSent: 'Mã xác nhận đã được gửi qua Zalo đến số điện thoại này',
  phoneNotVerified: 'Verify your phone number first: order news by Zalo go to a verified phone',
  grantedInvalid: 'granted must be true or false',
  zaloMessagesOn: 'Bạn sẽ nhận thông báo đơn hàng qua Zalo',
  zaloMessagesOff: 'Bạn sẽ không nhận thông báo đơn hàng qua Zalo nữa',
  zaloOff: 'Phone verification needs Zalo messages, which this shop has not turned on',
  /** One message for a wrong, expired or missing code, or a code sent to another phone. */
  codeRejected: 'The code is wrong or has expired: check it, or ask for a new one',
  tooManyCodes: 'Too many codes asked for this phone, account or device: please try again later',
  tooManyGuesses: 'Too many wrong codes: ask for a new code',
  otpInvalid: 'otp must be the 6 digits of the code',
  phoneVerified: 'Số điện thoại đã được xác minh',
  orderIdsInvalid: 'orderIds must list 1 to 20 order ids',
  ordersClaimed: 'Đã thêm đơn hàng vào tài khoản',
  orderNotFound: 'Order not found',
  orderNotClaimable: 'This order can no longer be added to your account: reload the list',
} as const;
