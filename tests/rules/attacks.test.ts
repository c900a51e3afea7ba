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
import { ADMIN_CLAIMS, contextFor, OTHER_CUSTOMER_UID, OWNER_UID } from './support/actors.js';
import { firestoreOf } from './support/firestore-env.js';

const PRODUCT_ID = 'product-1';
const ALICE_ORDER_ID = 'order-alice-1';
const BOB_ORDER_ID = 'order-bob-1';
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
});

/** Claims that look like admin but are not the boolean claim `admin` that functions set. */
const FORGED_CLAIMS: { label: string; claims: TokenOptions }[] = [
  { label: '{isAdmin: true}', claims: { isAdmin: true } },
  { label: '{Admin: true}', claims: { Admin: true } },
  { label: "{admin: 'true'} (a string)", claims: { admin: 'true' } },
  { label: '{admin: 1}', claims: { admin: 1 } },
];

/** What only an admin may read; each one is checked to be readable with the real claim. */
const ADMIN_ONLY_READS: { label: string; request: (db: Firestore) => Promise<unknown> }[] = [
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
];

describe('forged admin claims', () => {
  const testEnv = useSeededFirestore(async (db) => {
    await setDoc(doc(db, COLLECTIONS.users, OTHER_CUSTOMER_UID), userDoc({ name: 'Bob', email: 'bob@example.com' }));
    await setDoc(
      doc(db, COLLECTIONS.orders, BOB_ORDER_ID),
      orderDoc({ userId: OTHER_CUSTOMER_UID, user: { name: 'Bob' } }),
    );
    await setDoc(doc(db, COLLECTIONS.stats, STATS_DOCS.summary), summaryStatsDoc());
  });
  const dbWithClaims = (claims: TokenOptions): Firestore =>
    firestoreOf(testEnv().authenticatedContext(OWNER_UID, { email: 'alice@example.com', ...claims }));

  for (const { label, claims } of FORGED_CLAIMS) {
    for (const read of ADMIN_ONLY_READS) {
      it(`a customer with ${label} may not ${read.label}`, async () => {
        await assertFails(read.request(dbWithClaims(claims)));
      });
    }
  }

  // Controls: the same requests succeed with the real claim, so the denials above are about the claim.
  for (const read of ADMIN_ONLY_READS) {
    it(`a customer with the real {admin: true} claim may ${read.label}`, async () => {
      await assertSucceeds(read.request(dbWithClaims(ADMIN_CLAIMS)));
    });
  }
});
