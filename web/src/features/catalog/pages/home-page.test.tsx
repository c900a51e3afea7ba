import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDocs } from 'firebase/firestore/lite';
import { aProduct } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render-with-providers';
import { fetchHomeProducts } from '@/features/catalog/catalog-queries';
import HomePage from './home-page';

vi.mock('@/lib/firebase-auth', () => ({ currentIdToken: vi.fn(async () => null) }));
vi.mock('firebase/firestore/lite', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getDocs: vi.fn(),
}));

/** What getDocs answers: a snapshot of these products. */
const snapshotOf = (products: ReturnType<typeof aProduct>[]) =>
  ({ empty: products.length === 0, docs: products.map((product) => ({ data: () => product })) }) as never;

const featured = aProduct({ _id: 'f1', name: 'Featured Laptop', featured: true });
const newest = aProduct({ _id: 'n1', name: 'Newest Laptop' });

beforeEach(() => vi.mocked(getDocs).mockReset());

describe('home: Featured Products', () => {
  it('shows the products an admin featured, and reads nothing more', async () => {
    vi.mocked(getDocs).mockResolvedValueOnce(snapshotOf([featured]));
    expect((await fetchHomeProducts()).map((p) => p.name)).toEqual(['Featured Laptop']);
    expect(getDocs).toHaveBeenCalledTimes(1);
  });

  it('shows the newest products when none is featured', async () => {
    vi.mocked(getDocs)
      .mockResolvedValueOnce(snapshotOf([]))
      .mockResolvedValueOnce(snapshotOf([newest]));
    expect((await fetchHomeProducts()).map((p) => p.name)).toEqual(['Newest Laptop']);
    expect(getDocs).toHaveBeenCalledTimes(2);
  });

  it("links to every product with 'See all products'", async () => {
    vi.mocked(getDocs).mockResolvedValue(snapshotOf([featured]));
    renderWithProviders(<HomePage />, { url: '/', path: '/' });
    expect(await screen.findByText('Featured Laptop')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/search');
  });
});
