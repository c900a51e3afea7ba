#!/usr/bin/env node
/**
 * The first search after a product edit on a warm instance (docs/decisions/0090-phone-filters-and-
 * fast-index-update.md). Against the running Firestore emulator, in the named database 'bench':
 * writes a generated catalogue, its index shards and the index snapshot as the products trigger
 * writes it; an instance starts from the snapshot (as every new function instance does) and
 * answers warm searches; then a product is edited the way the trigger applies it (its row and a
 * new index version in one commit) and the instance's next search is timed, then the searches
 * after it. Each figure is also printed as a ratio to the warm search of the same run, so runs on
 * a busy machine compare. Checks the edited product's new name is found and its old one is not.
 * `npm run bench:search-edit -- 51 10000` (the default: the demo's size and 10,000).
 * Needs `npm run build -w functions` first.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generateProducts } from './bench-catalogue.mjs';
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
const { dropCachedSearchCatalogue, rebuildSearchIndex, refreshSearchIndexSnapshot, writeSearchIndexRow } = await import(
  lib('search/search-index-store.js')
);
const { parseSearchParams } = await import(lib('shared/search-params.js'));
const { productSearchWords } = await import(lib('shared/text.js'));

const DATABASE = 'bench';
const SIZES = process.argv.slice(2).map(Number).filter(Boolean);
const WARM_SEARCHES = 30;
const EDITS = 5;
const QUERIES = ['dell', 'gaming', 'van phong', 'thinkpad', 'asus rog', 'rtx 4060'];

const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-edit'), DATABASE);

const filtersOf = (raw) => {
  const parsed = parseSearchParams(raw);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.filters;
};
const search = (raw) => runSearch(db, filtersOf(raw));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed(run) {
  const start = performance.now();
  const result = await run();
  return { ms: performance.now() - start, result };
}

async function clearBenchDatabase() {
  const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/${DATABASE}/documents`;
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`could not clear the bench database: ${response.status}`);
}

/** What the products trigger commits for an edit: the product, its row, a new index version. */
async function editProduct(id, doc) {
  await db.runTransaction(async (tx) => {
    tx.set(db.collection('products').doc(id), doc);
    writeSearchIndexRow(tx, db, id, doc);
  });
}

async function benchmark(size) {
  console.log(`\n${size.toLocaleString('en')} products`);
  await clearBenchDatabase();
  const products = generateProducts(size).map(({ id, doc }) => ({
    id,
    doc: { ...doc, searchWords: productSearchWords(doc) },
  }));
  for (let i = 0; i < products.length; i += 500) {
    const batch = db.batch();
    for (const { id, doc } of products.slice(i, i + 500)) batch.set(db.collection('products').doc(id), doc);
    await batch.commit();
  }
  await rebuildSearchIndex(db, products);
  await refreshSearchIndexSnapshot(db);
  // A new instance: its catalogue from the snapshot, then warm.
  dropCachedSearchCatalogue(db);
  const first = await timed(() => search({ query: QUERIES[0] }));
  const warm = [];
  for (let i = 0; i < WARM_SEARCHES; i += 1) warm.push((await timed(() => search({ query: QUERIES[i % 6] }))).ms);
  const warmMs = median(warm);

  const afterEdit = [];
  const next = [];
  const shardsReread = [];
  let correct = 0;
  for (let n = 0; n < EDITS; n += 1) {
    const { id, doc } = products[(n * 7919) % products.length];
    const name = `Zephyrbook Edited ${n}`;
    await editProduct(id, { ...doc, name, searchWords: productSearchWords({ ...doc, name }) });
    const edited = await timed(() => search({ query: `zephyrbook edited ${n}`, order: 'relevance' }));
    afterEdit.push(edited.ms);
    for (let i = 0; i < 3; i += 1) next.push((await timed(() => search({ query: QUERIES[i] }))).ms);
    const found = edited.result.result.products[0];
    if (found?._id === id && found.name === name) correct += 1;
    // The way before: the instance re-reads every shard and compares every row after the edit.
    const again = `${name} again`;
    await editProduct(id, { ...doc, name: again, searchWords: productSearchWords({ ...doc, name: again }) });
    dropCachedSearchCatalogue(db, { keepCatalogue: true });
    shardsReread.push((await timed(() => search({ query: `zephyrbook edited ${n}`, order: 'relevance' }))).ms);
  }
  const row = (label, value) =>
    console.log(
      `  ${label.padEnd(44)} ${value.toFixed(1).padStart(8)} ms  ${(value / warmMs).toFixed(1).padStart(6)}x warm`,
    );
  console.log(`  new instance's first search (from the snapshot) ${first.ms.toFixed(0)} ms`);
  row('warm search, median', warmMs);
  row('first search after an edit, median', median(afterEdit));
  row('first search after an edit, worst', Math.max(...afterEdit));
  row('searches after that, median', median(next));
  row('after an edit, every shard re-read (before)', median(shardsReread));
  console.log(`  the edited product found under its new name: ${correct}/${EDITS}`);
  return {
    size,
    warmMs,
    afterEditMs: median(afterEdit),
    worstMs: Math.max(...afterEdit),
    rereadMs: median(shardsReread),
    correct,
  };
}

const results = [];
for (const size of SIZES.length > 0 ? SIZES : [51, 10_000]) results.push(await benchmark(size));
console.log('\nsummary (first search after an edit / warm search, same run):');
for (const { size, warmMs, afterEditMs, worstMs, rereadMs } of results) {
  const x = (value) => `${(value / warmMs).toFixed(1)}x`;
  console.log(
    `  ${String(size).padStart(7)} products: warm ${warmMs.toFixed(1)} ms; after an edit, shards re-read ${rereadMs.toFixed(1)} ms (${x(rereadMs)}) -> row from the version ${afterEditMs.toFixed(1)} ms (${x(afterEditMs)}), worst ${worstMs.toFixed(0)} ms; target < 300 ms: ${worstMs < 300 ? 'met' : 'NOT met'}`,
  );
}
process.exit(results.every((r) => r.correct === EDITS) ? 0 : 1);
