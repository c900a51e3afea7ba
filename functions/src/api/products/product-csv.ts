/**
 * The product CSV file: one column list for the export and the import
 * (docs/decisions/0027-import-export-and-operations.md). A column either round-trips (the import
 * reads it back into the product) or is for reading only (what the shop derives: id, rating,
 * reviews, dates); the import checks `updatedAt` against the stored product so a file exported
 * before a sale cannot put the sold stock back.
 *
 * To add a group of fields (say `specs.*`), add one column per field here with its kind and the
 * `get`/`set` that reach it; the import's schema (shared/schemas.ts productImportRowSchema) checks it.
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { Product } from '../../shared/entities.js';
import { CSV_MSG } from '../../shared/screen-messages.js';
import { badRequest } from '../../http-error.js';

type CellKind = 'text' | 'number' | 'boolean';

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

/** The file's columns, in this order; the header row names them exactly. */
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
  field('rating', 'number', false),
  field('numReviews', 'number', false),
  field('createdAt', 'text', false),
  field('updatedAt', 'text', false),
];

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
  return escapeFormula(String(value));
}

/**
 * The CSV text of these products: a UTF-8 BOM first (Excel then reads Vietnamese right), a header
 * row, one row per product; cells holding commas, quotes or line breaks are quoted.
 */
export function productsToCsv(products: readonly Product[]): string {
  const rows = products.map((product) => PRODUCT_CSV_COLUMNS.map((column) => cellText(column, column.get(product))));
  return stringify([PRODUCT_CSV_COLUMNS.map((column) => column.header), ...rows], {
    bom: true,
    // Excel on Windows expects CRLF; a line break inside a quoted description stays as written.
    record_delimiter: 'windows',
  });
}

/** One data row of an import: its row as a spreadsheet numbers it, its fields as the import schema takes them. */
export interface ParsedCsvRow {
  row: number;
  fields: Record<string, unknown>;
  /** The updatedAt cell, empty when the file leaves it out. */
  version: string;
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
  // An empty cell is a field left out: the schema says which are required, and an empty status keeps the product's.
  return text.trim() === '' ? undefined : unescapeFormula(text);
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
  const known = new Set(PRODUCT_CSV_COLUMNS.map((column) => column.header));
  const unknown = headers.filter((name) => !known.has(name));
  if (unknown.length > 0) throw badRequest(`${CSV_MSG.csvUnknownColumns}: ${unknown.join(', ')}`);
  const missing = PRODUCT_CSV_COLUMNS.filter((column) => column.imports && !headers.includes(column.header));
  if (missing.length > 0) {
    throw badRequest(`${CSV_MSG.csvMissingColumns}: ${missing.map((column) => column.header).join(', ')}`);
  }
  return data.map((cells, index) => {
    const fields: Record<string, unknown> = {};
    let version = '';
    headers.forEach((name, position) => {
      const column = PRODUCT_CSV_COLUMNS.find((candidate) => candidate.header === name);
      const cell = cells[position] ?? '';
      if (name === VERSION_COLUMN) version = cell.trim();
      if (column?.imports) {
        const value = cellValue(column.kind, cell);
        if (value !== undefined) fields[column.imports] = value;
      }
    });
    // The header is row 1; a quoted line break stays inside its row, as in a spreadsheet.
    return { row: index + 2, fields, version };
  });
}
