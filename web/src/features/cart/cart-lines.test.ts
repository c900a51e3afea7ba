import { describe, expect, it } from 'vitest';
import type { CartItem } from '@shared/entities/order';
import { MAX_UNPAID_UNITS_PER_PRODUCT } from '@shared/constants';
import { API_MSG, MSG } from '@shared/messages';
import { AIR } from '@/testing/variant-product';
import { decideAddToCart } from './add-to-cart-rule';
import { refreshCart } from './cart-changes';
import { cartLineKey, isSameLine } from './cart-lines';
import { lineOffer } from './line-offer';

const line = (overrides: Partial<CartItem> = {}): CartItem => ({
  _id: 'air',
  slug: AIR.slug,
  name: AIR.name,
  image: AIR.image,
  price: 24_990_000,
  quantity: 1,
  countInStock: 4,
  ...overrides,
});

describe('cart lines', () => {
  it('are named by product and configuration', () => {
    expect(cartLineKey({ _id: 'air', variantId: 'v16s' })).toBe('air:v16s');
    expect(cartLineKey({ _id: 'p1' })).toBe('p1');
    expect(isSameLine({ _id: 'air', variantId: 'v16s' }, { _id: 'air', variantId: 'v8s' })).toBe(false);
    expect(isSameLine({ _id: 'air', variantId: 'v16s' }, { _id: 'air', variantId: 'v16s' })).toBe(true);
  });

  it("sell a variant's price and stock, the default one when none is named, nothing for a removed one", () => {
    expect(lineOffer(AIR, 'v16s')).toEqual({
      price: 32_990_000,
      countInStock: 3,
      variantId: 'v16s',
      sku: 'AIR-v16s',
      variantTitle: '16 GB / 512 GB / Bạc',
    });
    expect(lineOffer(AIR, undefined)?.variantId).toBe('v8s');
    expect(lineOffer(AIR, 'gone')).toBeNull();
    expect(lineOffer({ price: 10, countInStock: 2 }, undefined)).toEqual({ price: 10, countInStock: 2 });
  });
});

describe('decideAddToCart with configurations', () => {
  it('adds the configuration named, beside another of the same model', () => {
    const decision = decideAddToCart([line({ variantId: 'v8s' })], AIR, 'v16s');
    expect(decision).toEqual({
      ok: true,
      item: expect.objectContaining({ _id: 'air', variantId: 'v16s', price: 32_990_000, countInStock: 3, quantity: 1 }),
    });
  });

  it('adds the default configuration from a card, to a line saved before variants', () => {
    const decision = decideAddToCart([line({ quantity: 2 })], AIR);
    expect(decision.ok && decision.item).toEqual(
      expect.objectContaining({ quantity: 3, sku: 'AIR-v8s', variantTitle: '8 GB / 256 GB / Bạc' }),
    );
    expect(decision.ok && decision.item.variantId).toBeUndefined();
  });

  it("checks the variant's stock, not the model's", () => {
    expect(decideAddToCart([], AIR, 'v16x')).toEqual({ ok: false, message: MSG.outOfStock });
    expect(decideAddToCart([], AIR, 'gone')).toEqual({ ok: false, message: API_MSG.productNotFound });
  });

  it('counts the unit limit per configuration, as the API does', () => {
    const manyVariant = { ...AIR, variants: AIR.variants?.map((v) => ({ ...v, countInStock: 50 })) };
    const full = line({ variantId: 'v8s', quantity: MAX_UNPAID_UNITS_PER_PRODUCT });
    expect(decideAddToCart([full], manyVariant, 'v8s').ok).toBe(false);
    expect(decideAddToCart([full], manyVariant, 'v8x').ok).toBe(true);
  });
});

describe('refreshCart with configurations', () => {
  it("brings a line up to its variant's price and stock, and says a removed variant is gone", () => {
    const cheaper = {
      ...AIR,
      variants: AIR.variants?.map((v) => (v._id === 'v16s' ? { ...v, price: 31_990_000 } : v)),
    };
    const result = refreshCart(
      [
        line({ variantId: 'v16s', price: 32_990_000, countInStock: 3 }),
        line({ variantId: 'old', variantTitle: '4 GB' }),
      ],
      new Map([['air', cheaper]]),
    );
    expect(result.items).toEqual([expect.objectContaining({ variantId: 'v16s', price: 31_990_000 })]);
    expect(result.changes.get('air:v16s')).toEqual([{ kind: 'price', from: 32_990_000, to: 31_990_000 }]);
    expect(result.changes.get('air:old')).toEqual([{ kind: 'removed', name: 'MacBook Air M3 (4 GB)' }]);
  });

  it('names the default configuration on a line saved before variants', () => {
    const result = refreshCart([line()], new Map([['air', AIR]]));
    expect(result.items).toEqual([expect.objectContaining({ variantId: 'v8s', sku: 'AIR-v8s', price: 24_990_000 })]);
    expect(result.changes.size).toBe(0);
  });

  it('makes one line of a line saved before variants and one of the default configuration', () => {
    const result = refreshCart([line(), line({ variantId: 'v8s', quantity: 2 })], new Map([['air', AIR]]));
    expect(result.items).toEqual([expect.objectContaining({ variantId: 'v8s', quantity: 3 })]);
  });
});
