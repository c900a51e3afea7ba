/**
 * What a text reads in a language, from the catalogues the app is built with (web/src/locales):
 * the language journeys assert the screen shows the translation, whatever its wording.
 */
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { LINGUI_CONFIG } from '../../web/lingui/vite-lingui';

export async function translator(locale: 'vi' | 'en'): Promise<(source: string) => string> {
  const [catalog] = await getCatalogs(getConfig({ configPath: LINGUI_CONFIG, skipValidation: true }));
  const entries = (await catalog?.read(locale)) ?? {};
  const bySource = new Map(Object.entries(entries).map(([id, entry]) => [entry.message ?? id, entry.translation]));
  return (source) => {
    const translation = bySource.get(source);
    if (!translation) throw new Error(`No ${locale} translation of '${source}'`);
    return translation;
  };
}
