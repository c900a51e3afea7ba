/**
 * Lingui (docs/decisions/0019-languages.md): one catalogue per language in src/locales, holding
 * the web's texts (macros in web/src) and the shared texts the API and the forms use
 * (functions/src/shared, through lingui/shared-messages-extractor.ts). `npm run i18n:extract`
 * refreshes them; a test fails when a text has no translation.
 */
import { defineConfig } from '@lingui/conf';
import { createBabelExtractor } from '@lingui/cli/api/extractors/babel';
import { formatter } from '@lingui/format-po';
import { sharedMessagesExtractor } from './lingui/shared-messages-extractor';

export default defineConfig({
  // The source texts are the specification's mixed Vietnamese and English, written as they are.
  sourceLocale: 'mixed',
  locales: ['mixed', 'vi', 'en'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src', '<rootDir>/../functions/src/shared'],
      exclude: ['**/*.test.*', '**/testing/**', '**/node_modules/**'],
    },
  ],
  // The first extractor that matches a file reads it: shared texts first, macros everywhere else.
  extractors: [sharedMessagesExtractor, createBabelExtractor()],
  orderBy: 'origin',
  // Files without line numbers, so moving code does not rewrite the catalogues.
  format: formatter({ lineNumbers: false }),
});
