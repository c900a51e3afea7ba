/**
 * The serialised search index (docs/decisions/0025-faceted-search-and-index-snapshot.md): the rows
 * and MiniSearch's own index of them, gzipped and cut into Firestore documents under 1 MiB, so a
 * new function instance loads the index instead of indexing every product's text again.
 *
 * Layout, beside the shards in `searchIndex`: `searchIndex/snapshot` names the current snapshot
 * (its id, the index version its rows belong to, its chunk count), and the chunks are
 * `searchIndex/snapshot/chunks/{id}-{n}`. A writer writes a new set of chunks, then points the
 * head at them, then deletes the set it replaced; a reader that finds a chunk gone or broken reads
 * the shards instead, so a snapshot never makes search wrong, only slower.
 */
import { randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import { SearchCatalogue, type CatalogueSnapshot } from './search-catalogue.js';

/** Each chunk's bytes: under Firestore's 1 MiB document limit with room for the field names. */
export const SNAPSHOT_CHUNK_BYTES = 900_000;

/** The snapshot's format; a snapshot of any other format is not read. */
const SNAPSHOT_FORMAT = 1;

export interface SearchIndexSnapshotHead {
  id: string;
  /** The index version (searchIndex/version) the snapshot's rows were read at. */
  version: string;
  chunks: number;
  bytes: number;
  format: number;
  writtenAt: string;
}

interface SnapshotChunkDoc {
  data: Buffer;
}

const headRef = (db: Firestore) =>
  db.collection(COLLECTIONS.searchIndex).doc('snapshot') as DocumentReference<SearchIndexSnapshotHead>;
const chunkRef = (db: Firestore, id: string, n: number) =>
  headRef(db).collection('chunks').doc(`${id}-${n}`) as DocumentReference<SnapshotChunkDoc>;

export async function readSnapshotHead(db: Firestore): Promise<SearchIndexSnapshotHead | undefined> {
  const head = (await headRef(db).get()).data();
  return head?.format === SNAPSHOT_FORMAT ? head : undefined;
}

/** Writes the catalogue as the snapshot of `version` and retires the one it replaces. */
export async function writeSearchIndexSnapshot(
  db: Firestore,
  catalogue: SearchCatalogue,
  version: string,
): Promise<SearchIndexSnapshotHead> {
  // Level 1: the index's text is repetitive, so fast gzip already shrinks it severalfold.
  const bytes = gzipSync(JSON.stringify(catalogue.toSnapshot()), { level: 1 });
  const id = randomUUID();
  const chunks = Math.max(1, Math.ceil(bytes.length / SNAPSHOT_CHUNK_BYTES));
  // One write per chunk: a batch of them would pass the request size limit.
  await Promise.all(
    Array.from({ length: chunks }, (_, n) =>
      chunkRef(db, id, n).set({ data: bytes.subarray(n * SNAPSHOT_CHUNK_BYTES, (n + 1) * SNAPSHOT_CHUNK_BYTES) }),
    ),
  );
  const head: SearchIndexSnapshotHead = {
    id,
    version,
    chunks,
    bytes: bytes.length,
    format: SNAPSHOT_FORMAT,
    writtenAt: new Date().toISOString(),
  };
  const replaced = await db.runTransaction(async (tx) => {
    const previous = (await tx.get(headRef(db))).data();
    tx.set(headRef(db), head);
    return previous;
  });
  if (replaced) await deleteChunks(db, replaced);
  return head;
}

async function deleteChunks(db: Firestore, head: Pick<SearchIndexSnapshotHead, 'id' | 'chunks'>) {
  await Promise.all(Array.from({ length: head.chunks }, (_, n) => chunkRef(db, head.id, n).delete()));
}

export interface LoadedSnapshot {
  catalogue: SearchCatalogue;
  version: string;
  /** Billed document reads: the chunks (the head is read by the caller). */
  reads: number;
}

/** The catalogue the snapshot holds, or undefined when a chunk is missing or unreadable. */
export async function loadSearchIndexSnapshot(
  db: Firestore,
  head: SearchIndexSnapshotHead,
): Promise<LoadedSnapshot | undefined> {
  const refs = Array.from({ length: head.chunks }, (_, n) => chunkRef(db, head.id, n));
  const chunks = await db.getAll(...refs);
  const parts: Buffer[] = [];
  for (const chunk of chunks) {
    const data = chunk.data()?.data;
    if (!data) return undefined; // replaced and deleted while being read
    parts.push(Buffer.from(data));
  }
  try {
    const snapshot = JSON.parse(gunzipSync(Buffer.concat(parts)).toString('utf8')) as CatalogueSnapshot;
    return { catalogue: SearchCatalogue.fromSnapshot(snapshot), version: head.version, reads: head.chunks };
  } catch {
    return undefined;
  }
}
