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
  return DEFAULT_LANGUAGE;
}

/** The `document.cookie` assignment that remembers a choice. */
export function languageCookie(language: Language, secure: boolean): string {
  const value = encodeURIComponent(new URLSearchParams({ [LANGUAGE_KEY]: language }).toString());
  return `${LANGUAGE_COOKIE}=${value}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
