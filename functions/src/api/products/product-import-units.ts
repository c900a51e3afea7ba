/**
 * The products of an import file: a row each, except a product sold in configurations, whose rows
 * (one per variant, product-csv-variants.ts) make one product. Its rows must repeat the same product
 * columns and name the same options; the options' values are gathered from the rows in order.
 */
import type { FieldChange } from '../../shared/entities/audit.js';
import type { ProductDoc } from '../../shared/entities/catalogue.js';
import type { ProductOption, ProductVariant } from '../../shared/entities/variants.js';
import { productVariantFieldsSchema, type ProductVariantInput } from '../../shared/product-variants-schema.js';
import { CSV_MSG } from '../../shared/screen-messages.js';
import type { ParsedCsvRow } from './product-csv.js';
import { optionsOfRows } from './product-csv-variants.js';

export interface ImportUnit {
  /** The product's rows in file order; the first carries its product columns. */
  rows: ParsedCsvRow[];
  /** The options and variants its rows give, checked by the shared schema; null for a product that is its own offer. */
  variants: { options: ProductOption[]; variants: ProductVariantInput[] } | null;
  /** Why the product's rows cannot be imported, on the row that shows it. */
  error: { row: number; messages: string[] } | null;
}

const slugOf = (row: ParsedCsvRow) => String(row.fields.slug ?? '').trim();
const sameProduct = (a: ParsedCsvRow, b: ParsedCsvRow) =>
  JSON.stringify(a.fields) === JSON.stringify(b.fields) && a.version === b.version;

/** The variants' checks, each message on the row of the variant it names (`variants[2]…` is the third row). */
function checkVariants(rows: ParsedCsvRow[]): Pick<ImportUnit, 'variants' | 'error'> {
  const first = rows[0] as ParsedCsvRow;
  const differing = rows.find((row) => !sameProduct(row, first));
  if (differing) return { variants: null, error: { row: differing.row, messages: [CSV_MSG.csvVariantRowsDiffer] } };
  const cells = rows.flatMap((row) => (row.variant ? [row.variant] : []));
  const options = optionsOfRows(cells);
  if (!options) return { variants: null, error: { row: first.row, messages: [CSV_MSG.csvVariantOptionsDiffer] } };
  const checked = productVariantFieldsSchema.safeParse({ options, variants: cells.map((cell) => cell.variant) });
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? '';
    const index = /^variants\[(\d+)\]/.exec(message)?.[1];
    const row = index === undefined ? first : (rows[Number(index)] ?? first);
    return { variants: null, error: { row: row.row, messages: [message] } };
  }
  return { variants: { options: checked.data.options ?? [], variants: checked.data.variants ?? [] }, error: null };
}

/**
 * The file's products in order. Rows with variant cells and the same slug make one product; a slug
 * on rows without them stays a row each (the import then refuses the repeat, as before).
 */
export function importUnits(rows: readonly ParsedCsvRow[]): ImportUnit[] {
  const grouped = new Map<string, ParsedCsvRow[]>();
  const order: (ParsedCsvRow | ParsedCsvRow[])[] = [];
  for (const row of rows) {
    const slug = slugOf(row);
    if (!row.variant || !slug) {
      order.push(row);
      continue;
    }
    const group = grouped.get(slug);
    if (group) group.push(row);
    else {
      const started = [row];
      grouped.set(slug, started);
      order.push(started);
    }
  }
  return order.map((entry) =>
    Array.isArray(entry) ? { rows: entry, ...checkVariants(entry) } : { rows: [entry], variants: null, error: null },
  );
}

/** JSON with object keys sorted, so `{ramGb, storageGb}` and `{storageGb, ramGb}` compare equal. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const VARIANT_FIELDS = ['sku', 'optionValues', 'price', 'compareAtPrice', 'countInStock', 'specs', 'images'] as const;

/**
 * What a row's configuration changes, named `variant.price` and so on, against the stored variant
 * with its id (or SKU, for a row without an id); every field of a new configuration.
 */
export function variantChanges(stored: ProductDoc | null, variant: ProductVariantInput): Record<string, FieldChange> {
  const before: Partial<ProductVariant> | undefined = stored?.variants?.find(
    (candidate) => (variant._id !== undefined && candidate._id === variant._id) || candidate.sku === variant.sku,
  );
  const changes: Record<string, FieldChange> = {};
  for (const name of VARIANT_FIELDS) {
    const was = before?.[name] ?? null;
    const now = variant[name] ?? null;
    if (canonical(was) !== canonical(now)) changes[`variant.${name}`] = { before: was, after: now };
  }
  return changes;
}
