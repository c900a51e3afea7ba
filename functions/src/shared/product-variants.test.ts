import { describe, expect, it } from 'vitest';
import type { ProductVariant } from './entities/variants.js';
import { firstIssueMessage } from './schemas.js';
import { productSaveSchema as productUpdateSchema } from './product-variants-schema.js';
import {
  defaultVariant,
  variantDerivedFields,
  variantSpecs,
  variantTitle,
  withVariantStock,
} from './product-variants.js';

const product = {
  name: 'MacBook Air M3',
  slug: 'macbook-air-m3',
  price: 1,
  image: '/images/products/air.jpg',
  category: 'Ultrabook',
  brand: 'Apple',
  countInStock: 1,
  description: 'Light',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const options = [
  { name: 'RAM', values: ['8 GB', '16 GB'] },
  { name: 'SSD', values: ['256 GB', '512 GB'] },
];
const variant = (sku: string, optionValues: string[], extra: object = {}) => ({
  sku,
  optionValues,
  price: 27_990_000,
  countInStock: 3,
  ...extra,
});
const grid = [variant('AIR-8-256', ['8 GB', '256 GB']), variant('AIR-16-512', ['16 GB', '512 GB'])];

/** The API's 400 message for a save of these fields, or null when it is accepted. */
function refusal(fields: object): string | null {
  const result = productUpdateSchema.safeParse({ ...product, ...fields });
  return result.success ? null : firstIssueMessage(result.error);
}

describe('the variants of a save', () => {
  it('accepts options with a grid of variants, and a product without either as before', () => {
    expect(refusal({ options, variants: grid })).toBeNull();
    expect(refusal({})).toBeNull();
    expect(productUpdateSchema.parse(product).variants).toBeUndefined();
  });

  it('refuses each broken rule with a message naming the field and its index', () => {
    const cases: [object, string][] = [
      [
        { options, variants: [grid[0], variant('X', ['16 GB', '1 TB'])] },
        'variants[1].optionValues[1] 1 TB is not a value of option SSD',
      ],
      [
        { options, variants: [grid[0], variant('X', ['16 GB'])] },
        'variants[1].optionValues must have one value per option (2), not 1',
      ],
      [
        { options, variants: [grid[0], variant('X', ['8 GB', '256 GB'])] },
        "variants[1].optionValues repeat variants[0]'s combination 8 GB / 256 GB",
      ],
      [
        { options, variants: [grid[0], variant('AIR-8-256', ['16 GB', '512 GB'])] },
        "variants[1].sku repeats variants[0]'s SKU AIR-8-256",
      ],
      [
        { options, variants: [grid[0], variant('X', ['16 GB', '512 GB'], { compareAtPrice: 27_990_000 })] },
        'variants[1].compareAtPrice must be more than price',
      ],
      [
        { options, variants: [grid[0], variant('X', ['16 GB', '512 GB'], { countInStock: -1 })] },
        'variants[1].countInStock must not be negative',
      ],
      [
        { options, variants: [grid[0], variant('bad sku', ['16 GB', '512 GB'])] },
        'variants[1].sku must be 1 to 50 characters of A-Z, a-z, 0-9, ".", "_" and "-"',
      ],
      [
        { options, variants: [grid[0], variant('X'.repeat(51), ['16 GB', '512 GB'])] },
        'variants[1].sku must be 1 to 50 characters of A-Z, a-z, 0-9, ".", "_" and "-"',
      ],
      [
        { options: [...options, { name: 'Màu', values: ['Bạc'] }, { name: 'CPU', values: ['M3'] }], variants: grid },
        'options must have at most 3 options',
      ],
      [
        { variants: Array.from({ length: 31 }, (_, i) => variant(`S${i}`, [])) },
        'variants must have at most 30 variants',
      ],
      [{ options, variants: [] }, 'variants must have at least 1 variant'],
      [
        { options: [{ name: 'RAM', values: Array.from({ length: 11 }, (_, i) => `${i} GB`) }], variants: grid },
        'options[0].values must have at most 10 values',
      ],
      [{ options }, 'variants are required with options'],
      [{ options, variants: grid, defaultVariantId: 'nope' }, 'defaultVariantId nope is not one of the variants'],
      [
        { options, variants: [grid[0], variant('X', ['16 GB', '512 GB'], { specs: { cpu: {} } })] },
        'variants[1].specs may override only ramGb, storageGb and color',
      ],
      [
        { options, variants: [grid[0], variant('X', ['16 GB', '512 GB'], { specs: { ramGb: 0 } })] },
        'variants[1].specs.ramGb must be at least 1 GB',
      ],
    ];
    for (const [fields, message] of cases) expect(refusal(fields)).toBe(message);
  });

  it('accepts a default named by a new variant SKU, and drops a null compare-at price', () => {
    const parsed = productUpdateSchema.parse({
      ...product,
      options,
      variants: [variant('A', ['8 GB', '256 GB'], { compareAtPrice: null })],
      defaultVariantId: 'A',
    });
    expect(parsed.variants?.[0]?.compareAtPrice).toBeNull();
  });
});

const stored = (
  id: string,
  price: number,
  countInStock: number,
  extra: Partial<ProductVariant> = {},
): ProductVariant => ({
  _id: id,
  sku: `SKU-${id}`,
  optionValues: [id],
  price,
  countInStock,
  ...extra,
});

describe('derived fields', () => {
  it('price is the lowest variant price with its compare-at price, stock the sum, default the cheapest', () => {
    const variants = [stored('a', 30, 2), stored('b', 20, 0, { compareAtPrice: 25 }), stored('c', 20, 5)];
    expect(variantDerivedFields(variants)).toEqual({
      price: 20,
      compareAtPrice: 25,
      countInStock: 7,
      defaultVariantId: 'b',
    });
  });

  it("keeps the admin's default when it is one of the variants", () => {
    const variants = [stored('a', 30, 2), stored('b', 20, 1)];
    expect(variantDerivedFields(variants, 'a')).toEqual({ price: 20, countInStock: 3, defaultVariantId: 'a' });
    expect(variantDerivedFields(variants, 'gone').defaultVariantId).toBe('b');
  });

  it('names, specifies and restocks a variant', () => {
    expect(variantTitle({ optionValues: ['16 GB', '512 GB', 'Bạc'] })).toBe('16 GB / 512 GB / Bạc');
    expect(variantSpecs({ specs: { ramGb: 8, weightKg: 1.2 } }, { specs: { ramGb: 16 } })).toEqual({
      ramGb: 16,
      weightKg: 1.2,
    });
    const product = { variants: [stored('a', 30, 2), stored('b', 20, 1)], defaultVariantId: 'a' };
    expect(defaultVariant(product)?._id).toBe('a');
    expect(defaultVariant({ ...product, defaultVariantId: 'gone' })?._id).toBe('b');
    const taken = withVariantStock(product, 'b', -1);
    expect(taken.countInStock).toBe(2);
    expect(taken.variants.map((variant) => variant.countInStock)).toEqual([2, 0]);
  });
});

describe('compare ids', () => {
  it('accepts a product id or {productId}:{variantId}, and nothing else', async () => {
    const { parseCompareIds } = await import('./compare.js');
    expect(parseCompareIds('p1:v16s,p2')).toEqual({ ok: true, ids: ['p1:v16s', 'p2'] });
    expect(parseCompareIds('p1:v1:v2').ok).toBe(false);
    expect(parseCompareIds('p1:').ok).toBe(false);
    expect(parseCompareIds('p1:bad id').ok).toBe(false);
  });
});
