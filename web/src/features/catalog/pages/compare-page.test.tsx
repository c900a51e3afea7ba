import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { laptopSpecs, product } from '@test-factories';
import type { CompareProducts } from '@shared/entities/catalogue';
import { MSG } from '@shared/messages';
import { COMPARE_MSG } from '@shared/screen-messages';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { clearCompare, compareItems, toggleCompare } from '@/features/catalog/compare-store';
import { CompareTrayMount } from '@/features/catalog/components/compare-tray-mount';
import ComparePage from './compare-page';

const thin = product({
  _id: 'p1',
  name: 'Thin',
  price: 300,
  specs: laptopSpecs({ weightKg: 1.2, ramGb: 16 }),
});
const heavy = product({
  _id: 'p2',
  name: 'Heavy',
  price: 500,
  countInStock: 0,
  specs: laptopSpecs({ weightKg: 2.5, ramGb: 16 }),
});
const third = product({ _id: 'p3', name: 'Third', specs: laptopSpecs({ weightKg: 1.8, ramGb: 32 }) });

const renderCompare = (ids: string, answer: CompareProducts) => {
  const api = fakeApi({ compareProducts: answer });
  renderWithProviders(<ComparePage />, { url: `/compare?ids=${ids}`, path: '/compare' });
  return api;
};

const table = async () => within(await screen.findByRole('table', { name: 'Laptops compared' }));
const row = (t: Awaited<ReturnType<typeof table>>, label: RegExp) =>
  t.getByRole('rowheader', { name: label }).closest('tr');

beforeEach(() => clearCompare());

describe('compare page', () => {
  it('reads the ids of its URL and shows the laptops side by side: name, price, stock, rating, every spec row', async () => {
    const api = renderCompare('p1,p2', { products: [thin, heavy], dropped: [] });
    const compared = await table();
    expect(api.calls('compareProducts')).toEqual([expect.objectContaining({ query: { ids: 'p1,p2' } })]);
    expect(compared.getByRole('columnheader', { name: 'Thin' })).toBeInTheDocument();
    expect(compared.getByRole('columnheader', { name: 'Heavy' })).toBeInTheDocument();
    expect(row(compared, /^Price/)).toHaveTextContent('300 VND500 VND');
    expect(row(compared, /^Status/)).toHaveTextContent(`${MSG.inStockBadge}${MSG.outOfStockBadge}`);
    expect(row(compared, /^Weight/)).toHaveTextContent('1,2 kg2,5 kg');
    expect(row(compared, /^CPU/)).toHaveTextContent('Intel Core i5 1235U');
  });

  it('marks the rows that differ, and the switch shows only those', async () => {
    renderCompare('p1,p2', { products: [thin, heavy], dropped: [] });
    const compared = await table();
    expect(row(compared, /^Weight/)).toHaveClass('differs');
    expect(within(row(compared, /^Weight/)!).getByText('differs')).toBeInTheDocument();
    expect(row(compared, /^RAM/)).not.toHaveClass('differs');

    await userEvent.click(screen.getByRole('switch', { name: 'Show only differences' }));
    expect(compared.getByRole('rowheader', { name: /^Weight/ })).toBeInTheDocument();
    expect(compared.queryByRole('rowheader', { name: /^RAM/ })).not.toBeInTheDocument();
    // The product rows stay: they are what is compared.
    expect(compared.getByRole('rowheader', { name: /^Price/ })).toBeInTheDocument();
  });

  it('says when ids of the link were dropped (unknown or no longer for sale)', async () => {
    renderCompare('p1,p2,gone', { products: [thin, heavy], dropped: ['gone'] });
    expect(
      await screen.findByText('1 laptop(s) in this link are no longer for sale and were left out.'),
    ).toBeInTheDocument();
  });

  it('on a phone shows two columns chosen with the pickers, rows still aligned in one table', async () => {
    renderCompare('p1,p2,p3', { products: [thin, heavy, third], dropped: [] });
    const compared = await table();
    const cellsOf = (label: RegExp) => [...row(compared, label)!.querySelectorAll('td')];
    expect(cellsOf(/^Weight/).map((cell) => cell.className)).toEqual(['shown', 'shown', 'hidden-on-phone']);

    // The pickers show only at phone width (a media query jsdom does not apply), hence hidden: true.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Column 2', hidden: true }), 'Third');
    expect(cellsOf(/^Weight/).map((cell) => cell.className)).toEqual(['shown', 'hidden-on-phone', 'shown']);
    expect(compared.getByRole('columnheader', { name: 'Heavy' })).toHaveClass('hidden-on-phone');
  });

  it('removes a laptop from the table and the tray by changing the shareable URL', async () => {
    toggleCompare(thin);
    toggleCompare(heavy);
    renderCompare('p1,p2', { products: [thin, heavy], dropped: [] });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Thin from compare' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/compare?ids=p2'));
    expect(compareItems().map((item) => item._id)).toEqual(['p2']);
  });

  it('offers add-to-cart only for a laptop in stock', async () => {
    renderCompare('p1,p2', { products: [thin, heavy], dropped: [] });
    await table();
    expect(screen.getByRole('button', { name: 'Add to cart: Thin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart: Heavy' })).not.toBeInTheDocument();
  });

  it('refuses a link with more than four ids with the shared message, reading nothing', async () => {
    const api = renderCompare('a,b,c,d,e', { products: [], dropped: [] });
    expect(await screen.findByText(COMPARE_MSG.compareTooManyIds)).toBeInTheDocument();
    expect(api.calls('compareProducts')).toEqual([]);
  });
});

describe('compare tray store', () => {
  it('holds at most four laptops, remembered in local storage; a fifth is refused', () => {
    for (const id of ['a', 'b', 'c', 'd']) expect(toggleCompare(product({ _id: id }))).toBe('added');
    expect(toggleCompare(product({ _id: 'e' }))).toBe('full');
    expect(JSON.parse(localStorage.getItem('compare') ?? '[]')).toHaveLength(4);
    expect(toggleCompare(product({ _id: 'a' }))).toBe('removed');
    expect(compareItems().map((item) => item._id)).toEqual(['b', 'c', 'd']);
  });
});

describe('compare tray', () => {
  it('shows on other pages once it holds a laptop, links to the compare page with their ids, and takes one out', async () => {
    renderWithProviders(<CompareTrayMount />, { url: '/', path: '/' });
    expect(screen.queryByRole('complementary', { name: 'Compare tray' })).not.toBeInTheDocument();
    toggleCompare(thin);
    toggleCompare(heavy);
    const tray = within(await screen.findByRole('complementary', { name: 'Compare tray' }));
    expect(tray.getByText('Compare (2/4)')).toBeInTheDocument();
    expect(tray.getByRole('link', { name: 'Compare' })).toHaveAttribute('href', '/compare?ids=p1,p2');
    await userEvent.click(tray.getByRole('button', { name: 'Remove Thin from compare' }));
    expect(compareItems().map((item) => item._id)).toEqual(['p2']);
  });
});

// Last in the file: it reloads the store's module, which the tests above share with the page.
describe('compare tray storage', () => {
  it('reads a tampered or oversized stored tray as empty and removes it', async () => {
    const item = { _id: 'a', name: 'A', slug: 'a', image: '/a.jpg' };
    for (const stored of [[item, item, item, item, item], [{ ...item, name: 42 }], 'not a list']) {
      localStorage.setItem('compare', JSON.stringify(stored));
      vi.resetModules();
      // A fresh module reads storage again, as a new page load does.
      const fresh = await import('@/features/catalog/compare-store');
      expect(fresh.compareItems()).toEqual([]);
      expect(localStorage.getItem('compare')).toBeNull();
    }
  });
});
