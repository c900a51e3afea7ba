/**
 * The shop's languages (ADR 0019): the specification's own mix of Vietnamese and English (the
 * default, so the spec's strings stay exactly as written), all Vietnamese, or all English.
 * docs/decisions/0019-languages.md.
 */
export const LANGUAGES = ['mixed', 'vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = 'mixed' satisfies Language;

/** Each language names itself in the header's menu, so a shopper finds theirs whatever is showing. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  mixed: 'Tiếng Việt + English',
  vi: 'Tiếng Việt',
  en: 'English',
};

/** `<html lang>`: the mixed text is mostly Vietnamese where it matters (stock, prices, addresses). */
export const HTML_LANG: Record<Language, string> = { mixed: 'vi', vi: 'vi', en: 'en' };

/**
 * Firebase Hosting passes only the cookie named `__session` on to functions and makes it part of
 * the CDN's cache key, so the server-rendered pages can honour the choice and each language is
 * cached apart. Its value is a query string (`lang=en`) so other settings could join it.
 */
export const LANGUAGE_COOKIE = '__session';
const LANGUAGE_KEY = 'lang';
/** A year: the choice is a preference, not a session. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language in a Cookie header (or `document.cookie`); the default when absent or unknown. */
export function languageFromCookies(cookieHeader: string | undefined): Language {
  return chosenLanguageIn(cookieHeader) ?? DEFAULT_LANGUAGE;
}

/** The language the visitor chose in the header (remembered in the cookie), or null before any choice. */
export function chosenLanguageIn(cookieHeader: string | undefined): Language | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== LANGUAGE_COOKIE) continue;
    let value: string;
    try {
      value = decodeURIComponent(rest.join('='));
    } catch {
      continue;
    }
    const language = new URLSearchParams(value).get(LANGUAGE_KEY);
    if (isLanguage(language)) return language;
  }
  return null;
}

/** The owner's default (shop settings): a language, or `auto`, which follows the browser. */
export type DefaultLanguageChoice = Language | 'auto';

/**
 * `auto`: the first of the shop's two languages among the browser's, in its order of preference
 * (Accept-Language, or `navigator.languages`, from which browsers write that header): a
 * Vietnamese browser reads `vi`; an English one, or one that names neither (a visitor who reads
 * neither language is better served by English than by the mixed text), reads `en`.
 */
export function languageForBrowser(accepted: readonly string[]): Language {
  for (const tag of accepted) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (primary === 'vi' || primary === 'en') return primary;
  }
  return 'en';
}

/** Accept-Language's tags by preference (q=0 is "not this one"); the order given on equal weights. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The language a page shows, the same on the server and in the browser: the visitor's own choice
 * first, then the owner's default; `auto` reads the browser's languages (docs/decisions/0086-default-language.md).
 */
export function resolveLanguage(
  chosen: Language | null,
  setting: DefaultLanguageChoice,
  browserLanguages: () => readonly string[],
): Language {
  if (chosen) return chosen;
  return setting === 'auto' ? languageForBrowser(browserLanguages()) : setting;
}

/** The `document.cookie` assignment that remembers a choice. */
export function languageCookie(language: Language, secure: boolean): string {
  const value = encodeURIComponent(new URLSearchParams({ [LANGUAGE_KEY]: language }).toString());
  return `${LANGUAGE_COOKIE}=${value}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
