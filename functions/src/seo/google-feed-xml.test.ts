import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { merchantItems } from '../shared/merchant-items.js';
import { GOOGLE_NS, googleFeedXml } from './google-feed-xml.js';

const origin = 'https://shop.example';
const product = {
  _id: 'p1',
  slug: 'dell-xps-13',
  name: 'Dell XPS 13 <OLED> & Touch',
  image: '/images/products/xps.jpg',
  images: [
    { url: '/images/products/xps.jpg', alt: 'front' },
    { url: 'https://cdn.example/xps-side.jpg?w=1&h=2', alt: 'side' },
  ],
  price: 32_990_000,
  countInStock: 2,
  description: 'Màn hình "OLED" 3K & bàn phím <đèn nền>',
  brand: 'Dell & Co',
  specs: { cpu: { brand: 'Intel' as const, family: 'Core Ultra 7' }, ramGb: 16 },
  mpn: 'XPS9350-U7',
};

const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'item' }).parse(xml) as {
    rss: { '@_version': string; '@_xmlns:g': string; channel: { title: string; item: Record<string, unknown>[] } };
  };

describe('googleFeedXml', () => {
  it('is a well-formed RSS 2.0 document in the g namespace that reads back names with & and <', () => {
    const xml = googleFeedXml(
      { title: 'Laptop & Co', link: `${origin}/` },
      merchantItems(product, { origin, currency: 'VND' }),
    );

    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = parse(xml);
    expect(rss['@_version']).toBe('2.0');
    expect(rss['@_xmlns:g']).toBe(GOOGLE_NS);
    expect(rss.channel.title).toBe('Laptop & Co');
    const [item] = rss.channel.item;
    expect(item).toMatchObject({
      'g:id': 'p1',
      'g:title': 'Dell XPS 13 <OLED> & Touch',
      'g:description': 'Màn hình "OLED" 3K & bàn phím <đèn nền>',
      'g:link': `${origin}/product/dell-xps-13`,
      'g:image_link': `${origin}/images/products/xps.jpg`,
      'g:additional_image_link': 'https://cdn.example/xps-side.jpg?w=1&h=2',
      'g:availability': 'in_stock',
      'g:price': '32990000 VND',
      'g:brand': 'Dell & Co',
      'g:mpn': 'XPS9350-U7',
      'g:condition': 'new',
    });
    expect(item).not.toHaveProperty('g:identifier_exists');
    expect(item?.['g:product_detail']).toEqual([
      {
        'g:section_name': 'Specifications',
        'g:attribute_name': 'Processor',
        'g:attribute_value': 'Intel Core Ultra 7',
      },
      { 'g:section_name': 'Specifications', 'g:attribute_name': 'RAM', 'g:attribute_value': '16 GB' },
    ]);
  });

  it('writes identifier_exists no for an item without GTIN or MPN, and one item per variant', () => {
    const variants = [
      { _id: 'v1', sku: 'XPS-16', optionValues: ['16 GB'], price: 32_990_000, countInStock: 0 },
      { _id: 'v2', sku: 'XPS-32', optionValues: ['32 GB'], price: 39_990_000, countInStock: 1 },
    ];
    const xml = googleFeedXml(
      { title: 'Shop', link: `${origin}/` },
      merchantItems({ ...product, variants }, { origin, currency: 'VND' }),
    );
    const items = parse(xml).rss.channel.item;
    expect(items.map((item) => [item['g:id'], item['g:item_group_id'], item['g:availability']])).toEqual([
      ['XPS-16', 'p1', 'out_of_stock'],
      ['XPS-32', 'p1', 'in_stock'],
    ]);
    expect(items.every((item) => item['g:identifier_exists'] === 'no')).toBe(true);
  });

  it('is a valid, empty channel for a shop with nothing published', () => {
    const xml = googleFeedXml({ title: 'Shop', link: `${origin}/` }, []);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('<item>');
  });
});
