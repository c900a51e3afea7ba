/**
 * zod's functional build (zod/mini) as the shop uses it, for parsers that run on a shopper's first
 * visit (search-params.ts). jitless for the same reason as zod.ts: the Content-Security-Policy
 * forbids the `new Function` probe of zod's just-in-time parsers. The setting is zod's global
 * configuration, shared by both builds.
 */
import { z } from 'zod/mini';

z.config({ jitless: true });

export { z };
