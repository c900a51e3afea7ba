#!/usr/bin/env node
/**
 * What a page of the admin products table costs (docs/decisions/0029-admin-tables-pages-exports-and-limits.md).
 * Against the running Firestore emulator, in the named database 'bench-admin-pages': writes 2,000
 * products (half published, names with their search words as the API builds them), then reads
 * pages 1, 2, 10, 50 and 100 of the table, with no filter, with the status filter and with one and
 * two words in the search box, two ways:
 *
 * - by cursor (data/searched-page.js, the table before): a page costs its own rows, but page n is
 *   reached only by following "Next page" n - 1 times, so the figure is the sum over the walk;
 * - by number (data/numbered-page.js, the table now): the page's link costs a count, the rows the
 *   offset skips and the page's rows.
 *
 * The emulator bills nothing, so the figures are the reads each read reports, counted as Firestore
 * bills them: one per document returned or skipped by an offset, one per 1,000 matches counted.
 *
 *   npm run build -w functions
 *   node scripts/stack/with-emulators.mjs "npm run bench:admin-pages"
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EMULATOR_HOSTS, PROJECT_ID } from '../../local-stack.mjs';

process.env.FIRESTORE_EMULATOR_HOST ??= EMULATOR_HOSTS.firestore;
process.env.GCLOUD_PROJECT ??= PROJECT_ID;

const lib = (path) => new URL(`../../functions/lib/${path}`, import.meta.url);
if (!existsSync(fileURLToPath(lib('data/numbered-page.js')))) {
  console.error('functions/lib is missing or old: run `npm run build -w functions` first.');
  process.exit(1);
}

const { initializeApp } = await import('firebase-admin/app');
const { getFirestore } = await import('firebase-admin/firestore');
const { readSearchedPage } = await import(lib('data/searched-page.js'));
const { readNumberedPage } = await import(lib('data/numbered-page.js'));
const { adminSearchWords, productSearchKeys } = await import(lib('shared/admin-search.js'));
const { ADMIN_PAGE_SIZE } = await import(lib('shared/constants.js'));
const { COLLECTIONS } = await import(lib('shared/collections.js'));
const { decodeCursor } = await import(lib('shared/page-cursor.js'));

const PRODUCTS = 2_000;
const PAGES = [1, 2, 10, 50, 100];
const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'bench-admin-pages'), 'bench-admin-pages');
const products = db.collection(COLLECTIONS.products);

const BRANDS = ['ThinkPad', 'Zenbook', 'Vivobook', 'Aspire', 'Inspiron', 'Pavilion', 'MacBook', 'Legion'];
async function writeProducts() {
  await db.recursiveDelete(products);
  const writer = db.bulkWriter();
  for (let n = 0; n < PRODUCTS; n += 1) {
    const name = `${BRANDS[n % BRANDS.length]} ${n % 3 === 0 ? 'Pro' : 'Air'} ${n}`;
    const slug = name.toLowerCase().replaceAll(' ', '-');
    const product = {
      name,
      slug,
      status: n % 2 === 0 ? 'published' : 'draft',
      category: 'Laptop',
      createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
    };
    void writer.set(products.doc(), { ...product, searchKeys: productSearchKeys(product) });
  }
  await writer.close();
}

/** Reads to reach page `page` by following the cursor from page 1 (each page's reads summed). */
async function cursorWalk(list, words, page) {
  let after = null;
  let read = 0;
  for (let shown = 1; shown <= page; shown += 1) {
    const result = await readSearchedPage(list, 'createdAt', after, ADMIN_PAGE_SIZE, words);
    read += result.read;
    if (!result.nextCursor) return shown === page ? read : `${read} (ends at ${shown})`;
    after = decodeCursor(result.nextCursor);
  }
  return read;
}

const CASES = [
  { label: 'no filter', list: () => products, q: '' },
  { label: 'status = published', list: () => products.where('status', '==', 'published'), q: '' },
  { label: "search 'thinkpad' (one word)", list: () => products, q: 'thinkpad' },
  { label: "search 'thinkpad pro' (two words)", list: () => products, q: 'thinkpad pro' },
];

await writeProducts();
console.log(`${PRODUCTS} products, ${ADMIN_PAGE_SIZE} per page. Billed reads to show page n:`);
console.log(
  `  ${'list'.padEnd(36)} ${'page'.padStart(4)}  ${'by cursor (walk)'.padStart(18)}  ${'by number'.padStart(10)}  pages`,
);
for (const { label, list, q } of CASES) {
  const words = adminSearchWords(q, 'product');
  for (const page of PAGES) {
    const numbered = await readNumberedPage(list(), 'createdAt', page, ADMIN_PAGE_SIZE, words);
    if (page > Math.max(numbered.pages, 1)) continue;
    const walked = await cursorWalk(list(), words, page);
    console.log(
      `  ${label.padEnd(36)} ${String(page).padStart(4)}  ${String(walked).padStart(18)}  ${String(numbered.read).padStart(10)}  ${numbered.pages}`,
    );
  }
}
const past = await readNumberedPage(products, 'createdAt', 9_999, ADMIN_PAGE_SIZE, []);
console.log(`  a page past the last (9999 of ${past.pages}): ${past.read} read (the count alone)`);
process.exit(0);
