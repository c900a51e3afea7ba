/**
 * Turns the checked-in seed files into the documents the seed script writes.
 * Derived fields (rating, numReviews, searchWords, the admin tables' searchKeys, order lines and amounts) are computed here with
 * the shared domain code instead of being stored in JSON, so they can never disagree with their sources.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../functions/src/shared/shop-settings.js';
import { DEFAULT_RESERVATION_MINUTES, type PaymentMethod } from '../functions/src/shared/constants.js';
import type { OrderDoc, OrderItem, ShippingAddress } from '../functions/src/shared/entities/order.js';
import type { ProductDoc, ReviewDoc } from '../functions/src/shared/entities/catalogue.js';
import type { UserDoc } from '../functions/src/shared/entities/account.js';
import { laptopSpecsSchema, missingCoreSpecs } from '../functions/src/shared/laptop-specs.js';
import { deriveOrderLife } from '../functions/src/shared/order-status.js';
import { priceOrder } from '../functions/src/shared/pricing.js';
import { averageRating } from '../functions/src/shared/rating.js';
import { countRatings } from '../functions/src/shared/rating-counts.js';
import { productSearchWords } from '../functions/src/shared/text.js';
import { productSearchKeys, userSearchKeys } from '../functions/src/shared/admin-search.js';
import { newOrderDoc } from '../functions/src/shared/new-order-doc.js';
import type { ProductImage } from '../functions/src/shared/product-gallery.js';

/** A product as checked in: everything but the fields derived from reviews and text. */
export type SeedProduct = Omit<ProductDoc, 'rating' | 'numReviews' | 'searchWords' | 'searchKeys'> & { id: string };

export interface SeedUser {
  uid: string;
  email: string;
  password: string;
  name: string;
  isAdmin: boolean;
  createdAt: string;
}

export interface SeedReview {
  productId: string;
  userId: string;
  rating: number;
  comment: string;
  createdAt: string;
}

export interface SeedOrder {
  id: string;
  userId: string;
  items: { productId: string; quantity: number }[];
  shippingAddress: ShippingAddress;
  paymentMethod: PaymentMethod;
  /** When a paid order was placed. */
  createdAt?: string;
  /**
   * An unpaid order instead: how long before the seed runs it was placed. The shop cancels an unpaid
   * order once its payment time runs out (functions/src/payments/reservations.ts), so one with a
   * date in the past would be swept a minute after seeding, its stock put back and the dashboard's
   * figures changed under whoever is looking at them.
   */
  placedMinutesBeforeSeed?: number;
  paidAt: string | null;
  deliveredAt: string | null;
}

export interface SeedFiles {
  products: SeedProduct[];
  users: SeedUser[];
  reviews: SeedReview[];
  orders: SeedOrder[];
}

export interface SeedDocs {
  users: { uid: string; email: string; password: string; isAdmin: boolean; doc: UserDoc }[];
  products: { id: string; doc: ProductDoc }[];
  reviews: { productId: string; uid: string; doc: ReviewDoc }[];
  orders: { id: string; doc: OrderDoc }[];
  /** Distinct product categories, in order of first appearance. */
  categories: string[];
}

export const SEED_DIR = fileURLToPath(new URL('.', import.meta.url));

function readJson<T>(dir: string, file: string): T {
  return JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as T;
}

export function readSeedFiles(dir: string = SEED_DIR): SeedFiles {
  return {
    products: readJson<SeedProduct[]>(dir, 'products.json'),
    users: readJson<SeedUser[]>(dir, 'users.json'),
    reviews: readJson<SeedReview[]>(dir, 'reviews.json'),
    orders: readJson<SeedOrder[]>(dir, 'orders.json'),
  };
}

/** The photos `npm run images` draws for every demo laptop (seed/photo-views.json), in display order. */
interface PhotoView {
  view: string;
  alt: string;
}
const PHOTO_VIEWS = JSON.parse(readFileSync(`${SEED_DIR}/photo-views.json`, 'utf8')) as PhotoView[];

/**
 * A demo laptop's gallery, named as scripts/data/generate-product-images.mjs writes the files: the
 * front is the product's `image`, each other view `{slug}-{view}.webp`; the alt is the name and what
 * the photo shows ('Dell XPS 13 9340 – cạnh trái').
 */
export function seedGallery(product: { slug: string; name: string; image: string }): ProductImage[] {
  return PHOTO_VIEWS.map(({ view, alt }) => ({
    url: view === 'front' ? product.image : `/images/products/${product.slug}-${view}.webp`,
    alt: `${product.name} – ${alt}`,
  }));
}

function indexBy<T>(items: readonly T[], key: (item: T) => string, what: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    const id = key(item);
    if (map.has(id)) throw new Error(`seed: duplicate ${what} ${id}`);
    map.set(id, item);
  }
  return map;
}

function lookup<T>(map: Map<string, T>, id: string, what: string, where: string): T {
  const found = map.get(id);
  if (!found) throw new Error(`seed: ${where} refers to unknown ${what} ${id}`);
  return found;
}

/** When the order was placed: its date, or for an unpaid one a few minutes before `seededAt`. */
function orderCreatedAt(order: SeedOrder, seededAt: Date): string {
  const where = `seed: order ${order.id}`;
  if (order.paidAt !== null) {
    if (order.createdAt === undefined) throw new Error(`${where} is paid, so it needs its createdAt`);
    return order.createdAt;
  }
  const minutes = order.placedMinutesBeforeSeed;
  if (order.createdAt !== undefined || minutes === undefined) {
    throw new Error(`${where} is unpaid, so it needs placedMinutesBeforeSeed instead of a createdAt`);
  }
  // The local stack's payment time (the emulators and the local sweeper use the default).
  const paymentMinutes = DEFAULT_RESERVATION_MINUTES;
  if (!(minutes >= 0 && minutes < paymentMinutes)) {
    throw new Error(`${where} must be placed within the ${paymentMinutes} minutes an unpaid order lasts`);
  }
  return new Date(seededAt.getTime() - minutes * 60_000).toISOString();
}

/**
 * Builds every document; throws on a dangling reference or a duplicate, so a broken seed never
 * half-loads. `seededAt` dates the unpaid orders (SeedOrder.placedMinutesBeforeSeed); `settings`
 * price the orders (a seed profile's shipping rule, scripts/data/profiles/).
 */
export function buildSeedDocs(
  files: SeedFiles,
  seededAt: Date = new Date(),
  settings: ShopSettings = DEFAULT_SHOP_SETTINGS,
): SeedDocs {
  const productsById = indexBy(files.products, (p) => p.id, 'product id');
  indexBy(files.products, (p) => p.slug, 'product slug');
  const usersById = indexBy(files.users, (u) => u.uid, 'user uid');
  indexBy(files.users, (u) => u.email, 'user email');
  indexBy(files.reviews, (r) => `${r.productId}/${r.userId}`, 'review (one per user per product)');
  indexBy(files.orders, (o) => o.id, 'order id');

  const reviews = files.reviews.map((review) => {
    const where = `review ${review.productId}/${review.userId}`;
    lookup(productsById, review.productId, 'product', where);
    const author = lookup(usersById, review.userId, 'user', where);
    const doc: ReviewDoc = {
      name: author.name,
      rating: review.rating,
      comment: review.comment,
      createdAt: review.createdAt,
      helpfulCount: 0,
    };
    return { productId: review.productId, uid: review.userId, doc };
  });

  const products = files.products.map(({ id, ...product }) => {
    // Every demo product is published, so it needs valid specifications with the core set, as the API would ask.
    const specs = laptopSpecsSchema.safeParse(product.specs ?? {});
    if (!specs.success) throw new Error(`seed: product ${id}: ${specs.error.issues[0]?.message ?? 'invalid specs'}`);
    const missing = missingCoreSpecs(specs.data);
    if (missing.length > 0) throw new Error(`seed: product ${id} lacks the core specifications ${missing.join(', ')}`);
    const ratings = reviews.filter((r) => r.productId === id).map((r) => r.doc.rating);
    const doc: ProductDoc = {
      ...product,
      images: product.images ?? seedGallery(product),
      specs: specs.data,
      rating: averageRating(ratings),
      numReviews: ratings.length,
      ratingTotal: ratings.reduce((sum, rating) => sum + rating, 0),
      ratingCounts: countRatings(ratings),
      searchWords: productSearchWords(product),
      searchKeys: productSearchKeys(product),
      status: 'published',
    };
    return { id, doc };
  });

  const orders = files.orders.map((order) => {
    const where = `order ${order.id}`;
    const customer = lookup(usersById, order.userId, 'user', where);
    const orderItems: OrderItem[] = order.items.map(({ productId, quantity }) => {
      const product = lookup(productsById, productId, 'product', where);
      const { slug, name, image, price } = product;
      return { productId, slug, name, image, price, quantity };
    });
    const doc: OrderDoc = {
      ...newOrderDoc({
        userId: order.userId,
        userName: customer.name,
        orderItems,
        shippingAddress: order.shippingAddress,
        paymentMethod: order.paymentMethod,
        // A seeded shop without a profile has no saved settings: its prices follow the defaults.
        prices: priceOrder(orderItems, settings),
        createdAt: orderCreatedAt(order, seededAt),
      }),
      // Demo history: settled before online payments; the unpaid one is still within its payment time.
      isPaid: order.paidAt !== null,
      paidAt: order.paidAt,
      isDelivered: order.deliveredAt !== null,
      deliveredAt: order.deliveredAt,
    };
    // Their states and history, read from the times above (docs/decisions/0020-order-life.md).
    Object.assign(doc, deriveOrderLife(doc), { refund: null });
    return { id: order.id, doc };
  });

  const users = files.users.map(({ uid, email, password, name, isAdmin, createdAt }) => ({
    uid,
    email,
    password,
    isAdmin,
    doc: { name, email, isAdmin, createdAt, searchKeys: userSearchKeys({ name, email }) } satisfies UserDoc,
  }));

  // "Đã mua hàng" as the API would have written it: the author had a delivered order of the product.
  for (const review of reviews) {
    const bought = orders.some(
      ({ doc }) =>
        doc.userId === review.uid &&
        doc.isDelivered &&
        doc.orderItems.some((line) => line.productId === review.productId),
    );
    if (bought) review.doc.verifiedPurchase = true;
  }

  const categories = [...new Set(files.products.map((p) => p.category))];
  return { users, products, reviews, orders, categories };
}
