/**
 * The zod schema that checks each endpoint's body or query (the contract, api-contract.ts, names
 * them as types). The server validates every request with this table in one place
 * (functions/src/api/register-endpoints.ts); a validated endpoint without a schema here, or with a
 * schema other than the one the contract names, fails typecheck. Its own module: the contract
 * names the schemas' types, and the schemas' module need not know the contract.
 */
import type { EndpointTypes, ValidatedEndpoint } from './api-contract.js';
import { addressBookEntrySchema, invoiceIssuedSchema, placeOrderRequestSchema } from './address-schemas.js';
import { productSaveSchema } from './product-variants-schema.js';
import {
  adminOrdersQuerySchema,
  adminProductsQuerySchema,
  adminUsersQuerySchema,
  compareQuerySchema,
  cursorQuerySchema,
  gatewayParamsSchema,
  orderFiltersSchema,
  searchQuerySchema,
  suggestQuerySchema,
} from './api-request-schemas.js';
import {
  productImportSchema,
  emailActionSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  refundNoteSchema,
  customerCancelSchema,
  adminCancelSchema,
  shipOrderSchema,
  orderRefundSchema,
  deliverOrderSchema,
  reviewSchema,
  shopSettingsUpdateSchema,
  signinSchema,
  signupSchema,
  userUpdateSchema,
  voucherCheckSchema,
  voucherCreateSchema,
  voucherUpdateSchema,
} from './schemas.js';
import { adminQuestionsQuerySchema, answerSchema, questionSchema } from './question-schemas.js';
import { reviewReplySchema, reviewsQuerySchema } from './review-schemas.js';
import { alertCreateSchema, unsubscribeQuerySchema } from './wish-schemas.js';
import { installmentPlansQuerySchema } from './installment-schemas.js';
import { pageSaveSchema, pageUpdateSchema } from './page-schemas.js';
import { shippingQuoteSchema } from './shipping-quote-schemas.js';
import { codReconciliationQuerySchema } from './cod-reconciliation-schemas.js';
import { orderLookupSchema, orderLookupVerifySchema } from './order-lookup-schemas.js';
import { createWaybillSchema } from './waybill-schemas.js';
import { financeApproveSchema, financeRefuseSchema } from './finance-schemas.js';
import { consentCreateSchema, consentCurrentQuerySchema } from './consent-schemas.js';
import {
  claimOrdersSchema,
  phoneCodeRequestSchema,
  phoneVerifySchema,
  zaloMessagesChoiceSchema,
} from './claim-schemas.js';

type SchemasFor<K extends ValidatedEndpoint> = (EndpointTypes[K] extends { body: infer B } ? { body: B } : object) &
  (EndpointTypes[K] extends { query: infer Q } ? { query: Q } : object);

export const REQUEST_SCHEMAS: { [K in ValidatedEndpoint]: SchemasFor<K> } = {
  searchProducts: { query: searchQuerySchema },
  suggestProducts: { query: suggestQuerySchema },
  compareProducts: { query: compareQuerySchema },
  adminProducts: { query: adminProductsQuerySchema },
  productReviews: { query: reviewsQuerySchema },
  adminOrders: { query: adminOrdersQuerySchema },
  exportOrders: { query: orderFiltersSchema },
  adminUsers: { query: adminUsersQuerySchema },
  updateProduct: { body: productSaveSchema },
  importProducts: { body: productImportSchema },
  createReview: { body: reviewSchema },
  placeOrder: { body: placeOrderRequestSchema },
  issueInvoice: { body: invoiceIssuedSchema },
  createAddress: { body: addressBookEntrySchema },
  updateAddress: { body: addressBookEntrySchema },
  signup: { body: signupSchema },
  signin: { body: signinSchema },
  updateProfile: { body: profileUpdateSchema },
  requestPasswordReset: { body: passwordResetRequestSchema },
  resetPassword: { body: passwordResetSchema },
  applyEmailAction: { body: emailActionSchema },
  updateUser: { body: userUpdateSchema },
  auditLog: { query: cursorQuerySchema },
  paymentReconciliations: { query: cursorQuerySchema },
  vnpayIpn: { query: gatewayParamsSchema },
  momoIpn: { body: gatewayParamsSchema },
  bankWebhook: { body: gatewayParamsSchema },
  vnpayReturn: { query: gatewayParamsSchema },
  momoReturn: { query: gatewayParamsSchema },
  markPaymentRefunded: { body: refundNoteSchema },
  cancelMyOrder: { body: customerCancelSchema },
  cancelOrder: { body: adminCancelSchema },
  shipOrder: { body: shipOrderSchema },
  markOrderDelivered: { body: deliverOrderSchema },
  refundOrder: { body: orderRefundSchema },
  updateShopSettings: { body: shopSettingsUpdateSchema },
  createVoucher: { body: voucherCreateSchema },
  updateVoucher: { body: voucherUpdateSchema },
  checkVoucher: { body: voucherCheckSchema },
  productQuestions: { query: cursorQuerySchema },
  askQuestion: { body: questionSchema },
  adminQuestions: { query: adminQuestionsQuerySchema },
  answerQuestion: { body: answerSchema },
  replyToReview: { body: reviewReplySchema },
  createAlert: { body: alertCreateSchema },
  unsubscribeAlertsPage: { query: unsubscribeQuerySchema },
  unsubscribeAlerts: { query: unsubscribeQuerySchema },
  installmentPlans: { query: installmentPlansQuerySchema },
  createPage: { body: pageSaveSchema },
  updatePage: { body: pageUpdateSchema },
  quoteShipping: { body: shippingQuoteSchema },
  requestOrderLookup: { body: orderLookupSchema },
  verifyOrderLookup: { body: orderLookupVerifySchema },
  createShipment: { body: createWaybillSchema },
  ghnWebhook: { body: gatewayParamsSchema },
  ghtkWebhook: { body: gatewayParamsSchema },
  codReconciliation: { query: codReconciliationQuerySchema },
  exportCodReconciliation: { query: codReconciliationQuerySchema },
  approveFinance: { body: financeApproveSchema },
  refuseFinance: { body: financeRefuseSchema },
  recordConsent: { body: consentCreateSchema },
  currentConsent: { query: consentCurrentQuerySchema },
  requestPhoneCode: { body: phoneCodeRequestSchema },
  verifyPhone: { body: phoneVerifySchema },
  chooseZaloMessages: { body: zaloMessagesChoiceSchema },
  claimOrders: { body: claimOrdersSchema },
};
