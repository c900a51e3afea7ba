/** zod schemas of every /api payload; the server validates with them and the web forms reuse them. */
import { z } from './zod.js';
import {
  DOC_ID_PATTERN,
  MAX_ORDER_QUANTITY_PER_ITEM,
  MAX_TEXT_LENGTH,
  MIN_PASSWORD_LENGTH,
  GATEWAY_PAYMENT_METHODS,
  PRODUCT_STATUSES,
} from './constants.js';

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
  paymentMethod: z.enum(GATEWAY_PAYMENT_METHODS, {
    error: `paymentMethod must be one of ${GATEWAY_PAYMENT_METHODS.join(', ')}`,
  }),
  itemsPrice: money('itemsPrice').optional(),
  shippingPrice: money('shippingPrice').optional(),
  totalPrice: money('totalPrice').optional(),
});
export type PlaceOrderInput = z.infer<typeof placeOrderSchema>;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 100 characters')
  .max(100, 'Idempotency-Key must be 8 to 100 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Idempotency-Key may contain only letters, digits, - and _');

export const productUpdateSchema = z.object({
  name: requiredText('name'),
  slug: requiredText('slug', 128).regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'slug may contain only a-z, 0-9 and single hyphens',
  ),
  price: money('price'),
  image: requiredText('image', 1000),
  category: requiredText('category', 100),
  brand: requiredText('brand', 100),
  countInStock: z
    .number({ error: 'countInStock must be a number' })
    .int('countInStock must be a whole number')
    .nonnegative('countInStock must not be negative'),
  description: requiredText('description', MAX_TEXT_LENGTH),
  /** On the home page's 'Featured Products'; left out, the product is not featured. */
  featured: z.boolean({ error: 'featured must be true or false' }).default(false),
  /** Left out, the product keeps its status; 'published' puts a draft on sale. */
  status: z.enum(PRODUCT_STATUSES, { error: 'status must be draft or published' }).optional(),
  /** The updatedAt the form loaded: a save over a newer version is refused (optimistic concurrency). */
  updatedAt: version,
});
export type ProductUpdateInput = z.infer<typeof productUpdateSchema>;

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

/** First issue of a failed parse as one message naming the field. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const path = issue.path.join('.');
  return issue.message.includes(path.split('.').pop() ?? '') || !path ? issue.message : `${path}: ${issue.message}`;
}
