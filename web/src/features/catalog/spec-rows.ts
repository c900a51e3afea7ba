/**
 * The one formatter of laptop specifications (docs/decisions/0024-laptop-specifications-and-compare.md):
 * which rows there are, in which group, and how each value reads with its unit in the reader's
 * language. The product page's table and the compare page both read it, so a value never reads two
 * ways. Vietnamese (and the default mixed text) writes decimals with a comma (`1,2 kg`), English with
 * a point (`1.2 kg`); numbers are written by hand rather than through Intl.NumberFormat, whose first
 * use costs the page its locale data (docs/decisions/0016-money-format.md).
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language } from '@shared/languages';
import type { LaptopSpecs } from '@shared/laptop-specs';

/** How numbers read: only English uses the decimal point. */
export type NumberStyle = 'comma' | 'point';

export const numberStyleOf = (language: Language): NumberStyle => (language === 'en' ? 'point' : 'comma');

/** A spec number as written in the reader's language: at most two decimals, none when whole. */
export function formatSpecNumber(value: number, style: NumberStyle): string {
  const text = String(Math.round(value * 100) / 100);
  return style === 'comma' ? text.replace('.', ',') : text;
}

/** Storage reads in TB from 1024 GB up, as laptops are sold ('1 TB SSD'). */
function formatStorage(gb: number, style: NumberStyle): string {
  return gb >= 1024 ? `${formatSpecNumber(gb / 1024, style)} TB` : `${formatSpecNumber(gb, style)} GB`;
}

const yesNo = (value: boolean) => i18n._(value ? msg`Yes` : msg`No`);

const GPU_KIND_LABELS = {
  integrated: msg`Integrated`,
  discrete: msg`Discrete`,
} as const;

/** Words joined by a space, the missing ones left out; undefined when none is there. */
const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || undefined;

export interface SpecRowDefinition {
  /** Stable id of the row (the compare page keys its rows by it). */
  id: string;
  label: MessageDescriptor;
  /** The value as the reader sees it; undefined when the product does not say. */
  value: (specs: LaptopSpecs, style: NumberStyle) => string | undefined;
}

export interface SpecGroupDefinition {
  id: string;
  title: MessageDescriptor;
  rows: SpecRowDefinition[];
}

const number = (value: number | undefined, style: NumberStyle, unit: string) =>
  value === undefined ? undefined : `${formatSpecNumber(value, style)} ${unit}`;

/** Every row, grouped as the product page shows them. */
export const SPEC_GROUPS: SpecGroupDefinition[] = [
  {
    id: 'processor',
    title: msg`Processor`,
    rows: [
      {
        id: 'cpu',
        label: msg`CPU`,
        value: ({ cpu }) => joined(cpu?.brand, cpu?.family, cpu?.model),
      },
      {
        id: 'cpu.cores',
        label: msg`Cores`,
        value: ({ cpu }) => (cpu?.cores === undefined ? undefined : String(cpu.cores)),
      },
    ],
  },
  {
    id: 'memory',
    title: msg`Memory & storage`,
    rows: [
      {
        id: 'ramGb',
        label: msg`RAM`,
        value: ({ ramGb, ramType }, style) =>
          ramGb === undefined ? undefined : joined(number(ramGb, style, 'GB'), ramType),
      },
      {
        id: 'ramUpgradable',
        label: msg`RAM upgradable`,
        value: ({ ramUpgradable }) => (ramUpgradable === undefined ? undefined : yesNo(ramUpgradable)),
      },
      {
        id: 'storageGb',
        label: msg`Storage`,
        value: ({ storageGb, storageType }, style) =>
          storageGb === undefined ? undefined : joined(formatStorage(storageGb, style), storageType),
      },
    ],
  },
  {
    id: 'display',
    title: msg`Display`,
    rows: [
      {
        id: 'screen.inches',
        label: msg`Screen size`,
        value: ({ screen }, style) =>
          screen?.inches === undefined ? undefined : `${formatSpecNumber(screen.inches, style)}"`,
      },
      {
        id: 'screen.resolution',
        label: msg`Resolution`,
        value: ({ screen }) => screen?.resolution?.replace('x', ' × '),
      },
      {
        id: 'screen.refreshHz',
        label: msg`Refresh rate`,
        value: ({ screen }, style) => number(screen?.refreshHz, style, 'Hz'),
      },
      { id: 'screen.panel', label: msg`Panel`, value: ({ screen }) => screen?.panel },
      {
        id: 'screen.touch',
        label: msg`Touch screen`,
        value: ({ screen }) => (screen?.touch === undefined ? undefined : yesNo(screen.touch)),
      },
    ],
  },
  {
    id: 'graphics',
    title: msg`Graphics`,
    rows: [
      {
        id: 'gpu.kind',
        label: msg`Graphics type`,
        value: ({ gpu }) => (gpu?.kind === undefined ? undefined : i18n._(GPU_KIND_LABELS[gpu.kind])),
      },
      { id: 'gpu.model', label: msg`Graphics card`, value: ({ gpu }) => gpu?.model },
      { id: 'gpu.vramGb', label: msg`Video memory`, value: ({ gpu }, style) => number(gpu?.vramGb, style, 'GB') },
    ],
  },
  {
    id: 'build',
    title: msg`Build & battery`,
    rows: [
      { id: 'weightKg', label: msg`Weight`, value: ({ weightKg }, style) => number(weightKg, style, 'kg') },
      { id: 'batteryWh', label: msg`Battery`, value: ({ batteryWh }, style) => number(batteryWh, style, 'Wh') },
      { id: 'os', label: msg`Operating system`, value: ({ os }) => os },
      { id: 'ports', label: msg`Ports`, value: ({ ports }) => (ports?.length ? ports.join(', ') : undefined) },
      { id: 'color', label: msg`Colour`, value: ({ color }) => color },
    ],
  },
  {
    id: 'warranty',
    title: msg`Warranty`,
    rows: [
      {
        id: 'warrantyMonths',
        label: msg`Warranty`,
        value: ({ warrantyMonths }) => {
          if (warrantyMonths === undefined) return undefined;
          const months = warrantyMonths;
          return i18n._(msg`${months} months`);
        },
      },
    ],
  },
];

export interface SpecRow {
  id: string;
  label: string;
  value: string;
}

export interface SpecGroup {
  id: string;
  title: string;
  rows: SpecRow[];
}

/** One product's table: the rows it answers, in their groups; a group with no row is left out. */
export function specTable(specs: LaptopSpecs | undefined, style: NumberStyle): SpecGroup[] {
  return SPEC_GROUPS.map((group) => ({
    id: group.id,
    title: i18n._(group.title),
    rows: group.rows.flatMap((row) => {
      const value = specs ? row.value(specs, style) : undefined;
      return value === undefined ? [] : [{ id: row.id, label: i18n._(row.label), value }];
    }),
  })).filter((group) => group.rows.length > 0);
}

export interface CompareRow {
  id: string;
  label: string;
  /** One value per product, in their order; undefined where a product does not say. */
  values: (string | undefined)[];
  /** The products do not all read the same (a missing value differs from any value). */
  differs: boolean;
}

export interface CompareGroup {
  id: string;
  title: string;
  rows: CompareRow[];
}

/** Several products side by side: every row that at least one of them answers, each marked when they differ. */
export function compareTable(products: readonly (LaptopSpecs | undefined)[], style: NumberStyle): CompareGroup[] {
  return SPEC_GROUPS.map((group) => ({
    id: group.id,
    title: i18n._(group.title),
    rows: group.rows.flatMap((row) => {
      const values = products.map((specs) => (specs ? row.value(specs, style) : undefined));
      if (values.every((value) => value === undefined)) return [];
      return [{ id: row.id, label: i18n._(row.label), values, differs: new Set(values).size > 1 }];
    }),
  })).filter((group) => group.rows.length > 0);
}
