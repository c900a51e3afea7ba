/** The payment methods as the shopper sees them. */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethod } from '@shared/constants';

/** The gateways' own spelling of their names ('Pay with MoMo'); `paymentMethod` keeps the spec's 'MOMO'. */
export const GATEWAY_NAMES: Record<PaymentMethod, string> = {
  VNPAY: 'VNPAY',
  MOMO: 'MoMo',
  COD: 'COD',
  BANK_TRANSFER: 'VietQR',
};

/**
 * A method as checkout, the preview and the order page name it: the gateways as the specification
 * writes them, the two others as the product owner wrote them for the default (mixed) text, and
 * 'Cash on delivery' / 'Bank transfer (VietQR)' in English
 * (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 */
const METHOD_LABELS: Record<PaymentMethod, MessageDescriptor | string> = {
  VNPAY: 'VNPAY',
  MOMO: 'MOMO',
  COD: msg`Thanh toán khi nhận hàng (COD)`,
  BANK_TRANSFER: msg`Chuyển khoản ngân hàng (VietQR)`,
};

export const paymentMethodLabel = (method: PaymentMethod): string => {
  const label = METHOD_LABELS[method];
  return typeof label === 'string' ? label : i18n._(label);
};
