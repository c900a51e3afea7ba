/** A laptop sold in configurations, written straight to the test database with its SKU reservations. */
import { skusCol } from '../../src/data/collections.js';
import { skuDocId } from '../../src/api/products/variant-writes.js';
import type { ProductDoc } from '../../src/shared/entities/catalogue.js';
import type { ProductOption, ProductVariant } from '../../src/shared/entities/variants.js';
import { variantDerivedFields } from '../../src/shared/product-variants.js';
import { addProduct } from './products.js';
import { db } from './test-context.js';

export const AIR_OPTIONS: ProductOption[] = [
  { name: 'RAM', values: ['8 GB', '16 GB'] },
  { name: 'SSD', values: ['256 GB', '512 GB'] },
  { name: 'Màu', values: ['Bạc', 'Xám'] },
];

let skuSequence = 0;

/** Three configurations: 8/256 Bạc (cheapest, 4), 16/512 Bạc (5), 16/512 Xám (2). */
export function airVariants(): ProductVariant[] {
  skuSequence += 1;
  return [
    {
      _id: 'v8',
      sku: `AIR-${skuSequence}-8-256-S`,
      optionValues: ['8 GB', '256 GB', 'Bạc'],
      price: 27_990_000,
      countInStock: 4,
      specs: { ramGb: 8, storageGb: 256 },
    },
    {
      _id: 'v16s',
      sku: `AIR-${skuSequence}-16-512-S`,
      optionValues: ['16 GB', '512 GB', 'Bạc'],
      price: 34_990_000,
      compareAtPrice: 36_990_000,
      countInStock: 5,
      specs: { ramGb: 16, storageGb: 512 },
    },
    {
      _id: 'v16g',
      sku: `AIR-${skuSequence}-16-512-G`,
      optionValues: ['16 GB', '512 GB', 'Xám'],
      price: 34_990_000,
      countInStock: 2,
      specs: { ramGb: 16, storageGb: 512, color: 'Xám' },
    },
  ];
}

export async function addVariantProduct(
  variants: ProductVariant[] = airVariants(),
  overrides: Partial<ProductDoc> = {},
): Promise<{ id: string; doc: ProductDoc }> {
  const added = await addProduct({ options: AIR_OPTIONS, variants, ...variantDerivedFields(variants), ...overrides });
  await Promise.all(
    variants.map((variant) => skusCol(db).doc(skuDocId(variant.sku)).set({ productId: added.id, sku: variant.sku })),
  );
  return added;
}

/** The stored stock of each variant, by id. */
export function stockByVariant(doc: ProductDoc | undefined): Record<string, number> {
  return Object.fromEntries((doc?.variants ?? []).map((variant) => [variant._id, variant.countInStock]));
}
