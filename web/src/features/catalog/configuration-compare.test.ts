import { describe, expect, it } from 'vitest';
import { productInConfiguration } from '@shared/product-variants';
import { aProduct } from '@/testing/fixtures';
import { AIR } from '@/testing/variant-product';
import { configurationCompareItem } from './configuration-compare';

describe('configurationCompareItem', () => {
  it('keeps the configuration the page shows as {productId}:{variantId}, named with it', () => {
    const shown = productInConfiguration(AIR, 'v16s');
    expect(shown && configurationCompareItem(shown)).toEqual({
      _id: 'air:v16s',
      name: 'MacBook Air M3 (16 GB / 512 GB / Bạc)',
      slug: 'macbook-air-m3',
      image: '/air.webp',
    });
  });

  it('keeps a product that is its own offer by its id, as before', () => {
    const plain = aProduct({ _id: 'p1', name: 'Dell XPS 13', slug: 'dell-xps-13', image: '/xps.webp' });
    expect(configurationCompareItem(plain)).toEqual({
      _id: 'p1',
      name: 'Dell XPS 13',
      slug: 'dell-xps-13',
      image: '/xps.webp',
    });
  });
});
