/**
 * The import fences in eslint.config.js, proven on deliberately bad files: each snippet is linted
 * as if it lived at the given path and must be refused by no-restricted-imports.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Type information is not needed for import fences; the type-aware rules are checked on the real tree.
const eslint = new ESLint({
  overrideConfig: {
    languageOptions: { parserOptions: { project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
});

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('lint fences', () => {
  it.each([
    ["import { usersCol } from '../data/collections.js';", 'Shared code imports only shared code'],
    ["import { runSearch } from '../search/run-search.js';", 'Shared code imports only shared code'],
    ["import { createHash } from 'node:crypto';", 'Shared code imports only shared code'],
    ["import express from 'express';", 'Shared code imports only shared code'],
    ["import { getFirestore } from 'firebase-admin/firestore';", 'no Firebase SDK'],
    ["import { getAuth } from 'firebase/auth';", 'no Firebase SDK'],
    ["import { z } from 'zod';", "Import { z } from './zod.js'"],
  ])('shared code may not `%s`', async (code, message) => {
    const messages = await restrictedImports('functions/src/shared/bad-fence-example.ts', `${code}\nexport {};\n`);
    expect(messages.join('\n')).toContain(message);
  });

  it('shared code may import shared code and zod types', async () => {
    const code =
      "import type { z } from 'zod';\nimport { ANY } from './constants.js';\nexport type T = z.ZodType;\nexport const a = ANY;\n";
    expect(await restrictedImports('functions/src/shared/good-fence-example.ts', code)).toEqual([]);
  });

  it('the entities one folder down may climb to shared code only', async () => {
    const good = "import type { PaymentMethod } from '../constants.js';\nexport type P = PaymentMethod;\n";
    expect(await restrictedImports('functions/src/shared/entities/good-fence-example.ts', good)).toEqual([]);
    const bad = "import type { OrderDoc } from '../../data/collections.js';\nexport type O = OrderDoc;\n";
    const messages = await restrictedImports('functions/src/shared/entities/bad-fence-example.ts', bad);
    expect(messages.join('\n')).toContain('Shared code imports only shared code');
  });

  it('query understanding one folder down may climb to shared code only', async () => {
    const good = "import { foldText } from '../text.js';\nexport const f = foldText;\n";
    expect(await restrictedImports('functions/src/shared/query-understanding/good-fence-example.ts', good)).toEqual([]);
    const bad = "import { runSearch } from '../../search/run-search.js';\nexport const r = runSearch;\n";
    const messages = await restrictedImports('functions/src/shared/query-understanding/bad-fence-example.ts', bad);
    expect(messages.join('\n')).toContain('Shared code imports only shared code');
  });

  it.each([
    // The imports these fences were written to stop: upward (payments into the API) and sideways.
    ['payments', "import { writeAudit } from '../api/audit/audit-log.js';"],
    ['payments', "import { conflict } from '../api/http-error.js';"],
    ['seo', "import { pageSecurityHeadersMiddleware } from '../ssr/page-security-headers.js';"],
    ['ssr', "import { shopOrigin } from '../seo/site-origin.js';"],
    ['data', "import type { AuthedUser } from '../api/middleware/auth.js';"],
    ['data', "import { runSearch } from '../search/run-search.js';"],
    ['data', "import { notFound } from '../http-error.js';"],
    ['search', "import { expireOverdueOrders } from '../payments/reservations.js';"],
    ['search', "import { createApp } from '../api/app.js';"],
    ['payments', "import { runSearch } from '../search/run-search.js';"],
    ['payments', "import { paymentSettings } from '../config.js';"],
    ['seo', "import { runSearch } from '../search/run-search.js';"],
    ['ssr', "import { startPayment } from '../payments/start-payment.js';"],
    ['ssr', "import { notFound } from '../http-error.js';"],
    ['triggers', "import { createApp } from '../api/app.js';"],
    ['triggers', "import { expireOverdueOrders } from '../payments/reservations.js';"],
    ['migrations', "import { createSsrApp } from '../ssr/ssr-app.js';"],
    ['migrations', "import { adminApp } from '../firebase.js';"],
    ['api/orders', "import { createSsrApp } from '../../ssr/ssr-app.js';"],
    ['api/orders', "import { onOrderWritten } from '../../triggers/order-stats.js';"],
    ['api', "import { productionContext } from '../firebase.js';"],
    ['api/products', "import { paymentSettings } from '../../config.js';"],
    // The mail layer gets its transport and the shop's origin as arguments, and serves every layer above it.
    ['mail', "import { smtpUrl } from '../config.js';"],
    ['mail', "import { shopOrigin } from '../site-origin.js';"],
    ['mail', "import { handleOrderCreated } from '../triggers/order-stats.js';"],
    ['mail', "import { createApp } from '../api/app.js';"],
    // The abuse limits' counters serve the api and ssr functions and need nothing above them.
    ['limits', "import { runSearch } from '../search/run-search.js';"],
    ['limits', "import { tooManyRequests } from '../http-error.js';"],
    ['seo', "import { firestoreSearchCounter } from '../limits/search-counter.js';"],
  ])('functions/src/%s may not `%s`', async (folder, code) => {
    const layer = folder.split('/')[0];
    const messages = await restrictedImports(`functions/src/${folder}/bad-fence-example.ts`, `${code}\nexport {};\n`);
    expect(messages.join('\n')).toContain(`functions/src/${layer}/ imports only`);
  });

  it.each([
    ['data', "import { auditLogCol } from './collections.js';\nimport { ANY } from '../shared/constants.js';"],
    ['search', "import { productsCol } from '../data/collections.js';"],
    ['payments', "import { writeAudit } from '../data/audit-log.js';\nimport { conflict } from '../http-error.js';"],
    [
      'seo',
      "import { shopOrigin } from '../site-origin.js';\nimport { PAGE_SECURITY_HEADERS } from '../security-headers.js';",
    ],
    ['ssr', "import { runSearch } from '../search/run-search.js';\nimport { shopOrigin } from '../site-origin.js';"],
    ['ssr', "import { firestoreSearchCounter } from '../limits/search-counter.js';"],
    ['api/products', "import { firestoreSearchCounter } from '../../limits/search-counter.js';"],
    [
      'triggers',
      "import { REGION } from '../config.js';\nimport { writeSearchIndexRow } from '../search/search-index-store.js';",
    ],
    ['migrations', "import { runTransaction } from '../data/run-transaction.js';"],
    ['mail', "import { runTransaction } from '../data/run-transaction.js';"],
    ['triggers', "import { queueMail } from '../mail/queue-mail.js';\nimport { shopOrigin } from '../site-origin.js';"],
    ['api/users', "import { queueMail } from '../../mail/queue-mail.js';"],
    [
      'api/payments',
      "import { startPayment } from '../../payments/start-payment.js';\nimport { notFound } from '../../http-error.js';\nimport { runSearch } from '../../search/run-search.js';\nimport type { ApiContext } from '../context.js';",
    ],
  ])('functions/src/%s may import what its row of the layer table names', async (folder, code) => {
    expect(await restrictedImports(`functions/src/${folder}/good-fence-example.ts`, `${code}\nexport {};\n`)).toEqual(
      [],
    );
  });

  it.each([
    ['http-error', "import { writeAudit } from './data/audit-log.js';"],
    ['security-headers', "import { createApp } from './api/app.js';"],
    ['site-origin', "import { productionContext } from './firebase.js';"],
  ])('the functions-root module %s.ts may not `%s`', async (module, code) => {
    const messages = await restrictedImports(`functions/src/${module}.ts`, `${code}\nexport {};\n`);
    expect(messages.join('\n')).toContain('imports only shared/ and config.ts');
  });

  it.each([
    ['web/src/lib/bad-fence-example.ts', "import { useSession } from '@/features/auth';"],
    ['web/src/components/bad-fence-example.tsx', "import { useCart } from '@/features/cart/cart-store';"],
    ['web/src/config/bad-fence-example.ts', "import { appRoutes } from '@/app/router';"],
  ])('%s may not import a feature or the app', async (path, code) => {
    const messages = await restrictedImports(path, `${code}\nexport {};\n`);
    expect(messages.join('\n')).toContain('they never import a feature or the app');
  });

  it.each([
    ['web/src/features/checkout/pages/bad-fence-example.tsx', "import { useCart } from '@/features/cart/cart-store';"],
    [
      'web/src/features/cart/bad-fence-example.ts',
      "import { fetchProduct } from '@/features/catalog/catalog-queries';",
    ],
    [
      'web/src/features/auth/pages/bad-fence-example.tsx',
      "import { OrderSummary } from '@/features/orders/components/x';",
    ],
  ])("%s may not reach into another feature's files", async (path, code) => {
    const messages = await restrictedImports(path, `${code}\nexport {};\n`);
    expect(messages.join('\n')).toContain("Use the other feature's public index.ts");
  });

  it("a feature may use another feature's index and its own files, by '@/' or from its own folder", async () => {
    const code =
      "import { useCart } from '@/features/cart';\nimport { CheckoutSteps } from '@/features/checkout/components/checkout-steps';\nimport { paths } from '@/config/paths';\nimport { ShippingForm } from './shipping-form';\nexport const a = [useCart, CheckoutSteps, paths, ShippingForm];\n";
    expect(await restrictedImports('web/src/features/checkout/pages/good-fence-example.tsx', code)).toEqual([]);
  });

  it.each([
    ['web/src/features/checkout/pages/bad-fence-example.tsx', "import { useCart } from '../../cart';"],
    ['web/src/features/auth/pages/bad-fence-example.tsx', "import { FormCard } from '../components/form-card';"],
    ['web/src/lib/bad-fence-example.ts', "import { paths } from '../config/paths';"],
    ['web/src/app/bad-fence-example.tsx', "export { useSession } from '../features/auth';"],
    ['web/src/features/cart/bad-fence-example.test.tsx', "import { fetchProduct } from '..';"],
  ])("%s may not climb out of its folder by a relative import (use '@/')", async (path, code) => {
    const messages = await restrictedImports(path, `${code}\nexport {};\n`);
    expect(messages.join('\n')).toContain("Import from web/src as '@/…'");
  });

  it.each([
    ['web/src/app/bad-fence-example.tsx', "export const load = () => import('../features/cart/pages/cart-page');"],
    [
      'web/src/features/catalog/pages/bad-fence-example.test.tsx',
      "import { vi } from 'vitest';\nvi.mock('../../../lib/firebase-auth', () => ({}));",
    ],
  ])('%s may not name a module by a climbing path in import() or vi.mock()', async (path, code) => {
    const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path });
    const messages = (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
    expect(messages.join('\n')).toContain("Import from web/src as '@/…'");
  });

  it.each([
    ["import { getFirestore } from 'firebase-admin/firestore';", 'no Firebase SDK'],
    ["import { doc } from 'firebase/firestore';", 'no Firebase SDK'],
    ["import { randomUUID } from 'node:crypto';", 'no Firebase SDK, Node or server modules'],
    ["import { productsCol } from '../../functions/src/data/collections.js';", 'import only shared code'],
    ["import { CUSTOMER } from '../../web/src/testing/render-with-providers';", 'import only shared code'],
  ])('the test factories may not `%s` (the web runs them)', async (code, message) => {
    const messages = await restrictedImports('tests/support/factories.ts', `${code}\nexport {};\n`);
    expect(messages.join('\n')).toContain(message);
  });

  it('the test factories may import shared code', async () => {
    const code =
      "import type { Product } from '@shared/entities/catalogue';\nimport { priceOrder } from '@shared/pricing';\nexport type P = Product;\nexport const p = priceOrder;\n";
    expect(await restrictedImports('tests/support/factories.ts', code)).toEqual([]);
  });

  it.each([
    ['tests/rules/bad-fence-example.test.ts', "import { productDoc } from '../support/factories.js';"],
    ['functions/test/bad-fence-example.test.ts', "import { productDoc } from '../../tests/support/factories.js';"],
    ['e2e/bad-fence-example.test.ts', "import { shippingAddress } from '../tests/support/factories';"],
  ])('%s may not reach the test factories by a relative path', async (path, code) => {
    const messages = await restrictedImports(path, `${code}\nexport {};\n`);
    expect(messages.join('\n')).toContain("Import the test factories as '@test-factories'");
  });

  it.each(['e2e/bad-fence-example.test.ts', 'tests/rules/bad-fence-example.test.ts'])(
    '%s may not reach shared code by a relative path',
    async (path) => {
      const code = "import { formatPrice } from '../functions/src/shared/money';\nexport const f = formatPrice;\n";
      expect((await restrictedImports(path, code)).join('\n')).toContain("Import shared code as '@shared/…'");
    },
  );
});
