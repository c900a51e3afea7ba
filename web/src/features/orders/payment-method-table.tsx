/**
 * The one table of the payment methods as the shopper and the admin see them: names, whether it is
 * paid on a gateway's page, what checkout and the order page say of how it is paid. Components ask
 * the table, never compare the method's name (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md).
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import type { PaymentMethod } from '@shared/constants';
import type { Order } from '@shared/entities/order';
import { PAYMENT_MSG } from '@shared/payment-messages';
import type { BankAccountSettings } from '@shared/shop-settings';
import { BankTransferPanel } from './components/bank-transfer-panel';

export interface PaymentMethodView {
  /** The gateways' own spelling of their names ('Pay with MoMo'); `paymentMethod` keeps the spec's 'MOMO'. */
  brand: string;
  /**
   * How checkout, the preview and the order page name it: the gateways as the specification writes
   * them, the two others as the product owner wrote them for the default (mixed) text, and 'Cash on
   * delivery' / 'Bank transfer (VietQR)' in English.
   */
  label: MessageDescriptor | string;
  /** Its name in the admin orders table's filter. */
  shortLabel: MessageDescriptor | string;
  /** Paid on the gateway's page right after placing. */
  gateway: boolean;
  /** The Pay button's words while a gateway order is unpaid (the spec's message, translated). */
  payWith?: string;
  /** Holds stock with no money taken: the server asks for a verified email. */
  needsVerifiedEmail: boolean;
  /** Offered only up to the shop's cash-on-delivery limit. */
  upToCodLimit: boolean;
  /** Offered only from the installment settings' minimum order total (trả góp). */
  fromInstallmentMinimum?: boolean;
  /** What the checkout preview says of how it is paid; nothing for the gateways, whose page follows. */
  howItIsPaid?: (bankTransferHours: number) => string;
  /** What happens next, on the page the shopper sees right after placing the order. */
  nextSteps: MessageDescriptor;
  /** An application comes with the order (a finance company's): accounts only. */
  application?: true;
  /** Under an open order's payment state, how it is paid when that is not at a gateway. */
  instructions?: (order: Order, account: Pick<BankAccountSettings, 'bankName' | 'accountName'>) => ReactNode;
}

export const PAYMENT_METHOD_TABLE: Record<PaymentMethod, PaymentMethodView> = {
  VNPAY: {
    brand: 'VNPAY',
    label: 'VNPAY',
    shortLabel: 'VNPAY',
    gateway: true,
    payWith: PAYMENT_MSG.payWith.VNPAY,
    needsVerifiedEmail: false,
    upToCodLimit: false,
    nextSteps: msg`Pay on VNPAY's page to confirm the order. As soon as the payment goes through, we confirm it and prepare your parcel.`,
  },
  MOMO: {
    brand: 'MoMo',
    label: 'MOMO',
    shortLabel: 'MoMo',
    gateway: true,
    payWith: PAYMENT_MSG.payWith.MOMO,
    needsVerifiedEmail: false,
    upToCodLimit: false,
    nextSteps: msg`Pay in the MoMo app to confirm the order. As soon as the payment goes through, we confirm it and prepare your parcel.`,
  },
  COD: {
    brand: 'COD',
    label: msg`Thanh toán khi nhận hàng (COD)`,
    shortLabel: msg`Cash on delivery`,
    gateway: false,
    needsVerifiedEmail: true,
    upToCodLimit: true,
    nextSteps: msg`We will call you to confirm the order, then send it. You pay the carrier in cash when it arrives.`,
    howItIsPaid: () => t`You pay the carrier in cash when the order is delivered.`,
    instructions: () => (
      <Alert severity="info">{t`Cash on delivery: pay the carrier when the order is delivered.`}</Alert>
    ),
  },
  BANK_TRANSFER: {
    brand: 'VietQR',
    label: msg`Chuyển khoản ngân hàng (VietQR)`,
    shortLabel: msg`Bank transfer`,
    gateway: false,
    needsVerifiedEmail: true,
    upToCodLimit: false,
    nextSteps: msg`Transfer the exact total with the order number as the transfer note: the VietQR code below fills both in. We confirm the order as soon as the money arrives.`,
    howItIsPaid: (bankTransferHours) =>
      t`After you place the order, its page shows a VietQR code and the account to transfer the exact total to, within ${bankTransferHours} hours.`,
    instructions: (order, account) =>
      order.bankTransfer ? <BankTransferPanel transfer={order.bankTransfer} account={account} /> : null,
  },
  // Pay later through Fundiin (docs/decisions/0102-pay-later-through-fundiin.md), at or above the installment minimum.
  INSTALLMENT: {
    brand: 'Fundiin',
    label: msg`Trả góp qua Fundiin`,
    shortLabel: msg`Pay later (Fundiin)`,
    gateway: true,
    payWith: PAYMENT_MSG.payWith.INSTALLMENT,
    needsVerifiedEmail: false,
    upToCodLimit: false,
    fromInstallmentMinimum: true,
    nextSteps: msg`Choose your plan and confirm it on Fundiin's page. As soon as Fundiin approves it, we confirm the order and prepare your parcel.`,
  },
  FINANCE_COMPANY: {
    brand: 'Trả góp',
    label: msg`Trả góp qua công ty tài chính`,
    shortLabel: msg`Finance company installments`,
    gateway: false,
    needsVerifiedEmail: true,
    upToCodLimit: false,
    fromInstallmentMinimum: true,
    application: true,
    nextSteps: msg`We will call you to complete your installment application with the finance company. Once it is approved, we prepare and send your order.`,
    howItIsPaid: () =>
      t`A finance company reviews your application; our staff call you to complete it. Once it is approved, we send the order.`,
  },
};

const text = (label: MessageDescriptor | string): string => (typeof label === 'string' ? label : i18n._(label));

export const paymentMethodLabel = (method: PaymentMethod): string => text(PAYMENT_METHOD_TABLE[method].label);

export const paymentMethodShortLabel = (method: PaymentMethod): string => text(PAYMENT_METHOD_TABLE[method].shortLabel);

/** The gateways' own spelling of each method's name (the table's brand). */
export const GATEWAY_NAMES = Object.fromEntries(
  Object.entries(PAYMENT_METHOD_TABLE).map(([method, view]) => [method, view.brand]),
) as Record<PaymentMethod, string>;
