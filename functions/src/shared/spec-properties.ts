/**
 * A laptop's specifications as schema.org PropertyValues, the product JSON-LD's additionalProperty
 * (ssr/page-head.ts), a configuration's (ssr/product-group-ld.ts) and the shopping feed's product details
 * (merchant-items.ts).
 */
import type { LaptopSpecs } from './laptop-specs.js';

export type PropertyValue = {
  '@type': 'PropertyValue';
  name: string;
  value: string | number | boolean;
  unitCode?: string;
  unitText?: string;
};

/**
 * One schema.org PropertyValue per specification the product has (names in the source language, like
 * the rest of the head: docs/decisions/0019-languages.md). Numbers stay numbers with their UN/CEFACT
 * unit code where one exists (INH inch, HTZ hertz, WHR watt hour, MON month) and the unit's text.
 */
export function specProperties(specs: LaptopSpecs | undefined): PropertyValue[] {
  if (!specs) return [];
  const { cpu, gpu, screen } = specs;
  const cpuName = [cpu?.brand, cpu?.family, cpu?.model].filter(Boolean).join(' ');
  const rows: [string, string | number | boolean | undefined, { unitCode?: string; unitText?: string }?][] = [
    ['Processor', cpuName || undefined],
    ['Processor cores', cpu?.cores],
    ['RAM', specs.ramGb, { unitText: 'GB' }],
    ['RAM type', specs.ramType],
    ['RAM upgradable', specs.ramUpgradable],
    ['Storage', specs.storageGb, { unitText: 'GB' }],
    ['Storage type', specs.storageType],
    ['Screen size', screen?.inches, { unitCode: 'INH', unitText: 'inch' }],
    ['Screen resolution', screen?.resolution],
    ['Refresh rate', screen?.refreshHz, { unitCode: 'HTZ', unitText: 'Hz' }],
    ['Panel', screen?.panel],
    ['Touch screen', screen?.touch],
    ['Graphics type', gpu?.kind],
    ['Graphics card', gpu?.model],
    ['Video memory', gpu?.vramGb, { unitText: 'GB' }],
    ['Battery', specs.batteryWh, { unitCode: 'WHR', unitText: 'Wh' }],
    ['Operating system', specs.os],
    ['Ports', specs.ports?.length ? specs.ports.join(', ') : undefined],
    ['Warranty', specs.warrantyMonths, { unitCode: 'MON', unitText: 'months' }],
    ['Colour', specs.color],
  ];
  return rows.flatMap(([name, value, unit]) =>
    value === undefined ? [] : [{ '@type': 'PropertyValue' as const, name, value, ...unit }],
  );
}
