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

/** Plans every row against the stored products; a slug on two rows fails the later one. */
function planRows(rows: ParsedCsvRow[], stored: Map<string, StoredProduct>, now: string): RowPlan[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const plan = planRow(row, stored.get(String(row.fields.slug ?? '').trim()), now);
    const { slug } = plan.report;
    if (slug && seen.has(slug)) {
      return { report: { ...plan.report, action: 'error', changes: {}, errors: [CSV_MSG.csvDuplicateSlug] } };
    }
    if (slug) seen.add(slug);
    return plan;
  });
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

const fileSlugs = (rows: ParsedCsvRow[]): string[] => [
  ...new Set(rows.map((row) => String(row.fields.slug ?? '').trim()).filter(Boolean)),
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

function report(plans: RowPlan[], dryRun: boolean, written: boolean): ProductImportReport {
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const { report: row } of plans) counts[row.action] += 1;
  return { dryRun, written, rows: plans.map((plan) => plan.report), counts };
}

function writePlan(tx: Transaction, db: Firestore, plan: RowPlan, actor: AuditActor): void {
  if (!plan.write) return;
  const { id, next } = plan.write;
  const ref: DocumentReference<ProductDoc> = id ? productsCol(db).doc(id) : productsCol(db).doc();
  const stored: ProductDoc = id
    ? { ...next, updatedAt: nextVersion(next.updatedAt), searchWords: productSearchWords(next) }
    : next;
  // The admin table's search keys follow the row's name and slug (shared/admin-search.ts).
  const doc: ProductDoc = { ...stored, searchKeys: productSearchKeys(stored) };
  if (id) tx.set(ref, doc);
  else tx.create(ref, doc);
  writeAudit(tx, db, {
    action: id ? 'product.update' : 'product.create',
    actor,
    target: { id: ref.id, label: doc.name },
    changes: plan.report.changes,
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
  const plans = planRows(rows, await productsBySlug(db, fileSlugs(rows), null), now);
  if (dryRun) return report(plans, true, false);
  if (plans.some((plan) => plan.report.action === 'error')) throw badRequest(CSV_MSG.csvNotImported);

  const written: RowPlan[] = [];
  for (const group of chunks(rows, IMPORT_CHUNK)) {
    const groupPlans = await runTransaction(db, async (tx) => {
      // Planned again on what is stored now: a sale or an edit since the plan above counts.
      const fresh = planRows(group, await productsBySlug(db, fileSlugs(group), tx), now);
      const failedRow = fresh.find((plan) => plan.report.action === 'error');
      if (failedRow) {
        throw conflict(`Row ${failedRow.report.row} (${failedRow.report.slug}): ${failedRow.report.errors.join('; ')}`);
      }
      for (const plan of fresh) writePlan(tx, db, plan, actor);
      return fresh;
    });
    written.push(...groupPlans);
  }
  return report(written, false, true);
}
