import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@shared/collections';
import type { ContentPageDoc } from '@shared/entities/content-page';
import { describeAccessMatrix, NO_CLIENT_ACCESS } from './support/access-matrix.js';

// Content pages are read through the API and the server-rendered /pages/:slug, which show only
// published ones, and written by the admin's endpoints, which check the slug, the version and audit
// the change: no client reads or writes them, an admin included (docs/decisions/0108-content-pages.md).
const page: ContentPageDoc = {
  slug: 'chinh-sach-doi-tra',
  title: 'Chính sách đổi trả',
  body: 'Nháp',
  status: 'draft',
  isTemplate: false,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T02:00:00.000Z',
};

describeAccessMatrix('pages/{pageId}', {
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.pages, 'p1'), page);
  },
  requests: {
    // A draft must not leak before it is published.
    get: (db) => getDoc(doc(db, COLLECTIONS.pages, 'p1')),
    list: (db) => getDocs(collection(db, COLLECTIONS.pages)),
    create: (db) => setDoc(doc(db, COLLECTIONS.pages, 'p2'), { ...page, slug: 'lien-he' }),
    update: (db) => updateDoc(doc(db, COLLECTIONS.pages, 'p1'), { status: 'published' }),
    delete: (db) => deleteDoc(doc(db, COLLECTIONS.pages, 'p1')),
  },
  expected: NO_CLIENT_ACCESS,
});
