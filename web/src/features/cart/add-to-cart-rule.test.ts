import { describe, expect, it } from 'vitest';
import type { CartItem, Product } from '@shared/entities';
import { API_MSG, MSG } from '@shared/messages';
import { decideAddToCart, maxPerLineMessage } from './add-to-cart-rule';
import { MAX_ORDER_QUANTITY_PER_ITEM } from '@shared/constants';

const product = (overrides: Partial<Product> = {}): Product => ({
  _id: 'p1',
  slug: 'dell-vostro-3520',
  name: 'Dell Vostro 3520',
  status: 'published',
  image: '/images/products/dell-vostro-3520.jpg',
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

  it('issue 15: rejects more than the per-line limit, even with more in stock', () => {
    const full = line({ quantity: MAX_ORDER_QUANTITY_PER_ITEM, countInStock: 500 });
    expect(decideAddToCart([full], product({ countInStock: 500 }))).toEqual({ ok: false, message: maxPerLineMessage });
    expect(maxPerLineMessage).toBe('You can order at most 100 of one product');
  });

  it('rejects a product that no longer exists', () => {
    expect(decideAddToCart([line()], null)).toEqual({ ok: false, message: API_MSG.productNotFound });
  });
});
