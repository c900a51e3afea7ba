#!/usr/bin/env node
/**
 * Search benchmark (docs/decisions/0006-search.md, 0015-search-engine.md, 0025-faceted-search-and-
 * index-snapshot.md). Against the running Firestore emulator, in the named database 'bench', at
 * 10,000, 25,000 and 100,000 generated products with laptop specifications: writes the products,
 * builds the index shards directly (no triggers) and the index snapshot as the products trigger
 * writes it, then times mixed faceted searches (text, the spec's filters and the specification
 * filters, every answer with its facet counts) through the real search handler (warm instance;
 * after a product change; a new instance loading the snapshot; a new instance reading the shards
 * alone), a naive baseline that reads every product per request and indexes them, the facet
 * counting alone in-process, and the worst-case queries (the costliest words a client can send;
 * target p95 <= 50 ms at 25,000 products). Prints index build time, memory per instance (heap and
 * rss after a new instance's first search), latency percentiles, billed reads per search, the
 * naive/index ratios (targets: warm >= 30x with p95 <= 50 ms, new instance >= 5x) and the worst
 * case's p95. `npm run bench:search -- 10000 100000` runs those sizes only; `--variants=3` sells every
 * product in 3 configurations (the naive scan then matches a product when one of them matches).
 * Needs `npm run build -w functions` first; run with `node --expose-gc` (npm run bench:search).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BRANDS, CATEGORIES, generateProducts, prng, SERIES } from './bench-catalogue.mjs';

import { EMULATOR_HOSTS, PROJECT_ID } from '../../local-stack.mjs';

process.env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_HOSTS.firestore;
process.env.GCLOUD_PROJECT ??= PROJECT_ID;

const lib = (path) => new URL(`../../functions/lib/${path}`, import.meta.url);
if (!existsSync(fileURLToPath(lib('search/run-search.js')))) {
  console.error('functions/lib is missing: run `npm run build -w functions` first.');
  process.exit(1);
}

const { initializeApp } = await import('firebase-admin/app');
const { getFirestore } = await import('firebase-admin/firestore');
const { runSearch } = await import(lib('search/run-search.js'));
const { embeddedSearchBackend } = await import(lib('search/search-backend.js'));
const { dropCachedSearchCatalogue, rebuildSearchIndex, readSearchCatalogue, refreshSearchIndexSnapshot } = await import(
  lib('search/search-index-store.js')
);
const { readSnapshotHead } = await import(lib('search/search-index-snapshot.js'));
const { SearchCatalogue } = await import(lib('search/search-catalogue.js'));
const { packSearchIndexRow, searchIndexRowFor } = await import(lib('search/search-index-row.js'));
const { searchRows } = await import(lib('search/search-rows.js'));
const { parseSearchParams, searchTerms } = await import(lib('shared/search-params.js'));
const { productSearchWords } = await import(lib('shared/text.js'));
const { SEARCH_INDEX_SHARDS } = await import(lib('shared/stats.js'));

const DATABASE = 'bench';
/** `--variants=N`: every product sold in N configurations. */
const VARIANTS = Number(process.argv.find((arg) => arg.startsWith('--variants='))?.split('=')[1] ?? 0);
/** Per catalogue size: how many searches each path gets (the slow paths fewer). */
const RUNS = [
  { products: 10_000, warm: 1_000, changed: 200, newInstance: 20, naive: 20, worst: 20 },
  { products: 25_000, warm: 500, changed: 100, newInstance: 10, naive: 10, worst: 20 },
  { products: 100_000, warm: 300, changed: 40, newInstance: 3, naive: 3, worst: 5 },
];
/** docs/decisions/0025-faceted-search-and-index-snapshot.md: the faceted search's targets at every size. */
const FACETED_TARGETS = { warmP95Ms: 50, warmRatio: 30, newInstanceRatio: 5 };
/** docs/decisions/0015-search-engine.md, "Cost of a query": the worst case's p95 at this size. */
const WORST_CASE_TARGET = { products: 25_000, p95Ms: 50 };

/**
 * What a client trying to cost the shop the most CPU would send (at most 200 characters): the
 * review's 100 one-letter words, and 8 distinct words that each match much of the catalogue as
 * prefixes, as whole words, or as near misses (typo matching, and the partial-match fallback).
 */
const WORST_CASE_QUERIES = {
  '100 one-letter words': Array.from({ length: 100 }, (_, i) => 'abcdefghijklmnopqrstuvwxyz'[i % 26]).join(' '),
  '8 broad prefixes': 'lap man chi ram ban pin gam van',
  '8 common whole words': 'laptop man hinh ram pin ban phim inch',
  '8 long near misses': 'laptopx manhinhx chiplll rammmmmm bannnnnn pinnnnnn gamingg vanphon',
};
/** A Firestore document holds at most 1 MiB; shards are filled to about 900 KB at most. */
const SHARD_BYTES = 900_000;

const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench'), DATABASE);
const random = prng(7);
const pick = (list) => list[Math.floor(random() * list.length)];
const typo = (word) => (word.length >= 5 ? word.slice(0, 2) + word.slice(3) : word); // one letter dropped

/** What shoppers type: prefixes, whole words, typos, brand + series, Vietnamese with and without marks. */
function randomQuery() {
  const brand = pick(BRANDS);
  const series = pick(SERIES[brand]).split(' ')[0];
  return pick([
    series.slice(0, 3 + Math.floor(random() * 3)),
    series,
    typo(series),
    `${brand} ${series}`,
    `${brand.toLowerCase()} ${series.slice(0, 4)}`,
    pick(['do hoa', 'đồ họa', 'van phong', 'mong nhe', 'gaming laptop', 'excel', 'rtx 4060', 'pin ben']),
  ]);
}

function randomSearch() {
  const raw = {};
  if (random() < 0.7) raw.query = randomQuery();
  if (random() < 0.3) raw.category = pick(CATEGORIES);
  if (random() < 0.3) raw.pricce = pick(['1-50', '51-200', '201-1000']);
  if (random() < 0.2) raw.rating = String(pick([1, 2, 3, 4]));
  if (random() < 0.5) raw.order = pick(['newest', 'lowest', 'highest', 'toprated', 'relevance']);
  // The specification filters, as shoppers combine them (ADR 0025).
  if (random() < 0.3) raw.brand = [pick(BRANDS), ...(random() < 0.3 ? [pick(BRANDS)] : [])].join(',');
  if (random() < 0.3) raw.ram = String(pick([8, 16, 32]));
  if (random() < 0.15) raw.storage = String(pick([512, 1024]));
  if (random() < 0.3) raw.gpu = pick(['integrated', 'discrete']);
  if (random() < 0.2) raw.screen = pick(['13-14', '15-16', '17-21']);
  if (random() < 0.2) raw.weight = String(pick([1.2, 1.5, 2, 2.5]));
  if (random() < 0.15) raw.cpu = pick(['intel', 'AMD']);
  // Half the searches open page 1; the rest go deep.
  raw.page = String(random() < 0.5 ? 1 : pick([2, 5, 20, 100, 400, 800]));
  const parsed = parseSearchParams(raw);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.filters;
}

/** The naive way: read every product on every request and index them, then search as the shop does. */
async function naiveSearch(filters) {
  const snapshot = await db.collection('products').get();
  const catalogue = SearchCatalogue.fromRows(snapshot.docs.map((doc) => searchIndexRowFor(doc.id, doc.data())));
  const page = searchRows(catalogue, filters);
  const byId = new Map(snapshot.docs.map((doc) => [doc.id, doc]));
  const products = page.ids.map((id) => ({ _id: id, ...byId.get(id).data() }));
  return { result: { products, countProducts: page.countProducts, facets: page.facets }, reads: snapshot.size };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value) => `${value.toFixed(1).padStart(8)} ms`;
const heapUsed = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

async function measure(label, count, search) {
  const latencies = [];
  const reads = [];
  const outcomes = [];
  const searches = Array.from({ length: count }, randomSearch);
  for (const filters of searches) {
    const start = performance.now();
    const outcome = await search(filters);
    latencies.push(performance.now() - start);
    reads.push(outcome.reads);
    outcomes.push(outcome);
  }
  latencies.sort((a, b) => a - b);
  const stats = {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    readsMean: reads.reduce((a, b) => a + b, 0) / reads.length,
    readsMax: Math.max(...reads),
  };
  console.log(
    `  ${label.padEnd(26)} ${String(count).padStart(5)} searches  p50 ${ms(stats.p50)}  p95 ${ms(stats.p95)}  reads/search mean ${stats.readsMean.toFixed(1)} max ${stats.readsMax}`,
  );
  return { stats, searches, outcomes };
}

const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

/** Heap and rss of this process after a new instance's first search (the catalogue it keeps). */
async function newInstanceMemory(label, search, shards) {
  dropCachedSearchCatalogue(db);
  globalThis.gc?.();
  const before = process.memoryUsage();
  const start = performance.now();
  const { source } = await readSearchCatalogue(db, shards);
  await search(randomSearch());
  const first = performance.now() - start;
  globalThis.gc?.();
  const after = process.memoryUsage();
  console.log(
    `  ${label}: first search ${first.toFixed(0)} ms (catalogue from: ${source}); memory per instance heapUsed ${mb(after.heapUsed)} (catalogue ${mb(after.heapUsed - before.heapUsed)}), typed arrays and buffers ${mb(after.arrayBuffers)} (catalogue ${mb(after.arrayBuffers - before.arrayBuffers)}), rss ${mb(after.rss)} (the whole benchmark process)`,
  );
  return source;
}

/** Facet counting and filtering alone, in-process: what a warm search spends beyond reading products. */
function measureFacetsAlone(rows, count) {
  const catalogue = SearchCatalogue.fromRows(rows);
  searchRows(catalogue, randomSearch()); // builds the typed arrays once, as the first search after a change does
  const latencies = [];
  for (let i = 0; i < count; i += 1) {
    const filters = { ...randomSearch(), query: 'all' }; // every row a candidate: the most counting
    const start = performance.now();
    searchRows(catalogue, filters);
    latencies.push(performance.now() - start);
  }
  latencies.sort((a, b) => a - b);
  console.log(
    `  filters + facet counts over every row, in-process, ${count} searches: p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}`,
  );
}

/** p50, p95 and the first of `count` runs of `run`, in ms. */
async function timeRuns(count, run) {
  const latencies = [];
  for (let i = 0; i < count; i += 1) {
    const start = performance.now();
    await run();
    latencies.push(performance.now() - start);
  }
  const first = latencies[0];
  latencies.sort((a, b) => a - b);
  return { first, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

/**
 * Each worst-case query `count` times on a warm instance, and its matching alone in-process against
 * the baseline of handing the whole query to MiniSearch (ProductTextIndex.matchWholeQuery, what
 * search did before 0015's "Cost of a query" second pass), timed in turn in the same process so the
 * machine's load weighs on both alike. The first search after a catalogue change scores the words
 * it meets (printed as `first`); later ones reuse those scores until the catalogue changes.
 */
async function measureWorstCase(count, search, rows, products) {
  console.log(`  worst-case queries, warm instance, ${count} each (matching alone: this engine vs whole query):`);
  const catalogue = SearchCatalogue.fromRows(rows);
  let worst = { label: '', p95: 0 };
  for (const [label, query] of Object.entries(WORST_CASE_QUERIES)) {
    const parsed = parseSearchParams({ query });
    if (!parsed.ok) throw new Error(parsed.message);
    const { words } = searchTerms(query);
    const full = await timeRuns(count, () => search(parsed.filters));
    const engine = await timeRuns(count, () => catalogue.text.match(words));
    const baseline = await timeRuns(Math.min(count, 5), () => catalogue.text.matchWholeQuery(words));
    console.log(
      `    ${label.padEnd(24)} p50 ${ms(full.p50)}  p95 ${ms(full.p95)}  first ${ms(full.first)}   matching p50 ${ms(engine.p50)} vs ${ms(baseline.p50)} (${(baseline.p50 / engine.p50).toFixed(0)}x)`,
    );
    if (full.p95 > worst.p95) worst = { label, p95: full.p95 };
  }
  const target =
    products === WORST_CASE_TARGET.products
      ? ` (target <= ${WORST_CASE_TARGET.p95Ms} ms: ${worst.p95 <= WORST_CASE_TARGET.p95Ms ? 'met' : 'NOT met'})`
      : '';
  console.log(`  worst-case query p95: ${worst.p95.toFixed(1)} ms, ${worst.label}${target}`);
}

async function clearBenchDatabase() {
  const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/${DATABASE}/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`could not clear the bench database: ${response.status}`);
}

async function benchmark(run) {
  console.log(`\n${run.products.toLocaleString('en')} products`);
  await clearBenchDatabase();
  const products = generateProducts(run.products, undefined, VARIANTS).map(({ id, doc }) => ({
    id,
    doc: { ...doc, searchWords: productSearchWords(doc) },
  }));
  let start = performance.now();
  for (let i = 0; i < products.length; i += 500) {
    const batch = db.batch();
    for (const { id, doc } of products.slice(i, i + 500)) batch.set(db.collection('products').doc(id), doc);
    await batch.commit();
  }
  console.log(`  wrote the products in ${((performance.now() - start) / 1000).toFixed(1)} s`);

  const rowBytes = products.reduce(
    (sum, { id, doc }) => sum + Buffer.byteLength(packSearchIndexRow(searchIndexRowFor(id, doc))) + id.length,
    0,
  );
  const shards = Math.max(SEARCH_INDEX_SHARDS, Math.ceil(rowBytes / SHARD_BYTES));
  start = performance.now();
  await rebuildSearchIndex(db, products, shards);
  console.log(
    `  index rows ${(rowBytes / 2 ** 20).toFixed(1)} MB in ${shards} shards${shards > SEARCH_INDEX_SHARDS ? ` (more than the shop's ${SEARCH_INDEX_SHARDS}: cold reads exceed page size + 10)` : ''}, written in ${(performance.now() - start).toFixed(0)} ms`,
  );

  const backend = embeddedSearchBackend(db, shards);
  const search = (filters) => runSearch(db, filters, backend);
  dropCachedSearchCatalogue(db);
  const before = heapUsed();
  start = performance.now();
  await search(randomSearch());
  const build = performance.now() - start;
  console.log(
    `  index build (read shards + MiniSearch index, first search): ${build.toFixed(0)} ms, catalogue heap ${((heapUsed() - before) / 2 ** 20).toFixed(0)} MB`,
  );
  // The snapshot as the products trigger writes it after a row change (no triggers run here).
  start = performance.now();
  await refreshSearchIndexSnapshot(db, {}, shards);
  const head = await readSnapshotHead(db);
  console.log(
    `  index snapshot written in ${(performance.now() - start).toFixed(0)} ms: search part ${mb(head.bytes)} gzipped in ${head.chunks} chunks, engine part ${mb(head.engineBytes)} in ${head.engineChunks}`,
  );
  const source = await newInstanceMemory('new instance from the snapshot', search, shards);
  await naiveSearch(randomSearch()); // connection warm-up for the baseline too

  const warm = await measure('faceted, warm instance', run.warm, search);
  const changed = await measure('faceted, after a change', run.changed, (filters) => {
    dropCachedSearchCatalogue(db, { keepCatalogue: true }); // re-read every shard, update changed rows
    return search(filters);
  });
  const fresh = await measure('faceted, new instance', run.newInstance, (filters) => {
    dropCachedSearchCatalogue(db); // load the snapshot (current: no shard read, no text indexed)
    return search(filters);
  });
  // The same new instance without a snapshot: every shard read and every row indexed, as before ADR 0025.
  const headRef = db.collection('searchIndex').doc('snapshot');
  const saved = (await headRef.get()).data();
  await headRef.delete();
  const shardsOnly = await measure(
    'faceted, new inst., no snapshot',
    Math.max(1, Math.ceil(run.newInstance / 2)),
    (filters) => {
      dropCachedSearchCatalogue(db);
      return search(filters);
    },
  );
  await headRef.set(saved);
  const naive = await measure('naive (read all + index)', run.naive, naiveSearch);
  await search(randomSearch()); // back to a current catalogue after the new-instance runs
  const rows = products.map(({ id, doc }) => searchIndexRowFor(id, doc));
  measureFacetsAlone(rows, Math.min(run.warm, 200));
  await measureWorstCase(run.worst, search, rows, run.products);

  // The naive answers (pages, counts and facets) against the index's for the same searches.
  let same = 0;
  for (const [i, filters] of naive.searches.entries()) {
    const a = await search(filters);
    const b = naive.outcomes[i];
    const ids = (outcome) => outcome.result.products.map((p) => p._id).join();
    const facets = (outcome) => JSON.stringify(outcome.result.facets);
    if (ids(a) === ids(b) && a.result.countProducts === b.result.countProducts && facets(a) === facets(b)) same += 1;
  }
  const ratio = (stats) => naive.stats.p95 / stats.p95;
  const verdict = (met) => (met ? 'met' : 'NOT met');
  console.log(
    `  result check: ${same}/${naive.searches.length} baseline searches gave identical pages and facet counts through the index`,
  );
  console.log(
    `  p95 ratio naive/index: warm ${ratio(warm.stats).toFixed(1)}x, after a change ${ratio(changed.stats).toFixed(1)}x, new instance (snapshot) ${ratio(fresh.stats).toFixed(1)}x, new instance without snapshot ${ratio(shardsOnly.stats).toFixed(1)}x`,
  );
  console.log(
    `  targets: warm p95 ${warm.stats.p95.toFixed(1)} ms <= ${FACETED_TARGETS.warmP95Ms} ms ${verdict(warm.stats.p95 <= FACETED_TARGETS.warmP95Ms)}; warm >= ${FACETED_TARGETS.warmRatio}x ${verdict(ratio(warm.stats) >= FACETED_TARGETS.warmRatio)}; new instance >= ${FACETED_TARGETS.newInstanceRatio}x ${verdict(ratio(fresh.stats) >= FACETED_TARGETS.newInstanceRatio)} (catalogue from: ${source})`,
  );
  if (same !== naive.searches.length) process.exitCode = 1;
}

console.log(`Firestore emulator ${process.env.FIRESTORE_EMULATOR_HOST}, database '${DATABASE}'`);
const sizes = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map(Number);
for (const size of sizes) if (!RUNS.some((run) => run.products === size)) throw new Error(`no run of ${size} products`);
for (const run of RUNS) if (sizes.length === 0 || sizes.includes(run.products)) await benchmark(run);
await clearBenchDatabase();
