/**
 * The two first-party cookies of consent (docs/privacy-and-consent.md): `ls_anon`, the browser's
 * random id, and `ls_consent`, its choice as `{version}.{analytics}{marketing}` (`1.10`: version 1,
 * analytics yes, marketing no). Cookies rather than local storage, so the server could read them
 * too; both are necessary (they remember the answer), so they need no consent themselves. Reading
 * is here, on every route; writing is in consent-choice.ts, with the banner.
 */
import type { ChosenPurposes } from '@shared/entities/consent';

export const ANON_COOKIE = 'ls_anon';
export const CHOICE_COOKIE = 'ls_consent';

export interface StoredChoice extends ChosenPurposes {
  version: string;
}

export function readCookie(name: string): string | null {
  const found = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

/** The browser's choice, or null when it has none (never chose, or the cookie is not ours). */
export function readChoice(): StoredChoice | null {
  const match = /^(.+)\.([01])([01])$/.exec(readCookie(CHOICE_COOKIE) ?? '');
  return match ? { version: match[1]!, analytics: match[2] === '1', marketing: match[3] === '1' } : null;
}
