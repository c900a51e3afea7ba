/**
 * Every order's short number (docs/decisions/0091-order-codes-success-page-dates.md): `LS` and five
 * characters no one misreads when saying them on the phone or typing them into a banking app (no
 * 0/O, 1/I/L). It is the transfer note of a bank-transfer order, the number customers and admins
 * read, and what the admin search finds; the long id stays in the URL and the API. 31^5 (about 28
 * million) codes: the placing transaction reserves each one (data/order-codes.ts).
 */
export const ORDER_CODE_PREFIX = 'LS';
export const ORDER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ORDER_CODE_RANDOM_LENGTH = 5;

const ORDER_CODE_PATTERN = `${ORDER_CODE_PREFIX}[${ORDER_CODE_ALPHABET}]{${ORDER_CODE_RANDOM_LENGTH}}`;
const WHOLE_ORDER_CODE = new RegExp(`^${ORDER_CODE_PATTERN}$`);

/** Whether the text is an order code, in any case (what a person types into a search box). */
export const isOrderCode = (text: string): boolean => WHOLE_ORDER_CODE.test(text.trim().toUpperCase());

/** The order codes in a transfer's free text, upper-cased, whatever the bank did to the case around them. */
export const findOrderCodes = (text: string): string[] => [
  ...new Set([...text.toUpperCase().matchAll(new RegExp(ORDER_CODE_PATTERN, 'g'))].map((match) => match[0])),
];

/** A random code from `randomIndex(n)`, an integer in [0, n) (node:crypto's randomInt on the server). */
export const orderCodeFrom = (randomIndex: (n: number) => number): string =>
  ORDER_CODE_PREFIX +
  Array.from(
    { length: ORDER_CODE_RANDOM_LENGTH },
    () => ORDER_CODE_ALPHABET[randomIndex(ORDER_CODE_ALPHABET.length)],
  ).join('');
