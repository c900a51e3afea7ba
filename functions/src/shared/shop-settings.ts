/**
 * The shop's business settings: what an owner changes without a deploy (the admin Settings screen,
 * GET/PUT /api/settings). The defaults are the specification's values, so a fresh shop behaves
 * exactly as the specification says. Every screen and the server read the settings, never a copy
 * of these defaults (functions/src/data/shop-settings.ts reads them on the server).
 */
import {
  DEFAULT_RESERVATION_MINUTES,
  FREE_SHIPPING_ABOVE,
  PAYMENT_METHODS,
  PRICE_FILTERS,
  SHIPPING_FEE,
} from './constants.js';
import type { PaymentMethod } from './constants.js';

/** One price range of the search page's filter, in VND, both ends included. */
export interface PriceRange {
  min: number;
  max: number;
}

/** The account that bank transfers (VietQR) are paid into. */
export interface BankAccountSettings {
  /** The bank's 6-digit NAPAS BIN, e.g. 970436 (Vietcombank). */
  bankBin: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
}

export interface ShopSettings {
  shopName: string;
  contactEmail: string;
  contactPhone: string;
  shippingFee: number;
  freeShippingAbove: number;
  priceRanges: PriceRange[];
  /** How long an unpaid gateway (VNPAY, MoMo) order holds its stock. */
  reservationMinutes: number;
  /** How long an unpaid bank-transfer order holds its stock. */
  bankTransferHours: number;
  /** Cash on delivery is offered up to this order total (VND). */
  codLimit: number;
  bankAccount: BankAccountSettings;
  /** The payment methods offered at checkout, in the order shown. */
  paymentMethods: PaymentMethod[];
}

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  shopName: 'Laptop Shop',
  contactEmail: 'support@laptopshop.example',
  contactPhone: '+842838000000',
  shippingFee: SHIPPING_FEE,
  freeShippingAbove: FREE_SHIPPING_ABOVE,
  priceRanges: PRICE_FILTERS.map(({ min, max }) => ({ min, max })),
  reservationMinutes: DEFAULT_RESERVATION_MINUTES,
  bankTransferHours: 24,
  codLimit: 20_000_000,
  bankAccount: {
    bankBin: '970436',
    bankName: 'Vietcombank',
    accountNumber: '0011001234567',
    accountName: 'CONG TY LAPTOP SHOP',
  },
  paymentMethods: [...PAYMENT_METHODS],
};
