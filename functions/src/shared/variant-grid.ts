/**
 * "Tạo các phiên bản" (Generate variants) on the admin product form: every combination of the
 * options' values, in the options' order, keeping what the admin already entered for a
 * configuration (docs/decisions/0101-product-variants.md). Shared so the form and its tests agree.
 */
import type { ProductOption, ProductVariant } from './entities/variants.js';
import { MAX_VARIANTS } from './product-variants.js';

/** A row of the variant table: a stored variant, or a new one (no `_id` until the server saves it). */
export type VariantDraft = Omit<ProductVariant, '_id'> & { _id?: string };

/** Every combination of the options' values: [["8 GB","256 GB"], ["8 GB","512 GB"], …]. */
export function optionCombinations(options: readonly ProductOption[]): string[][] {
  return options.reduce<string[][]>(
    (combinations, option) => combinations.flatMap((start) => option.values.map((value) => [...start, value])),
    [[]],
  );
}

/** What a configuration's values mean, by option name: {RAM: "16 GB", SSD: "512 GB"}. */
const valuesByName = (options: readonly ProductOption[], values: readonly string[]) =>
  new Map(options.map((option, index) => [option.name, values[index]]));

/**
 * Whether an existing variant describes the combination: each of the values it had (under the
 * options it was made with) is the combination's value for that option. A variant made before an
 * option was added describes each combination of the new option's values.
 */
function describes(
  before: ReadonlyMap<string, string | undefined>,
  after: ReadonlyMap<string, string | undefined>,
): boolean {
  return [...before].every(([name, value]) => !after.has(name) || after.get(name) === value);
}

/** A SKU of the product's prefix and the configuration's values, in the SKU alphabet: "AIR-M3-16GB-512GB-BAC". */
export function skuFor(prefix: string, values: readonly string[]): string {
  const plain = [prefix, ...values]
    .join('-')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/[^A-Z0-9._-]+/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  return plain.slice(0, 50) || 'SKU';
}

/** Unique SKUs within the table: a repeat gets "-2", "-3"… (still at most 50 characters). */
function uniqueSku(sku: string, taken: Set<string>): string {
  let candidate = sku;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${sku.slice(0, 50 - String(n).length - 1)}-${n}`;
  taken.add(candidate);
  return candidate;
}

export interface GridRequest {
  options: readonly ProductOption[];
  /** The options the existing rows were made with (the form's before its edits). */
  previousOptions: readonly ProductOption[];
  existing: readonly VariantDraft[];
  skuPrefix: string;
  /** A new configuration's price until the admin sets it: the product's. */
  price: number;
}

/**
 * The table after generating: one row per combination (at most MAX_VARIANTS; more is refused by the
 * caller). A combination an existing row describes keeps that row's data; the row's id stays with
 * the first combination it describes, later ones are copies with their own SKU. Combinations no row
 * describes start at the product's price with no stock. Rows for removed values are dropped.
 */
export function variantGrid({ options, previousOptions, existing, skuPrefix, price }: GridRequest): VariantDraft[] {
  const combinations = optionCombinations(options).slice(0, MAX_VARIANTS);
  const idsUsed = new Set<string>();
  const skus = new Set<string>();
  const before = existing.map((row) => ({ row, values: valuesByName(previousOptions, row.optionValues) }));
  return combinations.map((optionValues) => {
    const after = valuesByName(options, optionValues);
    const match = before.find(({ values }) => describes(values, after));
    if (!match) return { sku: uniqueSku(skuFor(skuPrefix, optionValues), skus), optionValues, price, countInStock: 0 };
    const { _id, sku, ...data } = match.row;
    const keepsIdentity = _id === undefined ? !skus.has(sku) : !idsUsed.has(_id);
    if (keepsIdentity && _id !== undefined) idsUsed.add(_id);
    return {
      ...data,
      ...(keepsIdentity && _id !== undefined ? { _id } : {}),
      sku: keepsIdentity && !skus.has(sku) ? uniqueSku(sku, skus) : uniqueSku(skuFor(skuPrefix, optionValues), skus),
      optionValues,
      // A copy starts with no stock: units on the shelf are the original configuration's.
      countInStock: keepsIdentity ? match.row.countInStock : 0,
    };
  });
}
