/**
 * The parts of a Firestore CloudEvent the handlers use. Real events satisfy these types, and
 * tests build them from plain snapshots without the whole CloudEvent.
 */
export interface SnapshotLike<T> {
  id: string;
  exists: boolean;
  data(): T | undefined;
}

/** onDocumentCreated / onDocumentDeleted: `data` is the created or deleted document. */
export interface DocumentEvent<T> {
  id: string;
  data?: SnapshotLike<T>;
}

/** onDocumentWritten: `data` holds the document before and after the write. */
export interface WriteEvent<T> {
  id: string;
  data?: { before: SnapshotLike<T>; after: SnapshotLike<T> };
}
