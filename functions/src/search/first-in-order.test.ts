import { describe, expect, it } from 'vitest';
import { firstInOrder } from './first-in-order.js';

/** Deterministic pseudo-random integers, so a failure repeats. */
function numbers(count: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state % 50; // many ties
  });
}

describe('firstInOrder', () => {
  const byValueThenIndex = (a: { value: number; index: number }, b: { value: number; index: number }) =>
    b.value - a.value || a.index - b.index;

  it('gives the same first items, in the same order, as sorting them all, for any count', () => {
    for (const size of [0, 1, 7, 100, 1_000]) {
      const items = numbers(size, size + 1).map((value, index) => ({ value, index }));
      const sorted = [...items].sort(byValueThenIndex);
      for (const count of [0, 1, 2, 12, 24, 99, 100, 101, 2_000])
        expect(firstInOrder(items, count, byValueThenIndex), `${count} of ${size}`).toEqual(sorted.slice(0, count));
    }
  });

  it('leaves the items it is given in their order', () => {
    const items = [3, 1, 2];
    firstInOrder(items, 2, (a, b) => a - b);
    firstInOrder(items, 3, (a, b) => a - b);
    expect(items).toEqual([3, 1, 2]);
  });
});
