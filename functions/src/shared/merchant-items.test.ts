import { describe, expect, it } from 'vitest';
import { merchantItems } from './merchant-items.js';

const context = { origin: 'https://shop.example', currency: 'VND' };
const base = {
  _id: 'lap-050',
  slug: 'macbook-air-m3-13',
  name: 'MacBook Air M3 13"',
  image: '/images/products/macbook-air-m3-13.jpg',
  price: 27_490_000,
  countInStock: 3,
};

describe('merchantItems', () => {
  it('gives one item per variant: id the SKU, grouped by the product, titled with the configuration', () => {
    const items = merchantItems(
      {
        ...base,
        variants: [
          { _id: 'a', sku: 'MBA-8-256', optionValues: ['8 GB', '256 GB', 'Bạc'], price: 27_490_000, countInStock: 3 },
          {
            _id: 'b',
            sku: 'MBA-16-512',
            optionValues: ['16 GB', '512 GB', 'Bạc'],
            price: 35_990_000,
            countInStock: 0,
            images: [{ url: 'https://cdn.example/b.jpg', alt: 'Bạc' }],
          },
        ],
      },
      context,
    );
    expect(items).toEqual([
      {
        id: 'MBA-8-256',
        item_group_id: 'lap-050',
        title: 'MacBook Air M3 13" 8 GB / 256 GB / Bạc',
        link: 'https://shop.example/product/macbook-air-m3-13?variant=a',
        image_link: 'https://shop.example/images/products/macbook-air-m3-13.jpg',
        price: '27490000 VND',
        availability: 'in_stock',
      },
      {
        id: 'MBA-16-512',
        item_group_id: 'lap-050',
        title: 'MacBook Air M3 13" 16 GB / 512 GB / Bạc',
        link: 'https://shop.example/product/macbook-air-m3-13?variant=b',
        image_link: 'https://cdn.example/b.jpg',
        price: '35990000 VND',
        availability: 'out_of_stock',
      },
    ]);
  });

  it('gives a product without variants one item, with no group, ids at most 50 characters', () => {
    const [item, ...rest] = merchantItems(
      { ...base, _id: 'x'.repeat(60), price: 1299.5, countInStock: 0 },
      {
        ...context,
        currency: 'USD',
      },
    );
    expect(rest).toEqual([]);
    expect(item).toEqual({
      id: 'x'.repeat(50),
      title: 'MacBook Air M3 13"',
      link: 'https://shop.example/product/macbook-air-m3-13',
      image_link: 'https://shop.example/images/products/macbook-air-m3-13.jpg',
      price: '1299.50 USD',
      availability: 'out_of_stock',
    });
  });
});
