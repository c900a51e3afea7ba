/**
 * How a shopper's typed query is understood (docs/decisions/0085-vietnamese-query-understanding.md):
 * price phrases ('dưới 15 triệu', 'từ 10 đến 20 triệu'), specification words ('rtx 4060', 'i7',
 * '16gb', 'oled', '14 inch'), the admin's synonyms ('chơi game' -> Gaming) and the catalogue's own
 * category and brand names become filters; what is left is searched as text. Pure: the search
 * backend gives it the catalogue's vocabulary and the shop's synonyms, and applies the answer.
 *
 * Every phrase is matched on folded words (searchWords' folding), so 'duoi 15 trieu' and
 * 'Dưới 15 triệu' are one phrase, and each understood phrase keeps where it was typed so a chip
 * can take it out of the query again.
 */
import type { SearchResult } from './entities/search.js';
import { foldText } from './text.js';

/** One group of the admin's synonyms: each phrase, typed with or without marks, means `means`. */
export interface SearchSynonym {
  phrases: string[];
  /**
   * What the catalogue calls it: a category or brand name becomes that filter; other words replace
   * the phrase in the text searched; empty drops the phrase (it names what every product is).
   */
  means: string;
}

/** Seeded synonyms: how Vietnamese shoppers name the demo catalogue's categories. */
export const DEFAULT_SEARCH_SYNONYMS: SearchSynonym[] = [
  { phrases: ['chơi game', 'gaming', 'game', 'gamer', 'game thủ'], means: 'Gaming' },
  { phrases: ['máy tính xách tay', 'laptop', 'máy tính', 'notebook'], means: '' },
  { phrases: ['văn phòng', 'dân văn phòng', 'office'], means: 'Văn phòng' },
  { phrases: ['đồ họa', 'thiết kế', 'design', 'dựng phim', 'edit video', 'máy trạm', 'workstation'], means: 'Đồ họa' },
  { phrases: ['mỏng nhẹ', 'mỏng', 'nhẹ', 'siêu nhẹ', 'siêu mỏng', 'ultrabook', 'gọn nhẹ'], means: 'Mỏng nhẹ' },
  { phrases: ['sinh viên', 'học sinh', 'đi học', 'học tập', 'student'], means: 'Sinh viên' },
  { phrases: ['doanh nhân', 'doanh nghiệp', 'business', 'công sở'], means: 'Doanh nhân' },
  // Words that only carry the sentence ('laptop cho sinh viên'): every word typed must match, so they would narrow it.
  { phrases: ['cho', 'mua', 'cần mua', 'tìm', 'tìm mua'], means: '' },
];

export const UNDERSTOOD_KINDS = [
  'category',
  'brand',
  'price',
  'ram',
  'storage',
  'screen',
  'weight',
  'gpu',
  'cpu',
  'panel',
] as const;
export type UnderstoodKind = (typeof UNDERSTOOD_KINDS)[number];

/** What the search answer tells the page about one understood phrase (a removable chip). */
export interface UnderstoodPhrase {
  kind: UnderstoodKind;
  /** What the chip reads: the catalogue's name ('Gaming', 'Dell') or the phrase tidied ('Dưới 30 triệu', 'RTX 4060'). */
  label: string;
  /** The search parameter it fills (category, price, brand, ram, storage, screen, weight, gpu, cpu) or 'spec'. */
  param: string;
  value: string;
  /** The query without this phrase: the chip's link, which searches again without this understanding. */
  query: string;
}

/** The search answer with what was understood: set only when a phrase was understood. */
export type UnderstoodSearchResult = SearchResult & { understood?: UnderstoodPhrase[] };

/** A specification a product must state, word by word, beyond the filters the URL has. */
export interface SpecWordTest {
  field: 'cpuModel' | 'gpuModel' | 'panel';
  /** Folded words that must all be among the field's folded words. */
  words: string[];
}

export interface UnderstandingFilters {
  category: string | null;
  priceRange: { min: number; max: number } | null;
  brand: string[];
  ram: number | null;
  storage: number | null;
  screen: string | null;
  weight: number | null;
  gpu: 'discrete' | null;
  cpu: string | null;
  specWords: SpecWordTest[];
}

export interface QueryUnderstanding {
  /** The words left to search as text, as typed ('' when nothing is left). */
  text: string;
  understood: UnderstoodPhrase[];
  filters: UnderstandingFilters;
}

export interface UnderstandingContext {
  categories: Iterable<string>;
  brands: Iterable<string>;
  synonyms: readonly SearchSynonym[];
  /**
   * Đồng per unit of the catalogue's prices: 1 for a catalogue priced in đồng, 100,000 for the
   * demo's specification-style prices (catalogueVndPerUnit).
   */
  vndPerUnit: number;
  /** Filters the request sets itself: a phrase meaning one of them stays text. */
  preset?: UnderstandingFilters;
}

/** A laptop costs at least this many đồng; a catalogue whose dearest product costs less is priced in a larger unit. */
const VND_CATALOGUE_FROM = 1_000_000;
/** The demo's unit: its Dell XPS 13 at 320 is the Vietnamese profile's 32.990.000₫. */
export const SPEC_PRICE_UNIT_VND = 100_000;

/** How many đồng one unit of the catalogue's prices is, from its dearest price. */
export function catalogueVndPerUnit(maxPrice: number): number {
  return maxPrice >= VND_CATALOGUE_FROM ? 1 : SPEC_PRICE_UNIT_VND;
}

interface Token {
  word: string;
  start: number;
  end: number;
}

/** The query's folded words with where each was typed (searchWords' folding, character by character). */
export function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  let current: Token | null = null;
  let i = 0;
  for (const char of query) {
    const folded = foldText(char);
    const isWord = /^[a-z0-9]+$/.test(folded);
    const isMark = folded === '' && current !== null;
    if (isWord) {
      if (current) {
        current.word += folded;
        current.end = i + char.length;
      } else current = { word: folded, start: i, end: i + char.length };
    } else if (isMark && current) {
      current.end = i + char.length;
    } else if (current) {
      tokens.push(current);
      current = null;
    }
    i += char.length;
  }
  if (current) tokens.push(current);
  return tokens;
}

const words = (text: string) => tokenize(text).map((t) => t.word);

interface Found {
  from: number;
  to: number; // exclusive, in tokens
  kind: UnderstoodKind;
  label: string;
  param: string;
  value: string;
  apply: (f: UnderstandingFilters) => boolean;
  /** The phrase stays in the text too (a category or brand typed by its own name). */
  keepText?: boolean;
  /** Words that replace the phrase in the text (a synonym whose meaning is not a filter). */
  replaceWith?: string;
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

/** The phrase words at `at` if they are one of `phrases` (each folded words joined by spaces). */
function startsWith(tokens: Token[], at: number, phrases: string[]): number {
  for (const phrase of phrases) {
    const parts = phrase.split(' ');
    if (parts.every((part, k) => tokens[at + k]?.word === part)) return parts.length;
  }
  return 0;
}

const BELOW = ['duoi', 'nho hon', 'it hon', 're hon', 'khong qua', 'toi da', 'max'];
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

function findPrice(tokens: Token[], at: number, vndPerUnit: number): Found | null {
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

function findWeight(tokens: Token[], at: number): Found | null {
  const below = startsWith(tokens, at, BELOW);
  if (!below) return null;
  const whole = tokens[at + below]?.word ?? '';
  const attached = /^(\d)kg$/.exec(whole);
  let kg: number | null = null;
  let end = at + below;
  if (attached) {
    kg = Number(attached[1]);
    end += 1;
  } else if (/^\d$/.test(whole)) {
    const decimal = tokens[at + below + 1]?.word ?? '';
    if (decimal === 'kg') {
      kg = Number(whole);
      end += 2;
    } else if (/^\d{1,2}$/.test(decimal) && tokens[at + below + 2]?.word === 'kg') {
      kg = Number(`${whole}.${decimal}`);
      end += 3;
    } else if (/^(\d{1,2})kg$/.test(decimal)) {
      kg = Number(`${whole}.${decimal.slice(0, -2)}`);
      end += 2;
    }
  }
  if (kg === null || kg < 0.1 || kg > 10) return null;
  const weight = kg;
  return {
    from: at,
    to: end,
    kind: 'weight',
    label: `Dưới ${String(weight).replace('.', ',')} kg`,
    param: 'weight',
    value: String(weight),
    apply: (f) => {
      if (f.weight !== null) return false;
      f.weight = weight;
      return true;
    },
  };
}

function specWord(
  from: number,
  to: number,
  kind: UnderstoodKind,
  label: string,
  test: SpecWordTest,
  also?: (f: UnderstandingFilters) => void,
): Found {
  return {
    from,
    to,
    kind,
    label,
    param: 'spec',
    value: test.words.join(' '),
    apply: (f) => {
      f.specWords.push(test);
      also?.(f);
      return true;
    },
  };
}

function sizeFilter(from: number, to: number, kind: 'ram' | 'storage', gb: number): Found | null {
  const label = kind === 'ram' ? `RAM ${gb} GB` : gb >= 1024 ? `SSD ${gb / 1024} TB` : `SSD ${gb} GB`;
  const max = kind === 'ram' ? 256 : 16384;
  if (gb < 1 || gb > max) return null;
  return {
    from,
    to,
    kind,
    label,
    param: kind,
    value: String(gb),
    apply: (f) => {
      if (f[kind] !== null) return false;
      f[kind] = gb;
      return true;
    },
  };
}

const GB = /^(\d{1,5})(gb|g)$/;
const TB = /^(\d)(tb|t)$/;

/** '16gb', '16 gb', '1tb', '512 gb': a size in GB and the tokens it took. */
function readSize(tokens: Token[], at: number): { gb: number; length: number } | null {
  const word = tokens[at]?.word ?? '';
  const gb = GB.exec(word);
  if (gb) return { gb: Number(gb[1]), length: 1 };
  const tb = TB.exec(word);
  if (tb) return { gb: Number(tb[1]) * 1024, length: 1 };
  if (/^\d{1,5}$/.test(word)) {
    const unit = tokens[at + 1]?.word;
    if (unit === 'gb') return { gb: Number(word), length: 2 };
    if (unit === 'tb') return { gb: Number(word) * 1024, length: 2 };
  }
  return null;
}

/** A reader of one kind of specification at a token: what it understood, or null to let the next try. */
type SpecReader = (tokens: Token[], at: number) => Found | null;

const wordAt = (tokens: Token[], at: number) => tokens[at]?.word ?? '';

/** Graphics: 'rtx 4060', 'rtx4060', 'rtx'. */
function readGpuModel(tokens: Token[], at: number): Found | null {
  const next = wordAt(tokens, at + 1);
  const gpu = /^(rtx|gtx)(\d{4})?$/.exec(wordAt(tokens, at));
  if (!gpu) return null;
  const model = gpu[2] ?? (/^\d{4}$/.test(next) ? next : null);
  const length = gpu[2] || !model ? 1 : 2;
  const modelWords = model ? [gpu[1]!, model] : [gpu[1]!];
  return specWord(
    at,
    at + length,
    'gpu',
    modelWords.join(' ').toUpperCase(),
    { field: 'gpuModel', words: modelWords },
    (f) => {
      f.gpu ??= 'discrete';
    },
  );
}

/** 'card rời' / 'card đồ họa': a discrete card. */
function readDiscreteCard(tokens: Token[], at: number): Found | null {
  const card = startsWith(tokens, at, ['card roi', 'vga roi', 'card do hoa roi', 'card do hoa', 'card man hinh roi']);
  if (!card) return null;
  return {
    from: at,
    to: at + card,
    kind: 'gpu',
    label: 'Card đồ họa rời',
    param: 'gpu',
    value: 'discrete',
    apply: (f) => {
      if (f.gpu !== null) return false;
      f.gpu = 'discrete';
      return true;
    },
  };
}

/** How many words lead a processor's family ('core i7', 'intel i7', 'core ultra 7'): 1 or 0. */
const coreLead = (tokens: Token[], at: number) => {
  const word = wordAt(tokens, at);
  return word === 'core' || word === 'intel' ? 1 : 0;
};

/** Processors: 'i7', 'core i7', 'intel i7'. */
function readIntelFamily(tokens: Token[], at: number): Found | null {
  const core = coreLead(tokens, at);
  const family = wordAt(tokens, at + core);
  if (!/^i[3579]$/.test(family)) return null;
  return specWord(at, at + core + 1, 'cpu', `Core ${family}`, { field: 'cpuModel', words: [family] });
}

/** 'ryzen 7', 'r7'. */
function readRyzen(tokens: Token[], at: number): Found | null {
  const word = wordAt(tokens, at);
  const next = wordAt(tokens, at + 1);
  const ryzen = /^r([3579])$/.exec(word) ?? (word === 'ryzen' && /^[3579]$/.test(next) ? [word, next] : null);
  if (!ryzen) return null;
  const length = word === 'ryzen' ? 2 : 1;
  return specWord(at, at + length, 'cpu', `Ryzen ${ryzen[1]}`, { field: 'cpuModel', words: ['ryzen', ryzen[1]!] });
}

/** 'ultra 7', 'core ultra 7'. */
function readCoreUltra(tokens: Token[], at: number): Found | null {
  const ultraAt = at + coreLead(tokens, at);
  const n = wordAt(tokens, ultraAt + 1);
  if (wordAt(tokens, ultraAt) !== 'ultra' || !/^[3579]$/.test(n)) return null;
  return specWord(at, ultraAt + 2, 'cpu', `Core Ultra ${n}`, { field: 'cpuModel', words: ['ultra', n] });
}

/** 'm3', unless a number follows (then it is something else, such as a size). */
function readAppleChip(tokens: Token[], at: number): Found | null {
  const word = wordAt(tokens, at);
  if (!/^m[1-4]$/.test(word) || /^\d/.test(wordAt(tokens, at + 1))) return null;
  return specWord(at, at + 1, 'cpu', `Apple ${word.toUpperCase()}`, { field: 'cpuModel', words: [word] });
}

/** The CPU's brand alone ('intel', 'amd'): a family after it is read by the readers before this one. */
function readCpuBrand(tokens: Token[], at: number): Found | null {
  const word = wordAt(tokens, at);
  if (word !== 'intel' && word !== 'amd') return null;
  const brand = word === 'intel' ? 'Intel' : 'AMD';
  return {
    from: at,
    to: at + 1,
    kind: 'cpu',
    label: brand,
    param: 'cpu',
    value: brand,
    apply: (f) => {
      if (f.cpu !== null) return false;
      f.cpu = brand;
      return true;
    },
  };
}

/** Screens: 'oled'. */
function readOledPanel(tokens: Token[], at: number): Found | null {
  const word = wordAt(tokens, at);
  if (word !== 'oled' && word !== 'amoled') return null;
  return specWord(at, at + 1, 'panel', 'OLED', { field: 'panel', words: ['oled'] });
}

/** '14 inch', '15,6 inch', '14inch', 'màn hình 14'; a bare number is not a screen. */
function readScreenSize(tokens: Token[], at: number): Found | null {
  const screenLead = startsWith(tokens, at, ['man hinh', 'man']);
  const inchAt = at + screenLead;
  const inches = /^(\d{1,2})(inch|in)?$/.exec(wordAt(tokens, inchAt));
  if (!inches) return null;
  let end = inchAt + 1;
  if (/^\d$/.test(wordAt(tokens, end)) && !inches[2]) end += 1; // '15,6'
  const unit = ['inch', 'in', 'inches'].includes(wordAt(tokens, end)) && !inches[2] ? 1 : 0;
  const said = inches[2] !== undefined || unit === 1 || screenLead > 0;
  const n = Number(inches[1]);
  if (!said || n < 7 || n > 21) return null;
  const range = `${n}-${n}`;
  return {
    from: at,
    to: end + unit,
    kind: 'screen',
    label: `${n} inch`,
    param: 'screen',
    value: range,
    apply: (f) => {
      if (f.screen !== null) return false;
      f.screen = range;
      return true;
    },
  };
}

/** Memory and storage named first: 'ram 16', 'ram 16gb', 'ssd 512'. */
function readNamedSize(tokens: Token[], at: number): Found | null {
  const word = wordAt(tokens, at);
  if (word !== 'ram' && word !== 'ssd') return null;
  const next = wordAt(tokens, at + 1);
  const size = readSize(tokens, at + 1) ?? (/^\d{1,5}$/.test(next) ? { gb: Number(next), length: 1 } : null);
  return size && sizeFilter(at, at + 1 + size.length, word === 'ram' ? 'ram' : 'storage', size.gb);
}

/** A size first: '16gb ram', '512gb ssd', '1tb'; unnamed, a small size is memory and a large one storage. */
function readSizeFirst(tokens: Token[], at: number): Found | null {
  const size = readSize(tokens, at);
  if (!size) return null;
  const after = tokens[at + size.length]?.word;
  const said = after === 'ram' ? 'ram' : after === 'ssd' || after === 'o' ? 'storage' : null;
  const kind = said ?? (size.gb <= 64 ? 'ram' : 'storage');
  return sizeFilter(at, at + size.length + (said ? 1 : 0), kind, size.gb);
}

/**
 * Tried in this order, the first answer wins: a brand alone comes after the families it may lead,
 * and a size with no name after the named ones.
 */
const SPEC_READERS: readonly SpecReader[] = [
  readGpuModel,
  readDiscreteCard,
  readIntelFamily,
  readRyzen,
  readCoreUltra,
  readAppleChip,
  readCpuBrand,
  readOledPanel,
  readScreenSize,
  readNamedSize,
  readSizeFirst,
];

function findSpec(tokens: Token[], at: number): Found | null {
  for (const read of SPEC_READERS) {
    const found = read(tokens, at);
    if (found) return found;
  }
  return null;
}

/** Longest phrases first, so 'máy tính xách tay' wins over 'máy tính'. */
function byLength<T extends { words: string[] }>(list: T[]): T[] {
  return [...list].sort((a, b) => b.words.length - a.words.length);
}

interface NamedFilter {
  words: string[];
  name: string;
  kind: 'category' | 'brand';
}

function namedFilter(from: number, to: number, named: NamedFilter, keepText: boolean): Found {
  return {
    from,
    to,
    kind: named.kind,
    label: named.name,
    param: named.kind,
    value: named.name,
    keepText,
    apply: (f) => {
      if (named.kind === 'brand') {
        if (f.brand.includes(named.name)) return false;
        f.brand.push(named.name);
        return true;
      }
      if (f.category !== null) return false;
      f.category = named.name;
      return true;
    },
  };
}

const matchesAt = (tokens: Token[], at: number, phrase: string[]) =>
  phrase.length > 0 && phrase.every((word, k) => tokens[at + k]?.word === word);

/** The query with the tokens from..to (exclusive) taken out, spaces tidied. */
function without(query: string, tokens: Token[], from: number, to: number): string {
  const start = tokens[from]!.start;
  const end = tokens[to - 1]!.end;
  return `${query.slice(0, start)} ${query.slice(end)}`.replace(/\s+/g, ' ').trim();
}

export function emptyUnderstandingFilters(): UnderstandingFilters {
  return {
    category: null,
    priceRange: null,
    brand: [],
    ram: null,
    storage: null,
    screen: null,
    weight: null,
    gpu: null,
    cpu: null,
    specWords: [],
  };
}

/**
 * Reads a query. Phrases are looked for left to right, at each word in this order: a price or a
 * weight, a specification, a synonym, a category or brand name; the first that matches takes its
 * words. A phrase whose filter is already set, by the request or an earlier phrase ('dưới 10 triệu
 * dưới 20 triệu'), only leaves the text. A query with nothing understood comes back as typed.
 */
export function understandQuery(query: string, context: UnderstandingContext): QueryUnderstanding {
  const tokens = tokenize(query);
  const named: NamedFilter[] = byLength([
    ...[...context.categories].map((name) => ({ words: words(name), name, kind: 'category' as const })),
    ...[...context.brands].map((name) => ({ words: words(name), name, kind: 'brand' as const })),
  ]);
  const foldedName = (text: string) => words(text).join(' ');
  const namedByText = new Map(named.map((n) => [n.words.join(' '), n]));
  const synonyms = byLength(
    context.synonyms.flatMap((group) => group.phrases.map((phrase) => ({ words: words(phrase), means: group.means }))),
  ).filter((s) => s.words.length > 0);

  const filters = context.preset
    ? { ...context.preset, brand: [...context.preset.brand], specWords: [] }
    : emptyUnderstandingFilters();
  const brandGiven = filters.brand.length > 0;
  const found: Found[] = [];
  let at = 0;
  while (at < tokens.length) {
    // A weight first: 'dưới 1,5kg' would otherwise read as a price of 1.
    let hit: Found | null = findWeight(tokens, at) ?? findPrice(tokens, at, context.vndPerUnit) ?? findSpec(tokens, at);
    if (!hit) {
      const synonym = synonyms.find((s) => matchesAt(tokens, at, s.words));
      if (synonym) {
        const to = at + synonym.words.length;
        const meaning = namedByText.get(foldedName(synonym.means));
        if (meaning) hit = namedFilter(at, to, meaning, false);
        else if (synonym.means.trim() === '')
          hit = { from: at, to, kind: 'category', label: '', param: '', value: '', apply: () => true };
        else if (foldedName(synonym.means) !== synonym.words.join(' '))
          hit = {
            from: at,
            to,
            kind: 'category',
            label: '',
            param: '',
            value: '',
            replaceWith: synonym.means,
            apply: () => true,
          };
      }
    }
    if (!hit) {
      const name = named.find((n) => matchesAt(tokens, at, n.words));
      if (name) hit = namedFilter(at, at + name.words.length, name, true);
    }
    if (hit) {
      // A phrase whose filter is set already (by the URL or an earlier phrase) is read but not
      // applied: its words leave the text (they would match nothing), and no chip shows it.
      const applied = !(hit.kind === 'brand' && brandGiven) && hit.apply(filters);
      found.push(applied ? hit : { ...hit, label: '' });
      at = hit.to;
    } else at += 1;
  }
  if (found.length === 0) return { text: query, understood: [], filters };

  const taken = new Map<number, Found>();
  for (const f of found) for (let k = f.from; k < f.to; k += 1) taken.set(k, f);
  const textParts: string[] = [];
  tokens.forEach((token, k) => {
    const f = taken.get(k);
    if (!f || f.keepText) textParts.push(query.slice(token.start, token.end));
    else if (f.replaceWith !== undefined && k === f.from) textParts.push(f.replaceWith);
  });
  const understood: UnderstoodPhrase[] = found
    .filter((f) => f.label !== '')
    .map(({ kind, label, param, value, from, to }) => ({
      kind,
      label,
      param,
      value,
      query: without(query, tokens, from, to),
    }));
  return { text: textParts.join(' ').trim(), understood, filters };
}
