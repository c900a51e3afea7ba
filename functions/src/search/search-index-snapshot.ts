/**
 * The serialised search index (docs/decisions/0025-faceted-search-and-index-snapshot.md), gzipped
 * and cut into Firestore documents under 1 MiB, so a new function instance loads the index instead
 * of indexing every product's text again. Two parts:
 * - the search part: the rows, the product slots, and every catalogue word's MiniSearch scores as
 *   typed arrays (a JSON header, then the arrays' bytes as they lie in memory, little-endian). A new
 *   instance answers from it at once: no text tokenized, no MiniSearch index built;
 * - the engine part: MiniSearch's own serialised index (its JSON), read with the search part but
 *   unzipped and loaded only when the instance's catalogue first changes.
 *
 * Layout, beside the shards in `searchIndex`: `searchIndex/snapshot` names the current snapshot
 * (its id, the index version its rows belong to, its chunk counts), and the chunks are
 * `searchIndex/snapshot/chunks/{id}-{n}` (search part) and `{id}-e{n}` (engine part). A writer
 * writes a new set of chunks, then points the head at them, then deletes the set it replaced; a
 * reader that finds a chunk gone or broken reads the shards instead, so a snapshot never makes
 * search wrong, only slower.
 */
import { randomUUID } from 'node:crypto';
import { endianness } from 'node:os';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '../shared/collections.js';
import type { AsPlainObject } from 'minisearch';
import type { TextIndexSnapshot } from './product-text-index.js';
import { SearchCatalogue, type CatalogueSnapshot } from './search-catalogue.js';

/** Each chunk's bytes: under Firestore's 1 MiB document limit with room for the field names. */
export const SNAPSHOT_CHUNK_BYTES = 900_000;

/**
 * The snapshot's format; a snapshot of any other format is not read (a store's format-1 snapshot,
 * MiniSearch's JSON alone, is replaced by the products trigger's next write).
 */
const SNAPSHOT_FORMAT = 2;

export interface SearchIndexSnapshotHead {
  id: string;
  /** The index version (searchIndex/version) the snapshot's rows were read at. */
  version: string;
  /** Chunks and gzipped bytes of the search part. */
  chunks: number;
  bytes: number;
  /** Chunks and gzipped bytes of the engine part. */
  engineChunks: number;
  engineBytes: number;
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
const engineChunkRef = (db: Firestore, id: string, n: number) =>
  headRef(db).collection('chunks').doc(`${id}-e${n}`) as DocumentReference<SnapshotChunkDoc>;

const chunkCount = (bytes: Buffer) => Math.max(1, Math.ceil(bytes.length / SNAPSHOT_CHUNK_BYTES));
const chunkOf = (bytes: Buffer, n: number) => bytes.subarray(n * SNAPSHOT_CHUNK_BYTES, (n + 1) * SNAPSHOT_CHUNK_BYTES);
const align8 = (n: number) => Math.ceil(n / 8) * 8;

/** What the search part's JSON header holds; the typed arrays follow it. */
interface SearchPartHeader {
  rows: CatalogueSnapshot['rows'];
  ids: string[];
  terms: string[];
}

/** The search part's bytes: [header length (u32)][header JSON][to 8][offsets][slots][to 8][scores]. */
function encodeSearchPart({ rows, text: { ids, postings } }: CatalogueSnapshot): Buffer {
  const header = Buffer.from(JSON.stringify({ rows, ids, terms: postings.terms } satisfies SearchPartHeader));
  const offsetsAt = align8(4 + header.length);
  const slotsAt = offsetsAt + postings.offsets.byteLength;
  const scoresAt = align8(slotsAt + postings.slots.byteLength);
  const out = Buffer.alloc(scoresAt + postings.scores.byteLength);
  out.writeUInt32LE(header.length, 0);
  header.copy(out, 4);
  const bytesOf = (array: Int32Array | Float64Array) => Buffer.from(array.buffer, array.byteOffset, array.byteLength);
  bytesOf(postings.offsets).copy(out, offsetsAt);
  bytesOf(postings.slots).copy(out, slotsAt);
  bytesOf(postings.scores).copy(out, scoresAt);
  return out;
}

/** The search part read back; the typed arrays are views of `bytes` (copied once if misaligned). */
function decodeSearchPart(
  unzipped: Buffer,
): Omit<CatalogueSnapshot, 'text'> & { text: Omit<TextIndexSnapshot, 'engine'> } {
  // A Float64Array view needs its start on 8 bytes; a fresh ArrayBuffer starts at 0.
  const bytes = unzipped.byteOffset % 8 === 0 ? unzipped : Buffer.from(new Uint8Array(unzipped).buffer);
  const headerLength = bytes.readUInt32LE(0);
  const { rows, ids, terms } = JSON.parse(bytes.toString('utf8', 4, 4 + headerLength)) as SearchPartHeader;
  const offsetsAt = align8(4 + headerLength);
  const offsets = new Int32Array(bytes.buffer, bytes.byteOffset + offsetsAt, terms.length + 1);
  const pairs = offsets[terms.length]!;
  const slotsAt = offsetsAt + offsets.byteLength;
  const scoresAt = align8(slotsAt + pairs * 4);
  if (scoresAt + pairs * 8 !== bytes.length) throw new Error('search index snapshot: wrong length');
  const slots = new Int32Array(bytes.buffer, bytes.byteOffset + slotsAt, pairs);
  const scores = new Float64Array(bytes.buffer, bytes.byteOffset + scoresAt, pairs);
  return { rows, text: { ids, postings: { terms, offsets, slots, scores } } };
}

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
  const snapshot = catalogue.toSnapshot();
  // Level 1: the rows' text and the index's JSON are repetitive, so fast gzip already shrinks them severalfold.
  const search = gzipSync(encodeSearchPart(snapshot), { level: 1 });
  const engine = gzipSync(JSON.stringify(snapshot.text.engine()), { level: 1 });
  const id = randomUUID();
  const [chunks, engineChunks] = [chunkCount(search), chunkCount(engine)];
  // One write per chunk: a batch of them would pass the request size limit.
  await Promise.all([
    ...Array.from({ length: chunks }, (_, n) => chunkRef(db, id, n).set({ data: chunkOf(search, n) })),
    ...Array.from({ length: engineChunks }, (_, n) => engineChunkRef(db, id, n).set({ data: chunkOf(engine, n) })),
  ]);
  const head: SearchIndexSnapshotHead = {
    id,
    version,
    chunks,
    bytes: search.length,
    engineChunks,
    engineBytes: engine.length,
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

/** The chunks of a replaced head, of this format or the one before (which had no engine part). */
async function deleteChunks(db: Firestore, head: Pick<SearchIndexSnapshotHead, 'id' | 'chunks' | 'engineChunks'>) {
  await Promise.all([
    ...Array.from({ length: head.chunks }, (_, n) => chunkRef(db, head.id, n).delete()),
    ...Array.from({ length: head.engineChunks ?? 0 }, (_, n) => engineChunkRef(db, head.id, n).delete()),
  ]);
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
  // The typed arrays are read as this machine lays numbers out; every platform Functions run on is little-endian.
  if (endianness() !== 'LE') return undefined;
  const refs = [
    ...Array.from({ length: head.chunks }, (_, n) => chunkRef(db, head.id, n)),
    ...Array.from({ length: head.engineChunks }, (_, n) => engineChunkRef(db, head.id, n)),
  ];
  const parts: Buffer[] = [];
  for (const chunk of await db.getAll(...refs)) {
    const data = chunk.data()?.data;
    if (!data) return undefined; // replaced and deleted while being read
    parts.push(Buffer.from(data));
  }
  try {
    const search = decodeSearchPart(gunzipSync(Buffer.concat(parts.slice(0, head.chunks))));
    // Kept zipped until the catalogue first changes: most instances never unzip it.
    const engine = Buffer.concat(parts.slice(head.chunks));
    const snapshot: CatalogueSnapshot = {
      rows: search.rows,
      text: { ...search.text, engine: () => JSON.parse(gunzipSync(engine).toString('utf8')) as AsPlainObject },
    };
    return { catalogue: SearchCatalogue.fromSnapshot(snapshot), version: head.version, reads: refs.length };
  } catch {
    return undefined;
  }
}
