import { describe, expect, it } from 'vitest';
import type { ProductVariant } from '@shared/entities/variants';
import { AIR } from '@/testing/variant-product';
import { chooseValue, optionChoices, startingVariant } from './variant-choice';

const byId = (id: string) => AIR.variants?.find((variant) => variant._id === id) as ProductVariant;

describe('startingVariant', () => {
  it('starts from the configuration the URL names', () => {
    expect(startingVariant(AIR, 'v16s')?._id).toBe('v16s');
  });

  it('falls back to the default for an unknown id or none', () => {
    expect(startingVariant(AIR, 'gone')?._id).toBe('v8s');
    expect(startingVariant(AIR, null)?._id).toBe('v8s');
    expect(startingVariant({ ...AIR, defaultVariantId: 'v16t' }, null)?._id).toBe('v16t');
  });

  it('has none for a product without variants', () => {
    expect(startingVariant({}, 'v16s')).toBeUndefined();
  });
});

describe('chooseValue', () => {
  it('keeps the later choices when that configuration exists', () => {
    expect(chooseValue(AIR, byId('v16t'), 1, '512 GB')?._id).toBe('v16s');
    expect(chooseValue(AIR, byId('v16s'), 2, 'Xám')?._id).toBe('v16x');
  });

  it('else takes the cheapest configuration with the choices so far', () => {
    // 16 GB / 1 TB exists only in silver.
    expect(chooseValue(AIR, byId('v16x'), 1, '1 TB')?._id).toBe('v16t');
    // 16 GB / 256 GB is not sold: the cheapest 16 GB one, whatever the colour was.
    expect(chooseValue(AIR, byId('v8x'), 0, '16 GB')?._id).toBe('v16s');
    // 8 GB has no 1 TB: the cheapest 8 GB one.
    expect(chooseValue(AIR, byId('v16t'), 0, '8 GB')?._id).toBe('v8s');
  });

  it('leads nowhere for a combination that is not sold', () => {
    expect(chooseValue(AIR, byId('v8s'), 1, '512 GB')).toBeUndefined();
    expect(chooseValue(AIR, byId('v16t'), 2, 'Xám')).toBeUndefined();
  });
});

describe('optionChoices', () => {
  it('enables every first-option value and disables later values no configuration matches', () => {
    const [ram, ssd, colour] = optionChoices(AIR, byId('v8s'));
    expect(ram?.values.map(({ value, checked, disabled }) => [value, checked, disabled])).toEqual([
      ['8 GB', true, false],
      ['16 GB', false, false],
    ]);
    expect(ssd?.name).toBe('SSD');
    expect(ssd?.values.map(({ value, disabled }) => [value, disabled])).toEqual([
      ['256 GB', false],
      ['512 GB', true],
      ['1 TB', true],
    ]);
    expect(colour?.values.every(({ disabled }) => !disabled)).toBe(true);
  });

  it('marks a chip sold out when the configuration it leads to has no stock', () => {
    const colour = optionChoices(AIR, byId('v16s'))[2];
    expect(colour?.values.map(({ value, soldOut }) => [value, soldOut])).toEqual([
      ['Bạc', false],
      ['Xám', true],
    ]);
  });

  it('has no groups for a product without options', () => {
    expect(optionChoices({}, byId('v8s'))).toEqual([]);
  });
});
