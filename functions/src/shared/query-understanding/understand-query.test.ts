import { describe, expect, it } from 'vitest';
import { catalogueVndPerUnit } from './prices.js';
import { DEFAULT_SEARCH_SYNONYMS } from './synonyms.js';
import { tokenize } from './tokens.js';
import { understandQuery, type UnderstandingContext } from './understand-query.js';
import { emptyUnderstandingFilters } from './understood.js';

const demo: UnderstandingContext = {
  categories: ['Gaming', 'Văn phòng', 'Đồ họa', 'Mỏng nhẹ', 'Sinh viên', 'Doanh nhân'],
  brands: ['Dell', 'HP', 'ASUS', 'Lenovo', 'Apple', 'LG'],
  synonyms: DEFAULT_SEARCH_SYNONYMS,
  vndPerUnit: 100_000,
};
const vnd: UnderstandingContext = { ...demo, vndPerUnit: 1 };

const read = (query: string, context = demo) => understandQuery(query, context);
const labels = (query: string, context = demo) => read(query, context).understood.map((u) => u.label);

describe('tokenize', () => {
  it('folds each word and keeps where it was typed, marks included', () => {
    expect(tokenize('Dưới  15 triệu')).toEqual([
      { word: 'duoi', start: 0, end: 4 },
      { word: '15', start: 6, end: 8 },
      { word: 'trieu', start: 9, end: 14 },
    ]);
    // Decomposed marks (NFD input) stay inside their word.
    expect(tokenize('Đồ họa'.normalize('NFD')).map((t) => t.word)).toEqual(['do', 'hoa']);
  });
});

describe('understandQuery: nothing to understand', () => {
  it('gives the query back as typed', () => {
    for (const query of ['thinkpad', 'xps 13', 'vivobok', 'pin bền', '']) {
      expect(read(query)).toEqual({ text: query, understood: [], filters: emptyUnderstandingFilters() });
    }
  });
});

describe('understandQuery: prices', () => {
  it('reads dưới, trên, từ … đến, khoảng, with or without marks, triệu or tr', () => {
    expect(read('dưới 15 triệu').filters.priceRange).toEqual({ min: 0, max: 150 });
    expect(read('duoi 15 trieu').filters.priceRange).toEqual({ min: 0, max: 150 });
    expect(read('trên 30tr').filters.priceRange).toEqual({ min: 300, max: 1e12 });
    expect(read('từ 10 đến 20 triệu').filters.priceRange).toEqual({ min: 100, max: 200 });
    expect(read('tu 10tr toi 20tr').filters.priceRange).toEqual({ min: 100, max: 200 });
    expect(read('giá khoảng 20 triệu').filters.priceRange).toEqual({ min: 180, max: 220 });
    expect(read('dưới 15,5 triệu').filters.priceRange).toEqual({ min: 0, max: 155 });
    expect(labels('laptop duoi 30 trieu')).toEqual(['Dưới 30 triệu']);
    expect(labels('từ 10 đến 20 triệu')).toEqual(['Từ 10 đến 20 triệu']);
    expect(labels('trên 30tr')).toEqual(['Trên 30 triệu']);
  });

  it('reads a bare number in the catalogue unit, and in millions in a đồng catalogue', () => {
    expect(read('duoi 500').filters.priceRange).toEqual({ min: 0, max: 500 });
    expect(read('duoi 500', vnd).filters.priceRange).toEqual({ min: 0, max: 500_000_000 });
    expect(read('dưới 15 triệu', vnd).filters.priceRange).toEqual({ min: 0, max: 15_000_000 });
    expect(read('dưới 15000000', vnd).filters.priceRange).toEqual({ min: 0, max: 15_000_000 });
    expect(read('dưới 900k', vnd).filters.priceRange).toEqual({ min: 0, max: 900_000 });
  });

  it('takes a catalogue whose dearest product costs under 1,000,000 for specification-style prices', () => {
    expect(catalogueVndPerUnit(2499)).toBe(100_000);
    expect(catalogueVndPerUnit(32_990_000)).toBe(1);
  });

  it('leaves a number that is not a price as text, and applies the first of two prices', () => {
    expect(read('tu 14 inch').filters.priceRange).toBeNull();
    expect(read('từ 20 đến 10 triệu').filters.priceRange).toBeNull();
    const twice = read('dưới 10 triệu dưới 20 triệu');
    expect(twice.filters.priceRange).toEqual({ min: 0, max: 100 });
    expect(twice.text).toBe('');
    expect(twice.understood.map((u) => u.label)).toEqual(['Dưới 10 triệu']);
  });
});

describe('understandQuery: specifications', () => {
  it('reads graphics cards', () => {
    const rtx = read('rtx 4060');
    expect(rtx.filters.gpu).toBe('discrete');
    expect(rtx.filters.specWords).toEqual([{ field: 'gpuModel', words: ['rtx', '4060'] }]);
    expect(rtx.understood).toEqual([{ kind: 'gpu', label: 'RTX 4060', param: 'spec', value: 'rtx 4060', query: '' }]);
    expect(read('RTX4070').filters.specWords).toEqual([{ field: 'gpuModel', words: ['rtx', '4070'] }]);
    expect(read('card rời').filters.gpu).toBe('discrete');
  });

  it('reads processors', () => {
    expect(read('i7').filters.specWords).toEqual([{ field: 'cpuModel', words: ['i7'] }]);
    expect(read('core i5').filters.specWords).toEqual([{ field: 'cpuModel', words: ['i5'] }]);
    expect(read('ryzen 7').filters.specWords).toEqual([{ field: 'cpuModel', words: ['ryzen', '7'] }]);
    expect(read('core ultra 7').filters.specWords).toEqual([{ field: 'cpuModel', words: ['ultra', '7'] }]);
    expect(read('amd').filters.cpu).toBe('AMD');
    expect(labels('laptop i7')).toEqual(['Core i7']);
  });

  it('reads memory and storage', () => {
    expect(read('16gb').filters.ram).toBe(16);
    expect(read('ram 16').filters.ram).toBe(16);
    expect(read('16 GB RAM').filters.ram).toBe(16);
    expect(read('ssd 512').filters.storage).toBe(512);
    expect(read('512gb').filters.storage).toBe(512);
    expect(read('1tb').filters.storage).toBe(1024);
    expect(labels('ram 16')).toEqual(['RAM 16 GB']);
    expect(labels('ssd 1tb')).toEqual(['SSD 1 TB']);
  });

  it('reads screens and panels', () => {
    expect(read('14 inch').filters.screen).toBe('14-14');
    expect(read('15,6 inch').filters.screen).toBe('15-15');
    expect(read('màn hình 16').filters.screen).toBe('16-16');
    expect(read('14').filters.screen).toBeNull();
    expect(read('oled').filters.specWords).toEqual([{ field: 'panel', words: ['oled'] }]);
    expect(labels('man hinh oled 14 inch')).toEqual(['OLED', '14 inch']);
  });

  it('reads a weight', () => {
    expect(read('dưới 1,5kg').filters.weight).toBe(1.5);
    expect(read('duoi 2 kg').filters.weight).toBe(2);
    expect(read('dưới 1,5kg').filters.priceRange).toBeNull();
    expect(labels('dưới 1,5 kg')).toEqual(['Dưới 1,5 kg']);
  });
});

describe('understandQuery: synonyms, categories and brands', () => {
  it('reads the seeded synonyms into the catalogue category, and drops words every product is', () => {
    const game = read('laptop choi game duoi 30 trieu');
    expect(game.text).toBe('');
    expect(game.filters.category).toBe('Gaming');
    expect(game.filters.priceRange).toEqual({ min: 0, max: 300 });
    expect(game.understood).toEqual([
      { kind: 'category', label: 'Gaming', param: 'category', value: 'Gaming', query: 'laptop duoi 30 trieu' },
      { kind: 'price', label: 'Dưới 30 triệu', param: 'price', value: '0-300', query: 'laptop choi game' },
    ]);
    expect(read('máy tính xách tay').text).toBe('');
    expect(read('Máy Tính Xách Tay đồ họa').filters.category).toBe('Đồ họa');
    expect(read('laptop cho sinh viên').filters.category).toBe('Sinh viên');
  });

  it('uses an admin synonym whose meaning is not a filter as the words searched', () => {
    const context = { ...demo, synonyms: [{ phrases: ['ultrabook'], means: 'siêu mỏng' }] };
    expect(read('ultrabook dell', context).text).toBe('siêu mỏng dell');
  });

  it('makes a brand a filter and keeps it searched as text', () => {
    const dell = read('dell xps');
    expect(dell.filters.brand).toEqual(['Dell']);
    expect(dell.text).toBe('dell xps');
    expect(dell.understood[0]).toMatchObject({ kind: 'brand', label: 'Dell', query: 'xps' });
    expect(read('hp dell').filters.brand).toEqual(['HP', 'Dell']);
  });

  it('leaves a filter the request sets itself alone', () => {
    const preset = {
      ...emptyUnderstandingFilters(),
      category: 'Văn phòng',
      priceRange: { min: 1, max: 50 },
      brand: ['HP'],
    };
    const given = understandQuery('chơi game dell duoi 30 trieu', { ...demo, preset });
    expect(given.understood).toEqual([]);
    expect(given.text).toBe('dell');
    expect(given.filters).toMatchObject({ category: 'Văn phòng', priceRange: { min: 1, max: 50 }, brand: ['HP'] });
  });
});
