/** Entity fixtures for component tests: sensible defaults, and each test names what matters to it. */
import type { Product } from '@shared/entities';

export function aProduct(overrides: Partial<Product> & Pick<Product, '_id'>): Product {
  return {
    slug: `laptop-${overrides._id}`,
    name: `Laptop ${overrides._id}`,
    image: '/images/p1.jpg',
    price: 1299,
    description: 'A laptop',
    category: 'Gaming',
    brand: 'Asus',
    countInStock: 3,
    rating: 4,
    numReviews: 2,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    status: 'published',
    ...overrides,
  };
}
