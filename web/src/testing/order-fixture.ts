import type { Order } from '@shared/entities';

/** An order as GET /api/orders/:id returns it; unpaid and undelivered unless overridden. */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    userId: 'u1',
    user: { name: 'Lan' },
    orderItems: [
      { productId: 'p1', slug: 'thinkpad-x1', name: 'ThinkPad X1', image: '/images/p1.jpg', price: 45.5, quantity: 2 },
    ],
    shippingAddress: {
      fullname: 'Nguyen Lan',
      address: '1 Le Loi',
      city: 'Hue',
      postalCode: '530000',
      country: 'Vietnam',
    },
    paymentMethod: 'VNPAY',
    itemsPrice: 91,
    shippingPrice: 10,
    totalPrice: 101,
    isPaid: false,
    paidAt: null,
    isDelivered: false,
    deliveredAt: null,
    createdAt: '2025-03-04T05:06:07.000Z',
    cancelledAt: null,
    cancelReason: null,
    payment: null,
    needsRefund: false,
    paymentAttempts: 0,
    ...overrides,
  };
}
