/** Starts a payment attempt for an order and sends the browser to the gateway's payment page. */
import { t } from '@lingui/core/macro';
import { browserLocation } from '@/lib/browser-location';
import { ordersApi } from './orders-api';

// Only a web address is followed: a `javascript:` URL given to location.assign would run here.
function isWebAddress(url: string): boolean {
  try {
    return /^https?:$/.test(new URL(url).protocol);
  } catch {
    return false;
  }
}

/**
 * Rejects with the server's message (total out of range, already paid, gateway refused…). A guest's
 * order passes its order token's header (guest-order-access.ts) where an account's has its session.
 */
export async function goToPaymentGateway(orderId: string, headers?: Record<string, string>): Promise<void> {
  const { url } = await ordersApi.requestPaymentUrl(orderId, headers);
  if (!isWebAddress(url)) throw new Error(t`The payment gateway sent an invalid address`);
  browserLocation.assign(url);
}
