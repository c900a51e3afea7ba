/**
 * The Firestore client (lite SDK, the Firebase app and the typed references: about 33 KB gzipped)
 * loads on the first catalogue read, not with the page: a server-rendered page shows its products
 * before it, and the browser needs it only for the next read (JavaScript diet, ADR 0018).
 */
const load = () =>
  Promise.all([import('firebase/firestore/lite'), import('./firestore-refs')]).then(([sdk, refs]) => ({
    ...sdk,
    ...refs,
  }));

let loading: ReturnType<typeof load> | null = null;

/** The SDK's functions and the typed references, loaded once. */
export function firestoreReads(): ReturnType<typeof load> {
  loading ??= load();
  return loading;
}
