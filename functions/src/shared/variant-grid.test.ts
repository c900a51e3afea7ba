import { describe, expect, it } from 'vitest';
import { optionCombinations, skuFor, variantGrid, type VariantDraft } from './variant-grid.js';

const RAM = { name: 'RAM', values: ['8 GB', '16 GB'] };
const SSD = { name: 'SSD', values: ['256 GB', '512 GB'] };
const COLOUR = { name: 'Màu', values: ['Bạc', 'Xám'] };

describe('optionCombinations', () => {
  it('lists every combination in the options’ order', () => {
    expect(optionCombinations([RAM, SSD])).toEqual([
      ['8 GB', '256 GB'],
      ['8 GB', '512 GB'],
      ['16 GB', '256 GB'],
      ['16 GB', '512 GB'],
    ]);
  });

  it('is one empty combination without options', () => {
    expect(optionCombinations([])).toEqual([[]]);
  });
});

describe('skuFor', () => {
  it('writes the prefix and the values in the SKU alphabet, Vietnamese marks dropped', () => {
    expect(skuFor('air-m3', ['16 GB', '512 GB', 'Bạc'])).toBe('AIR-M3-16GB-512GB-BAC');
    expect(skuFor('đen', ['Đỏ'])).toBe('DEN-DO');
  });

  it('stays within 50 characters', () => {
    expect(skuFor('x'.repeat(60), ['8 GB']).length).toBe(50);
  });
});

describe('variantGrid', () => {
  const stored: VariantDraft = {
    _id: 'v16x512',
    sku: 'AIR-16-512',
    optionValues: ['16 GB', '512 GB'],
    price: 32_990_000,
    compareAtPrice: 34_990_000,
    countInStock: 7,
    specs: { ramGb: 16, storageGb: 512 },
  };

  it('makes a row per combination at the product price with no stock, SKUs unique', () => {
    const rows = variantGrid({ options: [RAM, SSD], previousOptions: [], existing: [], skuPrefix: 'air', price: 100 });
    expect(rows.map((row) => row.sku)).toEqual(['AIR-8GB-256GB', 'AIR-8GB-512GB', 'AIR-16GB-256GB', 'AIR-16GB-512GB']);
    expect(rows.every((row) => row.price === 100 && row.countInStock === 0 && row._id === undefined)).toBe(true);
  });

  it('keeps an existing configuration’s id, SKU, prices, stock and specs', () => {
    const rows = variantGrid({
      options: [RAM, SSD],
      previousOptions: [RAM, SSD],
      existing: [stored],
      skuPrefix: 'air',
      price: 100,
    });
    expect(rows[3]).toEqual(stored);
    expect(rows).toHaveLength(4);
  });

  it('spreads a configuration over a new option: the first keeps it, the copies start with no stock', () => {
    const rows = variantGrid({
      options: [RAM, SSD, COLOUR],
      previousOptions: [RAM, SSD],
      existing: [stored],
      skuPrefix: 'air',
      price: 100,
    });
    const silver = rows.find((row) => row.optionValues.join() === '16 GB,512 GB,Bạc');
    const grey = rows.find((row) => row.optionValues.join() === '16 GB,512 GB,Xám');
    expect(silver).toMatchObject({ _id: 'v16x512', sku: 'AIR-16-512', countInStock: 7, price: 32_990_000 });
    expect(grey).toMatchObject({ sku: 'AIR-16GB-512GB-XAM', countInStock: 0, price: 32_990_000 });
    expect(grey?._id).toBeUndefined();
  });

  it('drops rows whose value was removed', () => {
    const rows = variantGrid({
      options: [{ name: 'RAM', values: ['8 GB'] }, SSD],
      previousOptions: [RAM, SSD],
      existing: [stored],
      skuPrefix: 'air',
      price: 100,
    });
    expect(rows.map((row) => row.optionValues.join(' / '))).toEqual(['8 GB / 256 GB', '8 GB / 512 GB']);
  });
});
