/**
 * Typed access to every collection for the Admin SDK (names in shared/collections.ts; who may read what from a client in firestore.rules).
 * Functions touch Firestore only through these, so no code reads an untyped document.
 */
import type { DocumentData, Firestore, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { AuditEntryDoc } from '../shared/entities/audit.js';
import type { BankNotificationDoc, PaymentAttemptDoc, PaymentReconciliationDoc } from '../shared/entities/payment.js';
import type { OrderDoc } from '../shared/entities/order.js';
import type { ProductDoc, ReviewDoc } from '../shared/entities/catalogue.js';
import type { SavedAddressDoc, UserDoc } from '../shared/entities/account.js';
import type { SearchIndexShardDoc, SearchIndexVersionDoc } from '../shared/entities/search.js';
import type { CategoryStatsDoc, SalesStatsDoc, SummaryStatsDoc } from '../shared/stats.js';
import type { UnitsSoldStatsDoc } from '../shared/units-sold.js';
import { withOrderDefaults } from '../shared/order-defaults.js';
import type { OrderStaffDoc } from '../shared/order-staff.js';
import {
  COLLECTIONS,
  LOCK_DOCS,
  ORDER_STAFF_DOCS,
  ORDER_SUBCOLLECTIONS,
  STATS_DOCS,
  USER_SUBCOLLECTIONS,
} from '../shared/collections.js';
import type { VoucherDoc } from '../shared/vouchers.js';
import type { QuestionDoc } from '../shared/entities/question.js';
import type { OrderLookupDoc } from '../shared/entities/order-lookup.js';
import type { PhoneVerificationDoc } from '../shared/entities/phone-verification.js';

function converter<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (data: T) => data,
    fromFirestore: (snapshot: QueryDocumentSnapshot) => snapshot.data() as T,
  };
}

const orderConverter: FirestoreDataConverter<OrderDoc> = {
  toFirestore: (data: OrderDoc) => data,
  fromFirestore: (snapshot: QueryDocumentSnapshot) => withOrderDefaults(snapshot.data() as OrderDoc),
};

export const productsCol = (db: Firestore) =>
  db.collection(COLLECTIONS.products).withConverter(converter<ProductDoc>());
export const reviewsCol = (db: Firestore, productId: string) =>
  productsCol(db).doc(productId).collection(COLLECTIONS.reviews).withConverter(converter<ReviewDoc>());
/** One document per customer who found the review helpful (functions only; its id is their uid). */
export const helpfulVotesCol = (db: Firestore, productId: string, reviewId: string) =>
  reviewsCol(db, productId)
    .doc(reviewId)
    .collection(COLLECTIONS.helpfulVotes)
    .withConverter(converter<{ at: string }>());
export const usersCol = (db: Firestore) => db.collection(COLLECTIONS.users).withConverter(converter<UserDoc>());
/** A customer's address book (docs/decisions/0023-vietnamese-addresses-phone-invoices.md). */
export const addressesCol = (db: Firestore, uid: string) =>
  usersCol(db).doc(uid).collection(USER_SUBCOLLECTIONS.addresses).withConverter(converter<SavedAddressDoc>());
export const ordersCol = (db: Firestore) => db.collection(COLLECTIONS.orders).withConverter(orderConverter);
/**
 * Who (uid and email) made each change of an order, which its customer may not read: admins read it
 * (firestore.rules), functions write it (shared/order-staff.ts, docs/decisions/0028-orders-read-from-firestore.md).
 */
export const orderStaffDoc = (db: Firestore, orderId: string) =>
  ordersCol(db)
    .doc(orderId)
    .collection(ORDER_SUBCOLLECTIONS.staff)
    .doc(ORDER_STAFF_DOCS.actors)
    .withConverter(converter<OrderStaffDoc>());
export const paymentsCol = (db: Firestore) =>
  db.collection(COLLECTIONS.payments).withConverter(converter<PaymentAttemptDoc>());

/** Verified payments that paid no order, by attempt reference (docs/decisions/0014-payments.md). */
export const reconciliationsCol = (db: Firestore) =>
  db.collection(COLLECTIONS.paymentReconciliations).withConverter(converter<PaymentReconciliationDoc>());

/** Which order a bank-transfer order code belongs to (docs/decisions/0022-cash-on-delivery-and-bank-transfer.md). */
export const bankTransferCodesCol = (db: Firestore) =>
  db.collection(COLLECTIONS.bankTransferCodes).withConverter(converter<{ orderId: string; createdAt: string }>());

/** Bank notifications already applied, by the bank service's transaction id. */
export const bankNotificationsCol = (db: Firestore) =>
  db.collection(COLLECTIONS.bankNotifications).withConverter(converter<BankNotificationDoc>());

/** Which order an Idempotency-Key placed (see place-order.ts). */
export const orderKeysCol = (db: Firestore) =>
  db
    .collection(COLLECTIONS.orderKeys)
    .withConverter(converter<{ userId: string; orderId: string; createdAt: string }>());

/** Per-customer document that order placements write to serialise (see place-order.ts). */
export const orderGatesCol = (db: Firestore) =>
  db.collection(COLLECTIONS.orderGates).withConverter(converter<{ lastOrderAt: string }>());

/** Guest checkout: the hashes of the tokens that open one guest order (api/orders/order-tokens.ts). */
export const orderTokensCol = (db: Firestore) =>
  db
    .collection(COLLECTIONS.orderTokens)
    .withConverter(converter<{ orderId: string; expiresAt: string; createdAt: string }>());

export const codPhoneGatesCol = (db: Firestore) =>
  db.collection(COLLECTIONS.codPhoneGates).withConverter(converter<{ orderId: string; createdAt: string }>());

/**
 * Written by every role change and account deletion in the transaction that checks the admin count,
 * so two of them never both pass the "not the last admin" check (docs/decisions/0005-roles-custom-claims.md).
 */
export const adminRolesLockDoc = (db: Firestore) =>
  db.collection(COLLECTIONS.locks).doc(LOCK_DOCS.adminRoles).withConverter(converter<{ version: number }>());

export const auditLogCol = (db: Firestore) =>
  db.collection(COLLECTIONS.auditLog).withConverter(converter<AuditEntryDoc>());

const statsCol = (db: Firestore) => db.collection(COLLECTIONS.stats);
export const summaryStatsDoc = (db: Firestore) =>
  statsCol(db).doc(STATS_DOCS.summary).withConverter(converter<SummaryStatsDoc>());
export const salesStatsDoc = (db: Firestore) =>
  statsCol(db).doc(STATS_DOCS.sales).withConverter(converter<SalesStatsDoc>());
export const categoryStatsDoc = (db: Firestore) =>
  statsCol(db).doc(STATS_DOCS.categories).withConverter(converter<CategoryStatsDoc>());
export const unitsSoldStatsDoc = (db: Firestore) =>
  statsCol(db).doc(STATS_DOCS.unitsSold).withConverter(converter<UnitsSoldStatsDoc>());
export const searchIndexShardDoc = (db: Firestore, shard: number) =>
  db.collection(COLLECTIONS.searchIndex).doc(String(shard)).withConverter(converter<SearchIndexShardDoc>());
/** Not a shard: its id is no number, so shard reads never include it. */
export const searchIndexVersionDoc = (db: Firestore) =>
  db.collection(COLLECTIONS.searchIndex).doc('version').withConverter(converter<SearchIndexVersionDoc>());

/** Vouchers by upper-cased code (shared/vouchers.ts). */
export const vouchersCol = (db: Firestore) =>
  db.collection(COLLECTIONS.vouchers).withConverter(converter<VoucherDoc>());
/** How many of one customer's orders use a voucher now: `vouchers/{CODE}/uses/{uid}`. */
export const voucherUsesCol = (db: Firestore, code: string) =>
  vouchersCol(db).doc(code).collection(COLLECTIONS.voucherUses).withConverter(converter<{ count: number }>());

/** SKU reservations by skuDocId (api/products/variant-writes.ts). */
export const skusCol = (db: Firestore) =>
  db.collection(COLLECTIONS.skus).withConverter(converter<{ productId: string; sku: string }>());
/** Questions about products and their answers (docs/decisions/0098-questions-and-answers.md). */
export const questionsCol = (db: Firestore) =>
  db.collection(COLLECTIONS.questions).withConverter(converter<QuestionDoc>());
/** Order lookup's one-time codes, by an HMAC of the (phone, order code) pair (api/lookup/order-lookup.ts). */
export const orderLookupsCol = (db: Firestore) =>
  db.collection(COLLECTIONS.orderLookups).withConverter(converter<OrderLookupDoc>());
/** Phone verification's one-time codes, one per account (api/claims/phone-verification.ts). */
export const phoneVerificationsCol = (db: Firestore) =>
  db.collection(COLLECTIONS.phoneVerifications).withConverter(converter<PhoneVerificationDoc>());
