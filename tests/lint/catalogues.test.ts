/**
 * The language catalogues (web/src/locales, ADR 0019): every text the code shows, the web's macros
 * and the shared API, validation and label texts alike, is in each catalogue with a translation
 * that keeps its placeholders. A text added to the code without `npm run i18n:extract`, or
 * extracted and left untranslated, fails here and names the text.
 */
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import { LINGUI_CONFIG } from '../../web/lingui/vite-lingui';
import { compileSourceMessage } from '../../web/src/i18n/source-messages';

type Entries = Record<string, { message?: string; translation?: string }>;
const TRANSLATED = ['vi', 'en'] as const;

let inCode: Entries = {};
const catalogues: Record<string, Entries> = {};

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const sourceText = (id: string) => inCode[id]?.message ?? id;

beforeAll(async () => {
  const config = getConfig({ configPath: LINGUI_CONFIG, skipValidation: true });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts defines no catalogue');
  inCode = (await catalog.collect()) ?? {};
  for (const locale of TRANSLATED) catalogues[locale] = (await catalog.read(locale)) ?? {};
}, 60_000);

describe('language catalogues', () => {
  it('find the texts of the code (the extractors work)', () => {
    // Texts from both extractors: a web macro and a shared API message.
    const texts = Object.keys(inCode).map(sourceText);
    expect(texts).toContain('Cannot reach the server. Check your connection and try again.');
    expect(texts).toContain('Sản phẩm đã hết hàng');
    expect(texts).toContain('{field} is required');
  });

  it.each(TRANSLATED)('%s has every text of the code, translated', (locale) => {
    const catalogue = catalogues[locale] ?? {};
    const missing = Object.keys(inCode)
      .filter((id) => !catalogue[id]?.translation?.trim())
      .map(sourceText);
    expect(missing, `untranslated in ${locale}.po (run npm run i18n:extract, then translate)`).toEqual([]);
  });

  it.each(TRANSLATED)('%s keeps every placeholder of each text', (locale) => {
    const catalogue = catalogues[locale] ?? {};
    const broken = Object.keys(inCode)
      .filter((id) => catalogue[id]?.translation)
      .filter(
        (id) =>
          JSON.stringify(placeholders(catalogue[id]?.translation ?? '')) !==
          JSON.stringify(placeholders(sourceText(id))),
      )
      .map((id) => `${sourceText(id)} -> ${catalogue[id]?.translation}`);
    expect(broken).toEqual([]);
  });

  it('show the source texts (the default language) as Lingui would compile them', () => {
    // The default language has no catalogue; its light compiler must agree with Lingui's on every text.
    const differing = Object.keys(inCode)
      .map(sourceText)
      .filter((text) => JSON.stringify(compileSourceMessage(text)) !== JSON.stringify(compileMessage(text)));
    expect(differing).toEqual([]);
  });
});
