#!/usr/bin/env node
/**
 * Search quality on Vietnamese shopping queries (docs/decisions/0085-vietnamese-query-understanding.md).
 * Each query of search-quality-queries.json lists the demo catalogue's products (seed/products.json)
 * a shopper typing it expects. The seed is indexed in-process, as the search index holds it (no
 * emulator), and every query is searched as the search page does (Best Match, 12 a page) twice:
 * as typed (before: no understanding) and understood with the shop's default synonyms (after).
 *
 * Per query, over the first 12 results: recall = expected found / min(expected, 12); precision =
 * expected found / results shown (0 when nothing is shown). Prints both means, the queries that
 * show nothing although a product matches, and each query below either target (recall 0.9,
 * precision 0.8) after. Needs `npm run build -w functions` first (npm run bench:search-quality
 * builds).
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const lib = (path) => new URL(`../../functions/lib/${path}`, import.meta.url);
if (!existsSync(fileURLToPath(lib('search/understood-search.js')))) {
  console.error('functions/lib is missing: run `npm run build -w functions` first.');
  process.exit(1);
}
const { SearchCatalogue } = await import(lib('search/search-catalogue.js'));
const { searchIndexRowFor } = await import(lib('search/search-index-row.js'));
const { searchRows } = await import(lib('search/search-rows.js'));
const { understandSearch } = await import(lib('search/understood-search.js'));
const { parseSearchParams } = await import(lib('shared/search-params.js'));
const { DEFAULT_SHOP_SETTINGS } = await import(lib('shared/shop-settings.js'));

const PAGE = 12;
const TARGET = { recall: 0.9, precision: 0.8 };
const read = (path) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const products = read('../../seed/products.json');
const queries = read('./search-quality-queries.json');

const catalogue = SearchCatalogue.fromRows(
  products.map(({ id, ...product }) => searchIndexRowFor(id, { rating: 0, numReviews: 0, ...product })),
);

function search(query, understand) {
  const parsed = parseSearchParams({ query, pageSize: String(PAGE) });
  if (!parsed.ok) throw new Error(`${query}: ${parsed.message}`);
  if (!understand) return { ids: searchRows(catalogue, parsed.filters).ids, understood: [] };
  const understood = understandSearch(catalogue, parsed.filters, DEFAULT_SHOP_SETTINGS.searchSynonyms);
  return {
    ids: searchRows(catalogue, understood.filters, understood.specWords).ids,
    understood: understood.understood,
  };
}

function score({ query, expected }, understand) {
  const { ids, understood } = search(query, understand);
  const wanted = new Set(expected);
  const found = ids.filter((id) => wanted.has(id)).length;
  return {
    query,
    recall: found / Math.min(expected.length, PAGE),
    precision: ids.length === 0 ? 0 : found / ids.length,
    empty: ids.length === 0 && expected.length > 0,
    shown: ids.length,
    understood: understood.map((u) => u.label).join(' · '),
  };
}

const mean = (list, key) => list.reduce((sum, r) => sum + r[key], 0) / list.length;
const fixed = (n) => n.toFixed(3);

const before = queries.map((q) => score(q, false));
const after = queries.map((q) => score(q, true));

console.log(
  `Search quality: ${queries.length} labelled queries, seed catalogue of ${products.length} products, first ${PAGE} results\n`,
);
console.log('| measure | before (as typed) | after (understood) | target |');
console.log('| --- | --- | --- | --- |');
console.log(
  `| mean recall@${PAGE} | ${fixed(mean(before, 'recall'))} | ${fixed(mean(after, 'recall'))} | >= ${TARGET.recall} |`,
);
console.log(
  `| mean precision@${PAGE} | ${fixed(mean(before, 'precision'))} | ${fixed(mean(after, 'precision'))} | >= ${TARGET.precision} |`,
);
const empties = (list) => list.filter((r) => r.empty);
console.log(
  `| queries with no result though a product matches | ${empties(before).length} | ${empties(after).length} | 0 |`,
);
const perfect = (list) => list.filter((r) => r.recall === 1 && r.precision === 1).length;
console.log(`| queries with recall and precision 1 | ${perfect(before)} | ${perfect(after)} | |\n`);

const weak = after.filter((r) => r.recall < TARGET.recall || r.precision < TARGET.precision);
console.log(weak.length === 0 ? 'After: every query meets both targets.' : 'After, below a target:');
for (const r of weak) {
  console.log(
    `  ${r.query}: recall ${fixed(r.recall)}, precision ${fixed(r.precision)}, ${r.shown} shown (${r.understood || 'nothing understood'})`,
  );
}
if (process.argv.includes('--all')) {
  console.log('\n| query | before recall / precision | after recall / precision | understood |');
  console.log('| --- | --- | --- | --- |');
  after.forEach((r, i) =>
    console.log(
      `| ${r.query} | ${fixed(before[i].recall)} / ${fixed(before[i].precision)} | ${fixed(r.recall)} / ${fixed(r.precision)} | ${r.understood} |`,
    ),
  );
}
const failed =
  mean(after, 'recall') < TARGET.recall || mean(after, 'precision') < TARGET.precision || empties(after).length > 0;
process.exitCode = failed ? 1 : 0;
