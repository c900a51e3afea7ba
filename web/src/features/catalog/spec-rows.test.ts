import { afterEach, describe, expect, it } from 'vitest';
import { laptopSpecs } from '@test-factories';
import { activateLanguage } from '@/i18n/i18n';
import { messages as enMessages } from '@/locales/en.po';
import { messages as viMessages } from '@/locales/vi.po';
import { compareTable, formatSpecNumber, numberStyleOf, specTable } from './spec-rows';

afterEach(() => activateLanguage('mixed'));

const specs = laptopSpecs({
  cpu: { brand: 'Intel', family: 'Core Ultra 7', model: '155H', cores: 16 },
  ramGb: 16,
  ramType: 'LPDDR5x',
  storageGb: 1024,
  storageType: 'SSD',
  screen: { inches: 14, resolution: '2880x1800', refreshHz: 120, panel: 'OLED', touch: true },
  gpu: { kind: 'integrated', model: 'Intel Arc Graphics' },
  weightKg: 1.2,
  batteryWh: 65.5,
  warrantyMonths: 24,
});

/** The table as label → value, whatever the group. */
const valuesOf = (groups: ReturnType<typeof specTable>) =>
  Object.fromEntries(groups.flatMap((group) => group.rows.map((row) => [row.label, row.value])));

describe('spec values with their units', () => {
  it('write decimals with a comma in Vietnamese and with a point in English', () => {
    expect(formatSpecNumber(1.2, numberStyleOf('vi'))).toBe('1,2');
    expect(formatSpecNumber(1.2, numberStyleOf('mixed'))).toBe('1,2');
    expect(formatSpecNumber(1.2, numberStyleOf('en'))).toBe('1.2');
    expect(formatSpecNumber(16, numberStyleOf('vi'))).toBe('16');
  });

  it('read in Vietnamese: 16 GB, 14", 1,2 kg, labels and words translated', () => {
    activateLanguage('vi', viMessages);
    const values = valuesOf(specTable(specs, numberStyleOf('vi')));
    expect(values).toMatchObject({
      CPU: 'Intel Core Ultra 7 155H',
      'Số nhân': '16',
      RAM: '16 GB LPDDR5x',
      'Ổ cứng': '1 TB SSD',
      'Kích thước màn hình': '14"',
      'Độ phân giải': '2880 × 1800',
      'Tần số quét': '120 Hz',
      'Màn hình cảm ứng': 'Có',
      'Loại đồ họa': 'Tích hợp',
      'Trọng lượng': '1,2 kg',
      Pin: '65,5 Wh',
      'Bảo hành': '24 tháng',
    });
  });

  it('read in English: 1.2 kg, 65.5 Wh, 24 months', () => {
    activateLanguage('en', enMessages);
    const values = valuesOf(specTable(specs, numberStyleOf('en')));
    expect(values).toMatchObject({
      RAM: '16 GB LPDDR5x',
      'Screen size': '14"',
      Weight: '1.2 kg',
      Battery: '65.5 Wh',
      'Touch screen': 'Yes',
      'Graphics type': 'Integrated',
      Warranty: '24 months',
    });
  });

  it('group the rows in the order Processor, Memory & storage, Display, Graphics, Build & battery, Warranty', () => {
    activateLanguage('en', enMessages);
    expect(specTable(specs, 'point').map((group) => group.title)).toEqual([
      'Processor',
      'Memory & storage',
      'Display',
      'Graphics',
      'Build & battery',
      'Warranty',
    ]);
  });

  it('leave out the rows and groups a product does not answer', () => {
    expect(specTable({}, 'comma')).toEqual([]);
    expect(specTable(undefined, 'comma')).toEqual([]);
    expect(specTable({ weightKg: 2 }, 'comma')).toEqual([
      { id: 'build', title: 'Build & battery', rows: [{ id: 'weightKg', label: 'Weight', value: '2 kg' }] },
    ]);
  });
});

describe('compare rows', () => {
  it('mark a row that differs, including a value one product lacks, and not a row that reads the same', () => {
    const rows = compareTable([specs, { ...specs, weightKg: 1.5, batteryWh: undefined }], 'comma').flatMap(
      (group) => group.rows,
    );
    const row = (id: string) => rows.find((r) => r.id === id);
    expect(row('weightKg')).toMatchObject({ values: ['1,2 kg', '1,5 kg'], differs: true });
    expect(row('batteryWh')).toMatchObject({ values: ['65,5 Wh', undefined], differs: true });
    expect(row('ramGb')).toMatchObject({ values: ['16 GB LPDDR5x', '16 GB LPDDR5x'], differs: false });
    expect(row('os')).toBeUndefined();
  });
});
