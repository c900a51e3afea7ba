/**
 * The Vietnamese demo (`npm run seed -- --profile=vietnam`, scripts/data/profiles/vietnam.mjs):
 * real retail prices for every demo laptop and settings the admin's form would accept.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RENDITION_WIDTHS, renditionUrl } from '@shared/image-renditions';
import { buildSeedDocs, readSeedFiles } from '../../seed/build-seed-docs';
import { shopSettingsUpdateSchema } from '@shared/schemas';
import { DEFAULT_SHOP_SETTINGS, VIETNAM_SHOP_DEFAULTS, type ShopSettings } from '@shared/shop-settings';
import { productChanges, settings } from '../../scripts/data/profiles/vietnam.mjs';

const files = readSeedFiles();
const changes = productChanges as Record<string, { price?: number }>;
const shop = { ...DEFAULT_SHOP_SETTINGS, ...(settings as Partial<ShopSettings>) };

describe('the Vietnamese demo profile', () => {
  it('draws every banner with the WebP renditions its srcset names', () => {
    const banners = (settings.banners ?? []) as { image: string }[];
    expect(banners.length).toBeGreaterThan(0);
    for (const { image } of banners) {
      for (const width of RENDITION_WIDTHS) {
        const file = renditionUrl(image, width) ?? `${image}: no renditions`;
        expect(existsSync(new URL(`../../web/public${file}`, import.meta.url)), file).toBe(true);
      }
    }
  });

  it('prices every demo laptop in whole thousands of đồng, between 5 and 150 triệu', () => {
    for (const product of files.products) {
      const price = changes[product.slug]?.price;
      expect(price, product.slug).toBeDefined();
      expect(price! % 1000, product.slug).toBe(0);
      expect(price!, product.slug).toBeGreaterThanOrEqual(5_000_000);
      expect(price!, product.slug).toBeLessThanOrEqual(150_000_000);
    }
    expect(changes['dell-xps-13-9340']?.price).toBe(32_990_000);
    const slugs = new Set(files.products.map((product) => product.slug));
    expect(Object.keys(changes).filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it("holds the Vietnamese shop's choices and settings the admin's form accepts", () => {
    expect(shop).toMatchObject(VIETNAM_SHOP_DEFAULTS);
    expect(shopSettingsUpdateSchema.safeParse({ ...shop, version: '' }).success).toBe(true);
  });

  it('sends order news and lookup codes by Zalo through the local ZNS sandbox', () => {
    expect(shop.zns).toEqual({
      otpTemplateId: '505901',
      orderPlacedTemplateId: '505902',
      orderShippedTemplateId: '505903',
      orderDeliveredTemplateId: '505904',
    });
  });

  it('keeps shipping, free shipping and cash on delivery sensible in đồng', () => {
    expect(shop.shippingFee).toBe(30_000);
    expect(shop.freeShippingAbove).toBe(500_000);
    const prices = Object.values(changes).map((change) => change.price ?? 0);
    // Most laptops can be paid on delivery; every laptop ships free.
    expect(prices.filter((price) => price <= shop.codLimit).length / prices.length).toBeGreaterThan(0.8);
    expect(Math.min(...prices)).toBeGreaterThan(shop.freeShippingAbove);
  });

  it("prices the demo's orders with the profile's prices and shipping rule", () => {
    const products = files.products.map((product) => ({ ...product, ...changes[product.slug] }));
    const docs = buildSeedDocs({ ...files, products }, new Date('2026-11-23T09:00:00.000Z'), shop);
    for (const { doc } of docs.orders) {
      expect(doc.itemsPrice).toBeGreaterThan(5_000_000);
      expect(doc.shippingPrice).toBe(0);
    }
  });
});
