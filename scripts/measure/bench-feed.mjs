#!/usr/bin/env node
/**
 * What the Google Shopping feed costs to build (docs/decisions/0114-product-feeds.md). Against the
 * running Firestore emulator, in the named database 'bench-feed': writes 10,000 published products
 * shaped like the demo catalogue (every fifth sold in 3 configurations) and 1,000 drafts, then asks
 * the seo app for /feeds/google.xml over HTTP, and for /sitemap.xml on the same catalogue as the
 * baseline (the one other document built from every published product), each several times.
 *
 * Reads are counted as Firestore bills a query: one per document it returns (the feed's one query,
 * plus the settings document, read at most once a minute). The target: 10 s and one read per product.
 *
 *   npm run build -w functions
 *   node scripts/stack/with-emulators.mjs "npm run bench:feed"
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { EMULATOR_HOSTS, PROJECT_ID } from '../../local-stack.mjs';
import { generateProducts } from './bench-catalogue.mjs';

process.env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_HOSTS.firestore;
process.env.GCLOUD_PROJECT ??= PROJECT_ID;

const lib = (path) => new URL(`../../functions/lib/${path}`, import.meta.url);
if (!existsSync(fileURLToPath(lib('seo/google-feed-xml.js')))) {
  console.error('functions/lib is missing or old: run `npm run build -w functions` first.');
  process.exit(1);
}

const { initializeApp } = await import('firebase-admin/app');
const { getFirestore } = await import('firebase-admin/firestore');
const { createSeoApp, GOOGLE_FEED_PATH } = await import(lib('seo/seo-app.js'));
const { readFeedProducts } = await import(lib('seo/feed-products.js'));
const { COLLECTIONS } = await import(lib('shared/collections.js'));

const PUBLISHED = 10_000;
const DRAFTS = 1_000;
const RUNS = 3;
const TARGET_MS = 10_000;
const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-feed'), 'bench-feed');
const products = db.collection(COLLECTIONS.products);

async function writeCatalogue() {
  await db.recursiveDelete(products);
  const plain = generateProducts(PUBLISHED + DRAFTS);
  const configured = generateProducts(PUBLISHED + DRAFTS, undefined, 3);
  const writer = db.bulkWriter();
  plain.forEach(({ id, doc }, index) => {
    const product = index % 5 === 0 ? configured[index].doc : doc;
    void writer.set(products.doc(id), { ...product, status: index < PUBLISHED ? 'published' : 'draft' });
  });
  await writer.close();
}

/** Milliseconds for one GET of `path` from the app listening on `origin`, and the body's size. */
async function timeGet(origin, path) {
  const started = performance.now();
  const response = await fetch(`${origin}${path}`);
  const body = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return { ms: performance.now() - started, bytes: Buffer.byteLength(body), items: body.split('<item>').length - 1 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`Writing ${PUBLISHED} published products and ${DRAFTS} drafts…`);
await writeCatalogue();
const server = createSeoApp(db, 'https://shop.example').listen(0);
await new Promise((resolve) => server.once('listening', resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

const feed = [];
const sitemap = [];
for (let run = 0; run < RUNS; run += 1) {
  feed.push(await timeGet(origin, GOOGLE_FEED_PATH));
  sitemap.push(await timeGet(origin, '/sitemap.xml'));
}
server.close();
// The feed's one query, as the app runs it: the documents it returns are the billed reads.
const read = (await readFeedProducts(db)).length;

const feedMs = median(feed.map((run) => run.ms));
const sitemapMs = median(sitemap.map((run) => run.ms));
console.log(`/feeds/google.xml, ${PUBLISHED} published products (median of ${RUNS}):`);
console.log(`  time            ${(feedMs / 1000).toFixed(2)} s (target ≤ ${TARGET_MS / 1000} s)`);
console.log(`  items           ${feed[0].items} (one per product, one per variant)`);
console.log(`  size            ${(feed[0].bytes / 1_048_576).toFixed(1)} MB`);
console.log(`  reads           ${read} product documents + 1 settings = ${(read / PUBLISHED).toFixed(2)} per product`);
console.log(`baseline /sitemap.xml, same catalogue: ${(sitemapMs / 1000).toFixed(2)} s`);
console.log(`  ratio feed / sitemap: ${(feedMs / sitemapMs).toFixed(2)}`);
await db.recursiveDelete(products);
process.exit(feedMs <= TARGET_MS && read === PUBLISHED ? 0 : 1);
