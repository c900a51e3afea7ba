/**
 * The wishlist ("Yêu thích", docs/decisions/0099-wishlist.md): users/{uid}/wishlist/{productId}, one
 * document per saved laptop holding when it was saved. The products are read when the list is, so
 * it always shows today's price and stock, and leaves out laptops since deleted or unpublished.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { productsCol } from '../../data/collections.js';
import { runTransaction } from '../../data/run-transaction.js';
import { wishlistCol } from '../../data/wish-collections.js';
import type { ProductDoc } from '../../shared/entities/catalogue.js';
import { MAX_WISHLIST_ITEMS, type WishlistIds, type WishlistPage } from '../../shared/entities/wishlist.js';
import { API_MSG } from '../../shared/messages.js';
import { WISH_MSG } from '../../shared/wish-messages.js';
import { conflict, notFound } from '../../http-error.js';

/** In the shop: documents from before drafts existed count as published. */
export const onSale = (product: ProductDoc | undefined): product is ProductDoc =>
  product !== undefined && product.status !== 'draft';

const newestFirst = (uid: string, db: Firestore) => wishlistCol(db, uid).orderBy('addedAt', 'desc');

export async function wishlistIds(db: Firestore, uid: string): Promise<WishlistIds> {
  const snapshot = await newestFirst(uid, db).select().get();
  return { productIds: snapshot.docs.map((doc) => doc.id) };
}

export async function wishlistPage(db: Firestore, uid: string): Promise<WishlistPage> {
  const saved = await newestFirst(uid, db).get();
  if (saved.empty) return { items: [] };
  const products = await db.getAll(...saved.docs.map((doc) => productsCol(db).doc(doc.id)));
  const items = saved.docs.flatMap((doc, index) => {
    const product = products[index]?.data() as ProductDoc | undefined;
    if (!onSale(product)) return [];
    const { slug, name, image, price, countInStock } = product;
    return [
      {
        productId: doc.id,
        addedAt: doc.data().addedAt,
        product: { _id: doc.id, slug, name, image, price, countInStock },
      },
    ];
  });
  return { items };
}

/**
 * Saves the laptop; saving one already saved changes nothing (its addedAt stays). In a transaction
 * so two taps at once cannot both pass the limit.
 */
export async function addToWishlist(db: Firestore, uid: string, productId: string): Promise<WishlistIds> {
  await runTransaction(db, async (tx) => {
    const product = (await tx.get(productsCol(db).doc(productId))).data();
    if (!onSale(product)) throw notFound(API_MSG.productNotFound);
    const ref = wishlistCol(db, uid).doc(productId);
    if ((await tx.get(ref)).exists) return;
    const count = (await tx.get(wishlistCol(db, uid).count())).data().count;
    if (count >= MAX_WISHLIST_ITEMS) throw conflict(WISH_MSG.wishlistFull);
    tx.create(ref, { addedAt: new Date().toISOString() });
  });
  return wishlistIds(db, uid);
}

/** Removing a laptop that is not there (or no longer exists) answers the list all the same. */
export async function removeFromWishlist(db: Firestore, uid: string, productId: string): Promise<WishlistIds> {
  await wishlistCol(db, uid).doc(productId).delete();
  return wishlistIds(db, uid);
}
