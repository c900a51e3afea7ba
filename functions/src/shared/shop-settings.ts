/**
 * The shop's business settings: what an owner changes without a deploy (the admin Settings screen,
 * GET/PUT /api/settings). The defaults are the specification's values, so a fresh shop behaves
 * exactly as the specification says. Every screen and the server read the settings, never a copy
 * of these defaults (functions/src/data/shop-settings.ts reads them on the server).
 */
import { DEFAULT_RESERVATION_MINUTES, PAYMENT_METHODS } from './constants.js';
import type { PaymentMethod } from './constants.js';
import { DEFAULT_SEARCH_SYNONYMS, type SearchSynonym } from './query-understanding/synonyms.js';
import { DEFAULT_HOME_SECTIONS, type HomeBanner, type HomeSectionKind } from './home-settings.js';
import type { PriceStyle } from './money.js';
import { DEFAULT_SHIPPING_SETTINGS, type AdminOnlyShippingField, type ShippingSettings } from './shipping-settings.js';
import { DEFAULT_INSTALLMENT_SETTINGS, type InstallmentSettings } from './installment-plan.js';

/** One price range of the search page's filter, in VND, both ends included. */
export interface PriceRange {
  min: number;
  max: number;
  /**
   * What the filter shows ('Dưới 15 triệu'); without one, the search page writes the range as the
   * specification does ('$1 to $50').
   */
  label?: string;
}

/**
 * The language a visitor without a choice of their own sees: one of the shop's languages, or
 * `auto`, which follows the browser's Accept-Language (docs/decisions/0086-default-language.md).
 */
export const DEFAULT_LANGUAGE_SETTINGS = ['mixed', 'vi', 'en', 'auto'] as const;
export type DefaultLanguageSetting = (typeof DEFAULT_LANGUAGE_SETTINGS)[number];

/** `spec`: the specification's five address fields. `vietnam`: how Vietnamese shops ask for an address. */
export const ADDRESS_STYLES = ['spec', 'vietnam'] as const;
export type AddressStyle = (typeof ADDRESS_STYLES)[number];

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
  /**
   * How long a cash-on-delivery order holds its stock before an admin confirms it (by packing it):
   * unconfirmed after these hours, it is cancelled and its stock goes back on sale.
   */
  codConfirmHours: number;
  bankAccount: BankAccountSettings;
  /** The payment methods offered at checkout, in the order shown. */
  paymentMethods: PaymentMethod[];
  /**
   * What shoppers' words mean in the catalogue's words: 'chơi game' is the Gaming category
   * (docs/decisions/0085-vietnamese-query-understanding.md).
   */
  searchSynonyms: SearchSynonym[];
  /** The home page's banners, 0 to 5 (shared/home-settings.ts); none by default. */
  banners: HomeBanner[];
  /** The home page's sections in order; by default the specification's 'Featured Products' alone. */
  homeSections: HomeSectionKind[];
  /** How the shop speaks to a visitor who has not chosen (docs/decisions/0086-default-language.md). */
  defaultLanguage: DefaultLanguageSetting;
  /** How every screen and email writes money (docs/decisions/0087-price-and-address-styles.md). */
  priceStyle: PriceStyle;
  /** The shipping step's and the address book's form. */
  addressStyle: AddressStyle;
  /**
   * The return policy shown under 'Bảo hành & đổi trả' and in the product's JSON-LD
   * (docs/decisions/0095-warranty-and-return-settings.md): days to return, 0 to 365, and the text.
   */
  returnDays: number;
  returnPolicyText: string;
  // Carriers (shared/shipping-settings.ts): none by default, so shipping stays the specification's flat fee.
  carriers: ShippingSettings['carriers'];
  pickupAddress: ShippingSettings['pickupAddress'];
  packagingGrams: number;
  defaultPackage: ShippingSettings['defaultPackage'];
  requiredNote: ShippingSettings['requiredNote'];
  quoteCacheMinutes: number;
  carrierCaps: ShippingSettings['carrierCaps'];
  /** Trả góp: terms, rates, down payments and the finance companies' hold (docs/installments.md). */
  installment: InstallmentSettings;
  /**
   * The seller the footer names, as Decree 52/2013 (amended by 85/2021) asks: company, tax code
   * (MST), address, the Zalo page and the Bộ Công Thương notice's page on online.gov.vn; empty: not shown.
   */
  companyName: string;
  taxCode: string;
  businessAddress: string;
  zaloUrl: string;
  moitUrl: string;
  /**
   * The version of the consent banner's terms (docs/privacy-and-consent.md): a visitor whose latest
   * choice names another version is asked again. Change it when the privacy policy's purposes change.
   */
  consentVersion: string;
  /** Zalo ZNS: the ids Zalo gave the shop's approved templates; an empty one sends that message by email only. */
  zns: ZnsTemplateSettings;
  /**
   * Analytics and advertising tags (docs/analytics.md), each loaded only after the visitor's matching
   * consent: GA4's measurement id (G-…), Meta's pixel id, TikTok's pixel id. Empty: that tag is off.
   */
  ga4MeasurementId: string;
  metaPixelId: string;
  tiktokPixelId: string;
}

/** One id per message template (docs/guest-checkout-and-zalo.md lists each one's parameters). */
export interface ZnsTemplateSettings {
  otpTemplateId: string;
  orderPlacedTemplateId: string;
  orderShippedTemplateId: string;
  orderDeliveredTemplateId: string;
}

export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  shopName: 'Laptop Shop',
  contactEmail: 'support@laptopshop.example',
  contactPhone: '+842838000000',
  // Spec section 9: shipping is free above 100 (items price), else 10.
  shippingFee: 10,
  freeShippingAbove: 100,
  // Spec section 9: the search page's price filter, '$1 to $50', '$51 to $200', '$201 to $1000'.
  priceRanges: [
    { min: 1, max: 50 },
    { min: 51, max: 200 },
    { min: 201, max: 1000 },
  ],
  reservationMinutes: DEFAULT_RESERVATION_MINUTES,
  bankTransferHours: 24,
  codLimit: 20_000_000,
  codConfirmHours: 24,
  bankAccount: {
    bankBin: '970436',
    bankName: 'Vietcombank',
    accountNumber: '0011001234567',
    accountName: 'CONG TY LAPTOP SHOP',
  },
  paymentMethods: [...PAYMENT_METHODS],
  searchSynonyms: DEFAULT_SEARCH_SYNONYMS,
  banners: [],
  homeSections: DEFAULT_HOME_SECTIONS,
  defaultLanguage: 'mixed',
  priceStyle: 'spec',
  addressStyle: 'spec',
  returnDays: 15,
  returnPolicyText: '1 đổi 1 trong 15 ngày nếu lỗi do nhà sản xuất',
  // Carriers: none on (shared/shipping-settings.ts).
  ...DEFAULT_SHIPPING_SETTINGS,
  installment: DEFAULT_INSTALLMENT_SETTINGS,
  // The seller's details: none until the owner enters them (the footer then shows none).
  companyName: '',
  taxCode: '',
  businessAddress: '',
  zaloUrl: '',
  moitUrl: '',
  // Consent: the first version of the banner's terms.
  consentVersion: '1',
  // Zalo off until the owner connects an Official Account: messages go by email as before.
  zns: { otpTemplateId: '', orderPlacedTemplateId: '', orderShippedTemplateId: '', orderDeliveredTemplateId: '' },
  // Analytics off until the owner enters the ids: no tag is ever loaded.
  ga4MeasurementId: '',
  metaPixelId: '',
  tiktokPixelId: '',
};

/**
 * What "Dùng mặc định cho shop Việt Nam" puts in the settings form and the Vietnamese demo seeds:
 * Vietnamese, '32.990.000₫', price bands a Vietnamese buyer names, the Vietnamese address form.
 */
export const VIETNAM_SHOP_DEFAULTS = {
  defaultLanguage: 'vi',
  priceStyle: 'vnd',
  priceRanges: [
    { min: 0, max: 14_999_999, label: 'Dưới 15 triệu' },
    { min: 15_000_000, max: 25_000_000, label: '15–25 triệu' },
    { min: 25_000_001, max: 1_000_000_000, label: 'Trên 25 triệu' },
  ],
  addressStyle: 'vietnam',
} as const satisfies Partial<ShopSettings>;

/**
 * What anyone may read (GET /api/settings, no sign-in): every setting a shopper's screen needs.
 * The bank account is public on purpose: the order page and the VietQR code show it to every
 * bank-transfer customer, and an account number only receives money
 * (docs/decisions/0026-shop-settings-and-vouchers.md). The banners are not: shoppers read the live
 * ones from GET /api/home, and a banner scheduled for a later sale must not show before its start.
 */
export type PublicShopSettings = Omit<ShopSettings, 'banners' | AdminOnlyShippingField>;

/** The settings as stored and as the admin reads them: the values and who saved them, when. */
export interface ShopSettingsRecord extends ShopSettings {
  /**
   * The version the admin's form loaded; a save over another version is refused (409). Empty
   * while the shop has never saved its settings.
   */
  version: string;
  updatedBy: { uid: string; email: string } | null;
}

/** The fields every shopper's screen reads, without the admin-only ones. */
export function publicShopSettings(record: ShopSettings): PublicShopSettings {
  return {
    shopName: record.shopName,
    contactEmail: record.contactEmail,
    contactPhone: record.contactPhone,
    shippingFee: record.shippingFee,
    freeShippingAbove: record.freeShippingAbove,
    priceRanges: record.priceRanges,
    reservationMinutes: record.reservationMinutes,
    bankTransferHours: record.bankTransferHours,
    codLimit: record.codLimit,
    codConfirmHours: record.codConfirmHours,
    bankAccount: record.bankAccount,
    paymentMethods: record.paymentMethods,
    searchSynonyms: record.searchSynonyms,
    homeSections: record.homeSections,
    defaultLanguage: record.defaultLanguage,
    priceStyle: record.priceStyle,
    addressStyle: record.addressStyle,
    returnDays: record.returnDays,
    returnPolicyText: record.returnPolicyText,
    // Carriers: the checkout needs only which are on.
    carriers: record.carriers,
    installment: record.installment,
    // The seller's details, for the footer and the content pages.
    companyName: record.companyName,
    taxCode: record.taxCode,
    businessAddress: record.businessAddress,
    zaloUrl: record.zaloUrl,
    moitUrl: record.moitUrl,
    // Consent: the banner asks again when the version a visitor answered is not this one.
    consentVersion: record.consentVersion,
    // Zalo ZNS template ids (not secret): which messages the shop sends by Zalo.
    zns: record.zns,
    // Analytics tag ids (public by nature: every page that loads a tag shows its id).
    ga4MeasurementId: record.ga4MeasurementId,
    metaPixelId: record.metaPixelId,
    tiktokPixelId: record.tiktokPixelId,
  };
}

/** A price range as the search URL carries it: `min-max` (shared/search-params.ts parses it). */
export { priceRangeValue } from './search-query-string.js';
