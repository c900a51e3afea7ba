import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, languageCookie, languageFromCookies } from './languages.js';

/** The cookie as a browser would send it back: the name=value part of what was set. */
const sentBack = (setCookie: string) => setCookie.split(';')[0];

describe('language cookie', () => {
  it.each(['mixed', 'vi', 'en'] as const)('remembers %s', (language) => {
    expect(languageFromCookies(`theme=dark; ${sentBack(languageCookie(language, true))}`)).toBe(language);
  });

  it('is long-lived, site-wide and Secure only on https', () => {
    expect(languageCookie('en', true)).toMatch(
      /^__session=lang%3Den; Path=\/; Max-Age=31536000; SameSite=Lax; Secure$/,
    );
    expect(languageCookie('en', false)).not.toContain('Secure');
  });

  it.each([undefined, '', 'lang=en', '__session=abc', '__session=lang%3Dfr', '__session=%E0%A4%A'])(
    'falls back to the default language for %s',
    (header) => {
      expect(languageFromCookies(header)).toBe(DEFAULT_LANGUAGE);
    },
  );
});
