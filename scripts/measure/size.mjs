// `npm run size`: builds the web app and prints the gzipped JavaScript each route downloads on a
// first visit (entry + the route's lazy chunk + their static imports), against the 172 KB budget
// for the home route and 3 KB for what the consent banner adds after hydration, and checks that no
// admin or chart code reaches shopper routes, no zod the home route and no language catalogue any
// route's first visit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot, requireNode22, run } from '../lib/process.mjs';

requireNode22();
const HOME_BUDGET_KB = 172;
/** The consent banner loads after hydration on a first visit: what it adds to the home route's download. */
const BANNER_BUDGET_KB = 3;

if (!process.argv.includes('--no-build') && (await run('npm', ['run', 'build', '-w', 'web'])) !== 0) process.exit(1);

const dist = join(repoRoot, 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipped = new Map();
const gzipKb = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file))).length / 1024);
  return gzipped.get(file);
};

/** Chunk files a manifest entry loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(entry.file)) return seen;
  seen.add(entry.file);
  for (const imported of entry.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// main.tsx imports the app itself (app.tsx, router.tsx) so that evaluating it is a task of its own:
// every visit loads what the entry imports dynamically.
const entryFiles = (manifest[entryKey].dynamicImports ?? []).reduce(
  (seen, key) => staticClosure(key, seen),
  staticClosure(entryKey),
);
// A route's page: a module of a feature's pages/ folder, or an admin area's `*-page.tsx`
// (features/admin/<area>/, whose shared/ holds frames, not routes).
const pageKeys = Object.keys(manifest).filter((key) =>
  /(pages\/[^/]+|features\/admin\/(?!shared\/)[^/]+\/[^/]+-page)\.tsx$/.test(key),
);
const routeFiles = (key) => new Set([...entryFiles, ...staticClosure(key)]);
const total = (files) => [...files].filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipKb(f), 0);

const isAdmin = (key) => key.includes('/features/admin/');
const shopperFiles = new Set(pageKeys.filter((k) => !isAdmin(k)).flatMap((k) => [...routeFiles(k)]));
const adminOnlyFiles = new Set(
  pageKeys
    .filter(isAdmin)
    .flatMap((k) => [...staticClosure(k)])
    .filter((f) => !shopperFiles.has(f)),
);

console.log(`entry (every route): ${total(entryFiles).toFixed(1)} KB gzipped JS`);
console.log('route first-visit JavaScript (gzipped):');
const rows = pageKeys
  .map((key) => ({ page: key.replace(/^.*src\//, ''), kb: total(routeFiles(key)) }))
  .sort((a, b) => a.kb - b.kb);
for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB  ${row.page}`);

const homeKey = pageKeys.find((k) => k.endsWith('catalog/pages/home-page.tsx'));
const homeKb = homeKey ? total(routeFiles(homeKey)) : NaN;
const bannerKey = Object.keys(manifest).find((k) => k.endsWith('features/consent/consent-banner.tsx'));
const homeFiles = homeKey ? routeFiles(homeKey) : new Set();
const bannerKb = bannerKey ? total(new Set([...staticClosure(bannerKey)].filter((f) => !homeFiles.has(f)))) : NaN;
const leaked = [...shopperFiles].filter((f) => [...adminOnlyFiles].includes(f));
const dashboardKey = pageKeys.find((k) => k.endsWith('dashboard-page.tsx'));
const chartFiles = dashboardKey ? [...staticClosure(dashboardKey)].filter((f) => !shopperFiles.has(f)) : [];
console.log(
  `home route: ${homeKb.toFixed(1)} KB of ${HOME_BUDGET_KB} KB budget (${((homeKb / HOME_BUDGET_KB) * 100).toFixed(0)}%)`,
);
console.log(`consent banner, after hydration: ${bannerKb.toFixed(1)} KB of ${BANNER_BUDGET_KB} KB budget`);
console.log(
  `admin-only chunks: ${adminOnlyFiles.size} (${total(adminOnlyFiles).toFixed(1)} KB), of which shopper routes load ${leaked.length}`,
);
console.log(
  `dashboard + chart chunks only admins load: ${chartFiles.length} (${total(new Set(chartFiles)).toFixed(1)} KB)`,
);
// zod stays off the home route: the API contract names its schemas as types only, and
// search-query-string.ts exists so the route map need not load search-params.ts.
const homeWithZod = homeKey
  ? [...routeFiles(homeKey)].filter(
      (f) => f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes('ZodError'),
    )
  : [];
console.log(`zod on the home route: ${homeWithZod.length === 0 ? 'no' : `yes (${homeWithZod.join(', ')})`}`);
// Language catalogues (docs/decisions/0019-languages.md) load only for readers of their language:
// the default language has none, so none may be on any route's first visit.
const catalogueKeys = Object.keys(manifest).filter((key) => key.endsWith('.po'));
for (const key of catalogueKeys) {
  console.log(
    `catalogue ${key.replace(/^.*locales\//, '')}: ${gzipKb(manifest[key].file).toFixed(1)} KB, loaded only in its language`,
  );
}
const catalogueOnRoutes = catalogueKeys.filter(
  (key) => shopperFiles.has(manifest[key].file) || entryFiles.has(manifest[key].file),
);
console.log(`catalogues on a first visit in the default language: ${catalogueOnRoutes.length}`);
process.exit(
  homeKb <= HOME_BUDGET_KB &&
    bannerKb <= BANNER_BUDGET_KB &&
    leaked.length === 0 &&
    homeWithZod.length === 0 &&
    catalogueOnRoutes.length === 0
    ? 0
    : 1,
);
