import { t } from '@lingui/core/macro';
import { HTML_LANG, LANGUAGE_NAMES, LANGUAGES, type Language } from '@shared/languages';
import { chooseLanguage, currentLanguage } from '@/i18n/i18n';
import { HeaderMenu } from './header-menu';

/** Short enough for a phone's header; the menu names each language in full, in that language. */
const SHORT_NAMES: Record<Language, string> = { mixed: 'VI+EN', vi: 'VI', en: 'EN' };

/** The header's language switch (ADR 0019): choosing reloads the page in that language (i18n.ts). */
export function LanguageMenu() {
  const current = currentLanguage();
  const language = t`Ngôn ngữ / Language`;
  return (
    <HeaderMenu
      title={SHORT_NAMES[current]}
      // The name starts with what the button shows, so voice control users can say it.
      label={`${SHORT_NAMES[current]}, ${language}: ${LANGUAGE_NAMES[current]}`}
      entries={LANGUAGES.map((option) => ({
        label: LANGUAGE_NAMES[option],
        lang: HTML_LANG[option],
        selected: option === current,
        onSelect: () => {
          if (option !== current) chooseLanguage(option);
        },
      }))}
    />
  );
}
