/**
 * A generated catalogue for the search benchmarks (scripts/measure/bench-search.mjs,
 * scripts/measure/compare-search-libraries.mjs): deterministic, shaped like the demo catalogue (real brands
 * and series, the demo's categories, two-sentence Vietnamese descriptions with English terms).
 */

/** Deterministic pseudo-random numbers (mulberry32), so every run searches the same catalogue. */
export function prng(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SERIES = {
  Dell: ['XPS', 'Inspiron', 'Vostro', 'Latitude', 'Precision', 'Alienware'],
  HP: ['Pavilion', 'EliteBook', 'Envy', 'Victus', 'OMEN', 'ZBook'],
  Lenovo: ['ThinkPad', 'IdeaPad', 'Yoga', 'Legion', 'LOQ', 'ThinkBook'],
  ASUS: ['Vivobook', 'Zenbook', 'ROG Strix', 'TUF Gaming', 'ExpertBook', 'ProArt'],
  Acer: ['Aspire', 'Swift', 'Nitro', 'Predator', 'TravelMate'],
  Apple: ['MacBook Air', 'MacBook Pro'],
  MSI: ['Modern', 'Prestige', 'Katana', 'Creator', 'Thin'],
  Gigabyte: ['AORUS', 'G5', 'AERO'],
};
export const BRANDS = Object.keys(SERIES);
export const CATEGORIES = ['Gaming', 'Văn phòng', 'Đồ họa', 'Mỏng nhẹ', 'Doanh nhân', 'Sinh viên'];
const MODEL_WORDS = ['Pro', 'Plus', 'Max', 'Slim', 'OLED', 'Carbon', 'Air', 'Neo', 'Flip', 'X1', 'S', 'G16', 'M3'];
const OPENINGS = [
  'Laptop văn phòng bền bỉ với màn hình {size} inch Full HD và bàn phím có cụm phím số.',
  'Laptop gaming mạnh mẽ với card RTX {gpu} và màn hình {size} inch 165 Hz.',
  'Máy trạm di động cho đồ họa, dựng phim và render 3D với màn hình OLED {size} inch.',
  'Laptop mỏng nhẹ vỏ nhôm, pin bền cả ngày, màn hình {size} inch sắc nét.',
  'Laptop học tập giá tốt, bản lề mở phẳng 180 độ, màn hình {size} inch.',
  'Laptop doanh nhân bảo mật vân tay, bàn phím tốt, màn hình {size} inch chống chói.',
];
const CLOSINGS = [
  'Chip Intel Core i{cpu} cùng {ram} GB RAM đáp ứng tốt Word, Excel và họp trực tuyến.',
  'AMD Ryzen {cpu} và {ram} GB RAM cho đa nhiệm mượt mà, sạc nhanh USB-C.',
  'Tản nhiệt kép, bàn phím RGB và {ram} GB RAM cho game thủ.',
  'Intel Core Ultra tích hợp NPU cho các tác vụ AI, Wi-Fi 7 và {ram} GB RAM.',
];

const fill = (template, random) =>
  template
    .replace('{size}', String([13.3, 14, 15.6, 16, 17.3][Math.floor(random() * 5)]))
    .replace('{gpu}', String([3050, 4050, 4060, 4070, 4080][Math.floor(random() * 5)]))
    .replace('{cpu}', String([5, 7, 9][Math.floor(random() * 3)]))
    .replace('{ram}', String([8, 16, 32][Math.floor(random() * 3)]));

/**
 * Laptop specifications as shared/laptop-specs.ts shapes them, drawn from their own sequence so
 * the rest of each product (and the search comparisons made on it) stays as it was.
 */
function specsFor(brand, specRandom) {
  const pick = (list) => list[Math.floor(specRandom() * list.length)];
  const discrete = specRandom() < 0.4;
  return {
    cpu: { brand: brand === 'Apple' ? 'Apple' : pick(['Intel', 'Intel', 'AMD', 'Qualcomm']) },
    ramGb: pick([8, 8, 16, 16, 16, 32, 64]),
    storageGb: pick([256, 512, 512, 1024, 2048]),
    gpu: { kind: discrete ? 'discrete' : 'integrated' },
    screen: { inches: pick([13.3, 14, 14, 15.6, 16, 17.3]) },
    weightKg: Math.round((discrete ? 1.8 + specRandom() * 1.2 : 1 + specRandom() * 0.9) * 100) / 100,
  };
}

/**
 * `variants` configurations of a product (RAM and SSD, from a third sequence so the rest of the
 * catalogue stays as it was): the product's price and stock become the cheapest one's and the sum,
 * as the shop derives them (docs/decisions/0101-product-variants.md).
 */
function withVariants(id, doc, variants, variantRandom) {
  const rams = [8, 16, 32, 64];
  const storages = [256, 512, 1024, 2048];
  const first = Math.floor(variantRandom() * 2);
  const list = Array.from({ length: variants }, (_, v) => {
    const ramGb = rams[Math.min(rams.length - 1, first + v)];
    const storageGb = storages[Math.min(storages.length - 1, Math.floor(variantRandom() * 2) + v)];
    return {
      _id: `v${v}`,
      sku: `${id}-${v}`,
      optionValues: [`${ramGb} GB / ${storageGb} GB`],
      price: Math.round(doc.price * (1 + v * 0.2) * 100) / 100,
      countInStock: Math.floor(variantRandom() * 8),
      specs: { ramGb, storageGb },
    };
  });
  return {
    ...doc,
    options: [{ name: 'Cấu hình', values: list.map((variant) => variant.optionValues[0]) }],
    variants: list,
    countInStock: list.reduce((sum, variant) => sum + variant.countInStock, 0),
    defaultVariantId: 'v0',
  };
}

/**
 * `count` products as { id, doc } with every field a ProductDoc has, laptop specifications included;
 * with `variants` > 0, each sold in that many configurations.
 */
export function generateProducts(count, seed = 20251122, variants = 0) {
  const variantRandom = prng(seed + 2);
  const random = prng(seed);
  const specRandom = prng(seed + 1);
  const pick = (list) => list[Math.floor(random() * list.length)];
  return Array.from({ length: count }, (_, i) => {
    const brand = pick(BRANDS);
    const name = `${brand === 'Apple' ? '' : `${brand} `}${pick(SERIES[brand])} ${pick(MODEL_WORDS)} ${1000 + i}`;
    const createdAt = new Date(Date.UTC(2023, 0, 1) + Math.floor(random() * 700 * 86_400_000)).toISOString();
    const doc = {
      name,
      slug: `bench-${i}`,
      image: '/images/products/sample.jpg',
      price: Math.round(random() * 1000 * 100) / 100,
      description: `${fill(pick(OPENINGS), random)} ${fill(pick(CLOSINGS), random)}`,
      category: pick(CATEGORIES),
      brand,
      countInStock: Math.floor(random() * 20),
      rating: Math.round(random() * 10) / 2,
      numReviews: Math.floor(random() * 50),
      createdAt,
      updatedAt: createdAt,
      specs: specsFor(brand, specRandom),
    };
    const id = `bench${String(i).padStart(6, '0')}`;
    return { id, doc: variants > 0 ? withVariants(id, doc, variants, variantRandom) : doc };
  });
}

/**
 * The issue's cases, as they read on this catalogue: the query, a phrase every one of the top 5
 * results must contain (folded), in its name or anywhere in its text, and one none may contain.
 * Quality = the share of cases whose top 5 all pass.
 */
export const QUALITY_CASES = [
  { query: 'mac', field: 'name', has: 'macbook' },
  { query: 'think', field: 'name', has: 'think' }, // ThinkPad or ThinkBook, not MSI Thin
  { query: 'thinkpd', field: 'name', has: 'thinkpad' },
  { query: 'macbok', field: 'name', has: 'macbook' },
  { query: 'vivobok', field: 'name', has: 'vivobook' },
  { query: 'predatr', field: 'name', has: 'predator' },
  { query: 'asus rog', field: 'name', has: 'rog' },
  { query: 'lenovo legion', field: 'name', has: 'legion' },
  { query: 'DELL xps', field: 'name', has: 'xps' },
  { query: 'do hoa', field: 'text', has: 'do hoa' },
  { query: 'excel', field: 'text', has: 'excel' },
  { query: 'van tay', field: 'text', has: 'van tay' },
  { query: 'gaming laptop', field: 'text', has: 'gaming' },
];
