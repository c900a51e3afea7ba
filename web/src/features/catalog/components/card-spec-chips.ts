import type { LaptopSpecs } from '@shared/laptop-specs';

const storage = (gb: number) => (gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`);

/**
 * The four specifications a buyer compares cards by (CPU, RAM, SSD, screen), short enough for a
 * chip on a phone's half-width card: 'Core i7 1355U', '16 GB', '512 GB SSD', '14"'. Only those the
 * product states.
 */
export function cardSpecChips(specs: LaptopSpecs | undefined): string[] {
  if (!specs) return [];
  const chips: string[] = [];
  const cpu = [specs.cpu?.family, specs.cpu?.model].filter(Boolean).join(' ');
  if (cpu) chips.push(cpu);
  if (specs.ramGb !== undefined) chips.push(`${specs.ramGb} GB`);
  if (specs.storageGb !== undefined) chips.push(`${storage(specs.storageGb)} ${specs.storageType ?? 'SSD'}`);
  if (specs.screen?.inches !== undefined) chips.push(`${specs.screen.inches}"`);
  return chips;
}
