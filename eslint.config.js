import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's features (web/src/features/*): each is used by the others only through its index.ts. */
const FEATURES = ['addresses', 'admin', 'auth', 'cart', 'catalog', 'checkout', 'orders', 'search'];

/** Suites reach shared code, and the one test factories module, through their aliases (vitest.config.ts). */
const SHARED_BY_ALIAS = { group: ['**/functions/src/shared/*'], message: "Import shared code as '@shared/…'." };
const FACTORIES_BY_ALIAS = {
  group: ['**/support/factories', '**/support/factories.*'],
  message: "Import the test factories as '@test-factories'.",
};

/**
 * web/src has one import root, '@/' (web/tsconfig.json, web/vite.config.ts, vitest.config.ts): a path
 * that climbs out of its folder ('../') breaks when either file moves and hides which layer it reaches.
 * Same-folder imports ('./x') stay relative. Part of every web fence below, because a later
 * no-restricted-imports entry for the same file replaces an earlier one rather than adding to it.
 */
const NO_CLIMBING_IMPORT = {
  regex: '^\\.\\.(/|$)',
  message: "Import from web/src as '@/…' (e.g. '@/lib/notify'), not by a relative path that climbs out of the folder.",
};

/** A feature's files may import another feature's index ('@/features/cart') only, never its files. */
const featureFence = (feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  // Tests may import what they mock by its path: a mock replaces one file, not a feature's index.
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          NO_CLIMBING_IMPORT,
          {
            regex: `^@/features/(?!${feature}/)[^/]+/.+`,
            message: "Use the other feature's public index.ts ('@/features/cart'), not its files.",
          },
        ],
      },
    ],
  },
});

/**
 * The server layers (docs/where-code-goes.md, its functions section): each folder of functions/src and the
 * folders and functions-root modules it may import; shared/ is open to all and fenced on its own
 * below. Imports are relative paths, so a fence refuses the other layers' folders and the root
 * modules by name, reached by however many '../'. A layer's own subfolders never share a name with
 * a layer it is refused (api/payments/ is the API's, and api may import payments anyway).
 */
const SERVER_LAYERS = [
  'api',
  'data',
  'limits',
  'mail',
  'migrations',
  'payments',
  'search',
  'seo',
  'ssr',
  'triggers',
  'shipping',
  'messages',
  'analytics',
];
/** The functions root: the wiring (index, config, firebase) and what several layers share. */
const ROOT_MODULES = ['config', 'firebase', 'http-error', 'index', 'security-headers', 'site-origin'];

const SERVER_LAYER_IMPORTS = {
  data: { layers: [], root: [] },
  // The abuse limits' Firestore counters and the client's address, shared by the api and ssr functions.
  limits: { layers: [], root: [] },
  // Templates take the shop's origin and the sender its transport as arguments: no configuration here.
  mail: { layers: ['data'], root: [] },
  search: { layers: ['data'], root: [] },
  payments: { layers: ['data'], root: ['http-error'] },
  seo: { layers: ['data'], root: ['security-headers', 'site-origin'] },
  ssr: { layers: ['data', 'search', 'limits'], root: ['security-headers', 'site-origin'] },
  // site-origin: the links in the order emails the triggers queue.
  triggers: {
    layers: ['data', 'search', 'mail', 'messages', 'analytics'],
    root: ['config', 'firebase', 'site-origin'],
  },
  migrations: { layers: ['data', 'search'], root: [] },
  api: {
    layers: ['data', 'search', 'payments', 'mail', 'limits', 'shipping', 'messages'],
    root: ['http-error', 'security-headers'],
  },
  // The carriers' clients (GHN, GHTK): shared code only; the API and the sweeps call them.
  shipping: { layers: [], root: [] },
  // Zalo ZNS messages: the queue, the channels and their fallback to email (docs/decisions/0111-zalo-zns-messages.md).
  messages: { layers: ['data', 'mail'], root: [] },
  // The server's purchase event (docs/analytics-server.md): its outbox follows the mail queue's delivery.
  analytics: { layers: ['data', 'mail'], root: [] },
};

const describeImports = ({ layers, root }) =>
  [...layers.map((layer) => `${layer}/`), 'shared/', ...root.map((module) => `${module}.ts`)].join(', ');

/** A server layer imports only what its row of the table names. */
const serverLayerFence = (layer) => {
  const allowed = SERVER_LAYER_IMPORTS[layer];
  const refusedLayers = SERVER_LAYERS.filter((other) => other !== layer && !allowed.layers.includes(other));
  const refusedRoot = ROOT_MODULES.filter((module) => !allowed.root.includes(module));
  const message = `functions/src/${layer}/ imports only ${describeImports(allowed)} (docs/where-code-goes.md).`;
  const patterns = [{ regex: `^(\\.\\./)+(${refusedLayers.join('|')})/`, message }];
  if (refusedRoot.length > 0) patterns.push({ regex: `^(\\.\\./)+(${refusedRoot.join('|')})\\.js$`, message });
  return {
    files: [`functions/src/${layer}/**/*.ts`],
    // A layer's tests may reach the wiring they check (payment-settings.test.ts reads config.ts).
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
};

/** The root modules several layers share import only shared code and the configuration: no layer, no wiring. */
const ROOT_SHARED_MODULES_FENCE = {
  files: ROOT_MODULES.filter((module) => !['config', 'firebase', 'index'].includes(module)).map(
    (module) => `functions/src/${module}.ts`,
  ),
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^\\./((${SERVER_LAYERS.join('|')})/|(index|firebase)\\.js$)`,
            message:
              'A functions-root module that several layers share imports only shared/ and config.ts (docs/where-code-goes.md).',
          },
        ],
      },
    ],
  },
};

/**
 * The shared domain code runs in the browser and in functions: no Firebase SDK in it, and zod only
 * through shared/zod.ts or shared/zod-mini.ts (configured so it never evaluates code, which the CSP
 * forbids). `outside` is the relative path that leaves functions/src/shared/ from the files' folder.
 */
const sharedFence = (files, outside) => ({
  files,
  ignores: ['functions/src/shared/zod.ts', 'functions/src/shared/zod-mini.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              'firebase',
              'firebase/*',
              'firebase-admin',
              'firebase-admin/*',
              'firebase-functions',
              'firebase-functions/*',
            ],
            message: 'Shared code runs in the browser and in functions: no Firebase SDK here.',
          },
          {
            group: ['zod'],
            allowTypeImports: true,
            message:
              "Import { z } from './zod.js' (or './zod-mini.js'): it is configured for the Content-Security-Policy.",
          },
          {
            group: [outside, 'express', 'node:*', 'busboy', 'rate-limiter-flexible'],
            message:
              'Shared code imports only shared code (no api/, data/, triggers/, search/, server or Node modules).',
          },
        ],
      },
    ],
  },
});

/**
 * Production code: what the shop runs (functions/src, web/src), without its tests and test helpers.
 * The size rules below look at it only: a test lists its cases at the length they need, and
 * generated data (functions/src/shared/data, web/src/locales) is JSON or .po, which ESLint never reads.
 */
const PRODUCTION_CODE = ['functions/src/**/*.ts', 'web/src/**/*.{ts,tsx}'];
const NOT_PRODUCTION = ['**/*.test.ts', '**/*.test.tsx', 'web/src/testing/**'];

/**
 * How long a module and a function may grow before the linter says so (a warning: the reader's
 * limit, not the compiler's), counting code only, neither blank lines nor comments.
 */
export const MAX_LINES_PER_FILE = 300;
export const MAX_LINES_PER_FUNCTION = 80;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'functions/lib/**',
      'functions/ssr/**',
      'web/dist/**',
      '.cache/**',
      '.tools/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    // Type-aware rules: a promise nobody awaits or handles loses its error (and its order).
    languageOptions: {
      parserOptions: {
        project: ['./functions/tsconfig.json', './web/tsconfig.json', './tsconfig.tests.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // No import cycles: a cycle makes the order modules evaluate in depend on which one is imported
    // first, and ties layers that should stand alone. Type-only imports never run and are not
    // counted. The resolver reads the aliases ('@/…', '@shared/…') from the tsconfig files.
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin follows only modules of these extensions, reading TypeScript with its parser.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['functions/tsconfig.json', 'web/tsconfig.json', 'tsconfig.tests.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: PRODUCTION_CODE,
    ignores: NOT_PRODUCTION,
    rules: {
      'max-lines': ['warn', { max: MAX_LINES_PER_FILE, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['warn', { max: MAX_LINES_PER_FUNCTION, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Everywhere in web/src, tests included: '@/…', never '../'. no-restricted-imports sees only
    // static imports and re-exports, so the lazy routes' import() and the tests' vi.mock() are
    // checked by their syntax.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_CLIMBING_IMPORT] }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression[source.value=/^\\.\\./]', message: NO_CLIMBING_IMPORT.message },
        {
          selector: "CallExpression[callee.object.name='vi'][arguments.0.value=/^\\.\\./]",
          message: NO_CLIMBING_IMPORT.message,
        },
      ],
    },
  },
  {
    // Imports flow one way: shared code (components, lib, config) -> features -> app.
    files: ['web/src/components/**', 'web/src/lib/**', 'web/src/config/**'],
    ignores: ['**/*.test.tsx', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_CLIMBING_IMPORT,
            {
              regex: '^@/(features|app)(/|$)',
              message: 'components, lib and config are shared by the features: they never import a feature or the app.',
            },
          ],
        },
      ],
    },
  },
  // The shared domain code: its top folder, and its folders one level down (which may climb to shared/ only).
  sharedFence(['functions/src/shared/**/*.ts'], '../**'),
  sharedFence(
    ['functions/src/shared/entities/**/*.ts', 'functions/src/shared/query-understanding/**/*.ts'],
    '../../**',
  ),
  // The server layers' fences, one per layer of docs/where-code-goes.md.
  ...SERVER_LAYERS.map(serverLayerFence),
  ROOT_SHARED_MODULES_FENCE,
  {
    files: ['scripts/**/*.mjs', '*.js', '*.mjs', 'seed/**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  ...FEATURES.map(featureFence),
  {
    // Test suites and journeys reach shared code the way the web does, so it moves in one place.
    files: ['e2e/**/*.ts', 'tests/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SHARED_BY_ALIAS, FACTORIES_BY_ALIAS] }],
    },
  },
  {
    files: ['functions/test/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FACTORIES_BY_ALIAS] }] },
  },
  {
    // The one factories module runs in the web's component tests too: shared code only.
    files: ['tests/support/factories.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            SHARED_BY_ALIAS,
            {
              group: [
                'firebase',
                'firebase/*',
                '@firebase/*',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
                'node:*',
                '../**',
                './**',
              ],
              message:
                "The factories run in browser tests too: import only shared code ('@shared/…'), no Firebase SDK, Node or server modules.",
            },
          ],
        },
      ],
    },
  },
);
