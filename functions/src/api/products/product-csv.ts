/**
 * The product CSV file: one column list for the export and the import
 * (docs/decisions/0027-import-export-and-operations.md). A column either round-trips (the import
 * reads it back into the product) or is for reading only (what the shop derives: id, rating,
 * reviews, dates); the import checks `updatedAt` against the stored product so a file exported
 * before a sale cannot put the sold stock back.
 *
 * The laptop's specifications (docs/decisions/0024-laptop-specifications-and-compare.md) are one
 * column per field, named by its dotted path (`specs.cpu.brand`), made from SPEC_CELL_KINDS; the
 * import nests them back into `specs`, and shared/schemas.ts productImportRowSchema checks them with
 * the admin form's schema.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { FieldChange } from '../../shared/entities/audit.js';
import type { Product } from '../../shared/entities/catalogue.js';
import { PORTS_SEPARATOR, type LaptopSpecs } from '../../shared/laptop-specs.js';
import { CSV_MSG } from '../../shared/screen-messages.js';
import { badRequest } from '../../http-error.js';
import { readVariantCells, VARIANT_HEADERS, variantCells, type VariantRowCells } from './product-csv-variants.js';

/** `list` is a cell of texts joined by PORTS_SEPARATOR (the ports). */
type CellKind = 'text' | 'number' | 'boolean' | 'list';

interface ProductCsvColumn {
  header: string;
  kind: CellKind;
  /** The cell's value in a product as the API answers it. */
  get: (product: Product) => unknown;
  /** The import's field this column sets; left out for a column the shop derives (read only). */
  imports?: string;
}

const field = (name: keyof Product & string, kind: CellKind, imports = true): ProductCsvColumn => ({
  header: name,
  kind,
  get: (product) => product[name],
  ...(imports ? { imports: name } : {}),
});

/** Every leaf of the specifications as its dotted path ('cpu.brand', 'ports'); a list is one leaf. */
type LeafPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]-?: NonNullable<T[K]> extends readonly unknown[]
    ? `${Prefix}${K}`
    : NonNullable<T[K]> extends object
      ? LeafPaths<NonNullable<T[K]>, `${Prefix}${K}.`>
      : `${Prefix}${K}`;
}[keyof T & string];
export type SpecPath = LeafPaths<LaptopSpecs>;

/**
 * Every specification field and how its cell reads, in the file's order (the admin form's groups).
 * A Record over SpecPath, so a field added to LaptopSpecs without a column does not compile.
 */
const SPEC_CELL_KINDS = {
  'cpu.brand': 'text',
  'cpu.family': 'text',
  'cpu.model': 'text',
  'cpu.cores': 'number',
  ramGb: 'number',
  ramType: 'text',
  ramUpgradable: 'boolean',
  storageGb: 'number',
  storageType: 'text',
  'gpu.kind': 'text',
  'gpu.model': 'text',
  'gpu.vramGb': 'number',
  'screen.inches': 'number',
  'screen.resolution': 'text',
  'screen.refreshHz': 'number',
  'screen.panel': 'text',
  'screen.touch': 'boolean',
  weightKg: 'number',
  batteryWh: 'number',
  os: 'text',
  ports: 'list',
  warrantyMonths: 'number',
  color: 'text',
} as const satisfies Record<SpecPath, CellKind>;

export const SPEC_PATHS = Object.keys(SPEC_CELL_KINDS) as SpecPath[];

/** The value at a dotted path of these specifications; undefined when they do not state it. */
export function specValue(specs: LaptopSpecs | undefined, path: SpecPath): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], specs);
}

/** The header, and the import's field name, of a specification's column. */
const specHeader = (path: SpecPath): string => `specs.${path}`;

const specColumns: ProductCsvColumn[] = SPEC_PATHS.map((path) => ({
  header: specHeader(path),
  kind: SPEC_CELL_KINDS[path],
  get: (product) => specValue(product.specs, path),
  imports: specHeader(path),
}));

/**
 * The file's columns, in this order; the header row names them exactly. The specifications follow
 * the product's own importable fields and precede the read-only ones, so the file reads as what the
 * import takes, then what the shop derives.
 */
export const PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = [
  { header: 'id', kind: 'text', get: (product) => product._id },
  field('slug', 'text'),
  field('name', 'text'),
  field('status', 'text'),
  field('category', 'text'),
  field('brand', 'text'),
  field('price', 'number'),
  field('countInStock', 'number'),
  field('featured', 'boolean'),
  field('image', 'text'),
  field('description', 'text'),
  ...specColumns,
  field('rating', 'number', false),
  field('numReviews', 'number', false),
  field('createdAt', 'text', false),
  field('updatedAt', 'text', false),
];

const SPEC_HEADERS = new Set(specColumns.map((column) => column.header));

/**
 * The specification fields that differ, each named by its column (`specs.ramGb`), so the dry run
 * and the audit log show `specs.ramGb: 8 → 16` rather than two whole objects; compared per field,
 * the order of an object's keys never counts as a change.
 */
export function specChanges(
  before: LaptopSpecs | undefined,
  after: LaptopSpecs | undefined,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const path of SPEC_PATHS) {
    const was = specValue(before, path) ?? null;
    const now = specValue(after, path) ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[specHeader(path)] = { before: was, after: now };
  }
  return changes;
}

/** The version column: read only, but compared with the stored product on import. */
export const VERSION_COLUMN = 'updatedAt';

/**
 * Spreadsheets run a cell that starts with one of these as a formula (CSV injection). The export
 * writes such a text cell behind an apostrophe, which Excel and LibreOffice show as text and hide,
 * and the import takes the apostrophe off again, so the round trip keeps the text as it was.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const escapeFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
const unescapeFormula = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

function cellText(column: ProductCsvColumn, value: unknown): string {
  if (value === undefined || value === null) return '';
  if (column.kind === 'boolean') return value ? 'true' : 'false';
  if (column.kind === 'number') return String(value);
  if (column.kind === 'list') return escapeFormula((value as unknown[]).join(PORTS_SEPARATOR));
  return escapeFormula(String(value));
}

/**
 * The CSV text of these products: a UTF-8 BOM first (Excel then reads Vietnamese right), a header
 * row, one row per product; cells holding commas, quotes or line breaks are quoted.
 */
export function productsToCsv(products: readonly Product[]): string {
  // A product sold in configurations is a row per variant (product-csv-variants.ts), the variant columns last.
  const rows = products.flatMap((product) =>
    (product.variants?.length ? product.variants : [undefined]).map((variant) => {
      const variantValues = variantCells(product, variant);
      return [
        ...PRODUCT_CSV_COLUMNS.map((column) => cellText(column, column.get(product))),
        ...VARIANT_HEADERS.map((header) =>
          cellText({ header, kind: 'text', get: () => undefined }, variantValues[header]),
        ),
      ];
    }),
  );
  return stringify([[...PRODUCT_CSV_COLUMNS.map((column) => column.header), ...VARIANT_HEADERS], ...rows], {
    bom: true,
    // Excel on Windows expects CRLF; a line break inside a quoted description stays as written.
    record_delimiter: 'windows',
  });
}

/**
 * One data row of an import: its row as a spreadsheet numbers it, its fields as the import schema
 * takes them (the specification columns nested into `specs`; no `specs` when the file has no
 * specification columns, so the product keeps its own).
 */
export interface ParsedCsvRow {
  row: number;
  fields: Record<string, unknown>;
  /** The updatedAt cell, empty when the file leaves it out. */
  version: string;
  /** The configuration the row sells, null for a product that is its own offer (or a file without the columns). */
  variant: VariantRowCells | null;
}

function cellValue(kind: CellKind, text: string): unknown {
  if (kind === 'number') {
    const trimmed = text.trim();
    // Left as text, anything but a plain number fails the schema with the field's own message.
    return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed === '' ? undefined : trimmed;
  }
  if (kind === 'boolean') {
    const lower = text.trim().toLowerCase();
    return lower === 'true' ? true : lower === 'false' ? false : lower === '' ? undefined : text;
  }
  if (kind === 'list') {
    // Split on the whole separator: a ';' left inside an entry ('USB-C;HDMI') fails the schema's port rule.
    return text.trim() === '' ? undefined : unescapeFormula(text.trim()).split(PORTS_SEPARATOR);
  }
  // An empty cell is a field left out: the schema says which are required, and an empty status keeps the product's.
  return text.trim() === '' ? undefined : unescapeFormula(text);
}

/**
 * Moves the `specs.*` cells of a row into one `specs` object ('specs.cpu.brand' → specs.cpu.brand).
 * An empty cell states nothing, so a group without a value (no GPU cell) is left out, as the form leaves it.
 */
function nestSpecs(fields: Record<string, unknown>): Record<string, unknown> {
  const specs: Record<string, unknown> = {};
  for (const path of SPEC_PATHS) {
    const header = specHeader(path);
    const value = fields[header];
    delete fields[header];
    if (value === undefined) continue;
    const keys = path.split('.');
    const leaf = keys.pop() as string;
    let group = specs;
    for (const key of keys) group = (group[key] ??= {}) as Record<string, unknown>;
    group[leaf] = value;
  }
  return specs;
}

/** The rows of an uploaded CSV file; a file the shop cannot read at all answers 400 with why. */
export function parseProductsCsv(text: string): ParsedCsvRow[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: false });
  } catch (error) {
    throw badRequest(`${CSV_MSG.csvMalformed}: ${(error as Error).message}`);
  }
  const [header, ...data] = records;
  if (!header || data.length === 0) throw badRequest(CSV_MSG.csvEmpty);
  const headers = header.map((name) => name.trim());
  const known = new Set([...PRODUCT_CSV_COLUMNS.map((column) => column.header), ...VARIANT_HEADERS]);
  const unknown = headers.filter((name) => !known.has(name));
  if (unknown.length > 0) throw badRequest(`${CSV_MSG.csvUnknownColumns}: ${unknown.join(', ')}`);
  // The specification columns are optional as a group: a file exported before they existed still
  // imports and keeps every product's specs, while a file with some of them must have them all, so
  // a deleted column never reads as specifications no longer stated.
  const hasSpecs = headers.some((name) => SPEC_HEADERS.has(name));
  const missing = PRODUCT_CSV_COLUMNS.filter(
    (column) => column.imports && !headers.includes(column.header) && (hasSpecs || !SPEC_HEADERS.has(column.header)),
  );
  // The variant columns too are optional as a group.
  const hasVariants = headers.some((name) => VARIANT_HEADERS.includes(name));
  const missingNames = [
    ...missing.map((column) => column.header),
    ...(hasVariants ? VARIANT_HEADERS.filter((name) => !headers.includes(name)) : []),
  ];
  if (missingNames.length > 0) throw badRequest(`${CSV_MSG.csvMissingColumns}: ${missingNames.join(', ')}`);
  return data.map((cells, index) => {
    const fields: Record<string, unknown> = {};
    const variantTexts = new Map<string, string>();
    let version = '';
    headers.forEach((name, position) => {
      const column = PRODUCT_CSV_COLUMNS.find((candidate) => candidate.header === name);
      const cell = cells[position] ?? '';
      if (name === VERSION_COLUMN) version = cell.trim();
      if (VARIANT_HEADERS.includes(name)) variantTexts.set(name, unescapeFormula(cell));
      if (column?.imports) {
        const value = cellValue(column.kind, cell);
        if (value !== undefined) fields[column.imports] = value;
      }
    });
    if (hasSpecs) fields.specs = nestSpecs(fields);
    // The header is row 1; a quoted line break stays inside its row, as in a spreadsheet.
    return { row: index + 2, fields, version, variant: readVariantCells(variantTexts) };
  });
}
