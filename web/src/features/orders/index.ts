/** What other features may use of orders (eslint.config.js fences the rest). */
export { dayOf, dayOrNo, paidCell } from './components/order-dates';
export { OrderAddressLines } from './components/order-address-lines';
export { CARRIER_SHOWN_NAMES, expectedDeliveryText, OrderCarrierLines } from './components/order-carrier-lines';
export { InvoiceRequestLines } from './components/order-invoice';
export { OrderItemsList } from './components/order-items-list';
export { OrderSummaryCard } from './components/order-summary-card';
export { goToPaymentGateway } from './go-to-payment-gateway';
export {
  GATEWAY_NAMES,
  PAYMENT_METHOD_TABLE,
  paymentMethodLabel,
  paymentMethodShortLabel,
} from './payment-method-table';
export { ORDER_STATE_TABLE } from './order-state-table';
export { orderDisplayId, orderNumber } from './order-display-id';
export { ORDER_PLACED_STATE } from './order-placed-state';
export { orderTokenHeaders, saveGuestOrderAccess, type GuestOrderAccess } from './guest-order-access';
