import { describe, expect, it } from 'vitest';
import {
  adminSearchWords,
  hasEverySearchWord,
  orderSearchKeys,
  phoneSearchKeys,
  productSearchKeys,
  SEARCH_KEYS_MAX,
  SEARCH_PREFIX_MAX,
  userSearchKeys,
} from './admin-search.js';

/** Whether a document with these keys is found by the box's text. */
const finds = (keys: string[], text: string, kind: Parameters<typeof adminSearchWords>[1]) =>
  hasEverySearchWord(keys, adminSearchWords(text, kind));

describe('productSearchKeys', () => {
  const keys = productSearchKeys({ name: 'Laptop Đồ họa XPS 13', slug: 'dell-xps-13-9340' });

  it('holds the folded name words and every prefix from one character', () => {
    expect(keys).toEqual(expect.arrayContaining(['l', 'la', 'laptop', 'd', 'do', 'h', 'hoa', 'xps', '13']));
    expect(keys).not.toContain('Laptop');
    expect(keys).not.toContain('đồ');
  });

  it("holds the slug's segments and their prefixes", () => {
    expect(keys).toEqual(expect.arrayContaining(['dell', 'del', '9340', '934']));
  });

  it('holds each key once', () => {
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is found by a prefix, without diacritics, and by the slug typed whole', () => {
    expect(finds(keys, 'đồ HỌA', 'product')).toBe(true);
    expect(finds(keys, 'do ho', 'product')).toBe(true);
    expect(finds(keys, 'dell-xps-13-9340', 'product')).toBe(true);
    expect(finds(keys, 'xps 14', 'product')).toBe(false);
  });

  it('keeps prefixes up to the cap, and a longer word typed whole still matches', () => {
    const long = 'a'.repeat(SEARCH_PREFIX_MAX + 10);
    const longKeys = productSearchKeys({ name: long, slug: 'x' });
    expect(Math.max(...longKeys.map((key) => key.length))).toBe(SEARCH_PREFIX_MAX);
    expect(finds(longKeys, long, 'product')).toBe(true);
  });

  it('never holds more than the cap of keys', () => {
    const name = Array.from({ length: 40 }, (_, i) => `word${i}abcdefghijklmnop`).join(' ');
    const many = productSearchKeys({ name, slug: 'many-words' });
    expect(many).toHaveLength(SEARCH_KEYS_MAX);
    // The name's first words survive the cut.
    expect(many).toContain('word0abcdefghijklmno');
  });
});

describe('orderSearchKeys and phones', () => {
  const keys = orderSearchKeys({
    user: { name: 'Nguyễn Văn An' },
    shippingAddress: { fullname: 'Trần Thị Bình', phone: '+84912345678' },
  });

  it("holds the phone's national digits from three digits, and the international form", () => {
    expect(phoneSearchKeys('+84912345678')).toEqual([
      '091',
      '0912',
      '09123',
      '091234',
      '0912345',
      '09123456',
      '091234567',
      '0912345678',
      '84912345678',
    ]);
    expect(phoneSearchKeys('0912345678')).toContain('84912345678');
    expect(phoneSearchKeys(undefined)).toEqual([]);
  });

  it("is found by the customer's and the recipient's names, without diacritics", () => {
    expect(finds(keys, 'nguyen an', 'order')).toBe(true);
    expect(finds(keys, 'Trần Bình', 'order')).toBe(true);
    expect(finds(keys, 'nguyen binh', 'order')).toBe(true);
    expect(finds(keys, 'nguyen cuong', 'order')).toBe(false);
  });

  it('is found by the phone however it is typed', () => {
    for (const typed of [
      '0912 345 678',
      '0912.345.678',
      '+84912345678',
      '+84 912 345 678',
      '84912345678',
      '0912-345',
    ]) {
      expect(finds(keys, typed, 'order')).toBe(true);
    }
    expect(finds(keys, '0913 345 678', 'order')).toBe(false);
  });

  it('has no phone keys for an order without a phone', () => {
    expect(orderSearchKeys({ user: { name: 'An' }, shippingAddress: { fullname: 'An' } })).toEqual(['a', 'an']);
  });
});

describe('userSearchKeys', () => {
  const keys = userSearchKeys({ name: 'Lê Đức Anh', email: 'Duc.Anh@Example.com' });

  it('holds the whole email in lower case and the words of its local part with their prefixes', () => {
    expect(keys).toEqual(expect.arrayContaining(['duc.anh@example.com', 'duc', 'du', 'anh', 'le']));
    expect(keys).not.toContain('example');
  });

  it('is found by an email prefix, the whole email in any case and the name without diacritics', () => {
    expect(finds(keys, 'duc.an', 'user')).toBe(true);
    expect(finds(keys, 'DUC.ANH@example.COM', 'user')).toBe(true);
    expect(finds(keys, 'duc.anh@', 'user')).toBe(true);
    expect(finds(keys, 'le duc', 'user')).toBe(true);
    expect(finds(keys, 'other@example.com', 'user')).toBe(false);
  });
});

describe('adminSearchWords', () => {
  it('folds the text into distinct words, longest first', () => {
    expect(adminSearchWords('  An NGUYỄN an ', 'user')).toEqual(['nguyen', 'an']);
  });

  it('is empty for a text without letters or digits', () => {
    expect(adminSearchWords(' -- !! ', 'product')).toEqual([]);
  });

  it('reads a phone only on the orders table: elsewhere numbers stay words', () => {
    expect(adminSearchWords('0912 345 678', 'order')).toEqual(['0912345678']);
    expect(adminSearchWords('+84 912 345 678', 'order')).toEqual(['0912345678']);
    expect(adminSearchWords('15 6', 'product')).toEqual(['15', '6']);
  });

  it('cuts a word longer than the kept prefixes to their length', () => {
    expect(adminSearchWords('x'.repeat(30), 'product')).toEqual(['x'.repeat(SEARCH_PREFIX_MAX)]);
  });
});
