import { describe, expect, it } from 'vitest';
import type { CartItem } from '@shared/entities/order';
import type { Product } from '@shared/entities/catalogue';
import { API_MSG, MSG } from '@shared/messages';
import { decideAddToCart } from './add-to-cart-rule';
import { MAX_UNPAID_UNITS, MAX_UNPAID_UNITS_PER_PRODUCT } from '@shared/constants';

const product = (overrides: Partial<Product> = {}): Product => ({
  _id: 'p1',
  slug: 'dell-vostro-3520',
  name: 'Dell Vostro 3520',
  status: 'published',
  image: '/images/products/dell-vostro-3520.jpg',
  images: [{ url: '/images/products/dell-vostro-3520.jpg', alt: 'Dell Vostro 3520' }],
  price: 55,
  description: '',
  category: 'Văn phòng',
  brand: 'Dell',
  countInStock: 3,
  rating: 4,
  numReviews: 2,
  createdAt: '2026-03-02T01:00:00.000Z',
  updatedAt: '2026-03-02T01:00:00.000Z',
  ...overrides,
});

const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  _id: 'p1',
  slug: 'dell-vostro-3520',
  name: 'Dell Vostro 3520',
  image: '/images/products/dell-vostro-3520.jpg',
  price: 50,
  quantity: 1,
  countInStock: 5,
  ...overrides,
});

describe('decideAddToCart', () => {
  it('appends a new product with quantity 1 and its current price and stock', () => {
    expect(decideAddToCart([], product())).toEqual({
      ok: true,
      item: { ...line(), price: 55, countInStock: 3, quantity: 1 },
    });
  });

  it('increases an item already in the cart by one, refreshing price and stock from the store', () => {
    const decision = decideAddToCart([line({ _id: 'other' }), line({ quantity: 2 })], product({ price: 60 }));
    expect(decision).toEqual({
      ok: true,
      item: expect.objectContaining({ _id: 'p1', quantity: 3, price: 60, countInStock: 3 }),
    });
  });

  it('rejects with the spec alert when the current stock is below the new quantity', () => {
    // The cart believed 5 were in stock; the store now has 3 and the cart already holds 3.
    expect(decideAddToCart([line({ quantity: 3 })], product({ countInStock: 3 }))).toEqual({
      ok: false,
      message: MSG.outOfStock,
    });
    expect(decideAddToCart([], product({ countInStock: 0 }))).toEqual({ ok: false, message: 'Sản phẩm đã hết hàng' });
  });

  it('rejects a 6th unit of one product with the unit limit, even with more in stock', () => {
    const full = line({ quantity: MAX_UNPAID_UNITS_PER_PRODUCT, countInStock: 500 });
    expect(decideAddToCart([full], product({ countInStock: 500 }))).toEqual({
      ok: false,
      message: 'You can have at most 5 units of one product in unpaid orders',
    });
    expect(decideAddToCart([line({ quantity: 4 })], product({ countInStock: 500 }))).toMatchObject({
      ok: true,
      item: { quantity: 5 },
    });
  });

  it('rejects a 21st unit in the cart with the units-in-all limit', () => {
    // Four other products at 5 units each: the cart holds MAX_UNPAID_UNITS already.
    const full = ['a', 'b', 'c', 'd'].map((id) => line({ _id: id, quantity: 5, countInStock: 50 }));
    expect(full.reduce((sum, item) => sum + item.quantity, 0)).toBe(MAX_UNPAID_UNITS);
    expect(decideAddToCart(full, product({ countInStock: 50 }))).toEqual({
      ok: false,
      message: 'You can have at most 20 units in all in unpaid orders',
    });
    expect(decideAddToCart(full.slice(1), product({ countInStock: 50 }))).toMatchObject({ ok: true });
  });

  it('rejects a product that no longer exists', () => {
    expect(decideAddToCart([line()], null)).toEqual({ ok: false, message: API_MSG.productNotFound });
  });
});
