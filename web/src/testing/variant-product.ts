/**
 * A laptop model sold in configurations, as the demo seed sells the MacBook Air M3: RAM, SSD and
 * colour, one combination missing (8 GB / 512 GB), one sold out (16 GB / 512 GB / Xám).
 */
import type { ProductWithReviews } from '@shared/entities/catalogue';
import type { ProductVariant } from '@shared/entities/variants';

const variant = (
  _id: string,
  optionValues: string[],
  price: number,
  countInStock: number,
  extra: Partial<ProductVariant> = {},
): ProductVariant => ({ _id, sku: `AIR-${_id}`, optionValues, price, countInStock, ...extra });

export const AIR_VARIANTS: ProductVariant[] = [
  variant('v8s', ['8 GB', '256 GB', 'Bạc'], 24_990_000, 4, {
    compareAtPrice: 27_990_000,
    specs: { ramGb: 8, storageGb: 256, color: 'Bạc' },
  }),
  variant('v8x', ['8 GB', '256 GB', 'Xám'], 24_990_000, 2, { specs: { ramGb: 8, storageGb: 256, color: 'Xám' } }),
  variant('v16s', ['16 GB', '512 GB', 'Bạc'], 32_990_000, 3, {
    specs: { ramGb: 16, storageGb: 512, color: 'Bạc' },
    images: [{ url: '/air-16-silver.webp', alt: 'MacBook Air M3 16 GB bạc' }],
  }),
  variant('v16x', ['16 GB', '512 GB', 'Xám'], 32_990_000, 0, { specs: { ramGb: 16, storageGb: 512, color: 'Xám' } }),
  variant('v16t', ['16 GB', '1 TB', 'Bạc'], 38_990_000, 1, { specs: { ramGb: 16, storageGb: 1024, color: 'Bạc' } }),
];

export const AIR: ProductWithReviews = {
  _id: 'air',
  slug: 'macbook-air-m3',
  name: 'MacBook Air M3',
  status: 'published',
  image: '/air.webp',
  images: [{ url: '/air.webp', alt: 'MacBook Air M3' }],
  price: 24_990_000,
  compareAtPrice: 27_990_000,
  description: 'Chip M3',
  category: 'Văn phòng',
  brand: 'Apple',
  countInStock: 10,
  rating: 5,
  numReviews: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  specs: { ramGb: 8, storageGb: 256, color: 'Bạc', weightKg: 1.24 },
  options: [
    { name: 'RAM', values: ['8 GB', '16 GB'] },
    { name: 'SSD', values: ['256 GB', '512 GB', '1 TB'] },
    { name: 'Màu', values: ['Bạc', 'Xám'] },
  ],
  variants: AIR_VARIANTS,
  defaultVariantId: 'v8s',
  reviews: [],
  reviewsNextCursor: null,
};
