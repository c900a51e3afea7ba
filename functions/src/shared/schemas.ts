/** zod schemas of every /api payload; the server validates with them and the web forms reuse them. */
import { z } from './zod.js';
import {
  DOC_ID_PATTERN,
  MAX_ORDER_QUANTITY_PER_ITEM,
  MAX_TEXT_LENGTH,
  MIN_PASSWORD_LENGTH,
  PAYMENT_METHODS,
  PRODUCT_STATUSES,
} from './constants.js';
import { laptopSpecsSchema } from './laptop-specs.js';
import { productImagesSchema } from './product-images-schema.js';
import * as storefront from './storefront-schemas.js';
import { NOT_IN_PRODUCT_CSV, PRODUCT_IDENTIFIER_FIELDS } from './product-identifiers-schema.js';
import { priceRangeSchema, laterSettingsSchemas } from './shop-settings-schemas.js';
import { searchWords } from './text.js';
import { toVietnamDateTime } from './vietnam-time.js';
import { normalizeVoucherCode, VOUCHER_CODE_PATTERN, VOUCHER_KINDS } from './vouchers.js';
import { reviewPhotosSchema } from './review-schemas.js';

const requiredText = (field: string, max = 200) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const email = z
  .string({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'email must be a valid email address' }));

const password = z
  .string({ error: 'password is required' })
  .min(MIN_PASSWORD_LENGTH, `password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(128, 'password must be at most 128 characters');

/** A document version as loaded by a form (its updatedAt). */
const version = z
  .string({ error: 'updatedAt is required (the version of the record you edited)' })
  .max(40, 'updatedAt must be a date')
  .refine((value) => Number.isFinite(Date.parse(value)), 'updatedAt must be a date');

/** A document id sent in a body (DOC_ID_PATTERN). */
const docId = (field: string) =>
  z.string({ error: `${field} is required` }).regex(DOC_ID_PATTERN, `${field} is not a valid id`);

export const signinSchema = z.object({
  email,
  password: z.string({ error: 'password is required' }).min(1, 'password is required'),
});

export const signupSchema = z.object({ name: requiredText('name'), email, password });

/** Forgot password: only the address. */
export const passwordResetRequestSchema = z.object({ email });

/** The code of an emailed action link (password reset, email verification, email change). */
const oobCode = z
  .string({ error: 'oobCode is required' })
  .min(1, 'oobCode is required')
  .max(1000, 'oobCode must be at most 1000 characters');

/** The reset page: the emailed code and the new password (the sign-up rules). */
export const passwordResetSchema = z.object({ oobCode, password });

/** The verification page: the emailed code. */
export const emailActionSchema = z.object({ oobCode });

/** An empty or missing password keeps the current one (docs/decisions/0007-profile-password.md). */
export const profileUpdateSchema = z.object({
  name: requiredText('name'),
  email,
  password: z
    .union([z.literal(''), password])
    .optional()
    .transform((value) => (value ? value : undefined)),
  /** Required (checked against Auth) when the email or the password changes. */
  currentPassword: z.string().max(128, 'currentPassword must be at most 128 characters').optional(),
});

export const reviewSchema = z.object({
  rating: z
    .number({ error: 'rating must be a number from 1 to 5' })
    .int('rating must be a whole number from 1 to 5')
    .min(1, 'rating must be a number from 1 to 5')
    .max(5, 'rating must be a number from 1 to 5'),
  comment: requiredText('comment', MAX_TEXT_LENGTH),
  /** The author's name comes from their account; a name sent by the client is ignored. */
  name: z.string().optional(),
  /** Up to 3 photo URLs from POST /api/reviews/photos (the handler checks they are the author's). */
  photos: reviewPhotosSchema,
});

export const shippingAddressSchema = z.object({
  fullname: requiredText('fullname'),
  address: requiredText('address'),
  city: requiredText('city'),
  postalCode: requiredText('postalCode', 20),
  country: requiredText('country'),
});

const money = (field: string) =>
  z.number({ error: `${field} must be a number` }).nonnegative(`${field} must not be negative`);

export const placeOrderSchema = z.object({
  orderItems: z
    .array(
      z.object({
        _id: docId('orderItems._id'),
        quantity: z
          .number({ error: 'orderItems.quantity must be a number' })
          .int('orderItems.quantity must be a whole number')
          .min(1, 'orderItems.quantity must be at least 1')
          .max(MAX_ORDER_QUANTITY_PER_ITEM, `orderItems.quantity must be at most ${MAX_ORDER_QUANTITY_PER_ITEM}`),
        /** Optional: when sent, it must equal the current price (docs/decisions/0008-order-prices.md). */
        price: money('orderItems.price').optional(),
        name: z.string().optional(),
        slug: z.string().optional(),
        image: z.string().optional(),
      }),
      { error: 'orderItems is required' },
    )
    .min(1, 'orderItems must not be empty')
    .max(50, 'orderItems must have at most 50 lines'),
  shippingAddress: shippingAddressSchema,
  // Which of them the shop offers is a setting, checked when placing (api/orders/place-order.ts).
  paymentMethod: z.enum(PAYMENT_METHODS, {
    error: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}`,
  }),
  itemsPrice: money('itemsPrice').optional(),
  shippingPrice: money('shippingPrice').optional(),
  totalPrice: money('totalPrice').optional(),
  /** A voucher to apply; the server checks and counts it while placing (shared/vouchers.ts). */
  voucherCode: z.string({ error: 'voucherCode must be a text' }).optional(),
});
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 100 characters')
  .max(100, 'Idempotency-Key must be 8 to 100 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Idempotency-Key may contain only letters, digits, - and _');

/** The product form's fields; productUpdateSchema adds the checks across fields. */
const productFieldsSchema = z.object({
  name: requiredText('name'),
  slug: requiredText('slug', 128).regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'slug may contain only a-z, 0-9 and single hyphens',
  ),
  price: money('price'),
  image: requiredText('image', 1000),
  /** The gallery in display order; left out (a spec client), `image` replaces only the first photo's URL. */
  images: productImagesSchema.optional(),
  category: requiredText('category', 100),
  brand: requiredText('brand', 100),
  countInStock: z
    .number({ error: 'countInStock must be a number' })
    .int('countInStock must be a whole number')
    .nonnegative('countInStock must not be negative'),
  description: requiredText('description', MAX_TEXT_LENGTH),
  /** On the home page's 'Featured Products'; left out, the product is not featured. */
  featured: z.boolean({ error: 'featured must be true or false' }).default(false),
  /** The laptop's specifications, replacing the stored ones; left out, they stay as they are. */
  specs: laptopSpecsSchema.optional(),
  /** Left out, the product keeps its status; 'published' puts a draft on sale. */
  status: z.enum(PRODUCT_STATUSES, { error: 'status must be draft or published' }).optional(),
  /** The compare-at price, then the gifts and offers shown under 'Khuyến mãi'; left out, the saved ones stay. */
  ...storefront.STOREFRONT_PRODUCT_FIELDS,
  ...PRODUCT_IDENTIFIER_FIELDS,
  /** The updatedAt the form loaded: a save over a newer version is refused (optimistic concurrency). */
  updatedAt: version,
});

export const productUpdateSchema = productFieldsSchema.refine(...storefront.COMPARE_AT_PRICE_CHECK);
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

/**
 * One product as a CSV import row sets it: the form's fields but the version, the compare-at price
 * and the promotion lines (not in the CSV; an import keeps the saved ones).
 */
export const productImportRowSchema = productFieldsSchema.omit(NOT_IN_PRODUCT_CSV);
export type ProductImportRow = z.infer<typeof productImportRowSchema>;

/** POST /api/products/import: the CSV file's text, and whether only to report what would change. */
export const productImportSchema = z.object({
  csv: z.string({ error: 'csv is required' }),
  dryRun: z.boolean({ error: 'dryRun must be true or false' }),
});

export const userUpdateSchema = z.object({
  name: requiredText('name'),
  email,
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }),
  updatedAt: version,
});

/** An admin's note that a payment was refunded by hand in the gateway's portal (its reference, say). */
export const refundNoteSchema = z.object({
  note: requiredText('note', 500),
});
export type RefundNoteInput = z.infer<typeof refundNoteSchema>;

/** A customer's cancel of their order: the reason is theirs to give or not (docs/decisions/0020-order-life.md). */
export const customerCancelSchema = z.object({
  reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional(),
});
export type CustomerCancelInput = z.infer<typeof customerCancelSchema>;

/** An admin's cancel: the customer is told why. */
export const adminCancelSchema = z.object({ reason: requiredText('reason', 500) });

/**
 * 'Deliver Order': no body for a shipped order (the spec's call); an order that never shipped is
 * delivered only with the admin's reason, which the server requires then
 * (shared/order-status.ts deliveryRefusal).
 */
export const deliverOrderSchema = z.object({
  reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional(),
});

/** Shipping needs both, so the customer can follow the parcel. */
export const shipOrderSchema = z.object({
  carrier: requiredText('carrier', 100),
  trackingNumber: requiredText('trackingNumber', 100),
});
export type ShipOrderInput = z.infer<typeof shipOrderSchema>;

/**
 * A refund: an order paid through a gateway is refunded through it (no body needed); any other is
 * a hand refund, recorded with its reference.
 */
export const orderRefundSchema = z.object({
  reference: z.string().trim().max(200, 'reference must be at most 200 characters').optional(),
});
export type OrderRefundInput = z.infer<typeof orderRefundSchema>;
const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be from ${min} to ${max}`)
    .max(max, `${field} must be from ${min} to ${max}`);

const synonymPhrase = z
  .string({ error: 'searchSynonyms.phrases must be texts' })
  .trim()
  .min(1, 'searchSynonyms.phrases must not be empty')
  .max(60, 'searchSynonyms.phrases must be at most 60 characters')
  .refine((phrase) => /[\p{L}\p{N}]/u.test(phrase), 'searchSynonyms.phrases must have a letter or digit');

/**
 * The admin's synonyms (shared/query-understanding/synonyms.ts): each group's phrases mean `means`, a
 * category or brand name, other words, or nothing (empty: the phrase is dropped). A phrase may
 * belong to one group only, or its meaning would depend on the groups' order.
 */
export const searchSynonymsSchema = z
  .array(
    z.object({
      phrases: z
        .array(synonymPhrase, { error: 'searchSynonyms.phrases is required' })
        .min(1, 'searchSynonyms.phrases must have at least 1 phrase')
        .max(20, 'searchSynonyms.phrases must have at most 20 phrases'),
      means: z
        .string({ error: 'searchSynonyms.means is required' })
        .trim()
        .max(60, 'searchSynonyms.means must be at most 60 characters'),
    }),
    { error: 'searchSynonyms must be a list of groups' },
  )
  .max(50, 'searchSynonyms must have at most 50 groups')
  .refine((groups) => {
    const phrases = groups.flatMap((group) => group.phrases.map((phrase) => searchWords(phrase).join(' ')));
    return new Set(phrases).size === phrases.length;
  }, 'searchSynonyms must not list a phrase twice');

/**
 * The admin's Settings form (PUT /api/settings, shared/shop-settings.ts). `version` is the one the
 * form loaded: a save over another version is refused (409), so two admins never undo each other.
 */
export const shopSettingsUpdateSchema = z.object({
  shopName: requiredText('shopName', 100),
  contactEmail: email,
  contactPhone: requiredText('contactPhone', 30).regex(/^\+?[0-9 ]{8,20}$/, 'contactPhone must be a phone number'),
  shippingFee: money('shippingFee'),
  freeShippingAbove: money('freeShippingAbove'),
  priceRanges: z
    .array(priceRangeSchema, { error: 'priceRanges is required' })
    .min(1, 'priceRanges must have at least 1 range')
    .max(10, 'priceRanges must have at most 10 ranges')
    .refine(
      (ranges) => ranges.every((range, i) => i === 0 || range.min > (ranges[i - 1] as { max: number }).max),
      'priceRanges must be in increasing order and must not overlap',
    ),
  reservationMinutes: wholeNumber('reservationMinutes', 5, 1440),
  bankTransferHours: wholeNumber('bankTransferHours', 1, 168),
  codLimit: money('codLimit'),
  codConfirmHours: wholeNumber('codConfirmHours', 1, 168),
  bankAccount: z.object({
    bankBin: z
      .string({ error: 'bankAccount.bankBin is required' })
      .regex(/^\d{6}$/, 'bankAccount.bankBin must be 6 digits'),
    bankName: requiredText('bankAccount.bankName', 100),
    accountNumber: z
      .string({ error: 'bankAccount.accountNumber is required' })
      .regex(/^\d{6,19}$/, 'bankAccount.accountNumber must be 6 to 19 digits'),
    accountName: requiredText('bankAccount.accountName', 100),
  }),
  paymentMethods: z
    .array(z.enum(PAYMENT_METHODS, { error: `paymentMethods must be among ${PAYMENT_METHODS.join(', ')}` }), {
      error: 'paymentMethods is required',
    })
    .min(1, 'paymentMethods must have at least 1 method')
    .refine((methods) => new Set(methods).size === methods.length, 'paymentMethods must not repeat a method')
    // VNPAY stays first of the gateways: it is the spec's default choice at checkout.
    .refine(
      (methods) =>
        !methods.includes('MOMO') || !methods.includes('VNPAY') || methods.indexOf('VNPAY') < methods.indexOf('MOMO'),
      'paymentMethods must list VNPAY before MOMO',
    ),
  // Optional: a form that does not edit synonyms (an older admin page) keeps the saved ones.
  searchSynonyms: searchSynonymsSchema.optional(),
  ...storefront.HOME_SETTINGS_FIELDS,
  // Optional likewise (the shop's styles, then the return policy): a form written before them keeps the saved values.
  ...laterSettingsSchemas,
  version: z.string({ error: 'version is required (the version of the settings you edited)' }).max(40),
});
export type ShopSettingsUpdateInput = z.infer<typeof shopSettingsUpdateSchema>;

const voucherCode = z
  .string({ error: 'code is required' })
  .transform(normalizeVoucherCode)
  .pipe(z.string().regex(VOUCHER_CODE_PATTERN, 'code must be 3 to 32 letters, digits, - or _'));

/**
 * A voucher's start or end: the form's Vietnam time `YYYY-MM-DDTHH:mm`, or an ISO 8601 instant with
 * its zone from another client, kept as the Vietnam time it names (shared/vietnam-time.ts).
 */
const vietnamDateTimeMessage = (field: string) =>
  `${field} must be a date and time: YYYY-MM-DDTHH:mm in Vietnam time, or an ISO 8601 instant such as 2026-12-01T00:00:00+07:00`;

const vietnamDateTime = (field: string) =>
  z
    .string({ error: vietnamDateTimeMessage(field) })
    .transform((value, ctx) => {
      const local = toVietnamDateTime(value.trim());
      if (local !== null) return local;
      ctx.addIssue({ code: 'custom', message: vietnamDateTimeMessage(field) });
      return z.NEVER;
    })
    .nullable();

const optionalLimit = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .nullable();

/** An admin's voucher form (POST /api/vouchers, PUT /api/vouchers/:code); dates in Vietnam time. */
export const voucherFieldsSchema = z
  .object({
    kind: z.enum(VOUCHER_KINDS, { error: `kind must be one of ${VOUCHER_KINDS.join(', ')}` }),
    value: money('value'),
    maxDiscount: money('maxDiscount').nullable(),
    minOrder: money('minOrder'),
    startsAt: vietnamDateTime('startsAt'),
    endsAt: vietnamDateTime('endsAt'),
    maxUses: optionalLimit('maxUses'),
    maxUsesPerCustomer: optionalLimit('maxUsesPerCustomer'),
    active: z.boolean({ error: 'active must be true or false' }),
  })
  .refine((v) => v.kind !== 'percent' || (v.value > 0 && v.value <= 100), {
    message: 'value must be a percentage from 1 to 100',
    path: ['value'],
  })
  .refine((v) => v.kind !== 'fixed' || v.value > 0, { message: 'value must be more than 0', path: ['value'] })
  .refine((v) => !v.startsAt || !v.endsAt || v.startsAt < v.endsAt, {
    message: 'endsAt must be after startsAt',
    path: ['endsAt'],
  });

export const voucherCreateSchema = z.intersection(z.object({ code: voucherCode }), voucherFieldsSchema);
export type VoucherCreateInput = z.infer<typeof voucherCreateSchema>;

export const voucherUpdateSchema = z.intersection(z.object({ updatedAt: version }), voucherFieldsSchema);
export type VoucherUpdateInput = z.infer<typeof voucherUpdateSchema>;

/** The cart's question: what would this code take off these items? */
export const voucherCheckSchema = z.object({
  code: z.string({ error: 'code is required' }).trim().min(1, 'code is required').max(64, 'code is required'),
  itemsPrice: money('itemsPrice'),
});
export type VoucherCheckInput = z.infer<typeof voucherCheckSchema>;

export { firstIssueMessage } from './zod-issues.js';
