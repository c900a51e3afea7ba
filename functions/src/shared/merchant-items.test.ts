import { describe, expect, it } from 'vitest';
import { feedText, merchantItems, type FeedProduct } from './merchant-items.js';

const context = { origin: 'https://shop.example', currency: 'VND' };
const base: FeedProduct = {
  _id: 'lap-050',
  slug: 'macbook-air-m3-13',
  name: 'MacBook Air M3 13"',
  image: '/images/products/macbook-air-m3-13.jpg',
  price: 27_490_000,
  countInStock: 3,
  description: 'Mỏng nhẹ, pin cả ngày.',
  brand: 'Apple',
  specs: { ramGb: 8, storageGb: 256, screen: { inches: 13.6, touch: false } },
};

describe('merchantItems', () => {
  it('gives one item per variant: id the SKU, grouped by the product, titled with the configuration', () => {
    const items = merchantItems(
      {
        ...base,
        gtin: '0194253715986',
        variants: [
          { _id: 'a', sku: 'MBA-8-256', optionValues: ['8 GB', '256 GB', 'Bạc'], price: 27_490_000, countInStock: 3 },
          {
            _id: 'b',
            sku: 'MBA-16-512',
            optionValues: ['16 GB', '512 GB', 'Bạc'],
            price: 35_990_000,
            countInStock: 0,
            specs: { ramGb: 16, storageGb: 512 },
            images: [{ url: 'https://cdn.example/b.jpg', alt: 'Bạc' }],
          },
        ],
      },
      context,
    );
    expect(
      items.map(({ id, item_group_id, title, link, price, availability }) => ({
        id,
        item_group_id,
        title,
        link,
        price,
        availability,
      })),
    ).toEqual([
      {
        id: 'MBA-8-256',
        item_group_id: 'lap-050',
        title: 'MacBook Air M3 13" 8 GB / 256 GB / Bạc',
        link: 'https://shop.example/product/macbook-air-m3-13?variant=a',
        price: '27490000 VND',
        availability: 'in_stock',
      },
      {
        id: 'MBA-16-512',
        item_group_id: 'lap-050',
        title: 'MacBook Air M3 13" 16 GB / 512 GB / Bạc',
        link: 'https://shop.example/product/macbook-air-m3-13?variant=b',
        price: '35990000 VND',
        availability: 'out_of_stock',
      },
    ]);
    // The configuration's photo first, the product's after it.
    expect(items[1]?.image_link).toBe('https://cdn.example/b.jpg');
    expect(items[1]?.additional_image_link).toEqual(['https://shop.example/images/products/macbook-air-m3-13.jpg']);
    // The product's GTIN names no single configuration.
    expect(items[0]).toMatchObject({ identifier_exists: 'no' });
    expect(items[0]?.gtin).toBeUndefined();
    // Each configuration's own specifications.
    expect(items[1]?.product_detail).toContainEqual({
      section_name: 'Specifications',
      attribute_name: 'RAM',
      attribute_value: '16 GB',
    });
  });

  it('gives a product without variants one item, with no group, ids at most 50 characters', () => {
    const [item, ...rest] = merchantItems(
      { ...base, _id: 'x'.repeat(60), price: 1299.5, countInStock: 0 },
      { ...context, currency: 'USD' },
    );
    expect(rest).toEqual([]);
    expect(item).toEqual({
      id: 'x'.repeat(50),
      title: 'MacBook Air M3 13"',
      description: 'Mỏng nhẹ, pin cả ngày.',
      link: 'https://shop.example/product/macbook-air-m3-13',
      image_link: 'https://shop.example/images/products/macbook-air-m3-13.jpg',
      additional_image_link: [],
      price: '1299.50 USD',
      availability: 'out_of_stock',
      brand: 'Apple',
      identifier_exists: 'no',
      condition: 'new',
      product_detail: [
        { section_name: 'Specifications', attribute_name: 'RAM', attribute_value: '8 GB' },
        { section_name: 'Specifications', attribute_name: 'Storage', attribute_value: '256 GB' },
        { section_name: 'Specifications', attribute_name: 'Screen size', attribute_value: '13.6 inch' },
        { section_name: 'Specifications', attribute_name: 'Touch screen', attribute_value: 'No' },
      ],
    });
  });

  it('sends the GTIN or the MPN when the product has one, and then no identifier_exists', () => {
    const [withGtin] = merchantItems({ ...base, gtin: '0194253715986', condition: 'refurbished' }, context);
    expect(withGtin).toMatchObject({ gtin: '0194253715986', condition: 'refurbished' });
    expect(withGtin?.identifier_exists).toBeUndefined();
    const [withMpn] = merchantItems({ ...base, mpn: 'MRXN3SA/A' }, context);
    expect(withMpn).toMatchObject({ mpn: 'MRXN3SA/A' });
    expect(withMpn?.identifier_exists).toBeUndefined();
  });

  it('is in stock only with units left, per configuration too', () => {
    expect(merchantItems({ ...base, countInStock: 1 }, context)[0]?.availability).toBe('in_stock');
    expect(merchantItems({ ...base, countInStock: 0 }, context)[0]?.availability).toBe('out_of_stock');
  });

  it('lists a discounted product at its compare-at price with the selling price as sale_price', () => {
    const [item] = merchantItems({ ...base, compareAtPrice: 29_990_000 }, context);
    expect(item).toMatchObject({ price: '29990000 VND', sale_price: '27490000 VND' });
  });

  it('cuts the title at 150 and the description at 5000 characters, and lists at most 10 more photos', () => {
    const photos = Array.from({ length: 12 }, (_, index) => ({ url: `/p/${index}.jpg`, alt: `${index}` }));
    const [item] = merchantItems(
      { ...base, name: 'Á'.repeat(200), description: 'ệ'.repeat(6000), images: photos },
      context,
    );
    expect(Array.from(item?.title ?? '')).toHaveLength(150);
    expect(Array.from(item?.description ?? '')).toHaveLength(5000);
    expect(item?.image_link).toBe('https://shop.example/p/0.jpg');
    expect(item?.additional_image_link).toHaveLength(10);
    expect(item?.additional_image_link[0]).toBe('https://shop.example/p/1.jpg');
  });
});

describe('feedText', () => {
  it('drops the control characters XML cannot carry and never splits a character in two', () => {
    expect(feedText('Laptop\u0000 \u0007mới\ttốt\n', 100)).toBe('Laptop mới\ttốt\n');
    expect(feedText('ab😀cd', 3)).toBe('ab😀');
  });
});
