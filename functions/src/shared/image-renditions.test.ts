import { describe, expect, it } from 'vitest';
import { photoSrcSet, renditionPath, renditionUrl } from './image-renditions.js';

describe('image renditions', () => {
  it('names a rendition after its original', () => {
    expect(renditionPath('product-images/ab-12.png', 800)).toBe('product-images/ab-12-w800.webp');
  });

  it('finds the seed photos’ renditions beside them', () => {
    expect(renditionUrl('/images/products/dell-xps-13-9340-ports.jpg', 400)).toBe(
      '/images/products/dell-xps-13-9340-ports-w400.webp',
    );
    expect(photoSrcSet('/images/products/a.jpg')).toBe(
      '/images/products/a-w400.webp 400w, /images/products/a-w800.webp 800w, /images/products/a-w1200.webp 1200w',
    );
  });

  it('finds the demo banners’ renditions beside them', () => {
    expect(photoSrcSet('/images/banners/gaming-sale.jpg')).toBe(
      '/images/banners/gaming-sale-w400.webp 400w, /images/banners/gaming-sale-w800.webp 800w, /images/banners/gaming-sale-w1200.webp 1200w',
    );
  });

  it('finds an upload’s renditions under the same download token', () => {
    const url = 'https://firebasestorage.googleapis.com/v0/b/shop/o/product-images%2Fu-1.jpg?alt=media&token=t1';
    expect(renditionUrl(url, 1200)).toBe(
      'https://firebasestorage.googleapis.com/v0/b/shop/o/product-images%2Fu-1-w1200.webp?alt=media&token=t1',
    );
  });

  it('has none for a photo from elsewhere', () => {
    expect(renditionUrl('https://cdn.example.com/x.jpg', 400)).toBeNull();
    expect(photoSrcSet('https://cdn.example.com/x.jpg')).toBeUndefined();
  });
});
