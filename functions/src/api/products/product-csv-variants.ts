/**
 * The product CSV's configurations (docs/decisions/0101-product-variants.md): a product sold in
 * configurations is one row per variant, its product columns repeated on each; a product that is its
 * own offer is one row with these columns empty. The columns are optional as a group, so a file
 * exported before configurations existed imports as before.
 */
import type { Product } from '../../shared/entities/catalogue.js';
import type { ProductOption, ProductVariant } from '../../shared/entities/variants.js';
import { MAX_OPTIONS } from '../../shared/product-variants.js';

export const OPTION_COLUMNS = Array.from({ length: MAX_OPTIONS }, (_, i) => [
  `option${i + 1}.name`,
  `option${i + 1}.value`,
]).flat();

const VARIANT_FIELD_COLUMNS = [
  'variant.id',
  'variant.sku',
  'variant.price',
  'variant.compareAtPrice',
  'variant.countInStock',
  'variant.specs.ramGb',
  'variant.specs.storageGb',
  'variant.specs.color',
  'variant.images',
] as const;

export const VARIANT_HEADERS: readonly string[] = [...OPTION_COLUMNS, ...VARIANT_FIELD_COLUMNS];

/** A photo per line in the cell: `URL | alt`. */
const IMAGE_SEPARATOR = '\n';

/** The cells of one variant's row (all empty for a product that is its own offer). */
export function variantCells(product: Product, variant: ProductVariant | undefined): Record<string, unknown> {
  if (!variant) return {};
  const cells: Record<string, unknown> = {
    'variant.id': variant._id,
    'variant.sku': variant.sku,
    'variant.price': variant.price,
    'variant.compareAtPrice': variant.compareAtPrice,
    'variant.countInStock': variant.countInStock,
    'variant.specs.ramGb': variant.specs?.ramGb,
    'variant.specs.storageGb': variant.specs?.storageGb,
    'variant.specs.color': variant.specs?.color,
    'variant.images': variant.images?.map(({ url, alt }) => `${url} | ${alt}`).join(IMAGE_SEPARATOR),
  };
  (product.options ?? []).forEach((option, i) => {
    cells[`option${i + 1}.name`] = option.name;
    cells[`option${i + 1}.value`] = variant.optionValues[i];
  });
  return cells;
}

/** The variant a row describes, as the import reads it: its option names and values and its fields. */
export interface VariantRowCells {
  optionNames: string[];
  optionValues: string[];
  /** The variant as a save sends it (checked later by the shared schema, which names the field). */
  variant: Record<string, unknown>;
}

const cellNumber = (text: string): unknown => (/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text);

/** The row's variant, or null when its variant columns are all empty (a product that is its own offer). */
export function readVariantCells(cells: ReadonlyMap<string, string>): VariantRowCells | null {
  const value = (header: string) => (cells.get(header) ?? '').trim();
  if (VARIANT_HEADERS.every((header) => value(header) === '')) return null;
  const optionNames: string[] = [];
  const optionValues: string[] = [];
  for (let i = 1; i <= MAX_OPTIONS; i += 1) {
    const name = value(`option${i}.name`);
    if (name === '') continue;
    optionNames.push(name);
    optionValues.push(value(`option${i}.value`));
  }
  const number = (header: string) => (value(header) === '' ? undefined : cellNumber(value(header)));
  const specs = {
    ...(value('variant.specs.ramGb') ? { ramGb: number('variant.specs.ramGb') } : {}),
    ...(value('variant.specs.storageGb') ? { storageGb: number('variant.specs.storageGb') } : {}),
    ...(value('variant.specs.color') ? { color: value('variant.specs.color') } : {}),
  };
  const images = value('variant.images')
    .split(IMAGE_SEPARATOR)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [url = '', ...alt] = line.split('|');
      return { url: url.trim(), alt: alt.join('|').trim() };
    });
  const variant: Record<string, unknown> = {
    ...(value('variant.id') ? { _id: value('variant.id') } : {}),
    sku: value('variant.sku'),
    optionValues,
    price: number('variant.price'),
    compareAtPrice: number('variant.compareAtPrice') ?? null,
    countInStock: number('variant.countInStock'),
    ...(Object.keys(specs).length > 0 ? { specs } : {}),
    ...(images.length > 0 ? { images } : {}),
  };
  return { optionNames, optionValues, variant };
}

/**
 * The options of a product's rows: the option names of its first row, each with its values in the
 * order the rows first give them. Null when the rows name different options (the caller says which).
 */
export function optionsOfRows(rows: readonly VariantRowCells[]): ProductOption[] | null {
  const names = rows[0]?.optionNames ?? [];
  if (rows.some((row) => row.optionNames.join('\u0000') !== names.join('\u0000'))) return null;
  return names.map((name, i) => ({
    name,
    values: [...new Set(rows.map((row) => row.optionValues[i] ?? ''))],
  }));
}
