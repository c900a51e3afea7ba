/**
 * The Vietnamese demo's home page (docs/decisions/0088-home-sections-and-banners.md): plain data that
 * the Vietnamese seed profile (vietnam.mjs) applies if this file exists.
 *
 * - `settings`: shop settings to merge over the stored ones: three banners (drawn by
 *   scripts/data/generate-banner-images.mjs) and every kind of home section.
 * - `productChanges`: product slug -> fields to set: compare-at prices in VND above the profile's
 *   VND prices (a Dell XPS 13 9340 sells at 32.990.000₫), so 'Đang giảm giá' has laptops to show.
 *   A value not above the price the profile sets shows no discount (cards show one only when it is).
 *   Some also get gift lines in đồng, replacing the plain demo's ('Khuyến mãi' on the product page).
 */

/** Banners have no end date in the demo, so it never goes stale. */
export const settings = {
  banners: [
    {
      image: '/images/banners/gaming-sale.jpg',
      alt: 'Laptop Gaming giảm đến 15%: RTX 4050, 4060. Mua ngay',
      link: '/search?category=Gaming',
      order: 0,
    },
    {
      image: '/images/banners/thin-and-light.jpg',
      alt: 'Laptop mỏng nhẹ cho công việc: Dell XPS, MacBook Air, LG gram',
      link: `/search?category=${encodeURIComponent('Mỏng nhẹ')}`,
      order: 1,
    },
    {
      image: '/images/banners/students.jpg',
      alt: 'Mùa tựu trường: laptop sinh viên từ 9 triệu',
      link: `/search?category=${encodeURIComponent('Sinh viên')}`,
      order: 2,
    },
  ],
  homeSections: ['categories', 'priceBands', 'featured', 'onSale', 'bestSellers', 'brands', 'newest'],
};

export const productChanges = {
  'dell-xps-13-9340': {
    compareAtPrice: 36_990_000,
    promotions: [
      'Tặng balo laptop Dell cao cấp',
      'Giảm 500.000₫ khi mua kèm chuột',
      'Giảm 10% khi mua kèm Microsoft 365',
    ],
  },
  'asus-tuf-gaming-a15': {
    compareAtPrice: 25_990_000,
    promotions: ['Tặng balo gaming ASUS TUF', 'Giảm 300.000₫ khi mua kèm tai nghe', 'Miễn phí vệ sinh máy trọn đời'],
  },
  'macbook-air-m2': { compareAtPrice: 24_990_000 },
  'lenovo-loq-15': { compareAtPrice: 27_490_000 },
  'hp-victus-16': { compareAtPrice: 25_490_000 },
  'acer-nitro-v-15': { compareAtPrice: 23_990_000 },
};
