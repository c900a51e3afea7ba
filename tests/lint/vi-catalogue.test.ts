/**
 * The Vietnamese catalogue reads Vietnamese (docs/decisions/0091-order-codes-success-page-dates.md):
 * no entry left empty, none that just repeats an English source text (brand names, units and codes
 * a Vietnamese shop writes as they are excepted), no raw payment-method codes or English words
 * a reader reported, and yes/no answers as "Có"/"Không" ("Chưa" only where the spec's 'No' means
 * "not yet"). The `mixed` language is the source text itself and is not checked here.
 */
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { LINGUI_CONFIG } from '../../web/lingui/vite-lingui';

type Entries = Record<string, { message?: string; translation?: string; context?: string }>;

let inCode: Entries = {};
let vi: Entries = {};
const sourceText = (id: string) => inCode[id]?.message ?? id;

/**
 * Words a Vietnamese shop writes as they are: brands, units, technical names and codes. A source
 * text made only of these (and placeholders, numbers, punctuation) may stay the same in Vietnamese.
 */
const KEPT_AS_THEY_ARE = new Set(
  [
    'Email',
    'CPU',
    'RAM',
    'GPU',
    'SSD',
    'HDD',
    'OLED',
    'VNPAY',
    'MoMo',
    'MOMO',
    'COD',
    'VietQR',
    'VAT',
    'VND',
    'GB',
    'TB',
    'Hz',
    'Wh',
    'kg',
    'ID',
    'CSV',
    'URL',
    'SKU',
    // Vietnamese without diacritics: the citizen identity card's acronym, and "View".
    'CCCD',
    'Xem',
  ].map((word) => word.toLowerCase()),
);

/** The words of a text that are English, not a placeholder, a number or a kept word. */
const englishWords = (text: string): string[] =>
  text
    .replace(/\{\w+\}/g, ' ')
    .split(/[^A-Za-z]+/)
    .filter((word) => word.length >= 2 && !KEPT_AS_THEY_ARE.has(word.toLowerCase()));

const VIETNAMESE_LETTERS = /[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i;

beforeAll(async () => {
  const config = getConfig({ configPath: LINGUI_CONFIG, skipValidation: true });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts defines no catalogue');
  inCode = (await catalog.collect()) ?? {};
  vi = (await catalog.read('vi')) ?? {};
}, 60_000);

const viEntries = () =>
  Object.keys(inCode).map((id) => ({ id, source: sourceText(id), vi: vi[id]?.translation ?? '' }));

describe('the Vietnamese catalogue', () => {
  it('leaves no entry empty', () => {
    expect(
      viEntries()
        .filter((entry) => !entry.vi.trim())
        .map((entry) => entry.source),
    ).toEqual([]);
  });

  it('never just repeats an English source text (brands, units and codes aside)', () => {
    const repeated = viEntries().filter(
      ({ source, vi: text }) => text === source && !VIETNAMESE_LETTERS.test(source) && englishWords(source).length > 0,
    );
    expect(repeated.map((entry) => entry.source)).toEqual([]);
  });

  it("keeps no English half of the product owner's 'Vietnamese / English' texts", () => {
    const mixed = viEntries().filter(
      ({ source, vi: text }) => / \/ /.test(source) && VIETNAMESE_LETTERS.test(source) && text === source,
    );
    expect(mixed.map((entry) => entry.source)).toEqual([]);
  });

  it('shows no raw payment-method code and none of the English words readers reported', () => {
    // Placeholders ({months}) are names, not words the reader sees.
    const raw = viEntries().filter(({ vi: text }) =>
      /\bBANK_TRANSFER\b|\bMOMO\b|\bmonths?\b|\bSuccess\b|\bBank transfer\b/.test(text.replace(/\{\w+\}/g, '')),
    );
    expect(raw.map((entry) => `${entry.source} -> ${entry.vi}`)).toEqual([]);
  });

  it('answers yes and no as "Có" and "Không"; the spec\'s "No" of an order not yet paid or delivered reads "Chưa"', () => {
    const answer = (message: string, context?: string) =>
      Object.keys(inCode)
        .filter((id) => sourceText(id) === message && inCode[id]?.context === context)
        .map((id) => vi[id]?.translation);
    expect(answer('Yes')).toEqual(['Có']);
    expect(answer('No')).toEqual(['Không']);
    expect(answer('No', 'not yet')).toEqual(['Chưa']);
  });
});
