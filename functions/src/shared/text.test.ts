import { describe, expect, it } from 'vitest';
import { foldText, searchWords, slugify } from './text.js';

describe('foldText', () => {
  it('removes Vietnamese diacritics and lower-cases', () => {
    expect(foldText('Đồ họa')).toBe('do hoa');
    expect(foldText('Văn phòng')).toBe('van phong');
    expect(foldText('Mỏng nhẹ')).toBe('mong nhe');
    expect(foldText('đĐ')).toBe('dd');
  });
});

describe('searchWords', () => {
  it('splits on anything but letters and digits', () => {
    expect(searchWords('MacBook Air M3 13"')).toEqual(['macbook', 'air', 'm3', '13']);
    expect(searchWords('  ASUS ROG-Strix  G16 ')).toEqual(['asus', 'rog', 'strix', 'g16']);
    expect(searchWords('')).toEqual([]);
  });
});

describe('slugify', () => {
  it('makes a URL-safe slug with folded diacritics', () => {
    expect(slugify('Laptop Đồ họa Pro 16"')).toBe('laptop-do-hoa-pro-16');
  });
});
