/** The payment methods as the shopper sees them. */
import type { PaymentMethod } from '@shared/constants';

/** The gateways' own spelling of their names ('Pay with MoMo'); `paymentMethod` keeps the spec's 'MOMO'. */
export const GATEWAY_NAMES: Record<PaymentMethod, string> = {
  VNPAY: 'VNPAY',
  MOMO: 'MoMo',
  COD: 'COD',
  BANK_TRANSFER: 'VietQR',
};
