/**
 * The zod schemas of the API's query strings and of the gateways' and the bank's notifications (the
 * contract, api-contract.ts, names them as types; request-schemas.ts puts each schema, these and
 * the request bodies' of schemas.ts, on its endpoint).
 */
import { z } from './zod.js';
import { PAGE_NUMBER_MAX, PAYMENT_METHODS, PRODUCT_STATUSES } from './constants.js';
import { ORDER_STATUSES } from './order-status.js';
import { parseCompareIds } from './compare.js';
import { decodeCursor, type PageCursor } from './page-cursor.js';
import { ADMIN_SEARCH_MAX_LENGTH, adminSearchWords, type AdminSearchKind } from './admin-search.js';

/** A transfer note is short; SePay's content adds the bank's own text around it. */
const BANK_NOTIFICATION_CONTENT_MAX = 1000;
import type { SearchFilters } from './search-filters.js';
import { parseSearchParams, parseSuggestParams } from './search-params.js';
import type { SpecFilterKey } from './search-spec-filters.js';

/**
 * `?after=` of a newest-first list: missing or empty is the first page; otherwise the `nextCursor`
 * the previous page answered, and anything else is refused (shared/page-cursor.ts).
 */
export const cursorQuerySchema = z.object({
  after: z
    .string({ error: 'after must be the nextCursor of the previous page' })
    .optional()
    .transform((after, ctx): PageCursor | null => {
      if (after === undefined || after === '') return null;
      const cursor = decodeCursor(after);
      if (cursor) return cursor;
      ctx.addIssue({ code: 'custom', message: 'after must be the nextCursor of the previous page' });
      return z.NEVER;
    }),
});

/** A query parameter a form may send empty: empty is left out. */
const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * An admin table's search box (shared/admin-search.ts): trimmed, at most ADMIN_SEARCH_MAX_LENGTH
 * characters, and holding a word to look for; blank is no search. `alsoAccepts` is another form
 * the box takes as it is (the orders table's order id).
 */
const adminSearchParam = (kind: AdminSearchKind, alsoAccepts?: RegExp) =>
  optionalParam(
    z
      .string()
      .trim()
      .max(ADMIN_SEARCH_MAX_LENGTH, `q must be at most ${ADMIN_SEARCH_MAX_LENGTH} characters`)
      .refine(
        (q) => q === '' || alsoAccepts?.test(q) === true || adminSearchWords(q, kind).length > 0,
        'q must contain a letter or a digit',
      )
      .transform((q) => q || undefined),
  );

/** Firestore's automatic document ids: the orders box takes one for an exact lookup. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9]{20}$/;

/** A Vietnamese calendar day, as the date inputs write it. */
const vietnamDayParam = (name: string) =>
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a day written YYYY-MM-DD`);

/**
 * The admin orders table's filters, kept in its URL and sent by the list and the CSV export alike
 * (docs/decisions/0027-import-export-and-operations.md): the state, the payment method, the days
 * placed (Vietnam time, both included) and an order id.
 */
export const orderFiltersSchema = z.object({
  status: optionalParam(z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` })),
  paymentMethod: optionalParam(
    z.enum(PAYMENT_METHODS, { error: `paymentMethod must be one of ${PAYMENT_METHODS.join(', ')}` }),
  ),
  from: optionalParam(vietnamDayParam('from')),
  to: optionalParam(vietnamDayParam('to')),
  /** An order id (an exact lookup), or the customer's name or the shipping phone (shared/admin-search.ts). */
  q: adminSearchParam('order', ORDER_ID_PATTERN),
});
export type OrderFilters = z.output<typeof orderFiltersSchema>;

export const adminOrdersQuerySchema = cursorQuerySchema.extend(orderFiltersSchema.shape);

const PAGE_NUMBER_MESSAGE = `page must be a whole number from 1 to ${PAGE_NUMBER_MAX}`;

/** `?page=` of a table paged by number: missing or empty is page 1. */
const pageNumberParam = optionalParam(
  z
    .string()
    .regex(/^\d+$/, PAGE_NUMBER_MESSAGE)
    .transform(Number)
    .refine((page) => page >= 1 && page <= PAGE_NUMBER_MAX, PAGE_NUMBER_MESSAGE),
).transform((page) => page ?? 1);

/**
 * The admin products table's page, by number as the spec pages it, and its filters, in its URL:
 * draft or published, one category, and name or slug.
 */
export const adminProductsQuerySchema = z.object({
  page: pageNumberParam,
  status: optionalParam(z.enum(PRODUCT_STATUSES, { error: 'status must be draft or published' })),
  category: optionalParam(z.string().trim().max(100, 'category must be at most 100 characters')),
  q: adminSearchParam('product'),
});

/** The admin users table's filters, in its URL: admins only (true) or customers only (false), and name or email. */
export const adminUsersQuerySchema = cursorQuerySchema.extend({
  q: adminSearchParam('user'),
  admin: optionalParam(z.enum(['true', 'false'], { error: 'admin must be true or false' })).transform((admin) =>
    admin === undefined ? undefined : admin === 'true',
  ),
});

/** The search screen's parameters as the URL carries them (shared/search-params.ts parses them). */
type SearchQueryParams = Partial<
  Record<'query' | 'category' | 'price' | 'rating' | 'order' | 'page' | 'pageSize' | SpecFilterKey, string>
>;

export const searchQuerySchema = z
  .custom<SearchQueryParams>((value) => typeof value === 'object' && value !== null)
  .transform((raw, ctx): SearchFilters => {
    const parsed = parseSearchParams(raw as Record<string, unknown>);
    if (parsed.ok) return parsed.filters;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

export const suggestQuerySchema = z
  .custom<{ query: string }>((value) => typeof value === 'object' && value !== null)
  .transform((raw, ctx): string => {
    const parsed = parseSuggestParams(raw as Record<string, unknown>);
    if (parsed.ok) return parsed.query;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

/** `/products/compare?ids=a,b,c`: one to MAX_COMPARE product ids (shared/compare.ts parses them). */
export const compareQuerySchema = z
  .custom<{ ids: string }>((value) => typeof value === 'object' && value !== null)
  .transform((raw, ctx): string[] => {
    const parsed = parseCompareIds((raw as Record<string, unknown>)['ids']);
    if (parsed.ok) return parsed.ids;
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  });

/**
 * What a payment gateway sends: checked by its signature (functions/src/payments), not by shape,
 * so a forged or malformed notification gets the gateway's own answer rather than a generic 400.
 */
export const gatewayParamsSchema = z.unknown();

/**
 * A bank notification in SePay's webhook format (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md):
 * checked only after its API key, so an unauthenticated caller learns nothing about the shape.
 */
export const bankNotificationSchema = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)], {
    error: 'id must be the transaction id',
  }),
  gateway: z.string().max(100).default(''),
  transactionDate: z.string().max(40).default(''),
  accountNumber: z.string().max(40).default(''),
  code: z.string().max(100).nullable().default(null),
  content: z.string({ error: 'content is required' }).max(BANK_NOTIFICATION_CONTENT_MAX),
  transferType: z.enum(['in', 'out'], { error: 'transferType must be in or out' }),
  transferAmount: z.number({ error: 'transferAmount must be a number' }).nonnegative(),
  accumulated: z.number().nullable().optional(),
  subAccount: z.string().max(100).nullable().optional(),
  referenceCode: z.string().max(100).default(''),
});
export type BankNotification = z.infer<typeof bankNotificationSchema>;
