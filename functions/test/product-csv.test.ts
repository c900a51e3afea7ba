import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { auditLogCol, productsCol } from '../src/data/collections.js';
import { PRODUCT_CSV_COLUMNS } from '../src/api/products/product-csv.js';
import { VARIANT_HEADERS } from '../src/api/products/product-csv-variants.js';
import type { ProductDoc } from '../src/shared/entities/catalogue.js';
import type { ProductImportReport } from '../src/shared/entities/admin.js';
import { API_MSG, publishNeedsSpecsMessage } from '../src/shared/messages.js';
import { CSV_MSG } from '../src/shared/screen-messages.js';
import { MAX_CSV_IMPORT_BYTES, MAX_CSV_IMPORT_ROWS } from '../src/shared/constants.js';
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

const HEADER = [...PRODUCT_CSV_COLUMNS.map((column) => column.header), ...VARIANT_HEADERS].join(',');
/** A hand-made import file: the importable columns only, without the specifications (as files exported before them). */
const IMPORT_HEADER = 'slug,name,status,category,brand,price,countInStock,featured,image,description';
/** Every column the import reads, the specifications' included. */
const IMPORTABLE = PRODUCT_CSV_COLUMNS.filter((column) => column.imports).map((column) => column.header);

/** A hand-made file with every importable column: each row's named cells, the others empty. */
function fileOf(rows: Record<string, string>[]): string {
  return stringify([IMPORTABLE, ...rows.map((row) => IMPORTABLE.map((header) => row[header] ?? ''))]);
}

/** A row's product fields (a draft unless it says otherwise); the specification cells are added per test. */
const productCells = (slug: string, cells: Record<string, string> = {}): Record<string, string> => ({
  slug,
  name: `Laptop ${slug}`,
  category: 'Ultrabook',
  brand: 'Asus',
  price: '20000000',
  countInStock: '2',
  featured: 'false',
  image: '/images/a.jpg',
  description: 'Mô tả',
  ...cells,
});

/** The core specifications as cells: enough to publish. */
const CORE_SPEC_CELLS = {
  'specs.cpu.brand': 'AMD',
  'specs.ramGb': '16',
  'specs.storageGb': '512',
  'specs.gpu.kind': 'integrated',
  'specs.screen.inches': '14',
  'specs.weightKg': '1.3',
};

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

  it('carries every specification in its own column, the ports in one cell', async () => {
    await addProduct({
      slug: 'specced',
      specs: {
        cpu: { brand: 'Apple', family: 'M3', cores: 8 },
        ramGb: 16,
        ramUpgradable: false,
        storageGb: 512,
        gpu: { kind: 'integrated' },
        screen: { inches: 13.6, resolution: '2560x1664', touch: false },
        weightKg: 1.24,
        ports: ['2x Thunderbolt / USB 4', 'MagSafe 3', 'Jack 3.5 mm'],
        color: 'Xám',
      },
    });
    await addProduct({ slug: 'unspecced', status: 'draft', specs: {} });
    const [header, specced, unspecced] = parse(await exportCsv(), { bom: true }) as string[][];
    const cellsOf = (row: string[]) => Object.fromEntries(header!.map((name, index) => [name, row[index]]));
    expect(cellsOf(specced!)).toMatchObject({
      'specs.cpu.brand': 'Apple',
      'specs.cpu.family': 'M3',
      'specs.cpu.model': '',
      'specs.cpu.cores': '8',
      'specs.ramGb': '16',
      'specs.ramUpgradable': 'false',
      'specs.gpu.kind': 'integrated',
      'specs.gpu.vramGb': '',
      'specs.screen.inches': '13.6',
      'specs.screen.resolution': '2560x1664',
      'specs.screen.touch': 'false',
      'specs.weightKg': '1.24',
      'specs.ports': '2x Thunderbolt / USB 4; MagSafe 3; Jack 3.5 mm',
      'specs.color': 'Xám',
    });
    const specCells = Object.entries(cellsOf(unspecced!)).filter(([name]) => name.startsWith('specs.'));
    expect(specCells.length).toBeGreaterThan(20);
    expect(specCells.every(([, cell]) => cell === '')).toBe(true);
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
    // The demo's specifications travel in the file: the first product's ports, in their cell.
    const [header, ...rows] = parse(csv, { bom: true }) as string[][];
    const portsCell = rows.find((row) => row[0] === products[0]!.id)?.[header!.indexOf('specs.ports')];
    expect(portsCell).toBe(products[0]!.doc.specs!.ports!.join('; '));
    // A row per configuration of the models sold in them, a row for every other laptop.
    const rowCount = products.reduce((sum, { doc }) => sum + Math.max(1, doc.variants?.length ?? 0), 0);
    expect(rowCount).toBeGreaterThan(products.length);
    expect(rows).toHaveLength(rowCount);
    const dryRun = await importCsv(csv, true);
    expect(dryRun.status).toBe(200);
    expect(dryRun.body.counts).toEqual({ create: 0, update: 0, unchanged: rowCount, error: 0 });

    const real = await importCsv(csv, false);
    expect(real.status).toBe(200);
    expect((real.body as ProductImportReport).counts.unchanged).toBe(rowCount);
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
    expect(res.body).toEqual({ message: CSV_MSG.csvNotImported, code: 'VALIDATION_FAILED' });
    expect((await productsCol(db).get()).size).toBe(0);
  });

  it('refuses a file of more than MAX_CSV_IMPORT_ROWS products with 413 saying the limit, and stores nothing', async () => {
    const rows = Array.from({ length: MAX_CSV_IMPORT_ROWS + 1 }, (_, n) => productCells(`row-${n}`));
    for (const dryRun of [true, false]) {
      const res = await importCsv(fileOf(rows), dryRun);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({
        message: 'The CSV file has too many rows (at most 2000 products)',
        code: 'TOO_LARGE',
      });
    }
    expect((await productsCol(db).get()).size).toBe(0);
    expect((await auditLogCol(db).get()).size).toBe(0);
  });

  it('refuses a file of more than MAX_CSV_IMPORT_BYTES with 413 saying the limit, and stores nothing', async () => {
    // Just over the limit in UTF-8 (ơ is two bytes), though fewer characters than the limit.
    const long = fileOf([productCells('long', { description: 'ơ'.repeat(MAX_CSV_IMPORT_BYTES / 2) })]);
    // Far over it: refused by the body's size before it is read.
    const huge = fileOf([productCells('huge', { description: 'x'.repeat(3 * MAX_CSV_IMPORT_BYTES) })]);
    for (const csv of [long, huge]) {
      const res = await importCsv(csv, false);
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: 'The CSV file is too large (at most 2 MB)', code: 'TOO_LARGE' });
    }
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
    expect(unknown.body).toEqual({ message: `${CSV_MSG.csvUnknownColumns}: prise`, code: 'VALIDATION_FAILED' });

    const missing = await importCsv('slug,name\nx,y', true);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(
      `${CSV_MSG.csvMissingColumns}: status, category, brand, price, countInStock, featured, image, description`,
    );

    expect((await importCsv(IMPORT_HEADER, true)).body).toEqual({
      message: CSV_MSG.csvEmpty,
      code: 'VALIDATION_FAILED',
    });
  });

  it('creates and updates specifications, showing each changed one by its column, and audits them', async () => {
    const existing = await addProduct({
      slug: 'upgrade-me',
      status: 'published',
      specs: {
        cpu: { brand: 'Intel' },
        ramGb: 8,
        storageGb: 256,
        gpu: { kind: 'integrated' },
        screen: { inches: 14 },
        weightKg: 1.4,
        ports: ['HDMI 2.1'],
      },
    });
    const csv = fileOf([
      productCells('upgrade-me', {
        name: existing.doc.name,
        category: existing.doc.category,
        brand: existing.doc.brand,
        price: String(existing.doc.price),
        countInStock: String(existing.doc.countInStock),
        image: existing.doc.image,
        description: existing.doc.description,
        'specs.cpu.brand': 'Intel',
        'specs.ramGb': '16',
        'specs.storageGb': '256',
        'specs.gpu.kind': 'integrated',
        'specs.screen.inches': '14',
        'specs.weightKg': '1.4',
        'specs.ports': 'HDMI 2.1; USB-C 3.2',
      }),
      productCells('new-specced', {
        status: 'published',
        ...CORE_SPEC_CELLS,
        'specs.cpu.family': 'Ryzen 7',
        'specs.screen.touch': 'true',
        'specs.ports': 'USB-C 3.2; Jack 3.5 mm',
      }),
    ]);
    const dryRun = (await importCsv(csv, true)).body as ProductImportReport;
    expect(dryRun.counts).toEqual({ create: 1, update: 1, unchanged: 0, error: 0 });
    const [updated, created] = dryRun.rows;
    expect(updated!.changes).toEqual({
      'specs.ramGb': { before: 8, after: 16 },
      'specs.ports': { before: ['HDMI 2.1'], after: ['HDMI 2.1', 'USB-C 3.2'] },
    });
    expect(created!.changes['specs.cpu.family']).toEqual({ before: null, after: 'Ryzen 7' });
    expect(created!.changes['specs.screen.touch']).toEqual({ before: null, after: true });
    expect((await readProduct(existing.id))?.specs?.ramGb).toBe(8);

    expect((await importCsv(csv, false)).status).toBe(200);
    expect((await readProduct(existing.id))?.specs).toEqual({
      ...existing.doc.specs,
      ramGb: 16,
      ports: ['HDMI 2.1', 'USB-C 3.2'],
    });
    const stored = (await productsCol(db).where('slug', '==', 'new-specced').get()).docs[0]?.data();
    expect(stored).toMatchObject({ status: 'published' });
    expect(stored!.specs).toEqual({
      cpu: { brand: 'AMD', family: 'Ryzen 7' },
      ramGb: 16,
      storageGb: 512,
      gpu: { kind: 'integrated' },
      screen: { inches: 14, touch: true },
      weightKg: 1.3,
      ports: ['USB-C 3.2', 'Jack 3.5 mm'],
    });
    const audit = (await auditLogCol(db).where('action', '==', 'product.update').get()).docs[0]?.data();
    expect(audit?.changes).toEqual(updated!.changes);
  });

  it('reports a bad specification as an error naming its column, and writes nothing', async () => {
    const existing = await addProduct({ slug: 'kept-specs' });
    const csv = fileOf([
      productCells('kept-specs', { ...CORE_SPEC_CELLS, 'specs.ramGb': '-4' }),
      productCells('letters', { 'specs.ramGb': 'abc', 'specs.gpu.kind': 'quantum' }),
      productCells('semicolon', { 'specs.ports': 'USB-C 3.2;HDMI 2.1' }),
    ]);
    const dryRun = (await importCsv(csv, true)).body as ProductImportReport;
    expect(dryRun.counts.error).toBe(3);
    expect(dryRun.rows[0]!.errors).toEqual(['specs.ramGb must be at least 1 GB']);
    expect(dryRun.rows[1]!.errors).toEqual([
      'specs.ramGb must be a number',
      'specs.gpu.kind must be one of integrated, discrete',
    ]);
    expect(dryRun.rows[2]!.errors).toEqual([
      'specs.ports must not contain ";" inside a port: the CSV file separates ports with it',
    ]);

    const real = await importCsv(csv, false);
    expect(real.status).toBe(400);
    expect(real.body).toEqual({ message: CSV_MSG.csvNotImported, code: 'VALIDATION_FAILED' });
    expect(await readProduct(existing.id)).toEqual(existing.doc);
    expect((await productsCol(db).get()).size).toBe(1);
    expect((await auditLogCol(db).get()).size).toBe(0);
  });

  it('refuses to publish a product without the core specifications, naming the missing ones', async () => {
    const draft = await addProduct({ slug: 'bare-draft', status: 'draft', specs: {} });
    const csv = fileOf([
      productCells('bare-draft', { status: 'published', 'specs.ramGb': '8' }),
      productCells('bare-new', { status: 'published', 'specs.cpu.brand': 'Intel', 'specs.weightKg': '2' }),
      productCells('bare-new-draft', { 'specs.ramGb': '8' }),
    ]);
    const dryRun = (await importCsv(csv, true)).body as ProductImportReport;
    expect(dryRun.rows.map((row) => row.errors)).toEqual([
      [publishNeedsSpecsMessage('cpu, storageGb, gpu.kind, screen.inches, weightKg')],
      [publishNeedsSpecsMessage('ramGb, storageGb, gpu.kind, screen.inches')],
      [],
    ]);
    expect((await importCsv(csv, false)).status).toBe(400);
    expect(await readProduct(draft.id)).toEqual(draft.doc);
  });

  it('keeps the specifications of a file exported before they had columns', async () => {
    const existing = await addProduct({ slug: 'old-file', name: 'Old name', price: 100, countInStock: 3 });
    const csv = [IMPORT_HEADER, 'old-file,New name,,Gaming,Asus,100,3,false,/images/p1.jpg,A laptop'].join('\n');
    const dryRun = (await importCsv(csv, true)).body as ProductImportReport;
    expect(dryRun.rows[0]).toMatchObject({ action: 'update' });
    expect(Object.keys(dryRun.rows[0]!.changes)).toEqual(['name']);

    expect((await importCsv(csv, false)).status).toBe(200);
    const stored = await readProduct(existing.id);
    expect(stored?.name).toBe('New name');
    expect(stored?.specs).toEqual(existing.doc.specs);
  });

  it('refuses a file with only some of the specification columns, naming the missing ones', async () => {
    const res = await importCsv(`${IMPORT_HEADER},specs.ramGb\nx,X,,Gaming,Asus,1,1,false,/i.jpg,d,8`, true);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(new RegExp(`^${CSV_MSG.csvMissingColumns}: specs\\.cpu\\.brand, `));
    expect(res.body.message).not.toContain('specs.ramGb');
  });

  it('is for admins only', async () => {
    await callEndpoint(app, 'importProducts', { as: customer, body: { csv: IMPORT_HEADER, dryRun: true } }).expect(403);
  });
});
