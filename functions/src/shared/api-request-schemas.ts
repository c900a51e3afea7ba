/**
 * The zod schema that checks each endpoint's body or query (the contract, api-contract.ts, names
 * them as types). The server validates every request with this table in one place
 * (functions/src/api/register-endpoints.ts); a validated endpoint without a schema here, or with a
 * schema other than the one the contract names, fails typecheck.
 */
import { z } from './zod.js';
import type { EndpointTypes, ValidatedEndpoint } from './api-contract.js';
import {
  placeOrderSchema,
  productUpdateSchema,
  profileUpdateSchema,
  refundNoteSchema,
  reviewSchema,
  signinSchema,
  signupSchema,
  userUpdateSchema,
} from './schemas.js';
import { decodeCursor, type PageCursor } from './page-cursor.js';
import { parseSearchParams, parseSuggestParams, type SearchFilters } from './search-params.js';
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

/**
 * What a payment gateway sends: checked by its signature (functions/src/payments), not by shape,
 * so a forged or malformed notification gets the gateway's own answer rather than a generic 400.
 */
export const gatewayParamsSchema = z.unknown();

type SchemasFor<K extends ValidatedEndpoint> = (EndpointTypes[K] extends { body: infer B } ? { body: B } : object) &
  (EndpointTypes[K] extends { query: infer Q } ? { query: Q } : object);

export const REQUEST_SCHEMAS: { [K in ValidatedEndpoint]: SchemasFor<K> } = {
  searchProducts: { query: searchQuerySchema },
  suggestProducts: { query: suggestQuerySchema },
  adminProducts: { query: cursorQuerySchema },
  productReviews: { query: cursorQuerySchema },
  adminOrders: { query: cursorQuerySchema },
  adminUsers: { query: cursorQuerySchema },
  updateProduct: { body: productUpdateSchema },
  createReview: { body: reviewSchema },
  placeOrder: { body: placeOrderSchema },
  signup: { body: signupSchema },
  signin: { body: signinSchema },
  updateProfile: { body: profileUpdateSchema },
  updateUser: { body: userUpdateSchema },
  auditLog: { query: cursorQuerySchema },
  vnpayIpn: { query: gatewayParamsSchema },
  momoIpn: { body: gatewayParamsSchema },
  vnpayReturn: { query: gatewayParamsSchema },
  momoReturn: { query: gatewayParamsSchema },
  markPaymentRefunded: { body: refundNoteSchema },
};
