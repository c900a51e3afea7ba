/** The two payment gateways as the shopper sees them, and as their return URLs name them. */
import type { PaymentMethod } from '@shared/constants';

/** The gateways' own spelling of their names ('Pay with MoMo'); `paymentMethod` keeps the spec's 'MOMO'. */
export const GATEWAY_NAMES: Record<PaymentMethod, string> = { VNPAY: 'VNPAY', MOMO: 'MoMo' };

/** The path segment of a gateway's return URL, /payment/{segment}/return, as the server builds it. */
export const RETURN_SEGMENTS = { VNPAY: 'vnpay', MOMO: 'momo' } as const satisfies Record<PaymentMethod, string>;
export type ReturnSegment = (typeof RETURN_SEGMENTS)[PaymentMethod];
