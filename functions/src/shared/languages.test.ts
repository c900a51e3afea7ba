import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  chosenLanguageIn,
  DEFAULT_LANGUAGE,
  languageCookie,
  languageForBrowser,
  languageFromCookies,
  resolveLanguage,
} from './languages.js';

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

describe('the language a page shows (docs/decisions/0086-default-language.md)', () => {
  const never = () => {
    throw new Error('the browser languages were read although the answer did not depend on them');
  };

  it("the visitor's own choice wins over the owner's default, auto included", () => {
    const chosen = chosenLanguageIn(sentBack(languageCookie('mixed', true)));
    expect(chosen).toBe('mixed');
    expect(resolveLanguage(chosen, 'vi', never)).toBe('mixed');
    expect(resolveLanguage('en', 'auto', never)).toBe('en');
  });

  it("without a choice, the owner's default; auto follows the browser", () => {
    expect(chosenLanguageIn(undefined)).toBeNull();
    expect(chosenLanguageIn('__session=lang%3Dfr')).toBeNull();
    expect(resolveLanguage(null, 'mixed', never)).toBe('mixed');
    expect(resolveLanguage(null, 'vi', never)).toBe('vi');
    expect(resolveLanguage(null, 'auto', () => ['vi-VN', 'vi', 'en-US'])).toBe('vi');
    expect(resolveLanguage(null, 'auto', () => ['en-GB'])).toBe('en');
  });

  it('auto: the first of vi and en in the order of preference; neither reads English', () => {
    expect(languageForBrowser(acceptedLanguages('vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7'))).toBe('vi');
    expect(languageForBrowser(acceptedLanguages('en-US,en;q=0.9,vi;q=0.8'))).toBe('en');
    expect(languageForBrowser(acceptedLanguages('fr-FR,fr;q=0.9,vi;q=0.5'))).toBe('vi');
    expect(languageForBrowser(acceptedLanguages('en;q=0.5, vi;q=0.8'))).toBe('vi');
    expect(languageForBrowser(acceptedLanguages('vi;q=0, ja'))).toBe('en');
    expect(languageForBrowser(acceptedLanguages(undefined))).toBe('en');
    expect(languageForBrowser(acceptedLanguages('*'))).toBe('en');
    expect(languageForBrowser(['VI_vn'])).toBe('vi');
  });
});
