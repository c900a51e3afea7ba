/**
 * POST /api/products/import: create or update products by slug from a CSV file
 * (docs/decisions/0027-import-export-and-operations.md). A dry run answers, per row, what would be
 * created or changed and why a row cannot be imported, and writes nothing. The real import writes
 * only a file without errors, in transactions of IMPORT_CHUNK rows that re-check each row against
 * the product as stored then, each write audited in its transaction. Drafts stay drafts: a row
 * without a status keeps the product's (a new product is a draft), as the admin form does, and a row
 * that would put a product on sale needs its price and core specifications, as the form's save does.
 */
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { changedFields, writeAudit, type AuditActor } from '../../data/audit-log.js';
import { productsCol } from '../../data/collections.js';
import { runTransaction } from '../../data/run-transaction.js';
import { nextVersion } from '../../data/version.js';
import type { FieldChange } from '../../shared/entities/audit.js';
import type { ProductDoc } from '../../shared/entities/catalogue.js';
import type { ProductImportAction, ProductImportReport, ProductImportRowReport } from '../../shared/entities/admin.js';
import { missingCoreSpecs } from '../../shared/laptop-specs.js';
import { API_MSG, publishNeedsSpecsMessage } from '../../shared/messages.js';
import { galleryToSave } from '../../shared/product-gallery.js';
import { hasVariants } from '../../shared/product-variants.js';
import { CSV_MSG } from '../../shared/screen-messages.js';
import { productImportRowSchema, type ProductImportRow } from '../../shared/schemas.js';
import { productSearchWords } from '../../shared/text.js';
import { productSearchKeys } from '../../shared/admin-search.js';
import { badRequest, conflict, HttpError } from '../../http-error.js';
import { MAX_CSV_IMPORT_BYTES, MAX_CSV_IMPORT_ROWS } from '../../shared/constants.js';
import { parseProductsCsv, specChanges, type ParsedCsvRow } from './product-csv.js';
import { importUnits, variantChanges, type ImportUnit } from './product-import-units.js';
import { planVariants, type VariantInput, type VariantPlan } from './variant-writes.js';
import { EDITABLE_FIELDS } from './product-writes.js';

/** The edited fields compared as wholes; the specifications are compared field by field (specChanges). */
const WHOLE_FIELDS = EDITABLE_FIELDS.filter((name) => name !== 'specs');

/** What a row changes, each specification field named by its column (`specs.ramGb`), for the dry run and the audit log. */
const rowChanges = (before: ProductDoc | null, after: ProductDoc): Record<string, FieldChange> => ({
  ...changedFields<ProductDoc>(before, after, WHOLE_FIELDS),
  ...specChanges(before?.specs, after.specs),
});

/**
 * Why a row that writes cannot put its product on sale, as the form's save says it
 * (docs/decisions/0024-laptop-specifications-and-compare.md); null when it may.
 */
function publishRefusal(next: Pick<ProductDoc, 'status' | 'price' | 'specs'>): string | null {
  if (next.status !== 'published') return null;
  if (next.price <= 0) return API_MSG.publishNeedsPrice;
  const missing = missingCoreSpecs(next.specs);
  return missing.length > 0 ? publishNeedsSpecsMessage(missing.join(', ')) : null;
}

/** Rows per transaction: each writes the product and its audit entry, well under Firestore's 500 writes. */
const IMPORT_CHUNK = 100;
/** Firestore's limit on the values of one `in` query. */
const IN_QUERY_LIMIT = 30;

interface StoredProduct {
  id: string;
  doc: ProductDoc;
}

/** A row's plan: its report, and the document to write when it creates or updates one. */
interface RowPlan {
  report: ProductImportRowReport;
  write?: { id: string | null; next: ProductDoc };
}

/**
 * A product's plan: a report per row of it, and its write with the configurations its rows give
 * (planned against the SKU reservations in the import's transaction, variant-writes.ts).
 */
interface UnitPlan {
  reports: ProductImportRowReport[];
  write?: { id: string | null; next: ProductDoc; current: ProductDoc | null; variants: VariantInput | null };
}

/** The stored product as the form shows it: no flag is not featured, no status is on sale. */
const asEdited = (doc: ProductDoc): ProductDoc => ({
  ...doc,
  featured: doc.featured ?? false,
  status: doc.status ?? 'published',
});

function planRow(row: ParsedCsvRow, stored: StoredProduct | undefined, now: string): RowPlan {
  const slug = typeof row.fields.slug === 'string' ? row.fields.slug.trim() : '';
  const failed = (errors: string[]): RowPlan => ({
    report: { row: row.row, slug, action: 'error', changes: {}, errors },
  });
  const parsed = productImportRowSchema.safeParse(row.fields);
  if (!parsed.success) return failed([...new Set(parsed.error.issues.map((issue) => issue.message))]);
  const fields: ProductImportRow = parsed.data;

  if (stored) {
    const current = asEdited(stored.doc);
    if (row.version && row.version !== current.updatedAt) return failed([CSV_MSG.csvChangedSinceExport]);
    const status = fields.status ?? current.status;
    if (current.status === 'published' && status === 'draft') return failed([API_MSG.cannotUnpublish]);
    // A file without specification columns keeps the product's specs; with them, the row's replace them.
    // A row's image replaces the first photo of the gallery; the other photos stay.
    const images = galleryToSave(fields, current);
    const next: ProductDoc = {
      ...current,
      ...fields,
      ...(images ? { images } : {}),
      // A product sold in configurations keeps the price and stock its variants give it.
      ...(hasVariants(current) ? { price: current.price, countInStock: current.countInStock } : {}),
      specs: fields.specs ?? current.specs ?? {},
      status,
    };
    const changes = rowChanges(current, next);
    const action: ProductImportAction = Object.keys(changes).length > 0 ? 'update' : 'unchanged';
    // Judged only when the row writes: an unchanged row of a product on sale from before the
    // specifications existed saves nothing, so it is not refused.
    const refusal = action === 'update' ? publishRefusal(next) : null;
    if (refusal) return failed([refusal]);
    return {
      report: { row: row.row, slug, action, changes, errors: [] },
      ...(action === 'update' ? { write: { id: stored.id, next } } : {}),
    };
  }
  const status = fields.status ?? 'draft';
  const refusal = publishRefusal({ status, price: fields.price, specs: fields.specs });
  if (refusal) return failed([refusal]);
  const next: ProductDoc = {
    ...fields,
    specs: fields.specs ?? {},
    status,
    rating: 0,
    numReviews: 0,
    createdAt: now,
    updatedAt: now,
    searchWords: productSearchWords(fields),
  };
  return {
    report: {
      row: row.row,
      slug,
      action: 'create',
      changes: rowChanges(null, next),
      errors: [],
    },
    write: { id: null, next },
  };
}

/** Every row of the product refused: the reason on the row that shows it, a pointer to it on the others. */
function refusedUnit(unit: ImportUnit, slug: string, row: number, errors: string[]): UnitPlan {
  return {
    reports: unit.rows.map((r) => ({
      row: r.row,
      slug,
      action: 'error',
      changes: {},
      errors: r.row === row ? errors : [`Row ${row}: ${errors.join('; ')}`],
    })),
  };
}

/** The configurations' changes beyond each row's own: options renamed, configurations left out of the file. */
function unitChanges(
  current: ProductDoc | null,
  variants: NonNullable<ImportUnit['variants']>,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  if (JSON.stringify(current?.options ?? []) !== JSON.stringify(variants.options))
    changes.options = { before: current?.options ?? null, after: variants.options };
  const kept = new Set(variants.variants.flatMap((variant) => [variant._id, variant.sku]));
  const removed = (current?.variants ?? []).filter((variant) => !kept.has(variant._id) && !kept.has(variant.sku));
  if (removed.length > 0) changes['variants.removed'] = { before: removed.map((v) => v.sku), after: null };
  return changes;
}

function planUnit(unit: ImportUnit, stored: StoredProduct | undefined, now: string): UnitPlan {
  const first = unit.rows[0] as ParsedCsvRow;
  const slug = typeof first.fields.slug === 'string' ? first.fields.slug.trim() : '';
  if (unit.error) return refusedUnit(unit, slug, unit.error.row, unit.error.messages);
  const base = planRow(first, stored, now);
  if (base.report.action === 'error') return refusedUnit(unit, slug, first.row, base.report.errors);
  const current = stored ? asEdited(stored.doc) : null;
  if (!unit.variants) {
    return {
      reports: [base.report],
      ...(base.write ? { write: { ...base.write, current, variants: null } } : {}),
    };
  }
  const { variants } = unit;
  const perRow = variants.variants.map((variant) => variantChanges(current, variant));
  const extra = unitChanges(current, variants);
  // Each row says what it changes: the first its product's columns and the options too, each its configuration.
  const reports = unit.rows.map((row, i) => {
    const changes = { ...(i === 0 ? { ...base.report.changes, ...extra } : {}), ...perRow[i] };
    const action: ProductImportAction = !stored ? 'create' : Object.keys(changes).length > 0 ? 'update' : 'unchanged';
    return { row: row.row, slug, action, changes, errors: [] };
  });
  const writes = reports.some((report) => report.action !== 'unchanged');
  const next = base.write?.next ?? current;
  return {
    reports,
    ...(writes && next ? { write: { id: stored?.id ?? null, next, current, variants } } : {}),
  };
}

/** Plans every product against the stored products; a slug on two products fails the later one. */
function planUnits(units: ImportUnit[], stored: Map<string, StoredProduct>, now: string): UnitPlan[] {
  const seen = new Set<string>();
  return units.map((unit) => {
    const first = unit.rows[0] as ParsedCsvRow;
    const plan = planUnit(unit, stored.get(String(first.fields.slug ?? '').trim()), now);
    const slug = plan.reports[0]?.slug ?? '';
    if (slug && seen.has(slug)) return refusedUnit(unit, slug, first.row, [CSV_MSG.csvDuplicateSlug]);
    if (slug) seen.add(slug);
    return plan;
  });
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

const fileSlugs = (units: ImportUnit[]): string[] => [
  ...new Set(units.map((unit) => String(unit.rows[0]?.fields.slug ?? '').trim()).filter(Boolean)),
];

/** The stored products with these slugs, read outside (tx null) or inside a transaction. */
async function productsBySlug(
  db: Firestore,
  slugs: string[],
  tx: Transaction | null,
): Promise<Map<string, StoredProduct>> {
  const found = new Map<string, StoredProduct>();
  for (const group of chunks(slugs, IN_QUERY_LIMIT)) {
    const query = productsCol(db).where('slug', 'in', group);
    const snapshot = tx ? await tx.get(query) : await query.get();
    for (const doc of snapshot.docs) found.set(doc.data().slug, { id: doc.id, doc: doc.data() });
  }
  return found;
}

function report(plans: UnitPlan[], dryRun: boolean, written: boolean): ProductImportReport {
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  const rows = plans.flatMap((plan) => plan.reports);
  for (const row of rows) counts[row.action] += 1;
  return { dryRun, written, rows, counts };
}

/** A product's write, with its configurations' plan read first (reads come before the transaction's writes). */
interface PreparedWrite {
  plan: UnitPlan;
  ref: DocumentReference<ProductDoc>;
  variants: VariantPlan | null;
}

async function prepareWrite(tx: Transaction, db: Firestore, plan: UnitPlan): Promise<PreparedWrite | null> {
  if (!plan.write) return null;
  const { id, next, current, variants } = plan.write;
  const ref: DocumentReference<ProductDoc> = id ? productsCol(db).doc(id) : productsCol(db).doc();
  const variantPlan = variants ? await planVariants(tx, db, ref.id, variants, current ?? next) : null;
  return { plan, ref, variants: variantPlan };
}

function writePlan(tx: Transaction, db: Firestore, { plan, ref, variants }: PreparedWrite, actor: AuditActor): void {
  if (!plan.write) return;
  const { id, next } = plan.write;
  const withVariants = variants ? variants.apply(next) : next;
  const stored: ProductDoc = id
    ? { ...withVariants, updatedAt: nextVersion(next.updatedAt), searchWords: productSearchWords(next) }
    : withVariants;
  // The admin table's search keys follow the row's name and slug (shared/admin-search.ts).
  const doc: ProductDoc = { ...stored, searchKeys: productSearchKeys(stored) };
  if (id) tx.set(ref, doc);
  else tx.create(ref, doc);
  variants?.write(tx);
  writeAudit(tx, db, {
    action: id ? 'product.update' : 'product.create',
    actor,
    target: { id: ref.id, label: doc.name },
    changes: Object.assign({}, ...plan.reports.map((row) => row.changes)) as Record<string, FieldChange>,
  });
}

export async function importProducts(
  db: Firestore,
  csv: string,
  dryRun: boolean,
  actor: AuditActor,
): Promise<ProductImportReport> {
  // Before any read: a file over either limit is refused whole, nothing planned or stored.
  if (Buffer.byteLength(csv, 'utf8') > MAX_CSV_IMPORT_BYTES) throw new HttpError(413, CSV_MSG.csvTooLarge);
  const rows = parseProductsCsv(csv);
  if (rows.length > MAX_CSV_IMPORT_ROWS) throw new HttpError(413, CSV_MSG.csvTooManyRows);
  const now = new Date().toISOString();
  const units = importUnits(rows);
  const plans = planUnits(units, await productsBySlug(db, fileSlugs(units), null), now);
  if (dryRun) return report(plans, true, false);
  if (plans.some((plan) => plan.reports.some((row) => row.action === 'error')))
    throw badRequest(CSV_MSG.csvNotImported);

  const written: UnitPlan[] = [];
  for (const group of chunks(units, IMPORT_CHUNK)) {
    const groupPlans = await runTransaction(db, async (tx) => {
      // Planned again on what is stored now: a sale or an edit since the plan above counts.
      const fresh = planUnits(group, await productsBySlug(db, fileSlugs(group), tx), now);
      const failedRow = fresh.flatMap((plan) => plan.reports).find((row) => row.action === 'error');
      if (failedRow) {
        throw conflict(`Row ${failedRow.row} (${failedRow.slug}): ${failedRow.errors.join('; ')}`);
      }
      const prepared: PreparedWrite[] = [];
      for (const plan of fresh) {
        const write = await prepareWrite(tx, db, plan);
        if (write) prepared.push(write);
      }
      for (const write of prepared) writePlan(tx, db, write, actor);
      return fresh;
    });
    written.push(...groupPlans);
  }
  return report(written, false, true);
}
