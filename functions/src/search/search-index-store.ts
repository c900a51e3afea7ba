/** Reading and writing the search index shards in Firestore (docs/decisions/0006-search.md). */
import { randomUUID } from 'node:crypto';
import { FieldPath, FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { searchIndexShardDoc, searchIndexVersionDoc } from '../data/collections.js';
import type { ProductDoc } from '../shared/entities/catalogue.js';
import type { PackedSearchIndexRow, SearchIndexShardDoc, SearchIndexVersionDoc } from '../shared/entities/search.js';
import { SEARCH_INDEX_SHARDS } from '../shared/stats.js';
import { SearchCatalogue } from './search-catalogue.js';
import { packSearchIndexRow, searchIndexRowFor, searchIndexShardOf } from './search-index-row.js';
import { loadSearchIndexSnapshot, readSnapshotHead, writeSearchIndexSnapshot } from './search-index-snapshot.js';

/** `shards` is SEARCH_INDEX_SHARDS in the shop; the benchmark raises it for catalogues that outgrow 8 shards. */
export const allShardRefs = (db: Firestore, shards: number = SEARCH_INDEX_SHARDS) =>
  Array.from({ length: shards }, (_, shard) => searchIndexShardDoc(db, shard));

interface CachedCatalogue {
  /** null: kept for its rows, but to be brought up to date before use. */
  version: string | null;
  /** The version document's `seq` the catalogue belongs to; undefined when not known. */
  seq?: number | undefined;
  catalogue: SearchCatalogue;
}
type CatalogueCache = WeakMap<Firestore, CachedCatalogue>;
/** Per function instance and database: the catalogue last read, with the index version it belongs to. */
const cache: CatalogueCache = new WeakMap();
/**
 * The snapshot writer's own copy (the product trigger's): kept apart so that, where the trigger and
 * search share a process (the tests, the emulator), writing a snapshot never warms search's cache.
 */
const writerCache: CatalogueCache = new WeakMap();

export interface SearchCatalogueRead {
  catalogue: SearchCatalogue;
  /** The index version the catalogue's rows belong to. */
  version: string;
  /**
   * Billed document reads: the version document, plus every shard when the cache was stale; a new
   * instance reads the snapshot's head and chunks instead, and the shards too if it is older.
   */
  reads: number;
  /**
   * How a new instance got its catalogue: from the snapshot (current or brought up to date), or the
   * shards alone; 'version': a warm one applied the one changed row the version document carries.
   */
  source?: 'snapshot' | 'snapshot+shards' | 'shards' | 'version';
}

/** The version document is the one right after the cached copy's, and names the row it changed. */
function isNextVersion(
  cached: CachedCatalogue,
  head: SearchIndexVersionDoc,
): head is SearchIndexVersionDoc & { seq: number; changedId: string } {
  return (
    cached.version !== null &&
    cached.seq !== undefined &&
    head.seq === cached.seq + 1 &&
    typeof head.changedId === 'string'
  );
}

/**
 * The catalogue of every shard. Reads the version document (1 read) and reuses this instance's
 * catalogue while the version is unchanged; otherwise reads the SEARCH_INDEX_SHARDS shards again
 * and updates the catalogue's changed rows only. The version is bumped in the same commit as any
 * row, so a reused catalogue is never older than the version it was read with.
 */
export async function readSearchCatalogue(
  db: Firestore,
  shardCount: number = SEARCH_INDEX_SHARDS,
): Promise<SearchCatalogueRead> {
  return readCatalogueWith(cache, db, shardCount);
}

async function readCatalogueWith(
  cache: CatalogueCache,
  db: Firestore,
  shardCount: number,
): Promise<SearchCatalogueRead> {
  const head = (await searchIndexVersionDoc(db).get()).data();
  const version = head?.version ?? '';
  const cached = cache.get(db);
  if (cached && cached.version === version) return { catalogue: cached.catalogue, version, reads: 1 };
  if (cached && head && isNextVersion(cached, head)) {
    // One product changed since this copy: its row is in the version document, no shard is read.
    cached.catalogue.applyRow(head.changedId, head.changedRow ?? undefined);
    cache.set(db, { version, seq: head.seq, catalogue: cached.catalogue });
    return { catalogue: cached.catalogue, version, reads: 1, source: 'version' };
  }
  if (!cached) {
    const restored = await restoreFromSnapshot(db);
    if (restored?.version === version) {
      cache.set(db, { version, seq: head?.seq, catalogue: restored.catalogue });
      preloadEngineSoon(db, restored.catalogue);
      return { catalogue: restored.catalogue, version, reads: 1 + restored.reads, source: 'snapshot' };
    }
    if (restored) {
      // An older snapshot: its rows are brought up to date from the shards, re-indexing only the
      // products that changed since it was written.
      const read = await readShards(cache, db, shardCount, restored.catalogue);
      return { ...read, reads: 1 + restored.reads + read.reads, source: 'snapshot+shards' };
    }
  }
  const read = await readShards(cache, db, shardCount, cached?.catalogue ?? new SearchCatalogue());
  return { ...read, reads: 1 + read.reads, ...(cached ? {} : { source: 'shards' as const }) };
}

/**
 * A restored catalogue matches with the snapshot's scores; MiniSearch's own index is needed only
 * at the first product edit, where loading it took 0.8 s at 10,000 products. Loaded shortly after
 * the first answer instead, so no search waits for it after an edit (the timer keeps no process alive).
 */
export const ENGINE_PRELOAD_DELAY_MS = 1_000;
/** Per database, the pending preload of the cached catalogue: a dropped catalogue's engine is never needed. */
const pendingPreloads = new Map<Firestore, NodeJS.Timeout>();
function preloadEngineSoon(db: Firestore, catalogue: SearchCatalogue) {
  cancelPreload(db);
  const timer = setTimeout(() => {
    pendingPreloads.delete(db);
    catalogue.text.preloadEngine();
  }, ENGINE_PRELOAD_DELAY_MS).unref();
  pendingPreloads.set(db, timer);
}
function cancelPreload(db: Firestore) {
  clearTimeout(pendingPreloads.get(db));
  pendingPreloads.delete(db);
}

/** The snapshot's catalogue and version, with the reads it cost (head and chunks); none when there is none usable. */
async function restoreFromSnapshot(db: Firestore) {
  const head = await readSnapshotHead(db);
  if (!head) return undefined;
  const loaded = await loadSearchIndexSnapshot(db, head);
  return loaded && { ...loaded, reads: loaded.reads + 1 };
}

/** Every shard read with the version in one consistent read, and `catalogue` brought to their rows. */
async function readShards(
  cache: CatalogueCache,
  db: Firestore,
  shardCount: number,
  catalogue: SearchCatalogue,
): Promise<{ catalogue: SearchCatalogue; version: string; reads: number }> {
  const shards = await db.getAll(...allShardRefs(db, shardCount), searchIndexVersionDoc(db));
  const packed = new Map<string, PackedSearchIndexRow>();
  for (const snapshot of shards.slice(0, shardCount)) {
    const rows = (snapshot.data() as SearchIndexShardDoc | undefined)?.rows ?? {};
    for (const id of Object.keys(rows)) packed.set(id, rows[id] as PackedSearchIndexRow);
  }
  catalogue.update(packed);
  // The version read together with the shards (one consistent snapshot) labels this copy.
  const versionDoc = shards[shardCount]?.data() as SearchIndexVersionDoc | undefined;
  const shardsVersion = versionDoc?.version ?? '';
  cache.set(db, { version: shardsVersion, seq: versionDoc?.seq, catalogue });
  return { catalogue, version: shardsVersion, reads: shardCount + 1 };
}

/**
 * Writes the snapshot of the current index unless the snapshot is already of this version. Called
 * by the trigger that writes rows, after its commit; `minAgeMs` spares a burst of product writes a
 * snapshot each (a new instance brings an older snapshot up to date from the shards).
 */
export async function refreshSearchIndexSnapshot(
  db: Firestore,
  { minAgeMs = 0, now = Date.now() }: { minAgeMs?: number; now?: number } = {},
  shardCount: number = SEARCH_INDEX_SHARDS,
): Promise<'written' | 'current' | 'recent'> {
  const head = await readSnapshotHead(db);
  const { catalogue, version } = await readCatalogueWith(writerCache, db, shardCount);
  if (head?.version === version) return 'current';
  if (head && now - Date.parse(head.writtenAt) < minAgeMs) return 'recent';
  await writeSearchIndexSnapshot(db, catalogue, version);
  return 'written';
}

/**
 * Forgets this instance's catalogue: the benchmark measures a new instance with it. With
 * `keepCatalogue`, only the version is forgotten, as after a product change elsewhere.
 */
export function dropCachedSearchCatalogue(db: Firestore, { keepCatalogue = false } = {}): void {
  const cached = cache.get(db);
  if (keepCatalogue && cached) cache.set(db, { ...cached, version: null });
  else {
    cache.delete(db);
    // Otherwise the dropped copy's engine would be parsed a second later, in the middle of the
    // next new instance's first search, which the benchmark would then time.
    cancelPreload(db);
  }
  if (!keepCatalogue) writerCache.delete(db);
}

/**
 * Puts a product's current row in its shard, or removes it when the product is gone. Only the
 * row's own map entry is written (mergeFields), so concurrent writes for other products of the
 * same shard are never lost, and the shard need not be read.
 */
export function writeSearchIndexRow(
  tx: Transaction,
  db: Firestore,
  productId: string,
  product: ProductDoc | undefined,
) {
  const ref = searchIndexShardDoc(db, searchIndexShardOf(productId));
  const path = new FieldPath('rows', productId);
  const packed = product ? packSearchIndexRow(searchIndexRowFor(productId, product)) : null;
  const value = packed ?? FieldValue.delete();
  // Untyped reference: the value may be the delete sentinel, which is no row.
  tx.set(ref.withConverter(null), { rows: { [productId]: value } }, { mergeFields: [path] });
  // A blind write: it adds no read to the transaction, so concurrent row writes do not conflict.
  // The row goes with it, so an instance one version behind applies it without reading the shards;
  // the increment is done by the server, so two concurrent writes leave seq two ahead (shards read).
  tx.set(searchIndexVersionDoc(db).withConverter(null), nextVersion(productId, packed), {
    merge: true,
  });
}

/** The version document's fields for a new version; changedId null: every shard may have changed. */
const nextVersion = (changedId: string | null, changedRow: PackedSearchIndexRow | null) => ({
  version: randomUUID(),
  seq: FieldValue.increment(1),
  changedId,
  changedRow,
});

/** Rebuilds every shard from a full list of products (seed, benchmark, or re-index after a change of shard count). */
export async function rebuildSearchIndex(
  db: Firestore,
  products: Iterable<{ id: string; doc: ProductDoc }>,
  shardCount: number = SEARCH_INDEX_SHARDS,
) {
  const shards: SearchIndexShardDoc[] = Array.from({ length: shardCount }, () => ({ rows: {} }));
  for (const { id, doc } of products) {
    if (doc.status === 'draft') continue; // not in the shop (the product trigger leaves drafts out too)
    const shard = shards[searchIndexShardOf(id, shardCount)];
    if (shard) shard.rows[id] = packSearchIndexRow(searchIndexRowFor(id, doc));
  }
  // One write per shard, then the version: a shard is up to 1 MiB and one commit of all of them
  // would pass the request size limits (the emulator's is 4 MiB). A search during the rebuild may
  // see some new shards, but its copy is labelled with the old version, so the version written
  // last makes every instance read the finished index.
  await Promise.all(allShardRefs(db, shardCount).map((ref, i) => ref.set(shards[i] ?? { rows: {} })));
  await searchIndexVersionDoc(db).withConverter(null).set(nextVersion(null, null), { merge: true });
}
