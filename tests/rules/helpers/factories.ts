/** Small, valid documents in the shapes functions store, with overridable fields. */
import type { OrderDoc, PaymentAttemptDoc, ProductDoc, ReviewDoc, UserDoc } from '@shared/entities';
import type { CategoryStatsDoc, SalesStatsDoc, SearchIndexShardDoc, SummaryStatsDoc } from '@shared/stats';

const CREATED_AT = '2025-03-14T09:30:00.000Z';

export function productDoc(overrides: Partial<ProductDoc> = {}): ProductDoc {
  return {
    slug: 'thinkpad-x1-carbon',
    status: 'published',
    name: 'ThinkPad X1 Carbon',
    image: '/images/thinkpad-x1-carbon.jpg',
    price: 1499,
    description: 'Light business laptop',
    category: 'Business',
    brand: 'Lenovo',
    countInStock: 5,
    rating: 4.5,
    numReviews: 2,
    createdAt: CREATED_AT,
    updatedAt: CREATED_AT,
    searchWords: ['thinkpad', 'x1', 'carbon', 'lenovo', 'business'],
    ...overrides,
  };
}

export function reviewDoc(overrides: Partial<ReviewDoc> = {}): ReviewDoc {
  return { name: 'Alice', rating: 5, comment: 'Great keyboard', createdAt: CREATED_AT, ...overrides };
}

export function userDoc(overrides: Partial<UserDoc> = {}): UserDoc {
  return { name: 'Alice', email: 'alice@example.com', isAdmin: false, createdAt: CREATED_AT, ...overrides };
}

export function orderDoc(overrides: Partial<OrderDoc> & Pick<OrderDoc, 'userId'>): OrderDoc {
  return {
    user: { name: 'Alice' },
    orderItems: [
      {
        productId: 'product-1',
        slug: 'thinkpad-x1-carbon',
        name: 'ThinkPad X1 Carbon',
        image: '/images/thinkpad-x1-carbon.jpg',
        price: 1499,
        quantity: 1,
      },
    ],
    shippingAddress: {
      fullname: 'Alice Nguyen',
      address: '1 Le Loi',
      city: 'Ho Chi Minh City',
      postalCode: '700000',
      country: 'Vietnam',
    },
    paymentMethod: 'VNPAY',
    itemsPrice: 1499,
    shippingPrice: 0,
    totalPrice: 1499,
    isPaid: false,
    paidAt: null,
    isDelivered: false,
    deliveredAt: null,
    createdAt: CREATED_AT,
    cancelledAt: null,
    cancelReason: null,
    payment: null,
    needsRefund: false,
    paymentAttempts: 0,
    ...overrides,
  };
}

export function paymentAttemptDoc(overrides: Partial<PaymentAttemptDoc> = {}): PaymentAttemptDoc {
  return {
    orderId: 'order-1',
    userId: 'alice',
    provider: 'VNPAY',
    gatewayAmount: 149_900,
    status: 'pending',
    createdAt: CREATED_AT,
    result: null,
    ...overrides,
  };
}

export function summaryStatsDoc(overrides: Partial<SummaryStatsDoc> = {}): SummaryStatsDoc {
  return { numUsers: 3, numOrders: 2, totalSales: 2998, ...overrides };
}

export function salesStatsDoc(overrides: Partial<SalesStatsDoc> = {}): SalesStatsDoc {
  return { days: { '2025-03-14': 2998 }, ...overrides };
}

export function categoryStatsDoc(overrides: Partial<CategoryStatsDoc> = {}): CategoryStatsDoc {
  return { counts: { Business: 1 }, ...overrides };
}

export function searchIndexShardDoc(overrides: Partial<SearchIndexShardDoc> = {}): SearchIndexShardDoc {
  return {
    rows: {
      // Rows are packed strings (functions/src/search); their content does not matter to the rules.
      'product-1': JSON.stringify({
        id: 'product-1',
        words: ['thinkpad', 'x1', 'carbon', 'lenovo', 'business'],
        category: 'Business',
        price: 1499,
        rating: 4.5,
        numReviews: 2,
        createdAt: CREATED_AT,
      }),
    },
    ...overrides,
  };
}

/** A marker that a trigger event was applied; only its existence matters to functions. */
export interface ProcessedEventDoc {
  processedAt: string;
}

export function processedEventDoc(overrides: Partial<ProcessedEventDoc> = {}): ProcessedEventDoc {
  return { processedAt: CREATED_AT, ...overrides };
}
