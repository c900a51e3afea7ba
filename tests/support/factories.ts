/**
 * The one set of test data builders, for every suite: rules, API, web components and browser journeys
 * import it as '@test-factories'. Two kinds:
 *
 * - stored documents (`*Doc`), in the shapes functions write to Firestore;
 * - API shapes (`product`, `order`, `user`, …), what /api answers and the web reads: the stored
 *   document mapped by the shared `to-api` functions, so they can never drift from the server's mapping.
 *
 * Each builder gives a small, valid value with sensible defaults; a test overrides the fields that
 * matter to it and names them. The defaults fit together: the customer 'u1' (Lan Nguyen) placed order
 * 'o1' of two 'ThinkPad X1' at 45.5, whose prices follow the shop's price rule.
 *
 * Browser code uses this file (the web's component tests), so it imports shared code only: no Firebase
 * SDK, Node or server module (a lint fence in eslint.config.js).
 */
import type { InvoiceRequest, Order, OrderDoc, OrderItem, ShippingAddress } from '@shared/entities/order';
import type { PaymentAttemptDoc, PaymentReconciliationDoc } from '@shared/entities/payment';
import type { Product, ProductDoc, Review, ReviewDoc } from '@shared/entities/catalogue';
import type { User, UserDoc } from '@shared/entities/account';
import type { AdminQuestion, PublicQuestion, QuestionDoc } from '@shared/entities/question';
import { newOrderDoc } from '@shared/new-order-doc';
import { priceOrder } from '@shared/pricing';
import type { LaptopSpecs } from '@shared/laptop-specs';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';
import type { PlaceOrderInput } from '@shared/schemas';
import type { SearchIndexShardDoc } from '@shared/entities/search';
import type { CategoryStatsDoc, SalesStatsDoc, SummaryStatsDoc } from '@shared/stats';
import { productSearchWords } from '@shared/text';
import { toOrder, toProduct, toReview, toUser } from '@shared/to-api';

/** When default products were made and last changed. */
export const PRODUCT_CREATED_AT = '2025-01-01T00:00:00.000Z';
/** When the default order was placed (and the default user, review and payment attempt created). */
export const ORDER_CREATED_AT = '2025-03-04T05:06:07.000Z';

/** A laptop's specifications with the core set a published product needs, and a few more rows. */
export function laptopSpecs(overrides: Partial<LaptopSpecs> = {}): LaptopSpecs {
  return {
    cpu: { brand: 'Intel', family: 'Core i5', model: '1235U', cores: 10 },
    ramGb: 16,
    storageGb: 512,
    storageType: 'SSD',
    gpu: { kind: 'integrated', model: 'Intel Iris Xe' },
    screen: { inches: 14, resolution: '1920x1200', refreshHz: 60, panel: 'IPS', touch: false },
    weightKg: 1.4,
    ...overrides,
  };
}

/** Numbers the products made without a name or an id, so that their names and slugs differ. */
let productSequence = 0;

// ---------------------------------------------------------------------------------------------------
// Stored documents
// ---------------------------------------------------------------------------------------------------

/**
 * A published product in stock. Named 'Laptop <n>' (slug 'laptop-<n>', unique within a test file)
 * unless given a name or slug. Its search words are those of its final name, brand and category.
 */
export function productDoc(overrides: Partial<ProductDoc> = {}): ProductDoc {
  return productDocNamed(String((productSequence += 1)), overrides);
}

function productDocNamed(key: string, overrides: Partial<ProductDoc>): ProductDoc {
  const doc = {
    slug: `laptop-${key}`,
    name: `Laptop ${key}`,
    image: '/images/p1.jpg',
    price: 1299,
    description: 'A laptop',
    category: 'Gaming',
    brand: 'Asus',
    countInStock: 3,
    rating: 4,
    numReviews: 2,
    createdAt: PRODUCT_CREATED_AT,
    updatedAt: PRODUCT_CREATED_AT,
    status: 'published' as const,
    specs: laptopSpecs(),
    ...overrides,
  };
  return { ...doc, searchWords: overrides.searchWords ?? productSearchWords(doc) };
}

export function reviewDoc(overrides: Partial<ReviewDoc> = {}): ReviewDoc {
  return { name: 'Lan Nguyen', rating: 5, comment: 'Great keyboard', createdAt: ORDER_CREATED_AT, ...overrides };
}

/** A customer's account document (an admin with `isAdmin: true`). */
/** A stored question about a product, answered unless `overrides` say otherwise (docs/decisions/0098-questions-and-answers.md). */
export function questionDoc(overrides: Partial<QuestionDoc> = {}): QuestionDoc {
  return {
    productId: 'product-1',
    text: 'Máy có nâng cấp RAM được không?',
    status: 'answered',
    askerUid: 'customer-1',
    name: 'Lan Nguyen',
    createdAt: ORDER_CREATED_AT,
    answer: { text: 'RAM hàn trên bo mạch, không nâng cấp được.', at: ORDER_CREATED_AT },
    firstAnsweredAt: ORDER_CREATED_AT,
    ...overrides,
  };
}

/** A question as the product page shows it. */
export function publicQuestion(overrides: Partial<PublicQuestion> = {}): PublicQuestion {
  const { text, name, createdAt } = questionDoc();
  return {
    _id: 'question-1',
    text,
    name,
    createdAt,
    answer: { text: 'RAM hàn trên bo mạch, không nâng cấp được.', at: ORDER_CREATED_AT },
    ...overrides,
  };
}

/** A question as the admin's list shows it (pending unless `overrides` say otherwise). */
export function adminQuestion(overrides: Partial<AdminQuestion> = {}): AdminQuestion {
  return {
    _id: 'question-1',
    text: 'Máy có nâng cấp RAM được không?',
    status: 'pending',
    createdAt: ORDER_CREATED_AT,
    answer: null,
    product: { _id: 'product-1', name: 'Dell XPS 13 9340', slug: 'dell-xps-13-9340' },
    asker: { uid: 'customer-1', name: 'Lan Nguyen' },
    ...overrides,
  };
}

export function userDoc(overrides: Partial<UserDoc> = {}): UserDoc {
  return { name: 'Lan Nguyen', email: 'lan@example.com', isAdmin: false, createdAt: ORDER_CREATED_AT, ...overrides };
}

export function shippingAddress(overrides: Partial<ShippingAddress> = {}): ShippingAddress {
  return {
    fullname: 'Nguyen Lan',
    address: '1 Le Loi',
    city: 'Hue',
    postalCode: '530000',
    country: 'Vietnam',
    ...overrides,
  };
}

/** A line of an order: a copy of the product as it was sold. */
export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    productId: 'p1',
    slug: 'thinkpad-x1',
    name: 'ThinkPad X1',
    image: '/images/p1.jpg',
    price: 45.5,
    quantity: 2,
    ...overrides,
  };
}

/**
 * An open order of user 'u1': unpaid, undelivered, not cancelled. Its prices follow the shop's rule
 * from its lines (items 91 + shipping 10 = 101 by default) unless given.
 */
export function orderDoc(overrides: Partial<OrderDoc> = {}): OrderDoc {
  const orderItems = overrides.orderItems ?? [orderItem()];
  // Stored as orders were before the admin tables' search keys: the factories' orders never needed them.
  const { searchKeys: _searchKeys, ...order } = newOrderDoc({
    userId: 'u1',
    userName: 'Lan Nguyen',
    orderItems,
    shippingAddress: shippingAddress(),
    paymentMethod: 'VNPAY',
    prices: priceOrder(orderItems, DEFAULT_SHOP_SETTINGS),
    createdAt: ORDER_CREATED_AT,
  });
  void _searchKeys;
  return { ...order, ...overrides };
}

/** A pending VNPAY attempt at paying order 'o1' (vnp_Amount is VND × 100). */
export function paymentAttemptDoc(overrides: Partial<PaymentAttemptDoc> = {}): PaymentAttemptDoc {
  return {
    orderId: 'o1',
    userId: 'u1',
    provider: 'VNPAY',
    gatewayAmount: 10_100,
    status: 'pending',
    createdAt: ORDER_CREATED_AT,
    result: null,
    ...overrides,
  };
}

export function paymentReconciliationDoc(overrides: Partial<PaymentReconciliationDoc> = {}): PaymentReconciliationDoc {
  return {
    reference: 'o1-1',
    orderId: 'o1',
    userId: 'u1',
    provider: 'VNPAY',
    amount: 101,
    transactionNo: '14000001',
    reason: 'order-deleted',
    createdAt: ORDER_CREATED_AT,
    state: 'needs-refund',
    refund: null,
    ...overrides,
  };
}

export function summaryStatsDoc(overrides: Partial<SummaryStatsDoc> = {}): SummaryStatsDoc {
  return { numUsers: 3, numOrders: 2, totalSales: 202, ...overrides };
}

export function salesStatsDoc(overrides: Partial<SalesStatsDoc> = {}): SalesStatsDoc {
  return { days: { '2025-03-04': 202 }, ...overrides };
}

export function categoryStatsDoc(overrides: Partial<CategoryStatsDoc> = {}): CategoryStatsDoc {
  return { counts: { Gaming: 1 }, ...overrides };
}

export function searchIndexShardDoc(overrides: Partial<SearchIndexShardDoc> = {}): SearchIndexShardDoc {
  const { name, brand, description, category, price, rating, numReviews, createdAt } = productDocNamed('p1', {});
  return {
    rows: {
      // Rows are packed strings (functions/src/search/search-index-row.ts); only the search reads them.
      p1: JSON.stringify({ id: 'p1', name, brand, description, category, price, rating, numReviews, createdAt }),
    },
    ...overrides,
  };
}

/** A marker that a trigger event was applied (functions/src/triggers/exactly-once.ts); only its existence matters. */
export interface ProcessedEventDoc {
  processedAt: string;
}

export function processedEventDoc(overrides: Partial<ProcessedEventDoc> = {}): ProcessedEventDoc {
  return { processedAt: ORDER_CREATED_AT, ...overrides };
}

// ---------------------------------------------------------------------------------------------------
// API shapes: the stored document as /api answers it
// ---------------------------------------------------------------------------------------------------

/** A product as the API and the catalogue reads return it; 'Laptop <_id>' at slug 'laptop-<_id>' unless named. */
export function product(overrides: Partial<Product> = {}): Product {
  const { _id = `p${(productSequence += 1)}`, ...fields } = overrides;
  return toProduct(_id, productDocNamed(_id, fields));
}

export function review(overrides: Partial<Review> = {}): Review {
  const { _id = 'u1', ...fields } = overrides;
  return toReview(_id, reviewDoc(fields));
}

/** An account as the admin's user screens get it; `updatedAt` is the version the edit form sends back. */
export function user(overrides: Partial<User> = {}): User {
  const { _id = 'u1', ...fields } = overrides;
  return toUser(_id, userDoc(fields));
}

/** An order as GET /api/orders/:id returns it; order 'o1' of {@link orderDoc} unless overridden. */
export function order(overrides: Partial<Order> = {}): Order {
  const { _id = 'o1', ...fields } = overrides;
  return toOrder(_id, orderDoc(fields));
}

/** The body of POST /api/orders for these cart lines, shipped to the default address and paid with VNPAY. */
export function placeOrderBody(
  orderItems: PlaceOrderInput['orderItems'],
  overrides: Partial<PlaceOrderInput> = {},
): PlaceOrderInput {
  // Cash on delivery and bank transfer need the phone, province and ward
  // (docs/decisions/0023-vietnamese-addresses-phone-invoices.md); the gateways take the spec's five fields.
  const method = overrides.paymentMethod ?? 'VNPAY';
  const address = method === 'COD' || method === 'BANK_TRANSFER' ? vietnameseAddress() : shippingAddress();
  return { orderItems, shippingAddress: address, paymentMethod: 'VNPAY', ...overrides };
}

/**
 * A complete Vietnamese address as the shop's own form sends it: the specification's five fields,
 * a phone, and a province and ward on the map in force since 1 July 2025
 * (docs/decisions/0023-vietnamese-addresses-phone-invoices.md).
 */
export function vietnameseAddress(
  overrides: Partial<ShippingAddress> = {},
): ShippingAddress & { phone: string; province: string; ward: string } {
  return {
    ...shippingAddress({ address: '1 Lê Lợi', city: 'Thành phố Hồ Chí Minh', postalCode: '700000' }),
    phone: '+84912345678',
    province: 'Thành phố Hồ Chí Minh',
    ward: 'Phường Bến Thành',
    ...overrides,
  } as ShippingAddress & { phone: string; province: string; ward: string };
}

/** A VAT invoice request as the checkout sends it. */
export function invoiceRequest(overrides: Partial<InvoiceRequest> = {}): InvoiceRequest {
  return {
    companyName: 'Công ty TNHH Máy Tính Sài Gòn',
    taxCode: '0312345678',
    companyAddress: '12 Nguyễn Huệ, Phường Sài Gòn, Thành phố Hồ Chí Minh',
    email: 'ketoan@maytinhsaigon.vn',
    ...overrides,
  };
}
