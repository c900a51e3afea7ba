import { MAX_UNPAID_ORDERS, MAX_UNPAID_UNITS, MAX_UNPAID_UNITS_PER_PRODUCT } from './constants.js';

/** User-facing fixed strings of the spec, spelled exactly as written there. */
export const MSG = {
  outOfStock: 'Sản phẩm đã hết hàng',
  outOfStockBadge: 'Hết hàng',
  inStockBadge: 'Còn hàng',
  reviewRequired: 'Please enter comment and rating',
  passwordMismatch: 'Password do not match',
  reviewSubmitted: 'Review submitted successfully',
  userUpdated: 'User updated successfully',
  productCreated: 'product created successfully',
  productDeleted: 'product deleted successfully',
  productUpdated: 'Product updated successfully',
  orderDeleted: 'order deleted successfully',
  userDeleted: 'user deleted successfully',
  imageUploaded: 'Image uploaded successfully',
  confirmCreate: 'Are you sure to create?',
  confirmDelete: 'Are you sure to delete?',
  invalidCredentials: 'Invalid email or password',
  duplicateReview: 'You already submitted a review',
  noToken: 'No token',
  invalidToken: 'Invalid token',
  adminOnly: 'Admin access required',
  uploadUnavailable:
    'Image upload is unavailable: the Cloud Storage emulator is not running on this machine (its rules runtime cannot be downloaded offline)',
} as const;

/** Messages of /api responses (not shown in the spec; the web displays them as received). */
export const API_MSG = {
  emailInUse: 'Email is already in use',
  authUnavailable: 'The sign-in service is unavailable, please try again',
  productNotFound: 'Product Not Found',
  orderNotFound: 'Order Not Found',
  userNotFound: 'User Not Found',
  slugInUse: 'Slug already in use',
  productUpdated: 'Product Updated',
  productDeleted: 'Product Deleted',
  reviewCreated: 'Review Created',
  orderDeleted: 'Order Deleted',
  userUpdated: 'User Updated',
  userDeleted: 'User Deleted',
  pricesChanged: 'Prices have changed: please review your cart',
  orderAlreadyPaid: 'Order is already paid',
  orderNotPaid: 'Order is not paid yet',
  orderAlreadyDelivered: 'Order is already delivered',
  cannotDeleteSelf: 'You cannot delete yourself',
  fileRequired: 'file is required',
  imageTypeNotAllowed: 'Only image files (JPEG, PNG, WebP, GIF) can be uploaded',
  imageTooLarge: 'Image must be at most 5 MB',
  currentPasswordRequired: 'Enter your current password to change your email or password',
  currentPasswordWrong: 'Current password is incorrect',
  sessionEnded: 'Your session has ended, please sign in again',
  accountDisabled: 'This account is disabled',
  tooManySigninFailures: 'Too many failed sign-in attempts, please try again later',
  tooManySignups: 'Too many accounts created from this network, please try again later',
  authTooManyAttempts: 'Too many attempts for this account, please try again later',
  tooManySearches: 'Too many searches from this network, please wait a moment and try again',
  tooManyUnpaidOrders: `You already have ${MAX_UNPAID_ORDERS} unpaid orders: please pay for them before placing a new one`,
  /** Said by the API when an order would pass the limit, and by the cart before it gets there. */
  unpaidUnitsPerProduct: `You can have at most ${MAX_UNPAID_UNITS_PER_PRODUCT} units of one product in unpaid orders`,
  unpaidUnits: `You can have at most ${MAX_UNPAID_UNITS} units in all in unpaid orders`,
  ordersBusy: 'Your orders are still being placed, please try again in a moment',
  tooManyCancels: 'Too many orders cancelled, please try again later',
  tooManyPlacements: 'Too many orders placed, please try again later',
  idempotencyKeyReused: 'This Idempotency-Key was used for another order',
  productChanged: 'The product changed since you opened it',
  cannotUnpublish: 'A published product cannot go back to draft',
  publishNeedsPrice: 'price must be more than 0 to publish',
  userChanged: 'The user changed since you opened it',
  cannotDemoteSelf: 'You cannot remove your own admin role',
  lastAdmin: 'The shop must keep at least one admin',
  bodyNotJson: 'Request body is not valid JSON',
  bodyTooLarge: 'Request body is too large (at most 100 KB)',
  internalError: 'Internal server error',
  orderCancelled: 'Order was cancelled',
  orderNotPayable: 'This order cannot be paid online',
  tooManyPaymentAttempts: 'Too many payment attempts for this order, please contact the shop',
  paymentGatewayUnreachable: 'The payment gateway is not reachable, please try again',
  invalidPaymentSignature: 'The payment data is not signed by the gateway',
  paymentRecordNotFound: 'Payment record not found',
  paymentAlreadyRefunded: 'This payment is already marked refunded',
} as const;

/** Publishing needs the core specifications (shared/laptop-specs.ts); `fields` names the missing ones. */
export const publishNeedsSpecsMessage = (fields: string) => `specifications needed to publish: ${fields}`;

/** A product on sale describes every photo (shared/product-images.ts); `index` counts from 0. */
export const publishNeedsAltMessage = (index: number) => `images[${index}].alt is required to publish`;

/** A path, query or body id that cannot be a document id of ours. */
export const invalidIdMessage = (field: string) => `${field} is not a valid id`;

/** Cash on delivery and bank transfer need to reach and place the customer precisely. */
export const requiredForPaymentMessage = (field: string, method: string) =>
  `shippingAddress.${field} is required for ${method} orders`;
