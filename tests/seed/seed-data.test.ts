/**
 * The demo catalogue must exercise every screen: each filter bucket, out-of-stock states, reviews,
 * both payment methods, paid and unpaid orders. These checks run on the checked-in files, no emulator needed.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSeedDocs, readSeedFiles, type SeedFiles } from '../../seed/build-seed-docs';
import { laptopSpecsSchema, missingCoreSpecs } from '@shared/laptop-specs';
import { MIN_PASSWORD_LENGTH } from '@shared/constants';
import { DEFAULT_SHOP_SETTINGS } from '@shared/shop-settings';

const PRICE_RANGES = DEFAULT_SHOP_SETTINGS.priceRanges;
import { slugify } from '@shared/text';
import { RENDITION_WIDTHS, renditionUrl } from '@shared/image-renditions';
import { adminSearchWords, hasEverySearchWord } from '@shared/admin-search';
import { isOrderCode } from '@shared/order-code';
import { isOverdue } from '../../functions/src/payments/reservations';

const files = readSeedFiles();
/** The seed dates its unpaid orders from when it runs; a fixed instant keeps these checks repeatable. */
const SEEDED_AT = new Date('2026-11-23T09:00:00.000Z');
const docs = buildSeedDocs(files, SEEDED_AT);
const products = docs.products.map(({ id, doc }) => ({ id, ...doc }));
const productById = new Map(products.map((p) => [p.id, p]));
const userByUid = new Map(files.users.map((u) => [u.uid, u]));
/** Width and height from a JPEG's start-of-frame segment; null when the bytes are not a JPEG. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.readUInt16BE(0) !== 0xffd8) return null;
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    const marker = bytes.readUInt16BE(at);
    // SOF0-SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
  }
  return null;
}

const imagesDir = new URL('../../web/public/images/products/', import.meta.url);
const MAX_IMAGE_BYTES = 40 * 1024;

const inBucket = (price: number) => PRICE_RANGES.some((f) => price >= f.min && price <= f.max);

describe('seed products', () => {
  it("are found by the admin products table's box: their name and their slug", () => {
    for (const { id, doc } of docs.products) {
      expect(hasEverySearchWord(doc.searchKeys, adminSearchWords(doc.name, 'product')), id).toBe(true);
      expect(hasEverySearchWord(doc.searchKeys, adminSearchWords(doc.slug, 'product')), id).toBe(true);
    }
  });

  it('has a realistic catalogue size with unique ids and slugs derived from names', () => {
    expect(products.length).toBeGreaterThanOrEqual(44);
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    for (const p of products) {
      expect(p.slug).toBe(slugify(p.name));
      expect(p.image).toBe(`/images/products/${p.slug}.jpg`);
    }
  });

  it('spans at least six categories, one of them spelled with Đ/đ', () => {
    expect(docs.categories.length).toBeGreaterThanOrEqual(6);
    expect(docs.categories.some((c) => /[Đđ]/.test(c))).toBe(true);
  });

  it('includes the major brands', () => {
    const brands = new Set(products.map((p) => p.brand));
    for (const brand of ['Dell', 'HP', 'Lenovo', 'ASUS', 'Acer', 'MSI', 'Apple']) expect(brands).toContain(brand);
  });

  it('has a few products out of stock and the rest between 1 and 30, some nearly sold out', () => {
    const outOfStock = products.filter((p) => p.countInStock === 0);
    expect(outOfStock.length).toBeGreaterThanOrEqual(4);
    expect(outOfStock.length).toBeLessThanOrEqual(6);
    for (const p of products) {
      expect(Number.isInteger(p.countInStock)).toBe(true);
      expect(p.countInStock).toBeGreaterThanOrEqual(0);
      expect(p.countInStock).toBeLessThanOrEqual(30);
    }
    expect(products.filter((p) => p.countInStock >= 1 && p.countInStock <= 3).length).toBeGreaterThanOrEqual(3);
  });

  it('fills every price filter bucket and leaves some prices outside all of them', () => {
    for (const filter of PRICE_RANGES) {
      const inside = products.filter((p) => p.price >= filter.min && p.price <= filter.max);
      expect(inside.length, `${filter.min}-${filter.max}`).toBeGreaterThanOrEqual(5);
    }
    const outside = products.filter((p) => !inBucket(p.price));
    expect(outside.length).toBeGreaterThanOrEqual(2);
    expect(outside.some((p) => p.price > 1000)).toBe(true);
    for (const p of products) expect(p.price).toBeGreaterThan(0);
  });

  it('describes every product in two or three Vietnamese sentences', () => {
    for (const p of products) {
      const sentences = p.description.split(/(?<=[.!?])\s+/).filter((s) => s.trim().length > 0);
      expect(sentences.length, p.name).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.name).toBeLessThanOrEqual(3);
      expect(p.description, p.name).toMatch(/[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i);
    }
  });

  it('has distinct creation dates spread over several months, none in the future', () => {
    const times = products.map((p) => Date.parse(p.createdAt));
    for (const p of products) {
      expect(new Date(p.createdAt).toISOString()).toBe(p.createdAt);
      expect(Date.parse(p.updatedAt)).toBeGreaterThanOrEqual(Date.parse(p.createdAt));
    }
    expect(new Set(times).size).toBe(products.length);
    expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(90 * 86_400_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(Date.now());
  });

  it('has searchWords folded from name, brand and category', () => {
    const xps = products.find((p) => p.slug === 'dell-xps-13-9340');
    expect(xps?.searchWords).toEqual(['dell', 'xps', '13', '9340', 'mong', 'nhe']);
    const macbook = products.find((p) => p.brand === 'Apple');
    expect(macbook?.searchWords).toContain('apple');
  });

  it('gives every published product valid specifications with the core set', () => {
    for (const product of products) {
      expect(product.status).toBe('published');
      expect(laptopSpecsSchema.safeParse(product.specs).success, product.id).toBe(true);
      expect(missingCoreSpecs(product.specs), product.id).toEqual([]);
    }
  });

  it('has specifications that agree with what each description says (screen size, RAM, weight, graphics card)', () => {
    /** A Vietnamese decimal ('15,6') as a number. */
    const decimal = (text: string) => Number(text.replace(',', '.'));
    for (const { id, description, specs } of products) {
      const inches = /(\d+(?:,\d)?) inch/.exec(description);
      // Marketing rounds: the MacBook Pro '14 inch' measures 14.2.
      if (inches) expect(specs?.screen?.inches, id).toBeCloseTo(decimal(inches[1]!), 0);
      const ram = /(\d+) GB RAM/.exec(description);
      if (ram) expect(specs?.ramGb, id).toBe(Number(ram[1]));
      const kg = /(\d+(?:,\d+)?) kg/.exec(description);
      if (kg) expect(specs?.weightKg, id).toBe(decimal(kg[1]!));
      const grams = /(\d{3}) gram/.exec(description);
      if (grams) expect(specs?.weightKg, id).toBe(Number(grams[1]) / 1000);
      const rtx = /RTX (A?\d{3,4}(?: Ada)?)/.exec(description);
      if (rtx) {
        expect(specs?.gpu?.kind, id).toBe('discrete');
        expect(specs?.gpu?.model, id).toContain(rtx[1]);
      }
    }
  });

  it('gives every laptop 4 to 6 photos, each drawn with its WebP renditions, described in Vietnamese', () => {
    const { products: docs } = buildSeedDocs(files);
    for (const { doc } of docs) {
      const images = doc.images ?? [];
      expect(images.length, doc.slug).toBeGreaterThanOrEqual(4);
      expect(images.length, doc.slug).toBeLessThanOrEqual(6);
      expect(images[0]?.url, doc.slug).toBe(doc.image);
      expect(images.map((image) => image.alt)).toContain(`${doc.name} – cạnh trái`);
      for (const image of images) {
        expect(existsSync(new URL(image.url.replace('/images/products/', ''), imagesDir)), image.url).toBe(true);
        for (const width of RENDITION_WIDTHS) {
          const rendition = renditionUrl(image.url, width)?.replace('/images/products/', '') ?? '';
          expect(existsSync(new URL(rendition, imagesDir)), rendition).toBe(true);
        }
      }
    }
  });

  it('has one JPEG per product (and the sample), 640x480, at most 40 KB', () => {
    for (const slug of [...products.map((p) => p.slug), 'sample']) {
      const file = new URL(`${slug}.jpg`, imagesDir);
      expect(existsSync(file), slug).toBe(true);
      expect(statSync(file).size, slug).toBeLessThanOrEqual(MAX_IMAGE_BYTES);
      expect(jpegSize(readFileSync(file)), slug).toEqual({ width: 640, height: 480 });
    }
  });
});

describe('seed reviews', () => {
  const reviewedProducts = new Set(files.reviews.map((r) => r.productId));

  it('are written by customers, at most once per product, about existing products', () => {
    expect(files.reviews.length).toBeGreaterThanOrEqual(20);
    const keys = files.reviews.map((r) => `${r.productId}/${r.userId}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const review of files.reviews) {
      const product = productById.get(review.productId);
      const author = userByUid.get(review.userId);
      expect(product, review.productId).toBeDefined();
      expect(author?.isAdmin, review.userId).toBe(false);
      expect(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5).toBe(true);
      expect(review.comment.trim().length).toBeGreaterThan(0);
      expect(Date.parse(review.createdAt)).toBeGreaterThan(Date.parse(product?.createdAt ?? ''));
      expect(Date.parse(review.createdAt)).toBeGreaterThan(Date.parse(author?.createdAt ?? ''));
    }
  });

  it('cover about a dozen products with one to four reviews each', () => {
    expect(reviewedProducts.size).toBeGreaterThanOrEqual(10);
    for (const productId of reviewedProducts) {
      const count = files.reviews.filter((r) => r.productId === productId).length;
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(4);
    }
  });

  it('carry the author name and give each product a matching rating and review count', () => {
    for (const review of docs.reviews) expect(review.doc.name).toBe(userByUid.get(review.uid)?.name);
    const xps = products.find((p) => p.slug === 'dell-xps-13-9340');
    expect(xps).toMatchObject({ rating: 4.8, numReviews: 4 }); // 5, 5, 4, 5
    for (const p of products) {
      const ratings = files.reviews.filter((r) => r.productId === p.id).map((r) => r.rating);
      expect(p.numReviews, p.name).toBe(ratings.length);
      if (ratings.length === 0) expect(p.rating, p.name).toBe(0);
      else {
        expect(p.rating).toBeGreaterThanOrEqual(Math.min(...ratings));
        expect(p.rating).toBeLessThanOrEqual(Math.max(...ratings));
      }
    }
  });

  it('spread average ratings so every rating filter changes the result', () => {
    const rated = products.filter((p) => p.numReviews > 0).map((p) => p.rating);
    expect(rated.some((r) => r < 2)).toBe(true);
    expect(rated.some((r) => r >= 2 && r < 3)).toBe(true);
    expect(rated.some((r) => r >= 3 && r < 4)).toBe(true);
    expect(rated.some((r) => r >= 4)).toBe(true);
  });
});

describe('seed accounts', () => {
  it('include the admin and the demo customer with their documented passwords', () => {
    // A person's name, not 'Admin': the header shows the name's menu next to the 'Admin' menu.
    expect(files.users.find((u) => u.email === 'admin@example.com')).toMatchObject({
      password: 'admin123456',
      name: 'Phạm Minh Quân',
      isAdmin: true,
    });
    expect(files.users.find((u) => u.email === 'user@example.com')).toMatchObject({
      password: 'user123456',
      name: 'Nguyễn Văn A',
      isAdmin: false,
    });
  });

  it('include at least three more customers, all with unique emails, uids and valid passwords', () => {
    expect(files.users.filter((u) => !u.isAdmin).length).toBeGreaterThanOrEqual(4);
    expect(new Set(files.users.map((u) => u.uid)).size).toBe(files.users.length);
    expect(new Set(files.users.map((u) => u.email)).size).toBe(files.users.length);
    for (const u of files.users) expect(u.password.length).toBeGreaterThanOrEqual(MIN_PASSWORD_LENGTH);
    for (const u of docs.users) {
      expect(Object.keys(u.doc).sort()).toEqual(['createdAt', 'email', 'isAdmin', 'name', 'searchKeys']);
    }
  });

  it("are found by the admin users table's box: name without diacritics and email", () => {
    const customer = docs.users.find((u) => u.email === 'user@example.com');
    expect(hasEverySearchWord(customer?.doc.searchKeys, adminSearchWords('nguyen van', 'user'))).toBe(true);
    expect(hasEverySearchWord(customer?.doc.searchKeys, adminSearchWords('user@example.com', 'user'))).toBe(true);
  });
});

describe('seed orders', () => {
  it("are found by the admin orders table's box: the customer's name and the shipping phone", () => {
    for (const { id, doc } of docs.orders) {
      expect(hasEverySearchWord(doc.searchKeys, adminSearchWords(doc.user.name, 'order')), id).toBe(true);
      const phone = doc.shippingAddress.phone;
      if (phone) expect(hasEverySearchWord(doc.searchKeys, adminSearchWords(phone, 'order')), id).toBe(true);
    }
  });

  it('each carry their own order code, the same on every run, found by the admin box', () => {
    const codes = docs.orders.map(({ doc }) => doc.orderCode ?? '');
    for (const code of codes) expect(isOrderCode(code), code).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(buildSeedDocs(files, SEEDED_AT).orders.map(({ doc }) => doc.orderCode)).toEqual(codes);
    for (const { id, doc } of docs.orders) {
      expect(hasEverySearchWord(doc.searchKeys, adminSearchWords(doc.orderCode ?? '', 'order')), id).toBe(true);
    }
  });

  it('are 6 to 8 customer orders on different days within a few weeks', () => {
    expect(docs.orders.length).toBeGreaterThanOrEqual(6);
    expect(docs.orders.length).toBeLessThanOrEqual(8);
    const days = new Set(docs.orders.map((o) => o.doc.createdAt.slice(0, 10)));
    expect(days.size).toBe(docs.orders.length);
    const times = docs.orders.map((o) => Date.parse(o.doc.createdAt));
    expect(Math.max(...times) - Math.min(...times)).toBeLessThanOrEqual(6 * 7 * 86_400_000);
    for (const { doc } of docs.orders) {
      const customer = userByUid.get(doc.userId ?? '');
      expect(customer?.isAdmin).toBe(false);
      expect(doc.user.name).toBe(customer?.name);
      expect(Date.parse(doc.createdAt)).toBeGreaterThan(Date.parse(customer?.createdAt ?? ''));
    }
  });

  it('copy each line from its product and total it by the spec rule', () => {
    for (const { id, doc } of docs.orders) {
      expect(doc.orderItems.length, id).toBeGreaterThan(0);
      for (const line of doc.orderItems) {
        const product = productById.get(line.productId);
        expect(line).toEqual({
          ...line,
          slug: product?.slug,
          name: product?.name,
          image: product?.image,
          price: product?.price,
        });
        expect(Date.parse(doc.createdAt)).toBeGreaterThan(Date.parse(product?.createdAt ?? ''));
      }
      const items = doc.orderItems.reduce((sum, l) => sum + l.price * l.quantity, 0);
      expect(doc.itemsPrice, id).toBeCloseTo(items, 2);
      expect(doc.shippingPrice, id).toBe(items > 100 ? 0 : 10);
      expect(doc.totalPrice, id).toBeCloseTo(doc.itemsPrice + doc.shippingPrice, 2);
    }
    const shipping = new Set(docs.orders.map((o) => o.doc.shippingPrice));
    expect(shipping).toEqual(new Set([0, 10]));
  });

  it('carry a state and a history true to their flags: placed by the customer, then paid, then delivered', () => {
    for (const { id, doc } of docs.orders) {
      const expected = doc.isDelivered ? 'delivered' : doc.isPaid ? 'paid' : 'awaitingPayment';
      expect(doc.status, id).toBe(expected);
      const history = doc.statusHistory ?? [];
      expect(
        history.map((entry) => entry.status),
        id,
      ).toEqual(['awaitingPayment', doc.isPaid ? 'paid' : null, doc.isDelivered ? 'delivered' : null].filter(Boolean));
      expect(history[0]?.by, id).toEqual({ role: 'customer' });
      expect(history.find((entry) => entry.status === 'paid')?.at ?? null, id).toBe(doc.paidAt);
      expect(doc.shipment, id).toBeNull();
    }
  });

  it('mix paid, unpaid, delivered and undelivered orders with consistent dates', () => {
    for (const { id, doc } of docs.orders) {
      expect(doc.isPaid, id).toBe(doc.paidAt !== null);
      expect(doc.isDelivered, id).toBe(doc.deliveredAt !== null);
      if (doc.paidAt) expect(Date.parse(doc.paidAt)).toBeGreaterThanOrEqual(Date.parse(doc.createdAt));
      if (doc.deliveredAt) {
        expect(doc.isPaid, `${id} is delivered, so it was paid online first`).toBe(true);
        expect(Date.parse(doc.deliveredAt)).toBeGreaterThan(Date.parse(doc.paidAt ?? ''));
      }
    }
    const states = new Set(docs.orders.map((o) => `${o.doc.isPaid}/${o.doc.isDelivered}`));
    expect(states).toEqual(new Set(['true/true', 'true/false', 'false/false']));
  });

  it('place an unpaid order minutes before the seed runs, within its payment time, so no sweep cancels it', () => {
    const unpaid = docs.orders.filter((o) => !o.doc.isPaid);
    expect(unpaid.length).toBeGreaterThan(0);
    for (const { id, doc } of unpaid) {
      const age = SEEDED_AT.getTime() - Date.parse(doc.createdAt);
      expect(age, id).toBeGreaterThanOrEqual(0);
      expect(age, id).toBeLessThan(DEFAULT_SHOP_SETTINGS.reservationMinutes * 60_000);
      expect(isOverdue(doc, DEFAULT_SHOP_SETTINGS.reservationMinutes, SEEDED_AT), id).toBe(false);
    }
  });

  it('use both payment methods and Vietnamese addresses', () => {
    // The specification's two gateways; pay later (INSTALLMENT) needs the installment minimum the demo prices are below.
    expect(new Set(docs.orders.map((o) => o.doc.paymentMethod))).toEqual(new Set(['VNPAY', 'MOMO']));
    const cities = new Set(docs.orders.map((o) => o.doc.shippingAddress.city));
    expect(cities).toContain('Hà Nội');
    expect(cities).toContain('TP. Hồ Chí Minh');
    for (const { doc } of docs.orders) {
      expect(doc.shippingAddress.country).toBe('Việt Nam');
      for (const value of Object.values(doc.shippingAddress)) expect(value.trim().length).toBeGreaterThan(0);
    }
  });
});

describe('buildSeedDocs', () => {
  const copy = (): SeedFiles => structuredClone(files);

  it('rejects a review of a product that does not exist', () => {
    const broken = copy();
    broken.reviews.push({ ...files.reviews[0]!, productId: 'no-such-product' });
    expect(() => buildSeedDocs(broken)).toThrow('refers to unknown product no-such-product');
  });

  it('rejects a second review by the same customer of the same product', () => {
    const broken = copy();
    broken.reviews.push({ ...files.reviews[0]!, comment: 'again' });
    expect(() => buildSeedDocs(broken)).toThrow(/duplicate review/);
  });

  it('rejects an order line for a product that does not exist', () => {
    const broken = copy();
    broken.orders[0]!.items.push({ productId: 'gone', quantity: 1 });
    expect(() => buildSeedDocs(broken)).toThrow('order ord-0001 refers to unknown product gone');
  });

  const unpaidIndex = files.orders.findIndex((order) => order.paidAt === null);

  it('rejects an unpaid order with a fixed date, which the shop would already have cancelled', () => {
    const broken = copy();
    broken.orders[unpaidIndex] = { ...broken.orders[unpaidIndex]!, createdAt: '2026-11-13T11:40:00.000Z' };
    expect(() => buildSeedDocs(broken)).toThrow(/is unpaid, so it needs placedMinutesBeforeSeed/);
  });

  it('rejects an unpaid order placed longer ago than an unpaid order lasts', () => {
    const broken = copy();
    const minutes = DEFAULT_SHOP_SETTINGS.reservationMinutes;
    broken.orders[unpaidIndex] = { ...broken.orders[unpaidIndex]!, placedMinutesBeforeSeed: minutes };
    expect(() => buildSeedDocs(broken)).toThrow(`must be placed within the ${minutes} minutes`);
  });

  it('rejects a demo product without the core specifications, since every demo product is published', () => {
    const broken = copy();
    broken.products[0] = { ...broken.products[0]!, specs: { ...broken.products[0]!.specs, weightKg: undefined } };
    expect(() => buildSeedDocs(broken)).toThrow('product lap-001 lacks the core specifications weightKg');
  });

  it('rejects a demo product with a specification out of range', () => {
    const broken = copy();
    broken.products[0] = { ...broken.products[0]!, specs: { ...broken.products[0]!.specs, ramGb: 0 } };
    expect(() => buildSeedDocs(broken)).toThrow('product lap-001: specs.ramGb must be at least 1 GB');
  });

  it('rejects a paid order without its date', () => {
    const broken = copy();
    delete broken.orders[0]!.createdAt;
    expect(() => buildSeedDocs(broken)).toThrow('order ord-0001 is paid, so it needs its createdAt');
  });
});

describe('gift lines (Khuyến mãi)', () => {
  it('several demo laptops carry gift lines, each as the product form would accept them', async () => {
    const { PROMOTIONS_FIELD } = await import('@shared/storefront-schemas');
    const { productChanges } = await import('../../scripts/data/profiles/vietnam.mjs');
    const changes = Object.values(productChanges as Record<string, { promotions?: string[] }>);
    const lists = [...products.map((p) => p.promotions), ...changes.map((change) => change.promotions)].filter(
      (lines): lines is string[] => lines !== undefined,
    );
    expect(products.filter((p) => (p.promotions?.length ?? 0) > 0).length).toBeGreaterThanOrEqual(5);
    for (const lines of lists) {
      expect(PROMOTIONS_FIELD.promotions.safeParse(lines)).toMatchObject({ success: true, data: lines });
    }
  });
});
