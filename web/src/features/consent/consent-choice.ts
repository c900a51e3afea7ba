/** Writing the consent cookies (consent-cookies.ts reads them): loaded with the banner only. */
import { ANON_COOKIE, CHOICE_COOKIE, readCookie, type StoredChoice } from './consent-cookies';

/** A choice is asked again after a year at the latest. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function writeCookie(name: string, value: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export function writeChoice(choice: StoredChoice): void {
  writeCookie(CHOICE_COOKIE, `${choice.version}.${Number(choice.analytics)}${Number(choice.marketing)}`);
}

/** The browser's id, made on its first choice: 128 random bits as 22 base64url characters. */
export function anonId(): string {
  const kept = readCookie(ANON_COOKIE);
  if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  writeCookie(ANON_COOKIE, id);
  return id;
}
