/**
 * The first `count` items in order, without sorting them all: a page of a broad search needs its
 * few rows, not the order of the thousands matched (docs/decisions/0015-search-engine.md, "Cost of
 * a query"). A bounded heap keeps the `count` best seen so far, n log(count) comparisons instead of
 * n log(n). For a deep page (`count` a large share of the items) a full sort is as fast, and used.
 */
export function firstInOrder<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  if (count <= 0) return [];
  if (count * 8 >= items.length) return [...items].sort(compare).slice(0, count);
  // heap[0] is the worst of the kept items, so a better newcomer replaces it.
  const heap: T[] = [];
  const worse = (i: number, j: number) => compare(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  for (const item of items) {
    if (heap.length < count) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (compare(item, heap[0]!) < 0) {
      heap[0] = item;
      for (let i = 0; ;) {
        const [left, right] = [2 * i + 1, 2 * i + 2];
        let top = i;
        if (left < heap.length && worse(left, top)) top = left;
        if (right < heap.length && worse(right, top)) top = right;
        if (top === i) break;
        swap(i, top);
        i = top;
      }
    }
  }
  return heap.sort(compare);
}
