import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HomePage as HomePageData } from '@shared/entities/home';
import { aProduct } from '@/testing/fixtures';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import HomePage from './home-page';

const featured = aProduct({ _id: 'f1', name: 'Featured Laptop', featured: true });
const discounted = aProduct({
  _id: 'd1',
  name: 'Dell XPS 13 9340 Intel Core Ultra 7 155H 16GB 512GB 13.4 inch FHD+',
  price: 32_990_000,
  compareAtPrice: 37_990_000,
  specs: { cpu: { family: 'Core Ultra 7', model: '155H' }, ramGb: 16, storageGb: 512, screen: { inches: 13.4 } },
});

const renderHome = (page: HomePageData) => {
  const api = fakeApi({ homePage: page });
  renderWithProviders(<HomePage />, { url: '/', path: '/' });
  return api;
};

describe('home page: the specification default', () => {
  it("shows 'Featured Products' with its grid and 'See all products', and nothing else", async () => {
    const api = renderHome({ banners: [], sections: [{ kind: 'featured', products: [featured] }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Featured Products' })).toBeInTheDocument();
    expect(screen.getByText('Featured Laptop')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/search');
    expect(screen.queryByRole('list', { name: 'Promotions' })).not.toBeInTheDocument();
    // The spec's card: no specification chips.
    expect(screen.getByRole('article').className).not.toContain('card-shop');
    expect(api.calls('homePage')).toHaveLength(1);
  });

  it("says 'No Product Found' when the shop has no product", async () => {
    renderHome({ banners: [], sections: [{ kind: 'featured', products: [] }] });
    expect(await screen.findByText('No Product Found')).toBeInTheDocument();
  });
});

describe('home page: a shop that set up its sections', () => {
  const page: HomePageData = {
    banners: [
      { image: '/images/banners/a.jpg', alt: 'Back to school', link: '/search?category=Gaming', order: 0 },
      { image: '/images/banners/b.jpg', alt: 'Tết sale', link: 'https://example.com/tet', order: 1 },
    ],
    sections: [
      { kind: 'categories', tiles: [{ name: 'Gaming', count: 14 }] },
      { kind: 'brands', tiles: [{ name: 'Dell', count: 5 }] },
      {
        kind: 'priceBands',
        bands: [
          { min: 1, max: 50 },
          { min: 0, max: 15_000_000, label: 'Dưới 15 triệu' },
        ],
      },
      { kind: 'featured', products: [featured] },
      { kind: 'onSale', products: [discounted] },
    ],
  };

  it('shows the banners in order, the first one the high-priority image with its size', async () => {
    renderHome(page);
    const strip = await screen.findByRole('list', { name: 'Promotions' });
    const images = within(strip).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Back to school', 'Tết sale']);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '1200');
    expect(images[0]).toHaveAttribute('height', '400');
    expect(images[1]).toHaveAttribute('loading', 'lazy');
    expect(
      within(strip)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/search?category=Gaming', 'https://example.com/tet']);
  });

  it('shows category and brand tiles with counts, and price chips by label or as the search words them', async () => {
    renderHome(page);
    const categories = await screen.findByRole('region', { name: 'Shop by category' });
    expect(within(categories).getByRole('link', { name: /Gaming/ })).toHaveAttribute('href', '/search?category=Gaming');
    expect(within(categories).getByText('14 laptops')).toBeInTheDocument();
    const brands = screen.getByRole('region', { name: 'Shop by brand' });
    expect(within(brands).getByRole('link', { name: /Dell/ })).toHaveAttribute('href', '/search?brand=Dell');
    const prices = screen.getByRole('region', { name: 'Shop by price' });
    expect(within(prices).getByRole('link', { name: '$1 to $50' })).toHaveAttribute('href', '/search?price=1-50');
    expect(within(prices).getByRole('link', { name: 'Dưới 15 triệu' })).toHaveAttribute(
      'href',
      '/search?price=0-15000000',
    );
  });

  it('shows product rows in the shop layout: spec chips and the struck compare-at price with the percentage off', async () => {
    renderHome(page);
    const onSale = (await screen.findByRole('heading', { name: 'On sale' })).closest('section');
    if (!onSale) throw new Error('no On sale section');
    const card = within(onSale).getByRole('article');
    expect(card.className).toContain('card-shop');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Core Ultra 7 155H', '16 GB', '512 GB SSD', '13.4"']);
    expect(card.querySelector('s')?.textContent).toBe('37.990.000 VND');
    expect(within(card).getByText('-13%')).toBeInTheDocument();
    // With a banner above them, no card image competes with it for priority.
    expect(card.querySelector('img')).not.toHaveAttribute('fetchpriority');
    expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
