/**
 * A laptop's specifications as typed data (docs/decisions/0024-laptop-specifications-and-compare.md): what the
 * product page's table, compare, the search filters and their counts read. Everything is optional
 * while a product is a draft; publishing needs the core set (CORE_SPEC_FIELDS), because filters and
 * compare are only honest when every product on sale answers them.
 */
import { z } from './zod.js';

export const CPU_BRANDS = ['Intel', 'AMD', 'Apple', 'Qualcomm'] as const;
export type CpuBrand = (typeof CPU_BRANDS)[number];
export const GPU_KINDS = ['integrated', 'discrete'] as const;
export type GpuKind = (typeof GPU_KINDS)[number];
export const STORAGE_TYPES = ['SSD', 'HDD'] as const;
export const SCREEN_PANELS = ['IPS', 'OLED', 'TN', 'VA'] as const;
/**
 * The product CSV holds the ports in one cell, joined by this (docs/decisions/0027-import-export-and-operations.md).
 * No port may contain its ';', here as in the admin form, so every stored list exports as a cell that reads back the same.
 */
export const PORTS_SEPARATOR = '; ';

export interface LaptopSpecs {
  cpu?: { brand?: CpuBrand; family?: string; model?: string; cores?: number };
  ramGb?: number;
  ramType?: string;
  ramUpgradable?: boolean;
  storageGb?: number;
  storageType?: (typeof STORAGE_TYPES)[number];
  gpu?: { kind?: GpuKind; model?: string; vramGb?: number };
  screen?: {
    inches?: number;
    /** Width x height in pixels, e.g. "2880x1800". */
    resolution?: string;
    refreshHz?: number;
    panel?: (typeof SCREEN_PANELS)[number];
    touch?: boolean;
  };
  weightKg?: number;
  batteryWh?: number;
  os?: string;
  ports?: string[];
  warrantyMonths?: number;
  color?: string;
}

const text = (field: string, max = 80) =>
  z
    .string({ error: `specs.${field} must be text` })
    .trim()
    .min(1, `specs.${field} must not be empty`)
    .max(max, `specs.${field} must be at most ${max} characters`);

const number = (field: string, min: number, max: number, unit: string, whole = false) => {
  const base = z.number({ error: `specs.${field} must be a number` });
  return (whole ? base.int(`specs.${field} must be a whole number`) : base)
    .min(min, `specs.${field} must be at least ${min} ${unit}`)
    .max(max, `specs.${field} must be at most ${max} ${unit}`);
};

const oneOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, { error: `specs.${field} must be one of ${values.join(', ')}` });

/** Every field optional (drafts); ranges wide enough for any laptop sold, narrow enough to catch unit mistakes (1500 g typed as kg). */
export const laptopSpecsSchema = z.object({
  cpu: z
    .object({
      brand: oneOf('cpu.brand', CPU_BRANDS).optional(),
      family: text('cpu.family').optional(),
      model: text('cpu.model').optional(),
      cores: number('cpu.cores', 1, 128, 'cores', true).optional(),
    })
    .optional(),
  ramGb: number('ramGb', 1, 256, 'GB', true).optional(),
  ramType: text('ramType', 20).optional(),
  ramUpgradable: z.boolean({ error: 'specs.ramUpgradable must be true or false' }).optional(),
  storageGb: number('storageGb', 16, 16384, 'GB', true).optional(),
  storageType: oneOf('storageType', STORAGE_TYPES).optional(),
  gpu: z
    .object({
      kind: oneOf('gpu.kind', GPU_KINDS).optional(),
      model: text('gpu.model').optional(),
      vramGb: number('gpu.vramGb', 0, 64, 'GB').optional(),
    })
    .optional(),
  screen: z
    .object({
      inches: number('screen.inches', 7, 21, 'inches').optional(),
      resolution: z
        .string({ error: 'specs.screen.resolution must be text' })
        .regex(/^\d{3,5}x\d{3,5}$/, 'specs.screen.resolution must be width x height, e.g. 1920x1080')
        .optional(),
      refreshHz: number('screen.refreshHz', 30, 500, 'Hz', true).optional(),
      panel: oneOf('screen.panel', SCREEN_PANELS).optional(),
      touch: z.boolean({ error: 'specs.screen.touch must be true or false' }).optional(),
    })
    .optional(),
  weightKg: number('weightKg', 0.3, 6, 'kg').optional(),
  batteryWh: number('batteryWh', 10, 120, 'Wh').optional(),
  os: text('os', 40).optional(),
  ports: z
    .array(
      text('ports', 60).refine(
        (port) => !port.includes(PORTS_SEPARATOR.trim()),
        'specs.ports must not contain ";" inside a port: the CSV file separates ports with it',
      ),
      { error: 'specs.ports must be a list' },
    )
    .max(20, 'specs.ports must have at most 20 entries')
    .optional(),
  warrantyMonths: number('warrantyMonths', 0, 60, 'months', true).optional(),
  color: text('color', 40).optional(),
});

/** The specifications a product must have to be published, as dotted paths (for messages and the admin form). */
export const CORE_SPEC_FIELDS = ['cpu', 'ramGb', 'storageGb', 'gpu.kind', 'screen.inches', 'weightKg'] as const;

/** The core fields a product's specs lack; empty when it may be published. A CPU counts when its brand is known. */
export function missingCoreSpecs(specs: LaptopSpecs | undefined): string[] {
  const present: Record<(typeof CORE_SPEC_FIELDS)[number], boolean> = {
    cpu: specs?.cpu?.brand !== undefined,
    ramGb: specs?.ramGb !== undefined,
    storageGb: specs?.storageGb !== undefined,
    'gpu.kind': specs?.gpu?.kind !== undefined,
    'screen.inches': specs?.screen?.inches !== undefined,
    weightKg: specs?.weightKg !== undefined,
  };
  return CORE_SPEC_FIELDS.filter((field) => !present[field]);
}
