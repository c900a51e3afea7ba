/**
 * Order lookup's API messages (docs/guest-checkout-and-zalo.md, "Finding an order"): their own
 * module, so only the lookup screen carries them (the extractor reads this file,
 * web/lingui/shared-messages-extractor.ts).
 */
export const LOOKUP_MSG = {
  /** The one answer to every well-formed request, whether the pair names an order or not. */
  codeSent: 'Nếu thông tin khớp với một đơn hàng, mã xác nhận đã được gửi qua Zalo hoặc email',
  /** The one answer to a wrong, expired or unknown code. */
  codeRejected: 'The code is wrong or has expired: check it, or ask for a new one',
  tooManyLookups: 'Too many lookups for this phone, order or device: please try again later',
  tooManyGuesses: 'Too many wrong codes: ask for a new code',
  orderCodeInvalid: 'orderCode must be an order code such as LS7K2QX',
  otpInvalid: 'otp must be the 6 digits of the code',
} as const;
