import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { auditLogCol, productsCol } from '../src/data/collections.js';
import { PRODUCT_CSV_COLUMNS } from '../src/api/products/product-csv.js';
import type { ProductDoc, ProductImportReport } from '../src/shared/entities.js';
import { API_MSG } from '../src/shared/messages.js';
import { CSV_MSG } from '../src/shared/screen-messages.js';
import { buildSeedDocs, readSeedFiles } from '../../seed/build-seed-docs.js';
import { createAdmin, createCustomer, deleteTestUsers, type TestAccount } from './support/accounts.js';
import { callEndpoint } from './support/call-endpoint.js';
import { addProduct, readProduct } from './support/products.js';
import { clearDatabase, db, testApp } from './support/test-context.js';

const app = testApp();
let admin: TestAccount;
let customer: TestAccount;

beforeAll(async () => {
  await clearDatabase();
  [admin, customer] = await Promise.all([createAdmin(), createCustomer()]);
});
beforeEach(async () => {
  await db.recursiveDelete(productsCol(db));
  await db.recursiveDelete(auditLogCol(db));
});
afterAll(deleteTestUsers);

/** The text a client downloads (supertest keeps a text body as it came, BOM included). */
async function exportCsv(): Promise<string> {
  const res = await callEndpoint(app, 'exportProducts', { as: admin }).buffer(true);
  expect(res.status).toBe(200);
  return res.text;
}

function importCsv(csv: string, dryRun: boolean) {
  return callEndpoint(app, 'importProducts', { as: admin, body: { csv, dryRun } });
}

/** Every stored product by id, without the fields only the server keeps. */
async function storedCatalogue(): Promise<Record<string, ProductDoc>> {
  const snapshot = await productsCol(db).get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

const HEADER = PRODUCT_CSV_COLUMNS.map((column) => column.header).join(',');
/** A hand-made import file: the importable columns only. */
const IMPORT_HEADER = 'slug,name,status,category,brand,price,countInStock,featured,image,description';

describe('GET /api/products/export', () => {
  it('answers the whole catalogue as UTF-8 CSV with a BOM, every field in the header, drafts too', async () => {
    await addProduct({ slug: 'b-draft', name: 'Bản nháp', status: 'draft' });
    await addProduct({ slug: 'a-laptop', name: 'Máy tính xách tay', price: 1500.5 });
    const res = await callEndpoint(app, 'exportProducts', { as: admin }).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="?products-\d{4}-\d{2}-\d{2}\.csv"?$/);
    expect(res.text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = res.text.slice(1).split('\r\n').filter(Boolean);
    expect(header).toBe(HEADER);
    expect(rows.map((row) => row.split(',')[1])).toEqual(['a-laptop', 'b-draft']);
    expect(rows[0]).toContain('Máy tính xách tay');
    expect(rows[0]).toContain(',1500.5,');
    expect(rows[1]).toContain(',draft,');
  });

  it('quotes cells with commas, quotes and line breaks, and keeps formulas from running in a spreadsheet', async () => {
    await addProduct({
      slug: 'quoted',
      description: 'Nhẹ, bền; "siêu mỏng"\nPin 12 giờ',
      brand: '=HYPERLINK("http://evil")',
    });
    const text = await exportCsv();
    expect(text).toContain('"Nhẹ, bền; ""siêu mỏng""\nPin 12 giờ"');
    const [, row] = parse(text, { bom: true }) as string[][];
    expect(row?.[5]).toBe(`'=HYPERLINK("http://evil")`);
  });

  it('is for admins only', async () => {
    await callEndpoint(app, 'exportProducts', { as: customer }).expect(403);
    await callEndpoint(app, 'exportProducts').expect(401);
  });
});

describe('POST /api/products/import', () => {
  it('round-trips the demo catalogue, with diacritics, commas, quotes and newlines, changing nothing', async () => {
    const { products } = buildSeedDocs(readSeedFiles());
    const tricky = 'Màn hình 14", viền mỏng, "OLED"\nBàn phím có đèn; pin 10 giờ.\r\nGiá: 1.200 VND';
    const batch = db.batch();
    products.forEach(({ id, doc }, index) =>
      batch.set(productsCol(db).doc(id), index === 0 ? { ...doc, description: tricky, featured: true } : doc),
    );
    await batch.commit();
    const before = await storedCatalogue();

    const csv = await exportCsv();
    const dryRun = await importCsv(csv, true);
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.counts).toEqual({ create: 0, update: 0, unchanged: products.length, error: 0 });

    const real = await importCsv(csv, false);
    expect(real.status).toBe(200);
    expect((real.body as ProductImportReport).counts.unchanged).toBe(products.length);
    expect(await storedCatalogue()).toEqual(before);
    expect(before[products[0]!.id]!.description).toBe(tricky);
    expect((await auditLogCol(db).get()).size).toBe(0);
    // And the second export is the first, byte for byte (but for nothing at all).
    expect(await exportCsv()).toBe(csv);
  });

  it('reports per-row errors and what would change on a dry run, and writes nothing', async () => {
    const existing = await addProduct({ slug: 'kept', name: 'Old name', price: 100, countInStock: 3 });
    const csv = [
      IMPORT_HEADER,
      'kept,New name,,Ultrabook,Dell,100,3,false,/images/x.jpg,Mô tả',
      'brand-new,Máy mới,,Gaming,Asus,2000,5,false,/images/y.jpg,"Mới, đẹp"',
      'Bad Slug,,published,Gaming,Asus,-1,two,maybe,/images/z.jpg,x',
      'brand-new,Twice,,Gaming,Asus,1,1,false,/images/y.jpg,again',
    ].join('\n');
    const res = await importCsv(csv, true);
    expect(res.status).toBe(200);
    const body = res.body as ProductImportReport;
    expect(body).toMatchObject({
      dryRun: true,
      written: false,
      counts: { create: 1, update: 1, unchanged: 0, error: 2 },
    });
    const [kept, created, bad, twice] = body.rows;
    expect(kept).toMatchObject({ row: 2, slug: 'kept', action: 'update' });
    expect(kept!.changes.name).toEqual({ before: 'Old name', after: 'New name' });
    expect(created).toMatchObject({ row: 3, slug: 'brand-new', action: 'create' });
    expect(created!.changes.status).toEqual({ before: null, after: 'draft' });
    expect(bad).toMatchObject({ row: 4, action: 'error' });
    expect(bad!.errors).toEqual(
      expect.arrayContaining([
        'name is required',
        'slug may contain only a-z, 0-9 and single hyphens',
        'price must not be negative',
        'countInStock must be a number',
        'featured must be true or false',
      ]),
    );
    expect(twice).toMatchObject({ row: 5, action: 'error', errors: [CSV_MSG.csvDuplicateSlug] });

    expect((await readProduct(existing.id))?.name).toBe('Old name');
    expect((await productsCol(db).get()).size).toBe(1);
  });

  it('refuses to import a file with errors and writes nothing', async () => {
    const csv = [
      IMPORT_HEADER,
      'ok-one,Fine,,Gaming,Asus,10,1,false,/i.jpg,d',
      'bad,,,Gaming,Asus,10,1,false,/i.jpg,d',
    ].join('\n');
    const res = await importCsv(csv, false);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: CSV_MSG.csvNotImported });
    expect((await productsCol(db).get()).size).toBe(0);
  });

  it('creates new slugs as drafts, updates existing ones by slug, and audits each write', async () => {
    const existing = await addProduct({ slug: 'update-me', name: 'Before', price: 100, status: 'published' });
    const csv = [
      IMPORT_HEADER,
      'update-me,After,,Gaming,Asus,150,9,true,/images/a.jpg,Giờ đã tốt hơn',
      'new-one,Mới tinh,,Gaming,Asus,200,4,false,/images/b.jpg,Mới',
    ].join('\n');
    const res = await importCsv(csv, false);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ written: true, counts: { create: 1, update: 1 } });

    const updated = await readProduct(existing.id);
    expect(updated).toMatchObject({ name: 'After', price: 150, countInStock: 9, featured: true, status: 'published' });
    expect(updated!.updatedAt > existing.doc.updatedAt).toBe(true);
    const created = (await productsCol(db).where('slug', '==', 'new-one').get()).docs[0]?.data();
    expect(created).toMatchObject({ name: 'Mới tinh', status: 'draft', rating: 0, numReviews: 0 });
    expect(created!.searchWords).toContain('moi');

    const audit = (await auditLogCol(db).get()).docs.map((doc) => doc.data());
    expect(audit.map((entry) => entry.action).sort()).toEqual(['product.create', 'product.update']);
    expect(audit.find((entry) => entry.action === 'product.update')?.changes.name).toEqual({
      before: 'Before',
      after: 'After',
    });
  });

  it('keeps drafts drafts, and refuses to unpublish or to publish without a price', async () => {
    const draft = await addProduct({ slug: 'still-draft', status: 'draft', price: 0 });
    await addProduct({ slug: 'on-sale', status: 'published', price: 10 });
    const csv = [
      IMPORT_HEADER,
      'still-draft,Draft renamed,,Gaming,Asus,0,1,false,/i.jpg,d',
      'on-sale,On sale,draft,Gaming,Asus,10,1,false,/i.jpg,d',
      'free-one,Free,published,Gaming,Asus,0,1,false,/i.jpg,d',
    ].join('\n');
    const res = await importCsv(csv, true);
    const [kept, unpublish, free] = (res.body as ProductImportReport).rows;
    expect(kept).toMatchObject({ action: 'update' });
    expect(kept!.changes.status).toBeUndefined();
    expect(unpublish).toMatchObject({ action: 'error', errors: [API_MSG.cannotUnpublish] });
    expect(free).toMatchObject({ action: 'error', errors: [API_MSG.publishNeedsPrice] });

    await importCsv(
      [IMPORT_HEADER, 'still-draft,Draft renamed,,Gaming,Asus,0,1,false,/i.jpg,d'].join('\n'),
      false,
    ).expect(200);
    expect(await readProduct(draft.id)).toMatchObject({ name: 'Draft renamed', status: 'draft' });
  });

  it('refuses a row exported before a sale changed the product, so sold stock is not put back', async () => {
    await addProduct({ slug: 'sold', countInStock: 5 });
    const csv = await exportCsv();
    const [ref] = (await productsCol(db).get()).docs;
    await ref!.ref.update({ countInStock: 4, updatedAt: new Date(Date.now() + 1000).toISOString() });
    const res = await importCsv(csv, true);
    expect((res.body as ProductImportReport).rows[0]).toMatchObject({
      action: 'error',
      errors: [CSV_MSG.csvChangedSinceExport],
    });
  });

  it('answers 400 with the reason for a file it cannot read, and for unknown or missing columns', async () => {
    const malformed = await importCsv(`${IMPORT_HEADER}\n"unclosed,quote`, true);
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(new RegExp(`^${CSV_MSG.csvMalformed}`));

    const unknown = await importCsv(`${IMPORT_HEADER},prise\n${'x,'.repeat(10)}x`, true);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: `${CSV_MSG.csvUnknownColumns}: prise` });

    const missing = await importCsv('slug,name\nx,y', true);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(
      `${CSV_MSG.csvMissingColumns}: status, category, brand, price, countInStock, featured, image, description`,
    );

    expect((await importCsv(IMPORT_HEADER, true)).body).toEqual({ message: CSV_MSG.csvEmpty });
  });

  it('is for admins only', async () => {
    await callEndpoint(app, 'importProducts', { as: customer, body: { csv: IMPORT_HEADER, dryRun: true } }).expect(403);
  });
});
