import { describe, expect, it } from 'vitest';
import type { ProductWithReviews, Review } from '../shared/entities/catalogue.js';
import type { SearchFilters } from '../shared/search-filters.js';
import { parseSearchParams } from '../shared/search-params.js';
import {
  homeHead,
  noindexHead,
  notFoundHead,
  productHead,
  renderHead,
  searchHead,
  SITE_DESCRIPTION,
  summarize,
  type PageHead,
} from './page-head.js';

const ORIGIN = 'https://shop.example';

// Built here rather than from @test-factories: the unit project has no aliases and functions/ compiles only src/.
function laptop(overrides: Partial<ProductWithReviews> = {}): ProductWithReviews {
  return {
    _id: 'p1',
    slug: 'dell-vostro-3520',
    name: 'Dell Vostro 3520',
    image: '/images/products/dell-vostro-3520.jpg',
    images: [{ url: '/images/products/dell-vostro-3520.jpg', alt: 'Dell Vostro 3520' }],
    price: 12_990_000,
    description: 'Laptop văn phòng bền bỉ.',
    category: 'Văn phòng',
    brand: 'Dell',
    countInStock: 5,
    rating: 4.5,
    numReviews: 2,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    status: 'published',
    reviews: [review({ _id: 'u1', name: 'An', rating: 5 }), review({ _id: 'u2', name: 'Bình', rating: 4 })],
    reviewsNextCursor: null,
    ...overrides,
  };
}

function review(overrides: Partial<Review>): Review {
  return { _id: 'u', name: 'A', rating: 5, comment: 'Tốt', createdAt: '2026-02-03T04:05:06.000Z', ...overrides };
}

function filters(raw: Record<string, string>): SearchFilters {
  const parsed = parseSearchParams(raw);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.filters;
}

/** Reads the rendered head back as a crawler would: each JSON-LD block parsed from the HTML. */
function jsonLdIn(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
}

function ldOfType(head: PageHead, type: string): Record<string, unknown> {
  const found = jsonLdIn(renderHead(head)).find((ld) => ld['@type'] === type);
  if (!found) throw new Error(`no ${type} JSON-LD`);
  return found;
}

const metaContent = (head: PageHead, key: string) =>
  head.meta.find((tag) => ('property' in tag ? tag.property : tag.name) === key)?.content;

describe('productHead', () => {
  it('offers the VND price as a number, in stock while there is stock', () => {
    const product = ldOfType(productHead(ORIGIN, laptop()), 'Product');
    expect(product.offers).toEqual({
      '@type': 'Offer',
      url: `${ORIGIN}/product/dell-vostro-3520`,
      price: 12_990_000,
      priceCurrency: 'VND',
      availability: 'https://schema.org/InStock',
    });
    expect(product).toMatchObject({ name: 'Dell Vostro 3520', sku: 'p1', brand: { '@type': 'Brand', name: 'Dell' } });
  });

  it('names the brand, gives the weight in kilograms and one PropertyValue per specification, with units', () => {
    const product = ldOfType(
      productHead(
        ORIGIN,
        laptop({
          specs: {
            cpu: { brand: 'Intel', family: 'Core i5', model: '1235U', cores: 10 },
            ramGb: 8,
            screen: { inches: 15.6, touch: false },
            gpu: { kind: 'integrated' },
            weightKg: 1.66,
            warrantyMonths: 12,
          },
        }),
      ),
      'Product',
    );
    expect(product.brand).toEqual({ '@type': 'Brand', name: 'Dell' });
    expect(product.weight).toEqual({ '@type': 'QuantitativeValue', value: 1.66, unitCode: 'KGM' });
    expect(product.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Processor', value: 'Intel Core i5 1235U' },
      { '@type': 'PropertyValue', name: 'Processor cores', value: 10 },
      { '@type': 'PropertyValue', name: 'RAM', value: 8, unitText: 'GB' },
      { '@type': 'PropertyValue', name: 'Screen size', value: 15.6, unitCode: 'INH', unitText: 'inch' },
      { '@type': 'PropertyValue', name: 'Touch screen', value: false },
      { '@type': 'PropertyValue', name: 'Graphics type', value: 'integrated' },
      { '@type': 'PropertyValue', name: 'Warranty', value: 12, unitCode: 'MON', unitText: 'months' },
    ]);
  });

  it('has no weight and no additional properties for a product without specifications', () => {
    const product = ldOfType(productHead(ORIGIN, laptop({ specs: {} })), 'Product');
    expect(product).not.toHaveProperty('weight');
    expect(product).not.toHaveProperty('additionalProperty');
  });

  it('offers the struck-through price as a StrikethroughPrice, and none without a compare-at price above the price', () => {
    const product = ldOfType(productHead(ORIGIN, laptop({ compareAtPrice: 14_990_000 })), 'Product');
    expect(product.offers).toMatchObject({
      price: 12_990_000,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        priceType: 'https://schema.org/StrikethroughPrice',
        price: 14_990_000,
        priceCurrency: 'VND',
      },
    });
    expect(ldOfType(productHead(ORIGIN, laptop()), 'Product').offers).not.toHaveProperty('priceSpecification');
  });

  it("offers the shop's return policy from its settings", () => {
    const product = ldOfType(productHead(ORIGIN, laptop(), { returnDays: 30 }), 'Product');
    expect((product.offers as Record<string, unknown>).hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'VN',
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: 30,
    });
    const none = ldOfType(productHead(ORIGIN, laptop(), { returnDays: 0 }), 'Product');
    expect((none.offers as Record<string, unknown>).hasMerchantReturnPolicy).toEqual({
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'VN',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
    });
  });

  it('says OutOfStock when none is left', () => {
    const product = ldOfType(productHead(ORIGIN, laptop({ countInStock: 0 })), 'Product');
    expect(product.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('rates the product and lists its reviews when it has some', () => {
    const product = ldOfType(productHead(ORIGIN, laptop()), 'Product');
    expect(product.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 });
    expect(product.review).toEqual([
      expect.objectContaining({
        author: { '@type': 'Person', name: 'An' },
        reviewRating: expect.objectContaining({ ratingValue: 5 }),
      }),
      expect.objectContaining({
        author: { '@type': 'Person', name: 'Bình' },
        reviewBody: 'Tốt',
        datePublished: '2026-02-03T04:05:06.000Z',
      }),
    ]);
  });

  it('has no rating and no reviews before the first review', () => {
    const product = ldOfType(productHead(ORIGIN, laptop({ rating: 0, numReviews: 0, reviews: [] })), 'Product');
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('review');
  });

  it('makes site-relative images absolute and keeps absolute ones', () => {
    const relative = productHead(ORIGIN, laptop());
    expect(ldOfType(relative, 'Product').image).toEqual([`${ORIGIN}/images/products/dell-vostro-3520.jpg`]);
    expect(metaContent(relative, 'og:image')).toBe(`${ORIGIN}/images/products/dell-vostro-3520.jpg`);
    expect(metaContent(relative, 'twitter:card')).toBe('summary_large_image');

    const stored = 'https://firebasestorage.googleapis.com/v0/b/shop/o/product-images%2Fx.jpg?alt=media';
    const gallery = [
      { url: stored, alt: 'front' },
      { url: '/images/products/dell-vostro-3520-ports.webp', alt: 'ports' },
    ];
    expect(ldOfType(productHead(ORIGIN, laptop({ image: stored, images: gallery })), 'Product').image).toEqual([
      stored,
      `${ORIGIN}/images/products/dell-vostro-3520-ports.webp`,
    ]);
  });

  it('leaves out an image that is not http(s)', () => {
    const head = productHead(
      ORIGIN,
      laptop({ image: 'javascript:alert(1)', images: [{ url: 'javascript:alert(1)', alt: 'x' }] }),
    );
    expect(ldOfType(head, 'Product')).not.toHaveProperty('image');
    expect(metaContent(head, 'og:image')).toBeUndefined();
  });

  it('titles the page with the product, canonical on its own URL', () => {
    const head = productHead(`${ORIGIN}/`, laptop());
    expect(head.title).toBe('Dell Vostro 3520 | Laptop Shop');
    expect(head.canonical).toBe(`${ORIGIN}/product/dell-vostro-3520`);
    expect(head.robots).toBeNull();
    expect(metaContent(head, 'og:type')).toBe('product');
  });

  it('leads the breadcrumb from home through the category search page to the product', () => {
    const crumbs = ldOfType(productHead(ORIGIN, laptop()), 'BreadcrumbList').itemListElement;
    expect(crumbs).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Laptop Shop', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Văn phòng', item: `${ORIGIN}/search?category=V%C4%83n+ph%C3%B2ng` },
      { '@type': 'ListItem', position: 3, name: 'Dell Vostro 3520', item: `${ORIGIN}/product/dell-vostro-3520` },
    ]);
  });

  it('cannot close the script element or inject markup through a product name', () => {
    const name = '</script><script>alert(1)</script> & "x"';
    const html = renderHead(productHead(ORIGIN, laptop({ name })));

    expect(html).not.toContain('<script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the two JSON-LD blocks' own
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot; | Laptop Shop</title>',
    );
    expect(html).toContain(
      'content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot; | Laptop Shop"',
    );
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\"x\\"');
    const [product, breadcrumbs] = jsonLdIn(html);
    expect(product?.name).toBe(name);
    expect(JSON.stringify(breadcrumbs)).toContain(JSON.stringify(name));
  });

  it('keeps U+2028 and U+2029 out of the script text and reads them back', () => {
    const html = renderHead(productHead(ORIGIN, laptop({ description: 'a\u2028b\u2029c' })));
    expect(html).not.toMatch(/[\u2028\u2029]/);
    expect(jsonLdIn(html)[0]?.description).toBe('a\u2028b\u2029c');
  });
});

describe('productHead: a laptop sold in configurations', () => {
  const air = laptop({
    _id: 'air',
    slug: 'macbook-air-m3',
    name: 'MacBook Air M3',
    brand: 'Apple',
    price: 27_990_000,
    specs: { ramGb: 8, storageGb: 256, color: 'Bạc', weightKg: 1.24 },
    options: [
      { name: 'RAM', values: ['8 GB', '16 GB'] },
      { name: 'SSD', values: ['256 GB', '512 GB'] },
      { name: 'Màu', values: ['Bạc', 'Xám'] },
    ],
    variants: [
      { _id: 'v8', sku: 'AIR-8-256-S', optionValues: ['8 GB', '256 GB', 'Bạc'], price: 27_990_000, countInStock: 4 },
      {
        _id: 'v16g',
        sku: 'AIR-16-512-G',
        optionValues: ['16 GB', '512 GB', 'Xám'],
        price: 34_990_000,
        compareAtPrice: 36_990_000,
        countInStock: 0,
        specs: { ramGb: 16, storageGb: 512, color: 'Xám' },
        images: [{ url: '/images/air-grey.webp', alt: 'MacBook Air M3 xám' }],
      },
    ],
  });

  it('is a ProductGroup of its configurations, varying by RAM, SSD and schema.org colour', () => {
    const head = productHead(ORIGIN, air, { returnDays: 15 });
    expect(jsonLdIn(renderHead(head)).map((ld) => ld['@type'])).toEqual(['ProductGroup', 'BreadcrumbList']);
    const group = ldOfType(head, 'ProductGroup');
    expect(group).toMatchObject({
      name: 'MacBook Air M3',
      productGroupID: 'air',
      url: `${ORIGIN}/product/macbook-air-m3`,
      brand: { '@type': 'Brand', name: 'Apple' },
      variesBy: ['RAM', 'SSD', 'https://schema.org/color'],
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(group).not.toHaveProperty('offers');
  });

  it('gives each configuration its SKU, name, RAM and storage, and its own offer at ?variant=', () => {
    const [cheap, grey] = ldOfType(productHead(ORIGIN, air, { returnDays: 15 }), 'ProductGroup').hasVariant as Record<
      string,
      unknown
    >[];
    expect(cheap).toMatchObject({
      '@type': 'Product',
      sku: 'AIR-8-256-S',
      name: 'MacBook Air M3 8 GB / 256 GB / Bạc',
      inProductGroupWithID: 'air',
      color: 'Bạc',
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'RAM', value: 8, unitText: 'GB' },
        { '@type': 'PropertyValue', name: 'Storage', value: 256, unitText: 'GB' },
      ],
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/product/macbook-air-m3?variant=v8`,
        price: 27_990_000,
        priceCurrency: 'VND',
        availability: 'https://schema.org/InStock',
        hasMerchantReturnPolicy: { merchantReturnDays: 15 },
      },
    });
    expect(cheap?.offers).not.toHaveProperty('priceSpecification');
    expect(grey).toMatchObject({
      sku: 'AIR-16-512-G',
      color: 'Xám',
      image: `${ORIGIN}/images/air-grey.webp`,
      additionalProperty: [{ value: 16 }, { value: 512 }],
      offers: {
        price: 34_990_000,
        availability: 'https://schema.org/OutOfStock',
        priceSpecification: { priceType: 'https://schema.org/StrikethroughPrice', price: 36_990_000 },
      },
    });
  });

  it('stays a Product when the laptop is its own offer', () => {
    expect(jsonLdIn(renderHead(productHead(ORIGIN, laptop()))).map((ld) => ld['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
    ]);
  });
});

describe('summarize', () => {
  it('cuts a long description on a word boundary within the limit, marking the cut', () => {
    const text = 'Laptop chính hãng giá tốt '.repeat(10).trim();
    const summary = summarize(text);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith('…')).toBe(true);
    // What is kept ends where a word of the original ends.
    expect(text.startsWith(`${summary.slice(0, -1)} `)).toBe(true);
  });

  it('drops the punctuation before the ellipsis, and hard-cuts a single overlong word', () => {
    expect(summarize('alpha beta, gamma', 13)).toBe('alpha beta…');
    expect(summarize('abcdefghij', 5)).toBe('abcd…');
  });

  it('keeps a short description whole, whitespace collapsed', () => {
    expect(summarize('  Laptop\n  mỏng nhẹ ')).toBe('Laptop mỏng nhẹ');
  });

  it('falls back to the site description when the product has none', () => {
    expect(productHead(ORIGIN, laptop({ description: '' })).description).toBe(SITE_DESCRIPTION);
  });
});

describe('searchHead', () => {
  it('keeps a category page indexable, canonical with only the category', () => {
    const head = searchHead(ORIGIN, filters({ category: 'Gaming', pageSize: '24' }));
    expect(head.title).toBe('Search: Gaming | Laptop Shop');
    expect(head.canonical).toBe(`${ORIGIN}/search?category=Gaming`);
    expect(head.robots).toBeNull();
  });

  it('leaves default values out of the canonical URL', () => {
    const head = searchHead(
      ORIGIN,
      filters({ category: 'all', query: '', price: 'all', rating: 'all', order: 'newest', page: '1' }),
    );
    expect(head.title).toBe('Search | Laptop Shop');
    expect(head.canonical).toBe(`${ORIGIN}/search`);
    expect(head.robots).toBeNull();
  });

  it('does not index free-text results but lets crawlers follow their links', () => {
    const head = searchHead(ORIGIN, filters({ query: 'dell <xps>' }));
    expect(head.title).toBe('Search: dell <xps> | Laptop Shop');
    expect(head.robots).toBe('noindex, follow');
    expect(head.canonical).toBe(`${ORIGIN}/search?query=dell+%3Cxps%3E`);
    expect(renderHead(head)).toContain('<title>Search: dell &lt;xps&gt; | Laptop Shop</title>');
  });

  it('does not index pages after the first', () => {
    const head = searchHead(ORIGIN, filters({ category: 'Gaming', page: '2' }));
    expect(head.robots).toBe('noindex, follow');
    expect(head.canonical).toBe(`${ORIGIN}/search?category=Gaming&page=2`);
    expect(renderHead(head)).toContain(`<link rel="canonical" href="${ORIGIN}/search?category=Gaming&amp;page=2">`);
  });
});

describe('home, not found and private pages', () => {
  it('gives the home page the shop title, description and canonical root', () => {
    const html = renderHead(homeHead(ORIGIN));
    expect(html).toContain('<title>Laptop Shop</title>');
    expect(html).toContain(`<meta name="description" content="${SITE_DESCRIPTION}">`);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/">`);
    expect(html).toContain('<meta property="og:locale" content="vi_VN">');
    expect(html).not.toContain('name="robots"');
    expect(jsonLdIn(html)).toEqual([expect.objectContaining({ '@type': 'WebSite', url: `${ORIGIN}/` })]);
  });

  it("marks an unknown product's page noindex, with no canonical", () => {
    const html = renderHead(notFoundHead());
    expect(html).toContain('<title>Product Not Found | Laptop Shop</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });

  it('keeps private pages out of search engines entirely', () => {
    expect(renderHead(noindexHead())).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(noindexHead('Cart').title).toBe('Cart | Laptop Shop');
  });
});
