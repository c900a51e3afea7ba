/**
 * The contract's rows for orders and payments, and the orders' types (the table is ENDPOINTS in
 * api-contract.ts, which spreads these in; EndpointTypes extends OrderEndpointTypes): how each is
 * called, who may, and what it may answer.
 */
import type { CsvFile, EndpointName, EndpointSpec, Message } from './api-contract.js';
import type { invoiceIssuedSchema, placeOrderRequestSchema } from './address-schemas.js';
import type { adminOrdersQuerySchema, orderFiltersSchema } from './api-request-schemas.js';
import type { AdminOrderPage, DashboardSummary } from './entities/admin.js';
import type { Order, PlacedOrderAnswer } from './entities/order.js';
import type { PaymentRedirect } from './entities/payment.js';
import type {
  adminCancelSchema,
  customerCancelSchema,
  deliverOrderSchema,
  orderRefundSchema,
  shipOrderSchema,
} from './schemas.js';

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

/** The orders' types (the payments' stay in api-contract.ts). */
export interface OrderEndpointTypes {
  placeOrder: { body: typeof placeOrderRequestSchema; response: PlacedOrderAnswer };
  myOrders: { response: Order[] };
  dashboardSummary: { response: DashboardSummary };
  recountDashboard: { response: DashboardSummary };
  adminOrders: { query: typeof adminOrdersQuerySchema; response: AdminOrderPage };
  exportOrders: { query: typeof orderFiltersSchema; response: CsvFile };
  orderById: { response: Order };
  deleteOrder: { response: Message };
  startPayment: { response: PaymentRedirect };
  markOrderPaid: { response: Order };
  markOrderDelivered: { body: typeof deliverOrderSchema; response: Order };
  cancelMyOrder: { body: typeof customerCancelSchema; response: Order };
  packOrder: { response: Order };
  shipOrder: { body: typeof shipOrderSchema; response: Order };
  cancelOrder: { body: typeof adminCancelSchema; response: Order };
  refundOrder: { body: typeof orderRefundSchema; response: Order };
  issueInvoice: { body: typeof invoiceIssuedSchema; response: Order };
}

export const ORDER_ENDPOINTS = {
  // 201 for a new order, 200 when an Idempotency-Key replays one already placed.
  // 429: placements per customer per hour (LIMITS.customerPlacementsPerAccount), voucher checks, busy orders.
  // Without a bearer token, a guest checkout (`guest` in the body; docs/decisions/0104-guest-checkout.md).
  placeOrder: {
    method: 'POST',
    path: '/orders',
    auth: 'customerOrGuest',
    status: 201,
    errors: [403, 404, 409, 429],
    codes: [
      'OUT_OF_STOCK',
      'PRICES_CHANGED',
      'UNIT_LIMIT',
      'UNPAID_ORDERS_LIMIT',
      'VOUCHER_NOT_ACCEPTED',
      'EMAIL_NOT_VERIFIED',
    ],
  },
  myOrders: { method: 'GET', path: '/orders/mine', auth: 'customer', errors: [] },
  dashboardSummary: { method: 'GET', path: '/orders/summary', auth: 'admin', errors: [] },
  // The figures rebuilt from the orders, audited (docs/decisions/0031-admin-actions-that-cannot-slip.md).
  recountDashboard: { method: 'POST', path: '/orders/summary/recount', auth: 'admin', errors: [] },
  adminOrders: { method: 'GET', path: '/orders', auth: 'admin', errors: [] },
  // The filtered list for accounting: VND as integers, dates in Vietnam time.
  exportOrders: { method: 'GET', path: '/orders/export', auth: 'admin', errors: [], csv: true },
  // Without a bearer token, a guest's X-Order-Token for this order (docs/decisions/0104-guest-checkout.md).
  orderById: { method: 'GET', path: '/orders/:id', auth: 'customerOrGuest', errors: [404] },
  // Only a cancelled order that was never paid (409 otherwise; shared/order-deletion.ts).
  deleteOrder: { method: 'DELETE', path: '/orders/:id', auth: 'admin', errors: [404, 409] },
  // Without a bearer token, a guest's X-Order-Token for this order.
  startPayment: {
    method: 'POST',
    path: '/orders/:id/payment-url',
    auth: 'customerOrGuest',
    errors: [404, 409, 429, 502],
  },
  markOrderPaid: { method: 'PUT', path: '/orders/:id/pay', auth: 'admin', errors: [404, 409] },
  markOrderDelivered: { method: 'PUT', path: '/orders/:id/deliver', auth: 'admin', errors: [404, 409] },
  // An order's life (docs/decisions/0020-order-life.md): each change only from the right state, 409 otherwise.
  // 429: cancels per customer per hour (LIMITS.customerCancelsPerAccount).
  // Without a bearer token, a guest's X-Order-Token for this order.
  cancelMyOrder: { method: 'POST', path: '/orders/:id/cancel', auth: 'customerOrGuest', errors: [404, 409, 429] },
  packOrder: { method: 'PUT', path: '/orders/:id/pack', auth: 'admin', errors: [404, 409] },
  shipOrder: { method: 'PUT', path: '/orders/:id/ship', auth: 'admin', errors: [404, 409] },
  cancelOrder: { method: 'PUT', path: '/orders/:id/cancel', auth: 'admin', errors: [404, 409] },
  // 502 when the gateway refuses or does not answer: the order stays Refund pending with the answer recorded.
  refundOrder: { method: 'POST', path: '/orders/:id/refund', auth: 'admin', errors: [400, 404, 409, 502] },
  // The admin made out the VAT invoice the order asked for (docs/decisions/0023-vietnamese-addresses-phone-invoices.md).
  issueInvoice: { method: 'PUT', path: '/orders/:id/invoice', auth: 'admin', errors: [404, 409] },
} as const satisfies Rows;

export const PAYMENT_ENDPOINTS = {
  // The gateways' calls: their signatures authenticate them (docs/decisions/0014-payments.md).
  vnpayIpn: { method: 'GET', path: '/payments/vnpay/ipn', auth: 'public', errors: [] },
  momoIpn: { method: 'POST', path: '/payments/momo/ipn', auth: 'public', status: 204, errors: [404] },
  // The bank-notification service (SePay's format): its API key authenticates it, checked before
  // the body (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
  bankWebhook: { method: 'POST', path: '/payments/bank/webhook', auth: 'public', errors: [401] },
  vnpayReturn: { method: 'GET', path: '/payments/vnpay/return', auth: 'public', errors: [404] },
  momoReturn: { method: 'GET', path: '/payments/momo/return', auth: 'public', errors: [404] },
  // Verified payments that paid no order, for the admin Payments screen (docs/decisions/0014-payments.md).
  paymentReconciliations: { method: 'GET', path: '/payments/reconciliations', auth: 'admin', errors: [] },
  markPaymentRefunded: {
    method: 'PUT',
    path: '/payments/reconciliations/:id/refunded',
    auth: 'admin',
    errors: [404, 409],
  },
} as const satisfies Rows;
