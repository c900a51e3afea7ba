import { describe, expect, it } from 'vitest';
import { isValidGtin, withProductIdentifiers } from './product-identifiers.js';
import { productUpdateSchema } from './schemas.js';

describe('isValidGtin', () => {
  it('accepts GTIN-8, -12, -13 and -14 with their check digit', () => {
    expect(isValidGtin('96385074')).toBe(true);
    expect(isValidGtin('036000291452')).toBe(true);
    expect(isValidGtin('4006381333931')).toBe(true);
    expect(isValidGtin('10012345678902')).toBe(true);
  });

  it('refuses a wrong check digit, other lengths and anything but digits', () => {
    expect(isValidGtin('4006381333932')).toBe(false);
    expect(isValidGtin('1234567')).toBe(false);
    expect(isValidGtin('400638133393')).toBe(false);
    expect(isValidGtin('40063813339 1')).toBe(false);
  });
});

describe('withProductIdentifiers', () => {
  it('keeps what a save leaves out, removes what it empties and sets what it sends', () => {
    const saved = { name: 'x', gtin: '4006381333931', mpn: 'A1', condition: 'used' as const };
    expect(withProductIdentifiers(saved, {})).toEqual(saved);
    expect(withProductIdentifiers(saved, { gtin: '', mpn: 'B2', condition: 'new' })).toEqual({
      name: 'x',
      mpn: 'B2',
      condition: 'new',
    });
  });
});

describe('the product schema', () => {
  const save = {
    name: 'n',
    slug: 'n',
    price: 1,
    image: '/i.jpg',
    category: 'c',
    brand: 'b',
    countInStock: 0,
    description: 'd',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const firstMessage = (input: object) =>
    productUpdateSchema.safeParse({ ...save, ...input }).error?.issues[0]?.message;

  it('names the field it refuses', () => {
    expect(firstMessage({ gtin: '4006381333932' })).toMatch(/^gtin must be 8, 12, 13 or 14 digits/);
    expect(firstMessage({ mpn: 'x'.repeat(71) })).toBe('mpn must be at most 70 characters');
    expect(firstMessage({ condition: 'broken' })).toBe('condition must be one of new, refurbished, used');
  });

  it('takes a checked GTIN, an empty one (removing it) or none', () => {
    expect(productUpdateSchema.safeParse({ ...save, gtin: ' 4006381333931 ' }).data?.gtin).toBe('4006381333931');
    expect(productUpdateSchema.safeParse({ ...save, gtin: '' }).success).toBe(true);
    expect(productUpdateSchema.safeParse(save).data?.gtin).toBeUndefined();
  });
});
