/**
 * The variant table's rows as the admin types them (text boxes hold text) and back as what a save
 * sends (docs/decisions/0101-product-variants.md). Empty boxes stay undefined so the shared schema
 * reports them by field, as `variants[2].price must be a number`.
 */
import type { ProductVariant } from '@shared/entities/variants';
import type { ProductVariantInput } from '@shared/product-variants-schema';
import type { VariantDraft } from '@shared/variant-grid';

export interface VariantRow {
  _id?: string;
  sku: string;
  optionValues: string[];
  price: string;
  compareAtPrice: string;
  countInStock: string;
  ramGb: string;
  storageGb: string;
  color: string;
  /** One photo a line: `URL | alt text`. */
  images: string;
}

/** The boxes of a row the admin edits (the configuration's values come from the options). */
export type VariantRowField = Exclude<keyof VariantRow, '_id' | 'optionValues'>;

const text = (value: number | string | undefined) => (value === undefined ? '' : String(value));

export const variantRow = (variant: VariantDraft | ProductVariant): VariantRow => ({
  ...(variant._id !== undefined ? { _id: variant._id } : {}),
  sku: variant.sku,
  optionValues: variant.optionValues,
  price: text(variant.price),
  compareAtPrice: text(variant.compareAtPrice),
  countInStock: text(variant.countInStock),
  ramGb: text(variant.specs?.ramGb),
  storageGb: text(variant.specs?.storageGb),
  color: variant.specs?.color ?? '',
  images: (variant.images ?? []).map(({ url, alt }) => `${url} | ${alt}`).join('\n'),
});

const number = (value: string) => (value.trim() === '' ? undefined : Number(value));

/** `URL | alt` lines as the gallery's shape; a line without `|` has an empty alt (publishing asks for one). */
const imagesOf = (lines: string) =>
  lines
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [url = '', ...alt] = line.split('|');
      return { url: url.trim(), alt: alt.join('|').trim() };
    });

/** The row as a save sends it; the specifications only where the row overrides the product's. */
export function variantInput(row: VariantRow): ProductVariantInput {
  const specs = {
    ...(row.ramGb.trim() ? { ramGb: number(row.ramGb) } : {}),
    ...(row.storageGb.trim() ? { storageGb: number(row.storageGb) } : {}),
    ...(row.color.trim() ? { color: row.color.trim() } : {}),
  };
  const images = imagesOf(row.images);
  return {
    ...(row._id !== undefined ? { _id: row._id } : {}),
    sku: row.sku.trim(),
    optionValues: row.optionValues,
    price: number(row.price),
    compareAtPrice: number(row.compareAtPrice) ?? null,
    countInStock: number(row.countInStock),
    ...(Object.keys(specs).length > 0 ? { specs } : {}),
    ...(images.length > 0 ? { images } : {}),
  } as ProductVariantInput;
}

/** The row back as a draft for the grid generator (numbers as typed; the save checks them). */
export const variantDraft = (row: VariantRow): VariantDraft => {
  const input = variantInput(row);
  return { ...input, compareAtPrice: input.compareAtPrice ?? undefined } as VariantDraft;
};

/** How the default radio and the save name a row: its id once stored, else its SKU (the schema's rule). */
export const rowKey = (row: Pick<VariantRow, '_id' | 'sku'>): string => row._id ?? row.sku;
