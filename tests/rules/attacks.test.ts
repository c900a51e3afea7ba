import { assertFails, assertSucceeds, type TokenOptions } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, STATS_DOCS } from '@shared/collections';
import { orderDoc, productDoc, reviewDoc, summaryStatsDoc, userDoc } from '@test-factories';
import { useSeededFirestore } from './support/access-matrix.js';
import { contextFor, DEMOTED_ADMIN_UID, OTHER_CUSTOMER_UID, OWNER_UID } from './support/actors.js';
import { firestoreOf } from './support/firestore-env.js';

const PRODUCT_ID = 'product-1';
const ALICE_ORDER_ID = 'order-alice-1';
const BOB_ORDER_ID = 'order-bob-1';
const DRAFT_ID = 'draft-1';
const AUDIT_ENTRY_ID = 'entry-1';
const PRICE = 1499;

describe('attacks by a signed-in customer', () => {
  const testEnv = useSeededFirestore(async (db) => {
    await setDoc(doc(db, COLLECTIONS.users, OWNER_UID), userDoc());
    await setDoc(doc(db, COLLECTIONS.users, OTHER_CUSTOMER_UID), userDoc({ name: 'Bob', email: 'bob@example.com' }));
    await setDoc(doc(db, COLLECTIONS.products, PRODUCT_ID), productDoc({ price: PRICE }));
    await setDoc(doc(db, COLLECTIONS.orders, ALICE_ORDER_ID), orderDoc({ userId: OWNER_UID }));
    await setDoc(
      doc(db, COLLECTIONS.orders, BOB_ORDER_ID),
      orderDoc({ userId: OTHER_CUSTOMER_UID, user: { name: 'Bob' } }),
    );
    await setDoc(doc(db, COLLECTIONS.stats, STATS_DOCS.summary), summaryStatsDoc());
  });
  const alice = (): Firestore => firestoreOf(contextFor(testEnv(), 'owner'));

  /** What is stored, read past the rules: a denied write must leave it unchanged. */
  async function storedField(path: string, field: string): Promise<unknown> {
    let value: unknown;
    await testEnv().withSecurityRulesDisabled(async (context) => {
      value = (await getDoc(doc(firestoreOf(context), path))).get(field);
    });
    return value;
  }

  it('cannot set isAdmin on their own user document', async () => {
    await assertFails(updateDoc(doc(alice(), COLLECTIONS.users, OWNER_UID), { isAdmin: true }));
    await assertFails(setDoc(doc(alice(), COLLECTIONS.users, OWNER_UID), { isAdmin: true }, { merge: true }));
    expect(await storedField(`${COLLECTIONS.users}/${OWNER_UID}`, 'isAdmin')).toBe(false);
  });

  it('cannot create an order directly (prices are computed by the API)', async () => {
    const cheapOrder = orderDoc({ userId: OWNER_UID, itemsPrice: 0, totalPrice: 0, isPaid: true });
    await assertFails(addDoc(collection(alice(), COLLECTIONS.orders), cheapOrder));
  });

  it('cannot create a review directly (rating and review count are kept by functions)', async () => {
    const reviewRef = doc(alice(), COLLECTIONS.products, PRODUCT_ID, COLLECTIONS.reviews, OWNER_UID);
    await assertFails(setDoc(reviewRef, reviewDoc({ rating: 5 })));
  });

  it("cannot read another customer's order by id", async () => {
    await assertFails(getDoc(doc(alice(), COLLECTIONS.orders, BOB_ORDER_ID)));
  });

  it('cannot list all orders (a query without the userId filter)', async () => {
    await assertFails(getDocs(collection(alice(), COLLECTIONS.orders)));
  });

  it("cannot list orders filtered by another customer's uid", async () => {
    await assertFails(
      getDocs(query(collection(alice(), COLLECTIONS.orders), where('userId', '==', OTHER_CUSTOMER_UID))),
    );
  });

  it('cannot edit a product price', async () => {
    await assertFails(updateDoc(doc(alice(), COLLECTIONS.products, PRODUCT_ID), { price: 1 }));
    expect(await storedField(`${COLLECTIONS.products}/${PRODUCT_ID}`, 'price')).toBe(PRICE);
  });

  // The admin tables' search boxes trust searchKeys (docs/decisions/0027-import-export-and-operations.md):
  // a planted key would show a row under someone else's name, phone or email.
  it('cannot plant admin search keys on their user document, their order or a product', async () => {
    const planted = { searchKeys: ['bob@example.com', 'bob'] };
    await assertFails(setDoc(doc(alice(), COLLECTIONS.users, OWNER_UID), planted, { merge: true }));
    await assertFails(updateDoc(doc(alice(), COLLECTIONS.orders, ALICE_ORDER_ID), planted));
    await assertFails(updateDoc(doc(alice(), COLLECTIONS.products, PRODUCT_ID), planted));
    for (const path of [
      `${COLLECTIONS.users}/${OWNER_UID}`,
      `${COLLECTIONS.orders}/${ALICE_ORDER_ID}`,
      `${COLLECTIONS.products}/${PRODUCT_ID}`,
    ]) {
      expect(await storedField(path, 'searchKeys')).toBeUndefined();
    }
  });
});

/** Claims that look like admin but are not the boolean claim `admin` that functions set. */
const FORGED_CLAIMS: { label: string; claims: TokenOptions }[] = [
  { label: '{isAdmin: true}', claims: { isAdmin: true } },
  { label: '{Admin: true}', claims: { Admin: true } },
  { label: "{admin: 'true'} (a string)", claims: { admin: 'true' } },
  { label: '{admin: 1}', claims: { admin: 1 } },
];

/**
 * What only admins see (through the API, or orders straight from Firestore when the users document says admin):
 * no client read reaches any of it on the strength of its claims alone.
 */
const ADMIN_DATA_READS: { label: string; request: (db: Firestore) => Promise<unknown> }[] = [
  { label: 'get a draft product', request: (db) => getDoc(doc(db, COLLECTIONS.products, DRAFT_ID)) },
  { label: 'list every product, drafts included', request: (db) => getDocs(collection(db, COLLECTIONS.products)) },
  { label: 'get the stats summary', request: (db) => getDoc(doc(db, COLLECTIONS.stats, STATS_DOCS.summary)) },
  { label: 'list stats', request: (db) => getDocs(collection(db, COLLECTIONS.stats)) },
  { label: "get another customer's order", request: (db) => getDoc(doc(db, COLLECTIONS.orders, BOB_ORDER_ID)) },
  {
    label: "list another customer's orders",
    request: (db) => getDocs(query(collection(db, COLLECTIONS.orders), where('userId', '==', OTHER_CUSTOMER_UID))),
  },
  { label: 'list all orders', request: (db) => getDocs(collection(db, COLLECTIONS.orders)) },
  {
    label: "get another customer's user document",
    request: (db) => getDoc(doc(db, COLLECTIONS.users, OTHER_CUSTOMER_UID)),
  },
  { label: 'list users', request: (db) => getDocs(collection(db, COLLECTIONS.users)) },
  { label: 'get an audit entry', request: (db) => getDoc(doc(db, COLLECTIONS.auditLog, AUDIT_ENTRY_ID)) },
  { label: 'list the audit log', request: (db) => getDocs(collection(db, COLLECTIONS.auditLog)) },
];

describe('admin claims in the ID token', () => {
  const testEnv = useSeededFirestore(async (db) => {
    await setDoc(doc(db, COLLECTIONS.users, OTHER_CUSTOMER_UID), userDoc({ name: 'Bob', email: 'bob@example.com' }));
    // Demoted by the API: the server-kept role says not admin, the token issued before still says admin.
    await setDoc(
      doc(db, COLLECTIONS.users, DEMOTED_ADMIN_UID),
      userDoc({ name: 'Demoted', email: 'demoted@example.com', isAdmin: false }),
    );
    await setDoc(doc(db, COLLECTIONS.products, DRAFT_ID), productDoc({ slug: 'draft', status: 'draft' }));
    await setDoc(
      doc(db, COLLECTIONS.orders, BOB_ORDER_ID),
      orderDoc({ userId: OTHER_CUSTOMER_UID, user: { name: 'Bob' } }),
    );
    await setDoc(doc(db, COLLECTIONS.stats, STATS_DOCS.summary), summaryStatsDoc());
    await setDoc(doc(db, COLLECTIONS.auditLog, AUDIT_ENTRY_ID), { action: 'user.update', at: '2026-11-22T10:00:00Z' });
  });
  const dbWithClaims = (claims: TokenOptions): Firestore =>
    firestoreOf(testEnv().authenticatedContext(OWNER_UID, { email: 'alice@example.com', ...claims }));

  for (const { label, claims } of FORGED_CLAIMS) {
    for (const read of ADMIN_DATA_READS) {
      it(`a customer with ${label} may not ${read.label}`, async () => {
        await assertFails(read.request(dbWithClaims(claims)));
      });
    }
  }

  // The claim outlives a demotion until the token expires (up to an hour); rules do not trust it at all.
  for (const read of ADMIN_DATA_READS) {
    it(`a demoted admin whose token still claims admin may not ${read.label}`, async () => {
      const demoted = firestoreOf(contextFor(testEnv(), 'demotedAdmin'));
      await assertFails(read.request(demoted));
    });
  }

  // Controls: the same rules answer a published product, so the denials above are about the data asked for.
  it('a demoted admin whose token still claims admin may still read the published catalogue', async () => {
    await testEnv().withSecurityRulesDisabled((context) =>
      setDoc(doc(firestoreOf(context), COLLECTIONS.products, PRODUCT_ID), productDoc()),
    );
    const demoted = firestoreOf(contextFor(testEnv(), 'demotedAdmin'));
    const snapshot = await assertSucceeds(getDoc(doc(demoted, COLLECTIONS.products, PRODUCT_ID)));
    expect(snapshot.exists()).toBe(true);
  });
});
