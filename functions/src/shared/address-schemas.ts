/**
 * Schemas of Vietnamese addresses, phone numbers and VAT invoice requests
 * (docs/decisions/0023-vietnamese-addresses-phone-invoices.md). Kept apart from schemas.ts because
 * they carry the administrative map and the phone metadata: the sign-in, profile and admin forms
 * load schemas.ts and must not load those; only the checkout, the address book and the server
 * import this module.
 */
import { z } from './zod.js';
import { CASH_ON_DELIVERY, type PaymentMethod } from './constants.js';
import { requiredForPaymentMessage } from './messages.js';
import { ADDRESS_MSG } from './screen-messages.js';
import { normalizeVietnamesePhone, PHONE_INVALID_MESSAGE } from './phone.js';
import { orderAnalyticsSchema } from './analytics-schemas.js';
import { placeOrderSchema, shippingAddressSchema } from './schemas.js';
import { financeApplicationSchema, requireFinanceApplication } from './finance-schemas.js';
import { orderItemsWithVariantsSchema } from './product-variants-schema.js';
import { findProvince, findWard } from './vn-addresses.js';
import { CARRIER_NAMES } from './shipping-settings.js';

/** The typed number in E.164, or an issue with `invalid` as its message. */
const toE164 = (invalid: string) => (text: string, ctx: z.RefinementCtx) => {
  const e164 = normalizeVietnamesePhone(text);
  if (e164) return e164;
  ctx.addIssue({ code: 'custom', message: invalid });
  return z.NEVER;
};

/** A Vietnamese mobile or landline number, answered in E.164 (`+84912345678`). */
export const phoneSchema = z
  .string({ error: 'phone is required' })
  .trim()
  .min(1, 'phone is required')
  .transform(toE164(PHONE_INVALID_MESSAGE));

/**
 * The same for a guest order's `guest.phone`, its messages naming that field: a 400 must not be
 * read as about the shipping address's `phone` in the same body. Written out, so the web's
 * catalogues have each message (web/lingui/shared-messages-extractor.ts).
 */
const guestPhoneSchema = z
  .string({ error: 'guest.phone is required' })
  .trim()
  .min(1, 'guest.phone is required')
  .transform(toE164(ADDRESS_MSG.guestPhoneInvalid));

const officialName = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(100, `${field} must be at most 100 characters`);
const code = (field: string) =>
  z
    .string({ error: `${field} must be a code of the administrative map` })
    .regex(/^\d{2,5}$/, `${field} must be a code of the administrative map`);

const vietnameseFields = {
  phone: phoneSchema,
  /** The official names, e.g. 'Thành phố Hồ Chí Minh' and 'Phường Bến Thành'. */
  province: officialName('province'),
  ward: officialName('ward'),
  /** Codes may travel beside the names; when sent, they must be the names' codes. */
  provinceCode: code('provinceCode').optional(),
  wardCode: code('wardCode').optional(),
};

type PlaceFields = { province?: string; ward?: string; provinceCode?: string; wardCode?: string };

/** The province exists, the ward is one of its wards, and codes sent beside them are theirs. */
function checkPlace(address: PlaceFields, ctx: z.RefinementCtx): void {
  const { province: provinceName, ward: wardName } = address;
  if (provinceName === undefined && wardName === undefined) return;
  if (provinceName === undefined || wardName === undefined) {
    ctx.addIssue({ code: 'custom', message: ADDRESS_MSG.provinceAndWardTogether, path: ['province'] });
    return;
  }
  const province = findProvince(provinceName);
  if (!province) {
    ctx.addIssue({ code: 'custom', message: ADDRESS_MSG.unknownProvince, path: ['province'] });
    return;
  }
  const ward = findWard(province, wardName);
  if (!ward) {
    ctx.addIssue({ code: 'custom', message: ADDRESS_MSG.wardNotInProvince, path: ['ward'] });
    return;
  }
  if (address.provinceCode !== undefined && address.provinceCode !== province.code)
    ctx.addIssue({ code: 'custom', message: ADDRESS_MSG.codeMismatch, path: ['provinceCode'] });
  if (address.wardCode !== undefined && address.wardCode !== ward.code)
    ctx.addIssue({ code: 'custom', message: ADDRESS_MSG.codeMismatch, path: ['wardCode'] });
}

/**
 * A complete Vietnamese shipping address: the specification's five fields, the phone, and the
 * province and ward on the current map. What the shop's own form sends and the address book keeps.
 */
export const vietnameseAddressSchema = shippingAddressSchema.extend(vietnameseFields).superRefine(checkPlace);
export type VietnameseAddress = z.output<typeof vietnameseAddressSchema>;

/**
 * An order's shipping address over the API: the new fields are optional so that clients written
 * against the specification's five fields keep working, but whatever is sent is checked.
 */
export const orderShippingAddressSchema = shippingAddressSchema
  .extend({
    phone: vietnameseFields.phone.optional(),
    province: vietnameseFields.province.optional(),
    ward: vietnameseFields.ward.optional(),
    provinceCode: vietnameseFields.provinceCode,
    wardCode: vietnameseFields.wardCode,
  })
  .superRefine(checkPlace);

import { TAX_CODE_PATTERN } from './tax-code.js';

export { TAX_CODE_PATTERN };

/** The company a VAT invoice (hóa đơn VAT) is made out to, asked for at checkout. */
export const invoiceRequestSchema = z.object({
  companyName: z
    .string({ error: 'invoice.companyName is required' })
    .trim()
    .min(1, 'invoice.companyName is required')
    .max(200, 'invoice.companyName must be at most 200 characters'),
  taxCode: z
    .string({ error: 'invoice.taxCode is required' })
    .trim()
    .regex(TAX_CODE_PATTERN, ADDRESS_MSG.taxCodeInvalid),
  companyAddress: z
    .string({ error: 'invoice.companyAddress is required' })
    .trim()
    .min(1, 'invoice.companyAddress is required')
    .max(300, 'invoice.companyAddress must be at most 300 characters'),
  email: z
    .string({ error: 'invoice.email is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'invoice.email must be a valid email address' })),
});
export type InvoiceRequestInput = z.output<typeof invoiceRequestSchema>;

/** Payment methods whose parcel and payment need a reachable, precisely placed customer. */
const NEEDS_FULL_ADDRESS: readonly PaymentMethod[] = [CASH_ON_DELIVERY, 'BANK_TRANSFER'];

/** Cash on delivery and bank transfer require the phone, the province and the ward. */
export function requireFullAddressForOfflinePayment(
  order: { paymentMethod: PaymentMethod; shippingAddress: { phone?: string; province?: string; ward?: string } },
  ctx: z.RefinementCtx,
): void {
  if (!NEEDS_FULL_ADDRESS.includes(order.paymentMethod)) return;
  for (const field of ['phone', 'province', 'ward'] as const) {
    if (order.shippingAddress[field] === undefined)
      ctx.addIssue({
        code: 'custom',
        message: requiredForPaymentMessage(field, order.paymentMethod),
        path: ['shippingAddress', field],
      });
  }
}

/**
 * Guest checkout (docs/decisions/0104-guest-checkout.md): who orders without an account, sent as
 * `guest` in POST /api/orders. Name and phone required, email optional, Zalo unticked by default.
 */
export const guestSchema = z.object({
  name: z
    .string({ error: 'guest.name is required' })
    .trim()
    .min(1, 'guest.name is required')
    .max(100, 'guest.name must be at most 100 characters'),
  phone: guestPhoneSchema,
  email: z
    .string({ error: 'guest.email must be a valid email address' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'guest.email must be a valid email address' }))
    .optional(),
  zaloOptIn: z.boolean({ error: 'guest.zaloOptIn must be true or false' }).optional(),
});
export type GuestInput = z.output<typeof guestSchema>;

/**
 * POST /api/orders: the specification's body (placeOrderSchema) with the Vietnamese address fields
 * and the optional VAT invoice request.
 */
export const placeOrderRequestSchema = placeOrderSchema
  .extend({
    orderItems: orderItemsWithVariantsSchema,
    shippingAddress: orderShippingAddressSchema,
    invoice: invoiceRequestSchema.optional(),
    // Only without a bearer token (api/orders/guest-placement.ts).
    guest: guestSchema.optional(),
    // The carrier chosen at checkout; which ones the shop offers is checked when placing (api/shipping/order-shipping.ts).
    carrier: z.enum(CARRIER_NAMES, { error: `carrier must be one of ${CARRIER_NAMES.join(', ')}` }).optional(),
    // Only with FINANCE_COMPANY: the applicant's data, stored apart from the order.
    financeApplication: financeApplicationSchema.optional(),
    // The browser's analytics ids, used for the server's purchase event only as the visitor consented.
    analytics: orderAnalyticsSchema.optional(),
  })
  .superRefine(requireFullAddressForOfflinePayment)
  .superRefine(requireFinanceApplication);
export type PlaceOrderRequest = z.output<typeof placeOrderRequestSchema>;

/** The admin's "invoice issued": the number of the invoice they made out. */
export const invoiceIssuedSchema = z.object({
  number: z
    .string({ error: 'number is required' })
    .trim()
    .min(1, 'number is required')
    .max(50, 'number must be at most 50 characters'),
});

/** A saved address of the address book; `isDefault` makes it the one the shipping step preselects. */
export const addressBookEntrySchema = z.object({
  address: vietnameseAddressSchema,
  isDefault: z.boolean({ error: 'isDefault must be true or false' }).default(false),
});
