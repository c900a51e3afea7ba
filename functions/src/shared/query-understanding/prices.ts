/**
 * Price phrases ('dưới 15 triệu', 'từ 10 đến 20 triệu', 'khoảng 20tr') read in the catalogue's own
 * unit of price.
 */
import { startsWith, type Token } from './tokens.js';
import type { Found } from './understood.js';

/** A laptop costs at least this many đồng; a catalogue whose dearest product costs less is priced in a larger unit. */
const VND_CATALOGUE_FROM = 1_000_000;
/** The demo's unit: its Dell XPS 13 at 320 is the Vietnamese profile's 32.990.000₫. */
export const SPEC_PRICE_UNIT_VND = 100_000;

/** How many đồng one unit of the catalogue's prices is, from its dearest price. */
export function catalogueVndPerUnit(maxPrice: number): number {
  return maxPrice >= VND_CATALOGUE_FROM ? 1 : SPEC_PRICE_UNIT_VND;
}

const MILLION = ['trieu', 'tr', 'cu', 'm'];
const THOUSAND = ['k', 'nghin', 'ngan'];

interface Amount {
  /** In đồng when the unit was said, else as typed. */
  value: number;
  unit: 'million' | 'thousand' | null;
  label: string;
  length: number;
}

function readAmount(tokens: Token[], at: number): Amount | null {
  const first = tokens[at]?.word;
  if (first === undefined) return null;
  const attached = /^(\d{1,9})(trieu|tr|cu|m|k)$/.exec(first);
  if (attached) {
    const unit = MILLION.includes(attached[2]!) ? 'million' : 'thousand';
    return { value: Number(attached[1]), unit, label: attached[1]!, length: 1 };
  }
  if (!/^\d{1,9}$/.test(first)) return null;
  let value = Number(first);
  let label = first;
  let length = 1;
  // '15,5 triệu' is typed as 15, 5, triệu.
  const next = tokens[at + 1]?.word;
  if (next !== undefined && /^\d$/.test(next) && [...MILLION, ...THOUSAND].includes(tokens[at + 2]?.word ?? '')) {
    value = Number(`${first}.${next}`);
    label = `${first},${next}`;
    length = 2;
  }
  const unitWord = tokens[at + length]?.word ?? '';
  if (MILLION.includes(unitWord)) return { value, unit: 'million', label, length: length + 1 };
  if (THOUSAND.includes(unitWord)) return { value, unit: 'thousand', label, length: length + 1 };
  return { value, unit: null, label, length };
}

const UNIT_LABEL = { million: ' triệu', thousand: ' nghìn' } as const;
const amountLabel = (a: Amount, unit: Amount['unit'] = a.unit) => `${a.label}${unit ? UNIT_LABEL[unit] : ''}`;

/**
 * An amount in the catalogue's unit. Said in triệu or nghìn, it is đồng; a bare number is read in
 * the catalogue's own unit, except that in a đồng catalogue a bare number under 1,000 means
 * millions ('dưới 20': nobody prices a laptop at 20₫).
 */
function inCatalogueUnit(a: Amount, unit: Amount['unit'], vndPerUnit: number): number {
  if (unit === 'million') return (a.value * 1_000_000) / vndPerUnit;
  if (unit === 'thousand') return (a.value * 1_000) / vndPerUnit;
  if (vndPerUnit === 1 && a.value < 1_000) return a.value * 1_000_000;
  return a.value;
}

export const BELOW = ['duoi', 'nho hon', 'it hon', 're hon', 'khong qua', 'toi da', 'max'];
const ABOVE = ['tren', 'lon hon', 'hon', 'it nhat', 'toi thieu', 'min'];
const ABOUT = ['khoang', 'tam', 'chung'];
const TO = ['den', 'toi'];
const MAX_PRICE = 1e12;

const round = (n: number) => Math.round(n * 100) / 100;

function priceFound(from: number, to: number, label: string, min: number, max: number): Found {
  const range = { min: round(min), max: round(max) };
  return {
    from,
    to,
    kind: 'price',
    label,
    param: 'price',
    value: `${range.min}-${range.max}`,
    apply: (f) => {
      if (f.priceRange) return false;
      f.priceRange = range;
      return true;
    },
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function findPrice(tokens: Token[], at: number, vndPerUnit: number): Found | null {
  // An optional 'giá' before the phrase belongs to it.
  const lead = tokens[at]?.word === 'gia' ? 1 : 0;
  const i = at + lead;
  const below = startsWith(tokens, i, BELOW);
  const above = below ? 0 : startsWith(tokens, i, ABOVE);
  const about = below || above ? 0 : startsWith(tokens, i, ABOUT);
  const from = below || above || about ? 0 : startsWith(tokens, i, ['tu']);
  const said = below || above || about || from;
  const first = readAmount(tokens, i + said);
  if (!first) return null;
  const afterFirst = i + said + first.length;
  // A weight ('dưới 1,5 kg') or a size ('dưới 14 inch') is not a price.
  const nextWord = tokens[afterFirst]?.word ?? '';
  if (['kg', 'inch', 'in', 'gb', 'tb'].includes(nextWord)) return null;
  const to = startsWith(tokens, afterFirst, TO);
  if (to && (from || !said)) {
    const second = readAmount(tokens, afterFirst + to);
    if (!second) return null;
    // 'từ 10 đến 20 triệu': the unit said last counts for both.
    const unit = first.unit ?? second.unit;
    const min = inCatalogueUnit(first, unit, vndPerUnit);
    const max = inCatalogueUnit(second, second.unit, vndPerUnit);
    if (min > max) return null;
    const label = `Từ ${amountLabel(first, first.unit ?? (second.unit === unit ? null : unit))} đến ${amountLabel(second)}`;
    return priceFound(at, afterFirst + to + second.length, label, min, max);
  }
  if (from) {
    // 'từ 20 triệu (trở lên)': a minimum.
    const up = startsWith(tokens, afterFirst, ['tro len']);
    const value = inCatalogueUnit(first, first.unit, vndPerUnit);
    return priceFound(at, afterFirst + up, `Từ ${amountLabel(first)}`, value, MAX_PRICE);
  }
  if (!said) return null;
  const value = inCatalogueUnit(first, first.unit, vndPerUnit);
  if (below) return priceFound(at, afterFirst, `Dưới ${amountLabel(first)}`, 0, value);
  if (above) return priceFound(at, afterFirst, `Trên ${amountLabel(first)}`, value, MAX_PRICE);
  return priceFound(at, afterFirst, capitalise(`khoảng ${amountLabel(first)}`), value * 0.9, value * 1.1);
}
