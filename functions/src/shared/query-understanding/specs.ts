/**
 * Specification words ('rtx 4060', 'i7', '16gb', 'oled', '14 inch', 'dưới 1,5 kg'): each reader
 * reads one kind at a token, and SPEC_READERS tries them in order.
 */
import { BELOW } from './prices.js';
import { startsWith, wordAt, type Token } from './tokens.js';
import type { Found, SpecWordTest, UnderstandingFilters, UnderstoodKind } from './understood.js';

export function findWeight(tokens: Token[], at: number): Found | null {
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

export function findSpec(tokens: Token[], at: number): Found | null {
  for (const read of SPEC_READERS) {
    const found = read(tokens, at);
    if (found) return found;
  }
  return null;
}
