import { describe, expect, it } from 'vitest';
import { parseCompareIds, rankSimilar } from './compare.js';
import type { Product } from './entities/catalogue.js';
import { COMPARE_MSG } from './screen-messages.js';

// Built here rather than from @test-factories: the unit project has no aliases.
function laptop(id: string, overrides: Partial<Product> = {}): Product {
  return {
    _id: id,
    slug: id,
    name: id,
    image: '/x.jpg',
    images: [{ url: '/x.jpg', alt: id }],
    price: 100,
    description: '',
    category: 'Office',
    brand: 'Dell',
    countInStock: 1,
    rating: 0,
    numReviews: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    status: 'published',
    specs: { ramGb: 16, storageGb: 512, screen: { inches: 14 }, weightKg: 1.4, gpu: { kind: 'integrated' } },
    ...overrides,
  };
}

describe('parseCompareIds', () => {
  it('reads distinct ids in their order, ignoring spaces and empty entries', () => {
    expect(parseCompareIds(' b, a,,b ')).toEqual({ ok: true, ids: ['b', 'a'] });
  });

  it('refuses none, more than four, or a malformed id with the shared message', () => {
    expect(parseCompareIds(undefined)).toEqual({ ok: false, message: COMPARE_MSG.compareIdsRequired });
    expect(parseCompareIds(',')).toEqual({ ok: false, message: COMPARE_MSG.compareIdsRequired });
    expect(parseCompareIds('a,b,c,d,e')).toEqual({ ok: false, message: COMPARE_MSG.compareTooManyIds });
    expect(parseCompareIds('a,__b__')).toEqual({ ok: false, message: COMPARE_MSG.compareInvalidIds });
  });
});

describe('rankSimilar', () => {
  const target = laptop('target', { price: 200 });

  it('puts the same category first, then the nearest price by ratio, and never the product itself or a draft', () => {
    const ranked = rankSimilar(target, [
      target,
      laptop('other-category-same-price', { category: 'Gaming', price: 200 }),
      laptop('office-double', { price: 400 }),
      laptop('office-near', { price: 190 }),
      laptop('office-draft', { price: 200, status: 'draft' }),
    ]);
    expect(ranked.map((p) => p._id)).toEqual(['office-near', 'office-double', 'other-category-same-price']);
  });

  it('at the same price, prefers the closer specifications', () => {
    const ranked = rankSimilar(target, [
      laptop('gaming-specs', {
        specs: { ramGb: 64, gpu: { kind: 'discrete' }, screen: { inches: 17.3 }, weightKg: 3 },
      }),
      laptop('same-specs'),
    ]);
    expect(ranked.map((p) => p._id)).toEqual(['same-specs', 'gaming-specs']);
  });

  it('answers at most four', () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => laptop(id));
    expect(rankSimilar(target, many)).toHaveLength(4);
  });
});
