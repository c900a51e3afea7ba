import { getDocs } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aProduct } from '@/testing/fixtures';
import { refusedByRules, snapshotOf } from '@/testing/firestore-snapshot';
import { fetchProduct } from '@/lib/product-reads';
import { fetchCartProducts } from './fetch-cart-products';

vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDocs: vi.fn(),
}));
vi.mock('@/lib/product-reads', () => ({ fetchProduct: vi.fn() }));

beforeEach(() => {
  vi.mocked(getDocs).mockReset();
  vi.mocked(fetchProduct).mockReset().mockRejectedValue(new Error('not consulted'));
});

const p1 = aProduct({ _id: 'p1', price: 60 });
const p2 = aProduct({ _id: 'p2', price: 40 });

describe('fetchCartProducts: the cart re-reads its products in one batch', () => {
  it('reads every product of the cart in one query', async () => {
    vi.mocked(getDocs).mockResolvedValue(snapshotOf([p1, p2]));
    expect(await fetchCartProducts(['p1', 'p2'])).toEqual(
      new Map([
        ['p1', p1],
        ['p2', p2],
      ]),
    );
    expect(getDocs).toHaveBeenCalledTimes(1);
    expect(fetchProduct).not.toHaveBeenCalled();
  });

  it("splits a cart longer than Firestore's 30 values of one 'in' filter", async () => {
    vi.mocked(getDocs).mockResolvedValue(snapshotOf([]));
    const ids = Array.from({ length: 31 }, (_, i) => `p${i}`);
    expect((await fetchCartProducts(ids)).size).toBe(31);
    expect(getDocs).toHaveBeenCalledTimes(2);
  });

  it('when the rules refuse the batch (a product was deleted), reads each alone: the refused one is not on sale', async () => {
    vi.mocked(getDocs).mockRejectedValue(refusedByRules());
    vi.mocked(fetchProduct).mockImplementation(async (id) => {
      if (id === 'p1') return p1;
      throw refusedByRules();
    });
    expect(await fetchCartProducts(['p1', 'p2'])).toEqual(
      new Map([
        ['p1', p1],
        ['p2', null],
      ]),
    );
  });

  it('leaves out a product whose own read failed for another reason, and fails when the query does', async () => {
    vi.mocked(getDocs).mockRejectedValueOnce(refusedByRules());
    vi.mocked(fetchProduct).mockImplementation(async (id) => {
      if (id === 'p1') return p1;
      throw new Error('offline');
    });
    expect(await fetchCartProducts(['p1', 'p2'])).toEqual(new Map([['p1', p1]]));

    vi.mocked(getDocs).mockRejectedValueOnce(new Error('offline'));
    await expect(fetchCartProducts(['p1'])).rejects.toThrow('offline');
  });

  it('finds nothing for an id no document can have, without failing the others', async () => {
    vi.mocked(getDocs).mockResolvedValue(snapshotOf([p1]));
    const current = await fetchCartProducts(['p1', 'a/b']);
    expect(current.get('a/b')).toBeNull();
    expect(current.get('p1')).toEqual(p1);
  });
});
