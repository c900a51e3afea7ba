/**
 * The order calls of spec section 7 that change an order, and the payment calls
 * (docs/decisions/0014-payments.md), by endpoint name. Orders are read with useApiQuery.
 */
import type { GatewayPaymentMethod } from '@shared/constants';
import { callApi } from '@/lib/api-client';

/**
 * Where each gateway's return page asks the server to check what the gateway put on the URL. Pay
 * later (INSTALLMENT) returns the shopper to the order's page, which follows the order live.
 */
const RETURN_CHECKS = { VNPAY: 'vnpayReturn', MOMO: 'momoReturn' } as const satisfies Partial<
  Record<GatewayPaymentMethod, string>
>;

export const ordersApi = {
  markPaid: (id: string) => callApi('markOrderPaid', { params: { id } }),
  /** The reason is required by the server for an order that never shipped (docs/decisions/0031-admin-actions-that-cannot-slip.md). */
  markDelivered: (id: string, reason?: string) =>
    callApi('markOrderDelivered', { params: { id }, body: reason ? { reason } : {} }),
  /** An order's life (docs/decisions/0020-order-life.md). */
  cancelMine: (id: string, reason: string, headers?: Record<string, string>) =>
    callApi('cancelMyOrder', { params: { id }, body: reason ? { reason } : {}, ...(headers ? { headers } : {}) }),
  pack: (id: string) => callApi('packOrder', { params: { id } }),
  ship: (id: string, shipment: { carrier: string; trackingNumber: string }) =>
    callApi('shipOrder', { params: { id }, body: shipment }),
  /** The carrier's waybill for a Packing order (docs/shipping-carriers.md): made, its label's page, cancelled. */
  createWaybill: (id: string) => callApi('createShipment', { params: { id }, body: {} }),
  waybillLabel: (id: string) => callApi('shipmentLabel', { params: { id } }),
  cancelWaybill: (id: string) => callApi('cancelShipment', { params: { id } }),
  cancel: (id: string, reason: string) => callApi('cancelOrder', { params: { id }, body: { reason } }),
  /** Through the order's gateway, or (paid another way) a hand refund with its reference. */
  refund: (id: string, reference?: string) =>
    callApi('refundOrder', { params: { id }, body: reference ? { reference } : {} }),
  /** The admin made out the order's VAT invoice: its number (docs/decisions/0023-vietnamese-addresses-phone-invoices.md). */
  issueInvoice: (id: string, number: string) => callApi('issueInvoice', { params: { id }, body: { number } }),
  /** A new payment attempt at the order's gateway: where to send the shopper (a guest's: with its order token). */
  requestPaymentUrl: (id: string, headers?: Record<string, string>) =>
    callApi('startPayment', { params: { id }, ...(headers ? { headers } : {}) }),
  /**
   * What the gateway put on the return URL, checked by the server against the gateway's signature.
   * `search` is the return URL's query as received ('?vnp_Amount=…'); its parameters are passed on
   * as they are. Public: the signature is the credential.
   */
  verifyPaymentReturn: (gateway: keyof typeof RETURN_CHECKS, search: string) =>
    callApi(RETURN_CHECKS[gateway], { query: new URLSearchParams(search) }),
};
