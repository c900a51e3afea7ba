import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../shared/entities/catalogue.js';
import { laptopSpecsSchema, type LaptopSpecs } from '../../shared/laptop-specs.js';
import { productImportRowSchema } from '../../shared/schemas.js';
import { CSV_MSG } from '../../shared/screen-messages.js';
import { HttpError } from '../../http-error.js';
import { PRODUCT_CSV_COLUMNS, parseProductsCsv, productsToCsv, specChanges } from './product-csv.js';

// Built here rather than from @test-factories: the unit project has no aliases.
const fullSpecs: LaptopSpecs = {
  cpu: { brand: 'Intel', family: 'Core Ultra 7', model: '155H', cores: 16 },
  ramGb: 16,
  ramType: 'LPDDR5X',
  ramUpgradable: false,
  storageGb: 1024,
  storageType: 'SSD',
  gpu: { kind: 'discrete', model: 'RTX 4060', vramGb: 8 },
  screen: { inches: 14.5, resolution: '2880x1800', refreshHz: 120, panel: 'OLED', touch: true },
  weightKg: 1.66,
  batteryWh: 75,
  os: 'Windows 11 Home',
  ports: ['2x Thunderbolt / USB 4', 'HDMI 2.1', 'Khe thẻ SD'],
  warrantyMonths: 24,
  color: 'Bạc',
};

function product(specs: LaptopSpecs): Product {
  return {
    _id: 'p1',
    slug: 'zenbook-14',
    name: 'Zenbook 14',
    image: '/images/p1.jpg',
    images: [{ url: '/images/p1.jpg', alt: 'Zenbook 14' }],
    price: 25990000,
    description: 'Nhẹ, bền',
    category: 'Ultrabook',
    brand: 'Asus',
    countInStock: 3,
    rating: 4.5,
    numReviews: 2,
    featured: false,
    status: 'published',
    specs,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  };
}

/** Every leaf of the schema as a dotted path, read from laptop-specs.ts itself (a list is one leaf). */
function schemaLeaves(shape: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(shape).flatMap(([key, optional]) => {
    const inner = (optional as { unwrap: () => { shape?: Record<string, unknown> } }).unwrap();
    return inner.shape ? schemaLeaves(inner.shape, `${prefix}${key}.`) : [`${prefix}${key}`];
  });
}

const headers = PRODUCT_CSV_COLUMNS.map((column) => column.header);
const specHeaders = headers.filter((header) => header.startsWith('specs.'));

/** A file with the full header and these cells in the named columns (the others left empty). */
function fileWith(cells: Record<string, string>): string {
  const row = headers.map((header) => {
    const cell = cells[header] ?? '';
    return /[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
  });
  return `${headers.join(',')}\n${row.join(',')}`;
}

function importErrors(fields: Record<string, unknown>): string[] {
  const parsed = productImportRowSchema.safeParse(fields);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe('product CSV columns', () => {
  it('has one column per specification field of laptop-specs.ts, named by its dotted path', () => {
    const expected = schemaLeaves(laptopSpecsSchema.shape).map((path) => `specs.${path}`);
    expect(expected).toContain('specs.cpu.brand');
    expect(expected).toContain('specs.ports');
    expect([...specHeaders].sort()).toEqual([...expected].sort());
  });

  it('names every column once, the specifications after the importable fields and before the read-only ones', () => {
    expect(new Set(headers).size).toBe(headers.length);
    const first = headers.indexOf(specHeaders[0]!);
    expect(headers[first - 1]).toBe('description');
    expect(headers.slice(first, first + specHeaders.length)).toEqual(specHeaders);
    expect(headers[first + specHeaders.length]).toBe('rating');
    expect(PRODUCT_CSV_COLUMNS.filter((column) => column.header.startsWith('specs.')).every((c) => c.imports)).toBe(
      true,
    );
  });
});

describe('product CSV specifications', () => {
  it('writes numbers as JavaScript does, booleans as true/false and the ports joined by "; "', () => {
    const [header, row] = parse(productsToCsv([product(fullSpecs)]), { bom: true }) as string[][];
    const cells = Object.fromEntries(header!.map((name, index) => [name, row![index]]));
    expect(cells).toMatchObject({
      'specs.cpu.brand': 'Intel',
      'specs.cpu.cores': '16',
      'specs.ramUpgradable': 'false',
      'specs.screen.inches': '14.5',
      'specs.screen.touch': 'true',
      'specs.weightKg': '1.66',
      'specs.ports': '2x Thunderbolt / USB 4; HDMI 2.1; Khe thẻ SD',
      'specs.color': 'Bạc',
    });
  });

  it('reads its own export back into the same nested specs, which the import schema accepts', () => {
    const [parsed] = parseProductsCsv(productsToCsv([product(fullSpecs)]));
    expect(parsed!.fields.specs).toEqual(fullSpecs);
    expect(Object.keys(parsed!.fields).filter((name) => name.startsWith('specs.'))).toEqual([]);
    expect(importErrors(parsed!.fields)).toEqual([]);
  });

  it('reads an empty cell as not stated, leaving out a group with no value at all', () => {
    const [parsed] = parseProductsCsv(productsToCsv([product({ ramGb: 8, screen: { inches: 13.3 } })]));
    expect(parsed!.fields.specs).toEqual({ ramGb: 8, screen: { inches: 13.3 } });
    const [blank] = parseProductsCsv(fileWith({ slug: 'blank', name: 'Blank' }));
    expect(blank!.fields.specs).toEqual({});
  });

  it('leaves specs out of a row of a file without specification columns, so the product keeps its own', () => {
    const oldHeader = headers.filter((header) => !header.startsWith('specs.'));
    const csv = `${oldHeader.join(',')}\n,old,Old,,Gaming,Asus,10,1,false,/i.jpg,d,4,2,,`;
    const [parsed] = parseProductsCsv(csv);
    expect(parsed!.fields).not.toHaveProperty('specs');
    expect(parsed!.fields.slug).toBe('old');
  });

  it('refuses a file with only some of the specification columns, naming the missing ones', () => {
    const partial = headers.filter((header) => !header.startsWith('specs.') || header === 'specs.ramGb');
    const attempt = () => parseProductsCsv(`${partial.join(',')}\n${partial.map(() => '').join(',')}`);
    expect(attempt).toThrow(HttpError);
    expect(attempt).toThrow(
      `${CSV_MSG.csvMissingColumns}: ${specHeaders.filter((header) => header !== 'specs.ramGb').join(', ')}`,
    );
  });

  it('splits the ports cell on "; " and refuses a port that still holds a ";"', () => {
    const [spaced] = parseProductsCsv(fileWith({ 'specs.ports': 'USB-C 3.2 ;  HDMI 2.1' }));
    expect((spaced!.fields.specs as LaptopSpecs).ports).toEqual(['USB-C 3.2 ', ' HDMI 2.1']);
    // The schema trims each port, as it does the form's lines.
    expect(laptopSpecsSchema.parse(spaced!.fields.specs).ports).toEqual(['USB-C 3.2', 'HDMI 2.1']);

    const [joined] = parseProductsCsv(fileWith({ 'specs.ports': 'USB-C 3.2;HDMI 2.1' }));
    expect((joined!.fields.specs as LaptopSpecs).ports).toEqual(['USB-C 3.2;HDMI 2.1']);
    expect(importErrors(joined!.fields)).toContain(
      'specs.ports must not contain ";" inside a port: the CSV file separates ports with it',
    );
  });

  it('leaves a bad number or choice for the schema, whose message names the column', () => {
    const [parsed] = parseProductsCsv(
      fileWith({ 'specs.ramGb': 'abc', 'specs.gpu.kind': 'quantum', 'specs.screen.touch': 'yes' }),
    );
    const errors = importErrors(parsed!.fields);
    expect(errors).toContain('specs.ramGb must be a number');
    expect(errors).toContain('specs.gpu.kind must be one of integrated, discrete');
    expect(errors).toContain('specs.screen.touch must be true or false');
  });

  it('names each changed specification field by its column, ignoring the order of keys', () => {
    const reordered: LaptopSpecs = {
      ...fullSpecs,
      cpu: { cores: 16, model: '155H', family: 'Core Ultra 7', brand: 'Intel' },
    };
    expect(specChanges(fullSpecs, reordered)).toEqual({});
    expect(specChanges(fullSpecs, { ...fullSpecs, ramGb: 32, ports: ['HDMI 2.1'], color: undefined })).toEqual({
      'specs.ramGb': { before: 16, after: 32 },
      'specs.ports': { before: fullSpecs.ports, after: ['HDMI 2.1'] },
      'specs.color': { before: 'Bạc', after: null },
    });
    expect(specChanges(undefined, { gpu: { kind: 'integrated' } })).toEqual({
      'specs.gpu.kind': { before: null, after: 'integrated' },
    });
  });
});

describe('product CSV configurations', () => {
  const air: Product = {
    ...product(fullSpecs),
    options: [
      { name: 'RAM', values: ['8 GB', '16 GB'] },
      { name: 'Màu', values: ['Bạc', 'Xám'] },
    ],
    variants: [
      {
        _id: 'v8',
        sku: 'AIR-8-S',
        optionValues: ['8 GB', 'Bạc'],
        price: 27990000,
        countInStock: 4,
        specs: { ramGb: 8 },
      },
      {
        _id: 'v16',
        sku: 'AIR-16-X',
        optionValues: ['16 GB', 'Xám'],
        price: 34990000,
        compareAtPrice: 36990000,
        countInStock: 0,
        specs: { ramGb: 16, color: 'Xám' },
        images: [{ url: '/images/grey.jpg', alt: 'Xám, mặt trước' }],
      },
    ],
  };

  const rowsOf = (csv: string) => {
    const [header, ...rows] = parse(csv, { bom: true }) as string[][];
    return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]])));
  };

  it('writes a row per configuration, the product columns repeated, and a product without them as one row', () => {
    const rows = rowsOf(productsToCsv([air, { ...product(fullSpecs), slug: 'plain' }]));
    expect(rows.map((row) => [row.slug, row['variant.sku']])).toEqual([
      ['zenbook-14', 'AIR-8-S'],
      ['zenbook-14', 'AIR-16-X'],
      ['plain', ''],
    ]);
    expect(rows[0]!.name).toBe(rows[1]!.name);
    expect(rows[1]).toMatchObject({
      'option1.name': 'RAM',
      'option1.value': '16 GB',
      'option2.name': 'Màu',
      'option2.value': 'Xám',
      'option3.name': '',
      'variant.id': 'v16',
      'variant.price': '34990000',
      'variant.compareAtPrice': '36990000',
      'variant.countInStock': '0',
      'variant.specs.ramGb': '16',
      'variant.specs.color': 'Xám',
      'variant.images': '/images/grey.jpg | Xám, mặt trước',
    });
    expect(Object.entries(rows[2]!).filter(([name, cell]) => /^(option|variant)/.test(name) && cell !== '')).toEqual(
      [],
    );
  });

  it('reads each configuration back as the save sends it, and no configuration from a row without one', () => {
    const [first, second, plain] = parseProductsCsv(productsToCsv([air, { ...product(fullSpecs), slug: 'plain' }]));
    expect(first!.variant).toEqual({
      optionNames: ['RAM', 'Màu'],
      optionValues: ['8 GB', 'Bạc'],
      variant: {
        _id: 'v8',
        sku: 'AIR-8-S',
        optionValues: ['8 GB', 'Bạc'],
        price: 27990000,
        compareAtPrice: null,
        countInStock: 4,
        specs: { ramGb: 8 },
      },
    });
    expect(second!.variant?.variant).toMatchObject({
      compareAtPrice: 36990000,
      specs: { ramGb: 16, color: 'Xám' },
      images: [{ url: '/images/grey.jpg', alt: 'Xám, mặt trước' }],
    });
    expect(plain!.variant).toBeNull();
  });

  it('refuses a file with only some of the variant columns, naming the missing ones', () => {
    const csv = `${headers.join(',')},variant.sku\n${headers.map(() => '').join(',')},X`;
    expect(() => parseProductsCsv(csv)).toThrow(/option1\.name.*variant\.images/);
  });
});
