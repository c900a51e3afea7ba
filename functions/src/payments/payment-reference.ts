/**
 * An order's n-th payment attempt's reference (vnp_TxnRef, MoMo's orderId): both gateways refuse a
 * reference they have seen, so each attempt has its own. Apart from start-payment.ts so the
 * reservation sweep can name the attempts it asks about without importing the payment start.
 */
export const paymentReference = (orderId: string, attempt: number) => `${orderId}-${attempt}`;

/** What the gateway's page shows the payment is for: ASCII without diacritics, as vnp_OrderInfo requires. */
export const paymentOrderInfo = (orderId: string) => `Thanh toan don hang ${orderId}`;
