/**
 * The language the app shows (docs/decisions/0019-languages.md). It is chosen once, before the
 * first render: the server renders the same language from the same cookie, and changing it reloads
 * the page, so every text, the server-rendered HTML and `<html lang>` change together.
 */
import { i18n, type Messages } from '@lingui/core';
import {
  chosenLanguageIn,
  DEFAULT_LANGUAGE,
  HTML_LANG,
  languageCookie,
  resolveLanguage,
  type DefaultLanguageChoice,
  type Language,
} from '@shared/languages';
import { compileSourceMessage } from './source-messages';

/** Each catalogue is its own chunk, loaded only by readers of that language. */
const CATALOGUES: Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, () => Promise<{ messages: Messages }>> = {
  vi: () => import('@/locales/vi.po'),
  en: () => import('@/locales/en.po'),
};

i18n.setMessagesCompiler(compileSourceMessage);

/** Activates a language with its messages (already loaded: the server renderer imports them all). */
export function activateLanguage(language: Language, messages: Messages = {}): void {
  i18n.loadAndActivate({ locale: language, messages });
}

/** Loads the catalogue of a language and activates it. */
export async function loadLanguage(language: Language): Promise<void> {
  activateLanguage(language, language === DEFAULT_LANGUAGE ? {} : (await CATALOGUES[language]()).messages);
}

export function currentLanguage(): Language {
  return i18n.locale as Language;
}

/**
 * In the browser, for a page the server did not render: the shopper's choice (the cookie the
 * server reads too), else the owner's default; `auto` reads `navigator.languages`, from which the
 * browser writes the Accept-Language the server reads (docs/decisions/0086-default-language.md).
 */
export function browserLanguage(setting: DefaultLanguageChoice): Language {
  return resolveLanguage(chosenLanguageIn(document.cookie), setting, () => navigator.languages);
}

/** Before the first render in the browser: a server-rendered page's language, or browserLanguage's. */
export async function startLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  document.documentElement.lang = HTML_LANG[language];
}

/** Remembers the choice and reloads, so the server renders the page in it too. */
export function chooseLanguage(language: Language): void {
  document.cookie = languageCookie(language, window.location.protocol === 'https:');
  window.location.reload();
}
