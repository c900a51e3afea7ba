#!/usr/bin/env node
/**
 * Search benchmark (docs/decisions/0006-search.md). Against the running Firestore emulator, in the
 * named database 'bench': writes 10,000 generated products, builds the search index shards
 * directly (no triggers), then times 1,000 mixed searches through the real search handler and a
 * naive baseline that scans every product per request. Prints latency percentiles and the
 * documents read (billed) per search. Needs `npm run build -w functions` first.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.GCLOUD_PROJECT ??= 'demo-laptop-shop';

const lib = (path) => new URL(`../functions/lib/${path}`, import.meta.url);
if (!existsSync(fileURLToPath(lib('search/run-search.js')))) {
  console.error('functions/lib is missing: run `npm run build -w functions` first.');
  process.exit(1);
}

const { initializeApp } = await import('firebase-admin/app');
const { getFirestore } = await import('firebase-admin/firestore');
const { runSearch } = await import(lib('search/run-search.js'));
const { dropCachedSearchRows, rebuildSearchIndex } = await import(lib('search/search-index-store.js'));
const { searchIndexRowFor } = await import(lib('search/search-index-row.js'));
const { searchRows } = await import(lib('search/search-rows.js'));
const { parseSearchParams } = await import(lib('shared/search-params.js'));
const { productSearchWords } = await import(lib('shared/text.js'));

const PROJECT_ID = 'demo-laptop-shop';
const DATABASE = 'bench';
const PRODUCTS = 10_000;
const SEARCHES = 1_000;
const COLD_SEARCHES = 200;
const BASELINE_SEARCHES = 50;

const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench'), DATABASE);

/** Deterministic pseudo-random numbers, so every run searches the same catalogue. */
function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20251122);
const pick = (list) => list[Math.floor(random() * list.length)];

const BRANDS = ['Dell', 'HP', 'Lenovo', 'Asus', 'Acer', 'Apple', 'MSI', 'Gigabyte'];
const CATEGORIES = ['Gaming', 'Văn phòng', 'Đồ họa', 'Ultrabook', 'Doanh nhân', 'Sinh viên', 'Workstation', '2-in-1'];
const WORDS = [
  'Pro',
  'Air',
  'Máy',
  'mỏng',
  'nhẹ',
  'Core',
  'i5',
  'i7',
  'Ryzen',
  'OLED',
  'Plus',
  'Max',
  'Slim',
  'Carbon',
  'Vivo',
  'Zen',
  'Book',
  'Nitro',
  'Legion',
  'Spectre',
];

function product(i) {
  const name = `${pick(WORDS)} ${pick(WORDS)} ${pick(WORDS)} ${i}`;
  const brand = pick(BRANDS);
  const category = pick(CATEGORIES);
  const createdAt = new Date(Date.UTC(2023, 0, 1) + Math.floor(random() * 700 * 86_400_000)).toISOString();
  const doc = {
    name,
    slug: `bench-${i}`,
    image: '/images/products/sample.svg',
    price: Math.round(random() * 1000 * 100) / 100,
    description: 'Benchmark product',
    category,
    brand,
    countInStock: Math.floor(random() * 20),
    rating: Math.round(random() * 10) / 2,
    numReviews: Math.floor(random() * 50),
    createdAt,
    updatedAt: createdAt,
  };
  return { id: `bench${String(i).padStart(5, '0')}`, doc: { ...doc, searchWords: productSearchWords(doc) } };
}

function randomSearch() {
  const raw = {};
  const r = random();
  if (r < 0.35) raw.query = pick(WORDS);
  else if (r < 0.5) raw.query = `${pick(WORDS)} ${pick(BRANDS)}`;
  else if (r < 0.6) raw.query = pick(['do hoa', 'đồ họa', 'van phong', 'mong nhe']);
  if (random() < 0.4) raw.category = pick(CATEGORIES);
  if (random() < 0.4) raw.pricce = pick(['1-50', '51-200', '201-1000']);
  if (random() < 0.3) raw.rating = String(pick([1, 2, 3, 4]));
  raw.order = pick(['newest', 'lowest', 'highest', 'toprated']);
  // Half the searches open page 1; the rest go deep, up to the last pages of an unfiltered search.
  raw.page = String(random() < 0.5 ? 1 : pick([2, 5, 20, 100, 400, 800, 834]));
  const parsed = parseSearchParams(raw);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.filters;
}

/** The naive way: read every product on every request, filter and sort in memory. */
async function naiveSearch(filters) {
  const snapshot = await db.collection('products').get();
  const rows = snapshot.docs.map((doc) => searchIndexRowFor(doc.id, doc.data()));
  const page = searchRows(rows, filters);
  const byId = new Map(snapshot.docs.map((doc) => [doc.id, doc]));
  const products = page.ids.map((id) => ({ _id: id, ...byId.get(id).data() }));
  return {
    result: { products, page: page.page, pages: page.pages, countProducts: page.countProducts },
    reads: snapshot.size,
  };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(label, count, search) {
  const latencies = [];
  const reads = [];
  const results = [];
  const searches = Array.from({ length: count }, randomSearch);
  for (const filters of searches) {
    const start = performance.now();
    const outcome = await search(filters);
    latencies.push(performance.now() - start);
    reads.push(outcome.reads);
    results.push(outcome.result.products.map((p) => p._id).join(','));
  }
  latencies.sort((a, b) => a - b);
  const stats = {
    label,
    searches: count,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    readsMean: reads.reduce((a, b) => a + b, 0) / reads.length,
    readsMax: Math.max(...reads),
  };
  console.log(
    `${label.padEnd(22)} ${String(count).padStart(5)} searches  p50 ${stats.p50.toFixed(1).padStart(8)} ms  p95 ${stats.p95
      .toFixed(1)
      .padStart(8)} ms  reads/search mean ${stats.readsMean.toFixed(1)} max ${stats.readsMax}`,
  );
  return { stats, searches, results };
}

async function main() {
  console.log(`Firestore emulator ${process.env.FIRESTORE_EMULATOR_HOST}, database '${DATABASE}'`);
  const clear = await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/${DATABASE}/documents`,
    {
      method: 'DELETE',
    },
  );
  if (!clear.ok) throw new Error(`could not clear the bench database: ${clear.status}`);

  const products = Array.from({ length: PRODUCTS }, (_, i) => product(i));
  let start = performance.now();
  for (let i = 0; i < products.length; i += 500) {
    const batch = db.batch();
    for (const { id, doc } of products.slice(i, i + 500)) batch.set(db.collection('products').doc(id), doc);
    await batch.commit();
  }
  console.log(`wrote ${PRODUCTS} products in ${((performance.now() - start) / 1000).toFixed(1)} s`);
  start = performance.now();
  await rebuildSearchIndex(db, products);
  const shards = await db.collection('searchIndex').get();
  const shardDocs = shards.docs.filter((doc) => doc.data().rows);
  const sizes = shardDocs.map((doc) => Object.keys(doc.data().rows).length);
  console.log(
    `built ${shardDocs.length} index shards (${sizes.join(', ')} rows) in ${(performance.now() - start).toFixed(0)} ms`,
  );

  // Warm-up so neither side pays for connection set-up.
  await runSearch(db, randomSearch());
  await naiveSearch(randomSearch());

  // Warm: the catalogue did not change since this instance last read the shards (the usual case).
  const indexed = await measure('index (warm instance)', SEARCHES, (filters) => runSearch(db, filters));
  // Cold: every search re-reads all shards, as after a product change or on a new instance.
  const cold = await measure('index (cold, re-read)', COLD_SEARCHES, (filters) => {
    dropCachedSearchRows(db);
    return runSearch(db, filters);
  });
  const naive = await measure('naive full scan', BASELINE_SEARCHES, naiveSearch);

  // Same filters through both: the index must return the same pages as the scan.
  let mismatches = 0;
  for (const filters of naive.searches) {
    const [a, b] = await Promise.all([runSearch(db, filters), naiveSearch(filters)]);
    if (
      a.result.products.map((p) => p._id).join() !== b.result.products.map((p) => p._id).join() ||
      a.result.countProducts !== b.result.countProducts
    )
      mismatches += 1;
  }
  console.log(
    `result check: ${naive.searches.length - mismatches}/${naive.searches.length} baseline searches gave identical pages through the index`,
  );
  console.log(
    `billed reads per search: index warm <= ${indexed.stats.readsMax} (version + page), cold <= ${cold.stats.readsMax} (version + 8 shards + version + page), naive ${naive.stats.readsMean} (every product)`,
  );
  console.log(
    `p95 ratio naive/index: warm ${(naive.stats.p95 / indexed.stats.p95).toFixed(1)}x, cold ${(naive.stats.p95 / cold.stats.p95).toFixed(1)}x`,
  );
  if (mismatches > 0) process.exitCode = 1;
}

await main();
