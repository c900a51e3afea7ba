/**
 * Test projects. `unit` and `web` need nothing running; `api`, `rules` and `e2e` need the
 * emulator suite and are run by scripts/test/test.mjs inside `firebase emulators:exec`.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { WEB_BUILD_CONSTANTS } from './local-stack.mjs';
import { linguiPlugins } from './web/lingui/vite-lingui';

const shared = fileURLToPath(new URL('./functions/src/shared', import.meta.url));
const factories = fileURLToPath(new URL('./tests/support/factories.ts', import.meta.url));
/**
 * Web code, the rules and seed suites and the journeys reach shared code as '@shared/…'; every suite
 * that builds test data (web, api, rules, e2e) reaches the one factories module as '@test-factories'.
 */
const sharedAlias = { alias: { '@shared': shared, '@test-factories': factories } };
/** The web's component tests also resolve its one import root, '@/…' = web/src (web/vite.config.ts). */
const webSrc = fileURLToPath(new URL('./web/src', import.meta.url));
const webAlias = { alias: { ...sharedAlias.alias, '@': webSrc } };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['functions/src/**/*.test.ts', 'scripts/**/*.test.ts', 'local-stack.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: sharedAlias,
        test: { name: 'seed', include: ['tests/seed/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'lint', include: ['tests/lint/**/*.test.ts'], environment: 'node', testTimeout: 60_000 },
      },
      {
        plugins: [react(), linguiPlugins()],
        define: WEB_BUILD_CONSTANTS,
        resolve: webAlias,
        envDir: fileURLToPath(new URL('./web', import.meta.url)),
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/setup-tests.ts'],
          // Typing with user-event takes 2-3 s in the longest form tests, and past 5 s on a loaded 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        resolve: sharedAlias,
        test: {
          name: 'api',
          include: ['functions/test/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['functions/test/setup-emulator-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        resolve: sharedAlias,
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          // Loads the rules once, so the emulator's coverage report covers exactly this run.
          globalSetup: ['tests/rules/global-setup.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
          fileParallelism: false,
        },
      },
      {
        resolve: sharedAlias,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          // It starts and stops `npm start` itself, so it runs after the emulator suites, on its own.
          exclude: ['e2e/persistence.test.ts'],
          environment: 'node',
          testTimeout: 90_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
      {
        resolve: sharedAlias,
        test: {
          name: 'persistence',
          include: ['e2e/persistence.test.ts'],
          environment: 'node',
          testTimeout: 15 * 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
