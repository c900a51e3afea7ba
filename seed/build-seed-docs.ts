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
import { orderCodeFrom } from '../functions/src/shared/order-code.js';
import type { ProductImage } from '../functions/src/shared/product-gallery.js';
import {
  defaultVariant,
  variantDerivedFields,
  variantTitle,
  SKU_PATTERN,
} from '../functions/src/shared/product-variants.js';
import { variantRuleProblems } from '../functions/src/shared/product-variants-schema.js';

/**
 * A product as checked in: everything but the fields derived from reviews and text. A seed profile
 * prices a product's variants with `variantPrices` (variant id → price), as it prices the product.
 */
export type SeedProduct = Omit<ProductDoc, 'rating' | 'numReviews' | 'searchWords' | 'searchKeys'> & {
  id: string;
  variantPrices?: Record<string, number>;
};

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
  /** Each carries its order code, reserved as the shop reserves one (functions/src/data/order-codes.ts). */
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

/**
 * The demo order's code (shared/order-code.ts), the same on every seed run: drawn from the order id
 * with a small deterministic generator (FNV-1a seeded xorshift) instead of node:crypto, so the
 * screens, screenshots and journeys of the demo show the same codes each time.
 */
export function seedOrderCode(orderId: string): string {
  let state = 0x811c9dc5;
  for (const char of orderId) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return orderCodeFrom((n) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % n;
  });
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
 * A product sold in configurations as the shop stores it: the profile's variant prices applied,
 * the variants checked as a save checks them, and its price, stock and default derived from them.
 * The checked-in price and stock must already be the derived ones (the cheapest variant's price,
 * the sum), so the spec demo's price buckets and a profile's listed price never move silently.
 */
function withSeedVariants(
  id: string,
  product: Omit<SeedProduct, 'id' | 'variantPrices'>,
  variantPrices: Record<string, number> | undefined,
): Omit<SeedProduct, 'id' | 'variantPrices'> {
  if (!product.variants) {
    if (variantPrices) throw new Error(`seed: product ${id} has variant prices but no variants`);
    return product;
  }
  const variants = product.variants.map((variant) => ({
    ...variant,
    price: variantPrices?.[variant._id] ?? variant.price,
  }));
  const problem =
    variantRuleProblems({ options: product.options ?? [], variants })[0] ??
    variants.map((variant) => (SKU_PATTERN.test(variant.sku) ? null : `${variant.sku} is not a SKU`)).find(Boolean);
  if (problem) throw new Error(`seed: product ${id}: ${problem}`);
  const derived = variantDerivedFields(variants, product.defaultVariantId);
  if (product.price !== derived.price || product.countInStock !== derived.countInStock) {
    throw new Error(
      `seed: product ${id}: price and stock must be its cheapest variant's price and the sum (${derived.price}, ${derived.countInStock})`,
    );
  }
  return { ...product, variants, ...derived };
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

  const products = files.products.map(({ id, variantPrices, ...checkedIn }) => {
    const product = withSeedVariants(id, checkedIn, variantPrices);
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

  const builtById = new Map(products.map(({ id, doc }) => [id, doc]));
  const orders = files.orders.map((order) => {
    const where = `order ${order.id}`;
    const customer = lookup(usersById, order.userId, 'user', where);
    const orderItems: OrderItem[] = order.items.map(({ productId, quantity }) => {
      const product = lookup(productsById, productId, 'product', where);
      const { slug, name, image, price } = product;
      // A demo order of a product sold in configurations bought its default one, as a spec client does.
      // Its variants as built (priced by the profile), not as checked in.
      const variant = defaultVariant(builtById.get(productId) ?? product);
      if (!variant) return { productId, slug, name, image, price, quantity };
      const { _id: variantId, sku, price: variantPrice } = variant;
      return {
        productId,
        slug,
        name,
        image,
        price: variantPrice,
        quantity,
        variantId,
        sku,
        variantTitle: variantTitle(variant),
      };
    });
    const doc: OrderDoc = {
      ...newOrderDoc({
        userId: order.userId,
        userName: customer.name,
        orderItems,
        shippingAddress: order.shippingAddress,
        paymentMethod: order.paymentMethod,
        // The settings the seed saves (without a profile, the default prices): the orders follow them.
        prices: priceOrder(orderItems, settings),
        createdAt: orderCreatedAt(order, seededAt),
        orderCode: seedOrderCode(order.id),
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

  indexBy(orders, (o) => o.doc.orderCode ?? '', 'order code');

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
