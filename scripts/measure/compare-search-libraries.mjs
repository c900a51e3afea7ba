#!/usr/bin/env node
/**
 * MiniSearch, Orama and FlexSearch on the benchmark catalogue at 10,000 and 100,000 products
 * (docs/decisions/0015-search-engine.md): index build time, heap used by the index, p95 of the
 * issue's queries, and result quality on the cases. Every library gets the shop's folding
 * (searchWords) and prefix matching; typo tolerance and field weights as far as each offers them.
 * In memory only, no emulator. Each library and size runs in its own process, so one index's
 * garbage cannot blur another's memory figure. `npm run compare:search` after `npm run build -w functions`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import FlexSearch from 'flexsearch';
import { generateProducts, QUALITY_CASES } from './bench-catalogue.mjs';

const lib = (path) => new URL(`../../functions/lib/${path}`, import.meta.url);
if (!existsSync(fileURLToPath(lib('search/product-text-index.js')))) {
  console.error('functions/lib is missing: run `npm run build -w functions` first.');
  process.exit(1);
}
const { ProductTextIndex, FIELD_BOOSTS, typoTolerance } = await import(lib('search/product-text-index.js'));
const { searchWords } = await import(lib('shared/text.js'));
const { searchTerms } = await import(lib('shared/search-params.js'));

const SIZES = [10_000, 100_000];
const ROUNDS = 20; // each query up to this many times for the p95...
const TIME_BUDGET_MS = 60_000; // ...while a library's timing rounds stay within this (Orama at 100k takes seconds a query)
const TOP = 5;
const FIELDS = ['name', 'brand', 'category', 'description'];

const heapUsed = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

/** Each adapter: build(products) -> index; search(index, query) -> ids best first. */
const libraries = {
  MiniSearch: {
    build: (products) => new ProductTextIndex(products.map(({ id, doc }) => ({ id, ...pick(doc) }))),
    search: (index, query) =>
      [...index.match(searchTerms(query).words).scores.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id),
  },
  Orama: {
    build: (products) => {
      const db = create({
        schema: { name: 'string', brand: 'string', category: 'string', description: 'string' },
        components: { tokenizer: { language: 'english', normalizationCache: new Map(), tokenize: searchWords } },
      });
      // Orama's ids are strings it keeps; insertMultiple is its bulk path.
      insertMultiple(
        db,
        products.map(({ id, doc }) => ({ id, ...pick(doc) })),
        products.length,
      );
      return db;
    },
    // One tolerance for the whole query (Orama has no per-word setting): the longest word's.
    search: (db, query) =>
      oramaSearch(db, {
        term: query,
        properties: FIELDS,
        boost: FIELD_BOOSTS,
        tolerance: Math.max(0, ...searchWords(query).map(typoTolerance)),
        threshold: 0, // every word required
        limit: 1000,
      }).hits.map((hit) => hit.id),
  },
  FlexSearch: {
    build: (products) => {
      // One index over all fields: a Document index requires every word within one field, so
      // 'asus rog' (brand + name) would find nothing. No edit-distance typos; no field weights.
      const index = new FlexSearch.Index({ tokenize: 'forward', encode: searchWords });
      for (const { id, doc } of products) index.add(id, FIELDS.map((f) => doc[f]).join(' '));
      return index;
    },
    search: (index, query) => index.search(query, { limit: 1000, suggest: false }),
  },
};

const pick = (doc) => Object.fromEntries(FIELDS.map((f) => [f, doc[f]]));
const folded = (text) => searchWords(text).join(' ');
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function passes(docs, testCase, ids) {
  const top = ids.slice(0, TOP).map((id) => docs.get(id));
  if (top.length === 0) return false;
  return top.every((doc) => {
    const text = testCase.field === 'name' ? folded(doc.name) : folded(FIELDS.map((f) => doc[f]).join(' '));
    return ` ${text} `.includes(` ${testCase.has}`);
  });
}

/** One library at one size, in this process: prints its row of the table. */
function measureOne(name, size) {
  const library = libraries[name];
  const products = generateProducts(size);
  const docs = new Map(products.map(({ id, doc }) => [id, doc]));
  const before = heapUsed();
  let start = performance.now();
  const index = library.build(products);
  const build = performance.now() - start;
  const heap = heapUsed() - before;
  const latencies = [];
  const failed = [];
  // The quality pass times each query once; further rounds add timings while the budget lasts.
  for (const testCase of QUALITY_CASES) {
    start = performance.now();
    if (!passes(docs, testCase, library.search(index, testCase.query))) failed.push(testCase.query);
    latencies.push(performance.now() - start);
  }
  const deadline = performance.now() + TIME_BUDGET_MS;
  for (let round = 1; round < ROUNDS && performance.now() < deadline; round += 1) {
    for (const testCase of QUALITY_CASES) {
      start = performance.now();
      library.search(index, testCase.query);
      latencies.push(performance.now() - start);
    }
  }
  latencies.sort((a, b) => a - b);
  const timed = `${latencies.length} timed`;
  console.log(
    `${name.padEnd(10)} ${(build / 1000).toFixed(2).padStart(6)} s ${(heap / 2 ** 20).toFixed(0).padStart(6)} MB ${percentile(
      latencies,
      95,
    )
      .toFixed(1)
      .padStart(
        9,
      )} ms   ${String(QUALITY_CASES.length - failed.length).padStart(2)}/${QUALITY_CASES.length}       ${failed.join(', ') || '-'}  (${timed})`,
  );
}

const [onlyName, onlySize] = process.argv.slice(2);
if (onlyName) {
  measureOne(onlyName, Number(onlySize));
} else {
  for (const size of SIZES) {
    console.log(`\n${size.toLocaleString('en')} products, ${QUALITY_CASES.length} queries x ${ROUNDS}`);
    console.log('library      build     index heap   p95/query   quality   failed cases');
    for (const name of Object.keys(libraries)) {
      const child = spawnSync(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), name, String(size)], {
        stdio: 'inherit',
      });
      if (child.status !== 0) process.exitCode = 1;
    }
  }
}
