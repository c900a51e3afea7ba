/**
 * products written -> category counts (stats/categories), the product's search index row (only
 * when the write changed it), and the product's own searchWords when they are stale (written only
 * when different, so the write this causes triggers one more event that changes nothing).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { categoryStatsDoc, productsCol } from '../data/collections.js';
import { packSearchIndexRow, searchIndexRowFor } from '../search/search-index-row.js';
import { refreshSearchIndexSnapshot, writeSearchIndexRow } from '../search/search-index-store.js';
import type { ProductDoc } from '../shared/entities/catalogue.js';
import { categoryCountKey } from '../shared/stats.js';
import { productSearchWords } from '../shared/text.js';
import { applyOnce } from './exactly-once.js';
import { addToCounter, readCategoryStats } from './stats-docs.js';
import type { WriteEvent } from './trigger-event.js';

/** Published (documents from before drafts existed count as published). */
const onSale = (product: ProductDoc | undefined): product is ProductDoc =>
  product !== undefined && product.status !== 'draft';

/** The product's row as search holds it; none for a draft or a deleted product. */
const indexedRow = (productId: string, product: ProductDoc | undefined) =>
  onSale(product) ? packSearchIndexRow(searchIndexRowFor(productId, product)) : undefined;

/**
 * A snapshot of the index is written at most this often: a burst of product writes (an import)
 * would otherwise serialise the whole index per product. A new instance brings an older snapshot
 * up to date from the shards (docs/decisions/0025-faceted-search-and-index-snapshot.md).
 */
export const SNAPSHOT_MIN_AGE_MS = 60_000;

const sameWords = (a: readonly string[] | undefined, b: readonly string[]) =>
  a !== undefined && a.length === b.length && a.every((word, i) => word === b[i]);

export async function handleProductWritten(
  db: Firestore,
  event: WriteEvent<ProductDoc>,
  { now = Date.now() }: { now?: number } = {},
) {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  const productId = event.data?.after.id ?? event.data?.before.id;
  if (!productId) return;
  const rowChanged = indexedRow(productId, before) !== indexedRow(productId, after);
  await applyOnce(db, event.id, async (tx) => {
    const productRef = productsCol(db).doc(productId);
    // The row follows the product as it is now, not as this event saw it, so events arriving
    // out of order cannot leave an old row behind. Category counts are diffs, which commute.
    const current = (await tx.get(productRef)).data();
    // Shoppers' categories and search count published products only; a draft is not in the shop.
    const wasCounted = onSale(before) ? before.category : undefined;
    const isCounted = onSale(after) ? after.category : undefined;
    const categories = wasCounted !== isCounted ? await readCategoryStats(tx, db) : null;

    if (categories) {
      let counts = categories.counts;
      if (wasCounted !== undefined) counts = addToCounter(counts, categoryCountKey(wasCounted), -1);
      if (isCounted !== undefined) counts = addToCounter(counts, categoryCountKey(isCounted), 1);
      tx.set(categoryStatsDoc(db), { counts });
    }
    // Every instance re-reads the shards after a row write (it bumps the index version), so a
    // write that leaves the row as it was (stock, image, slug, searchWords) writes none. Whichever
    // event changed the row last writes the product as it is then, so skipping the others is safe.
    if (rowChanged) writeSearchIndexRow(tx, db, productId, onSale(current) ? current : undefined);
    if (current) {
      const words = productSearchWords(current);
      if (!sameWords(current.searchWords, words)) tx.update(productRef, { searchWords: words });
    }
  });
  if (!rowChanged) return;
  try {
    await refreshSearchIndexSnapshot(db, { minAgeMs: SNAPSHOT_MIN_AGE_MS, now });
  } catch (error) {
    // The snapshot only speeds up new instances; the rows are committed, so the event is done.
    console.error('search index snapshot not written', error);
  }
}
