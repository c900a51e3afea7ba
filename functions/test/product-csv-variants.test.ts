/**
 * The product CSV with configurations: a row per variant out and back in, per-row reports, new
 * configurations given ids and SKU reservations, and the refusals that store nothing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { auditLogCol, productsCol, skusCol } from '../src/data/collections.js';
import type { ProductImportReport } from '../src/shared/entities/admin.js';
import { CSV_MSG } from '../src/shared/screen-messages.js';
import { createAdmin, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct, readProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';
import { addVariantProduct, airVariants, stockByVariant } from './support/variants.js';

const app = testApp();
let admin: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  admin = await createAdmin();
});
beforeEach(async () => {
  await Promise.all([db.recursiveDelete(productsCol(db)), db.recursiveDelete(skusCol(db))]);
  await db.recursiveDelete(auditLogCol(db));
});
afterAll(deleteTestUsers);

async function exportRows(): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  const res = await callEndpoint(app, 'exportProducts', { as: admin }).buffer(true);
  const [header, ...rows] = parse(res.text, { bom: true }) as string[][];
  return { header: header!, rows: rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i] ?? '']))) };
}
const fileOf = (header: string[], rows: Record<string, string>[]) =>
  stringify([header, ...rows.map((row) => header.map((h) => row[h] ?? ''))]);
const importCsv = (csv: string, dryRun: boolean) =>
  callEndpoint(app, 'importProducts', { as: admin, body: { csv, dryRun } });

describe('product CSV with configurations', () => {
  it('changes one configuration from its row: that row reports it, the others are unchanged, stock follows', async () => {
    const { id } = await addVariantProduct(airVariants(), { slug: 'air' });
    const { header, rows } = await exportRows();
    expect(rows.map((row) => row['variant.id'])).toEqual(['v8', 'v16s', 'v16g']);
    const edited = rows.map((row) => (row['variant.id'] === 'v16s' ? { ...row, 'variant.countInStock': '9' } : row));

    const dryRun = await importCsv(fileOf(header, edited), true);
    expect(dryRun.status).toBe(200);
    const report = dryRun.body as ProductImportReport;
    expect(report.rows.map((row) => [row.row, row.action])).toEqual([
      [2, 'unchanged'],
      [3, 'update'],
      [4, 'unchanged'],
    ]);
    expect(report.rows[1]!.changes).toEqual({ 'variant.countInStock': { before: 5, after: 9 } });
    expect(stockByVariant(await readProduct(id))).toEqual({ v8: 4, v16s: 5, v16g: 2 });

    expect((await importCsv(fileOf(header, edited), false)).status).toBe(200);
    const stored = await readProduct(id);
    expect(stockByVariant(stored)).toEqual({ v8: 4, v16s: 9, v16g: 2 });
    expect(stored?.countInStock).toBe(15);
  });

  it('adds a configuration from a new row: a new id, its SKU reserved, the lowest price derived', async () => {
    const { id } = await addVariantProduct(airVariants(), { slug: 'air' });
    const { header, rows } = await exportRows();
    const added = {
      ...rows[0]!,
      'option2.value': '512 GB',
      'variant.id': '',
      'variant.sku': 'AIR-NEW-8-512',
      'variant.price': '25990000',
      'variant.countInStock': '3',
    };
    const res = await importCsv(fileOf(header, [...rows, added]), false);
    expect(res.status).toBe(200);
    expect((res.body as ProductImportReport).rows[3]).toMatchObject({
      action: 'update',
      changes: { 'variant.sku': { after: 'AIR-NEW-8-512' } },
    });
    const stored = await readProduct(id);
    const created = stored?.variants?.find((v) => v.sku === 'AIR-NEW-8-512');
    expect(created?._id).toMatch(/^[A-Za-z0-9_-]{8}$/);
    expect(created?.optionValues).toEqual(['8 GB', '512 GB', 'Bạc']);
    expect(stored?.price).toBe(25_990_000);
    expect((await skusCol(db).doc('AIR-NEW-8-512').get()).data()).toEqual({ productId: id, sku: 'AIR-NEW-8-512' });
  });

  it('refuses rows whose product columns differ, on the row that differs, and stores nothing', async () => {
    const { id, doc } = await addVariantProduct(airVariants(), { slug: 'air' });
    const { header, rows } = await exportRows();
    const edited = rows.map((row, i) => (i === 2 ? { ...row, name: 'Another name' } : row));
    const dryRun = await importCsv(fileOf(header, edited), true);
    const report = dryRun.body as ProductImportReport;
    expect(report.rows[2]).toMatchObject({ row: 4, action: 'error', errors: [CSV_MSG.csvVariantRowsDiffer] });
    expect(report.rows[0]).toMatchObject({ action: 'error', errors: [`Row 4: ${CSV_MSG.csvVariantRowsDiffer}`] });
    expect((await importCsv(fileOf(header, edited), false)).status).toBe(400);
    expect(await readProduct(id)).toEqual(doc);
  });

  it('refuses a repeated combination naming the row, and a SKU another product holds with 409, storing nothing', async () => {
    const { id, doc } = await addVariantProduct(airVariants(), { slug: 'air' });
    const { header, rows } = await exportRows();
    const repeated = rows.map((row, i) => (i === 2 ? { ...row, 'option3.value': 'Bạc' } : row));
    const report = (await importCsv(fileOf(header, repeated), true)).body as ProductImportReport;
    expect(report.rows[2]?.errors[0]).toMatch(/^variants\[2\]\.optionValues repeat variants\[1\]'s combination/);

    const other = await addVariantProduct(airVariants(), { slug: 'other' });
    const taken = other.doc.variants![0]!.sku;
    const stolen = rows.map((row, i) => (i === 0 ? { ...row, 'variant.sku': taken } : row));
    const res = await importCsv(fileOf(header.slice(), stolen), false);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(`${taken} is already used by another product`);
    expect(await readProduct(id)).toEqual(doc);
  });

  it('keeps the stored configurations when the file has no variant columns', async () => {
    const { id } = await addVariantProduct(airVariants(), { slug: 'air' });
    const plain = await addProduct({ slug: 'plain' });
    const { header, rows } = await exportRows();
    const withoutVariants = header.filter((h) => !/^(option\d|variant)\./.test(h));
    const airRow = { ...rows.find((row) => row.slug === 'air')!, name: 'MacBook Air M3 mới' };
    const res = await importCsv(fileOf(withoutVariants, [airRow, rows.find((row) => row.slug === 'plain')!]), false);
    expect(res.status).toBe(200);
    const stored = await readProduct(id);
    expect(stored?.name).toBe('MacBook Air M3 mới');
    expect(stockByVariant(stored)).toEqual({ v8: 4, v16s: 5, v16g: 2 });
    expect((await readProduct(plain.id))?.variants).toBeUndefined();
  });
});
