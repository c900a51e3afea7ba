/**
 * zod as the shop uses it: every schema module imports `z` from here. jitless, because zod's
 * just-in-time parsers probe `new Function`, which the Content-Security-Policy (`script-src 'self'`,
 * no eval) forbids and reports as a violation in the browser (docs/decisions/0012-security-hardening.md).
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
