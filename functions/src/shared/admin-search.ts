/**
 * The admin tables' search boxes (docs/decisions/0027-import-export-and-operations.md): each
 * products, orders and users document keeps `searchKeys`, the folded words it is found by and their
 * prefixes, written with every write that changes what they are built from. A search asks Firestore
 * for one key (`array-contains`, next to the table's equality filters and its newest-first order)
 * and checks the box's other words against the same keys in memory (data/searched-page.ts).
 *
 * Words are folded with the shop's own `searchWords` (lower case, no diacritics, đ → d), so
 * 'nguyen' finds 'Nguyễn' and 'DELL' finds 'Dell'.
 */
import { searchWords } from './text.js';

/** The longest prefix kept of a word; a longer word in the box is cut to it too, so it still matches. */
export const SEARCH_PREFIX_MAX = 20;

/**
 * At most this many keys per document. Each key is one index entry in the field's own index and in
 * every composite index that holds `searchKeys` (firestore.indexes.json: up to four per collection),
 * and Firestore allows 40,000 index entries per document and bills and slows every write by them:
 * 200 keys make about 1,000 entries. A product named with twelve long words stays well below it;
 * past it the last words' prefixes are dropped (the name's first words and the phone come first).
 */
export const SEARCH_KEYS_MAX = 200;

/** The longest text the box takes. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** A phone's prefixes are kept from this many digits: fewer would match most orders. */
const PHONE_PREFIX_MIN = 3;

export type AdminSearchKind = 'product' | 'order' | 'user';

/** Every prefix of the word from one character up to SEARCH_PREFIX_MAX. */
function prefixes(word: string, from = 1): string[] {
  const longest = Math.min(word.length, SEARCH_PREFIX_MAX);
  const found: string[] = [];
  for (let length = Math.min(from, longest); length <= longest; length += 1) found.push(word.slice(0, length));
  return found;
}

const wordPrefixes = (text: string | undefined): string[] => searchWords(text ?? '').flatMap((word) => prefixes(word));

/** Deduplicated, in order, at most SEARCH_KEYS_MAX. */
const capped = (keys: string[]): string[] => [...new Set(keys)].slice(0, SEARCH_KEYS_MAX);

/**
 * A Vietnamese phone as the digits people type: the national form `0912345678` (kept with its
 * prefixes from three digits) and the international `84912345678`. Orders store E.164
 * (`+84912345678`, shared/phone.ts); an older order may hold the national form.
 */
export function phoneSearchKeys(phone: string | undefined): string[] {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.length < PHONE_PREFIX_MIN) return [];
  const national = digits.startsWith('84') ? `0${digits.slice(2)}` : digits;
  const international = national.startsWith('0') ? `84${national.slice(1)}` : digits;
  return [...prefixes(national, PHONE_PREFIX_MIN), international];
}

/** A product is found by its name's words and its slug's '-' segments, with their prefixes. */
export function productSearchKeys(product: { name: string; slug: string }): string[] {
  return capped([...wordPrefixes(product.name), ...wordPrefixes(product.slug)]);
}

/** An order's code is found from its first three characters on ('LS2' …), never by 'l' or 'ls' alone. */
const ORDER_CODE_PREFIX_MIN = 3;

/** An order is found by its code, its customer's name, the recipient's name and the shipping phone. */
export function orderSearchKeys(order: {
  user: { name: string };
  shippingAddress: { fullname?: string; phone?: string };
  orderCode?: string;
}): string[] {
  return capped([
    ...searchWords(order.orderCode ?? '').flatMap((word) => prefixes(word, ORDER_CODE_PREFIX_MIN)),
    ...phoneSearchKeys(order.shippingAddress.phone),
    ...wordPrefixes(order.user.name),
    ...wordPrefixes(order.shippingAddress.fullname),
  ]);
}

/**
 * A user is found by the name's words, the whole email (lower case) and the words of its local
 * part ('nguyen.van.a' → 'nguyen', 'van', 'a'), with their prefixes. The domain is left out: a
 * search for 'gmail' would match most customers.
 */
export function userSearchKeys(user: { name: string; email: string }): string[] {
  const email = user.email.trim().toLowerCase();
  const localPart = email.split('@')[0];
  return capped([...(email ? [email] : []), ...wordPrefixes(user.name), ...wordPrefixes(localPart)]);
}

const PHONE_LIKE = /^\+?[\d\s.()-]+$/;
const WHOLE_EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The digits a typed phone stands for: `0912 345 678`, `+84 912.345.678` and `84912345678` give `0912345678`. */
function typedPhone(text: string): string | null {
  if (!PHONE_LIKE.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < PHONE_PREFIX_MIN) return null;
  return digits.startsWith('84') ? `0${digits.slice(2)}` : digits;
}

/** One typed token's keys: a whole email stays whole; a partial one searches its local part's words. */
function tokenWords(token: string): string[] {
  if (token.includes('@')) {
    const email = token.toLowerCase();
    return WHOLE_EMAIL.test(email) ? [email] : searchWords(email.split('@')[0] ?? '');
  }
  return searchWords(token).map((word) => word.slice(0, SEARCH_PREFIX_MAX));
}

/**
 * The box's text as the keys a matching document must all hold, longest first (the list counts
 * the first few and asks Firestore for the rarest, data/searched-page.ts). Empty when the text holds no letter or
 * digit. Only the orders table reads a phone: there the whole text, when it is a phone typed with
 * spaces, dots, dashes or +84, is one key; elsewhere '15 6' stays two words.
 */
export function adminSearchWords(text: string, kind: AdminSearchKind): string[] {
  const trimmed = text.trim();
  const phone = kind === 'order' ? typedPhone(trimmed) : null;
  const words = phone ? [phone] : trimmed.split(/\s+/).flatMap(tokenWords);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/** Whether a document's keys hold every word (the words after the first are checked here, in memory). */
export function hasEverySearchWord(keys: readonly string[] | undefined, words: readonly string[]): boolean {
  if (!keys) return false;
  const held = new Set(keys);
  return words.every((word) => held.has(word));
}
