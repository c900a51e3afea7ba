import { describe, expect, it } from 'vitest';
import { percentOff } from './compare-at-price.js';
import { bannerIsLive, liveBanners, type HomeBanner } from './home-settings.js';
import { bestSellerIds, orderUnits, unitsChange, unitsOfOrders } from './units-sold.js';
import { shopSettingsUpdateSchema, productUpdateSchema } from './schemas.js';
import { DEFAULT_SHOP_SETTINGS } from './shop-settings.js';

const NOW = new Date('2026-11-27T05:00:00.000Z');
const banner = (overrides: Partial<HomeBanner>): HomeBanner => ({
  image: '/a.jpg',
  alt: 'A',
  link: '/',
  order: 0,
  ...overrides,
});

describe('banners live now', () => {
  it('shows a banner from its start, until (not at) its end', () => {
    expect(bannerIsLive({}, NOW)).toBe(true);
    expect(bannerIsLive({ startsAt: '2026-11-27T05:00:00.000Z' }, NOW)).toBe(true);
    expect(bannerIsLive({ startsAt: '2026-11-27T05:00:01.000Z' }, NOW)).toBe(false);
    expect(bannerIsLive({ endsAt: '2026-11-27T05:00:00.000Z' }, NOW)).toBe(false);
    expect(bannerIsLive({ endsAt: '2026-11-27T05:00:01.000Z' }, NOW)).toBe(true);
  });

  it('orders the live ones by their order', () => {
    const banners = [
      banner({ alt: 'b', order: 2 }),
      banner({ alt: 'gone', endsAt: '2026-01-01T00:00:00.000Z' }),
      banner({ alt: 'a', order: 1 }),
    ];
    expect(liveBanners(banners, NOW).map((live) => live.alt)).toEqual(['a', 'b']);
  });
});

describe('percent off', () => {
  it('rounds the discount and shows none without a compare-at price above the price', () => {
    expect(percentOff(32_990_000, 37_990_000)).toBe('-13%');
    expect(percentOff(100, 100)).toBeNull();
    expect(percentOff(100, 90)).toBeNull();
    expect(percentOff(100, undefined)).toBeNull();
    expect(percentOff(999, 1000)).toBeNull(); // 0.1% rounds to nothing worth showing
  });
});

describe('units sold', () => {
  const order = { cancelledAt: null, paymentMethod: 'COD' as const, isPaid: false, totalPrice: 1 };
  const items = [
    { productId: 'a', slug: 'a', name: 'A', image: '', price: 1, quantity: 2 },
    { productId: 'a', slug: 'a', name: 'A', image: '', price: 1, quantity: 1 },
    { productId: 'b', slug: 'b', name: 'B', image: '', price: 1, quantity: 1 },
  ];
  it('counts a placed order, unpaid COD included, and not a cancelled one', () => {
    expect(orderUnits({ ...order, orderItems: items })).toEqual(
      new Map([
        ['a', 3],
        ['b', 1],
      ]),
    );
    expect(orderUnits({ ...order, cancelledAt: '2026-11-27T00:00:00.000Z', orderItems: items }).size).toBe(0);
  });
  it('changes by the difference only', () => {
    const placed = { ...order, orderItems: items };
    expect(unitsChange(placed, placed).size).toBe(0);
    expect(unitsChange(placed, { ...placed, cancelledAt: '2026-11-27T00:00:00.000Z' })).toEqual(
      new Map([
        ['a', -3],
        ['b', -1],
      ]),
    );
    expect(unitsOfOrders([placed, placed])).toEqual({ units: { a: 6, b: 2 } });
  });
  it('ranks best sellers by units, ties by id, without products at zero', () => {
    expect(bestSellerIds({ units: { b: 3, a: 3, c: 5, d: 0 } }, 3)).toEqual(['c', 'a', 'b']);
    expect(bestSellerIds(undefined, 3)).toEqual([]);
  });
});

describe('schemas', () => {
  const settings = { ...DEFAULT_SHOP_SETTINGS, version: '' };
  it('takes the settings without the home fields (kept as saved) and refuses a banner linking to another site', () => {
    expect(
      shopSettingsUpdateSchema.safeParse({ ...settings, banners: undefined, homeSections: undefined }).success,
    ).toBe(true);
    const refused = shopSettingsUpdateSchema.safeParse({ ...settings, banners: [banner({ link: '//evil.example' })] });
    expect(refused.error?.issues[0]?.message).toBe('banners.link must be a shop path starting with / or an https URL');
  });
  it('refuses a compare-at price not above the price', () => {
    const product = {
      name: 'N',
      slug: 'n',
      price: 100,
      image: '/i.jpg',
      category: 'C',
      brand: 'B',
      countInStock: 1,
      description: 'D',
      updatedAt: '2026-11-27T00:00:00.000Z',
    };
    expect(productUpdateSchema.safeParse({ ...product, compareAtPrice: 100 }).error?.issues[0]?.message).toBe(
      'compareAtPrice must be more than price',
    );
    expect(productUpdateSchema.safeParse({ ...product, compareAtPrice: 101 }).success).toBe(true);
    expect(productUpdateSchema.safeParse({ ...product, compareAtPrice: null }).success).toBe(true);
  });
});
