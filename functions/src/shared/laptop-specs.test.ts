import { describe, expect, it } from 'vitest';
import { CORE_SPEC_FIELDS, laptopSpecsSchema, missingCoreSpecs, type LaptopSpecs } from './laptop-specs.js';
import { productUpdateSchema } from './schemas.js';

const core: LaptopSpecs = {
  cpu: { brand: 'Apple', family: 'M3' },
  ramGb: 8,
  storageGb: 256,
  gpu: { kind: 'integrated' },
  screen: { inches: 13.6 },
  weightKg: 1.24,
};

/** The first message the schema gives for these specs, or null when they are valid. */
function firstError(specs: unknown): string | null {
  const parsed = laptopSpecsSchema.safeParse(specs);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'no message');
}

describe('laptop specifications schema', () => {
  it('accepts an empty set: a draft may have no specifications yet', () => {
    expect(firstError({})).toBeNull();
  });

  it('accepts a full set of realistic values', () => {
    expect(
      firstError({
        ...core,
        cpu: { brand: 'Intel', family: 'Core Ultra 7', model: '155H', cores: 16 },
        ramType: 'LPDDR5X',
        ramUpgradable: false,
        storageType: 'SSD',
        gpu: { kind: 'discrete', model: 'RTX 4060', vramGb: 8 },
        screen: { inches: 14, resolution: '2880x1800', refreshHz: 120, panel: 'OLED', touch: true },
        batteryWh: 75,
        os: 'Windows 11 Home',
        ports: ['2x Thunderbolt 4', 'HDMI 2.1'],
        warrantyMonths: 24,
        color: 'Bạc',
      }),
    ).toBeNull();
  });

  it('refuses values outside each range with a message naming the unit (unit mistakes such as grams for kg)', () => {
    expect(firstError({ weightKg: 1500 })).toBe('specs.weightKg must be at most 6 kg');
    expect(firstError({ ramGb: 0 })).toBe('specs.ramGb must be at least 1 GB');
    expect(firstError({ storageGb: 8 })).toBe('specs.storageGb must be at least 16 GB');
    expect(firstError({ screen: { inches: 35.6 } })).toBe('specs.screen.inches must be at most 21 inches');
    expect(firstError({ screen: { refreshHz: 1000 } })).toBe('specs.screen.refreshHz must be at most 500 Hz');
    expect(firstError({ batteryWh: 5 })).toBe('specs.batteryWh must be at least 10 Wh');
    expect(firstError({ warrantyMonths: 120 })).toBe('specs.warrantyMonths must be at most 60 months');
    expect(firstError({ cpu: { cores: 2.5 } })).toBe('specs.cpu.cores must be a whole number');
  });

  it('refuses unknown choices and malformed text', () => {
    expect(firstError({ cpu: { brand: 'Motorola' } })).toBe(
      'specs.cpu.brand must be one of Intel, AMD, Apple, Qualcomm',
    );
    expect(firstError({ gpu: { kind: 'external' } })).toBe('specs.gpu.kind must be one of integrated, discrete');
    expect(firstError({ screen: { resolution: '1080p' } })).toBe(
      'specs.screen.resolution must be width x height, e.g. 1920x1080',
    );
    expect(firstError({ ramGb: '16' })).toBe('specs.ramGb must be a number');
  });

  it('refuses a port holding ";", so the product CSV can join the ports into one cell and read them back', () => {
    expect(firstError({ ports: ['USB-C; HDMI'] })).toBe(
      'specs.ports must not contain ";" inside a port: the CSV file separates ports with it',
    );
    expect(firstError({ ports: ['2x Thunderbolt / USB 4', 'USB-C 3.2 (DisplayPort)'] })).toBeNull();
  });
});

describe('required to publish', () => {
  it('names every core field an empty or missing set lacks, in the order of CORE_SPEC_FIELDS', () => {
    expect(missingCoreSpecs(undefined)).toEqual([...CORE_SPEC_FIELDS]);
    expect(missingCoreSpecs({})).toEqual(['cpu', 'ramGb', 'storageGb', 'gpu.kind', 'screen.inches', 'weightKg']);
  });

  it('is satisfied by the core set alone; a CPU counts only with its brand, a GPU only with its kind', () => {
    expect(missingCoreSpecs(core)).toEqual([]);
    expect(missingCoreSpecs({ ...core, cpu: { family: 'M3' } })).toEqual(['cpu']);
    expect(missingCoreSpecs({ ...core, gpu: { model: 'RTX 4060' } })).toEqual(['gpu.kind']);
  });
});

describe('product update schema', () => {
  it('carries the specifications, trimmed, and leaves them out when the form sends none', () => {
    const base = {
      name: 'MacBook Air 13',
      slug: 'macbook-air-13',
      price: 1000,
      image: '/images/x.jpg',
      category: 'Ultrabook',
      brand: 'Apple',
      countInStock: 1,
      description: 'Thin',
      updatedAt: '2025-01-01T00:00:00.000Z',
    };
    expect(productUpdateSchema.parse({ ...base, specs: { os: ' macOS ' } }).specs).toEqual({ os: 'macOS' });
    expect(productUpdateSchema.parse(base).specs).toBeUndefined();
  });
});
