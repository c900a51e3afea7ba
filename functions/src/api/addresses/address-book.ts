/**
 * A customer's address book in `users/{uid}/addresses` (functions only;
 * docs/decisions/0023-vietnamese-addresses-phone-invoices.md). Every change runs in one
 * transaction that also writes the book's lock document, so two concurrent additions cannot both
 * pass the MAX_ADDRESSES check and exactly one address stays the default.
 */
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { addressesCol } from '../../data/collections.js';
import { runTransaction } from '../../data/run-transaction.js';
import { COLLECTIONS } from '../../shared/collections.js';
import { MAX_ADDRESSES } from '../../shared/constants.js';
import type { SavedAddress, SavedAddressDoc } from '../../shared/entities/account.js';
import { ADDRESS_MSG } from '../../shared/screen-messages.js';
import { conflict, notFound } from '../../http-error.js';

type BookAddress = SavedAddressDoc['address'];

/** Oldest first, as the customer added them; the default is marked, not moved. */
const byCreation = (a: SavedAddress, b: SavedAddress) =>
  a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id);

export async function listAddresses(db: Firestore, uid: string): Promise<SavedAddress[]> {
  const snapshot = await addressesCol(db, uid).get();
  return snapshot.docs.map((doc) => ({ _id: doc.id, ...doc.data() })).sort(byCreation);
}

/** Runs a change of one customer's book with the book read inside the transaction. */
function changeBook<T>(db: Firestore, uid: string, change: (tx: Transaction, book: SavedAddress[]) => T): Promise<T> {
  const lock = db.collection(COLLECTIONS.locks).doc(`addresses-${uid}`) as DocumentReference;
  return runTransaction(db, async (tx) => {
    await tx.get(lock);
    const snapshot = await tx.get(addressesCol(db, uid));
    const book = snapshot.docs.map((doc) => ({ _id: doc.id, ...doc.data() })).sort(byCreation);
    const result = change(tx, book);
    tx.set(lock, { updatedAt: new Date().toISOString() });
    return result;
  });
}

/** Makes `id` the only default: the others that were default lose the mark. */
function setDefault(db: Firestore, uid: string, tx: Transaction, book: SavedAddress[], id: string): void {
  for (const entry of book)
    if (entry.isDefault && entry._id !== id) tx.update(addressesCol(db, uid).doc(entry._id), { isDefault: false });
}

export function createAddress(
  db: Firestore,
  uid: string,
  input: { address: BookAddress; isDefault: boolean },
): Promise<SavedAddress> {
  return changeBook(db, uid, (tx, book) => {
    if (book.length >= MAX_ADDRESSES) throw conflict(ADDRESS_MSG.tooManyAddresses);
    const ref = addressesCol(db, uid).doc();
    const now = new Date().toISOString();
    // The first address is the default, so the shipping step always has one to preselect.
    const isDefault = input.isDefault || book.length === 0;
    if (isDefault) setDefault(db, uid, tx, book, ref.id);
    const doc: SavedAddressDoc = { address: input.address, isDefault, createdAt: now, updatedAt: now };
    tx.create(ref, doc);
    return { _id: ref.id, ...doc };
  });
}

export function updateAddress(
  db: Firestore,
  uid: string,
  id: string,
  input: { address: BookAddress; isDefault: boolean },
): Promise<SavedAddress> {
  return changeBook(db, uid, (tx, book) => {
    const current = book.find((entry) => entry._id === id);
    if (!current) throw notFound(ADDRESS_MSG.addressNotFound);
    // Unticking the default does not leave the book without one: make another the default instead.
    const isDefault = input.isDefault || current.isDefault;
    if (isDefault) setDefault(db, uid, tx, book, id);
    const next: SavedAddress = { ...current, address: input.address, isDefault, updatedAt: new Date().toISOString() };
    tx.update(addressesCol(db, uid).doc(id), { address: next.address, isDefault, updatedAt: next.updatedAt });
    return next;
  });
}

export function makeDefaultAddress(db: Firestore, uid: string, id: string): Promise<SavedAddress[]> {
  return changeBook(db, uid, (tx, book) => {
    if (!book.some((entry) => entry._id === id)) throw notFound(ADDRESS_MSG.addressNotFound);
    setDefault(db, uid, tx, book, id);
    tx.update(addressesCol(db, uid).doc(id), { isDefault: true });
    return book.map((entry) => ({ ...entry, isDefault: entry._id === id }));
  });
}

export function deleteAddress(db: Firestore, uid: string, id: string): Promise<void> {
  return changeBook(db, uid, (tx, book) => {
    const current = book.find((entry) => entry._id === id);
    if (!current) throw notFound(ADDRESS_MSG.addressNotFound);
    tx.delete(addressesCol(db, uid).doc(id));
    // The oldest remaining address takes over as the default.
    const heir = current.isDefault ? book.find((entry) => entry._id !== id) : undefined;
    if (heir) tx.update(addressesCol(db, uid).doc(heir._id), { isDefault: true });
  });
}
