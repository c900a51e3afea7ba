/**
 * Compare and similar laptops (docs/decisions/0024-laptop-specifications-and-compare.md): the one
 * parser of `/compare?ids=a,b,c` for the API, the server renderer and the web, and the ranking of
 * "Similar laptops". Pure code: the reads are in functions/src/data/compare-reads.ts.
 */
import { DOC_ID_PATTERN, MAX_COMPARE, SIMILAR_COUNT } from './constants.js';
import type { Product } from './entities/catalogue.js';
import type { LaptopSpecs } from './laptop-specs.js';
import { COMPARE_MSG } from './screen-messages.js';
import { VARIANT_ID_PATTERN } from './product-variants.js';

export type CompareIds = { ok: true; ids: string[] } | { ok: false; message: string };

/**
 * A product id, or a configuration of one as `{productId}:{variantId}` (docs/decisions/0101-product-variants.md).
 */
const isCompareId = (id: string): boolean => {
  const [productId = '', variantId, ...rest] = id.split(':');
  return (
    DOC_ID_PATTERN.test(productId) &&
    rest.length === 0 &&
    (variantId === undefined || VARIANT_ID_PATTERN.test(variantId))
  );
};

/** `a,b,c` as distinct ids in their order; refused when empty, malformed or more than MAX_COMPARE. */
export function parseCompareIds(raw: unknown): CompareIds {
  if (typeof raw !== 'string') return { ok: false, message: COMPARE_MSG.compareIdsRequired };
  const ids = [
    ...new Set(
      raw
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length === 0) return { ok: false, message: COMPARE_MSG.compareIdsRequired };
  if (ids.length > MAX_COMPARE) return { ok: false, message: COMPARE_MSG.compareTooManyIds };
  if (!ids.every(isCompareId)) return { ok: false, message: COMPARE_MSG.compareInvalidIds };
  return { ok: true, ids };
}

/** How far apart two laptops' specifications are, each known pair adding at most 1. */
function specDistance(a: LaptopSpecs | undefined, b: LaptopSpecs | undefined): number {
  const ratio = (x: number | undefined, y: number | undefined) =>
    x === undefined || y === undefined || x <= 0 || y <= 0 ? 0.5 : Math.min(1, Math.abs(Math.log2(x / y)) / 2);
  const same = (x: unknown, y: unknown) => (x === undefined || y === undefined ? 0.5 : x === y ? 0 : 1);
  return (
    ratio(a?.ramGb, b?.ramGb) +
    ratio(a?.storageGb, b?.storageGb) +
    ratio(a?.screen?.inches, b?.screen?.inches) * 2 +
    ratio(a?.weightKg, b?.weightKg) +
    same(a?.gpu?.kind, b?.gpu?.kind) +
    same(a?.cpu?.brand, b?.cpu?.brand)
  );
}

/**
 * Up to `count` other published products nearest to `target`: the same category first, then by
 * price (how many times dearer or cheaper, so 20 and 40 are as far apart as 500 and 1000) plus
 * specifications; ties by name, so the list is stable.
 */
export function rankSimilar(target: Product, candidates: readonly Product[], count = SIMILAR_COUNT): Product[] {
  const score = (product: Product) =>
    Math.abs(Math.log2(Math.max(product.price, 1) / Math.max(target.price, 1))) * 3 +
    specDistance(target.specs, product.specs);
  const seen = new Set([target._id]);
  return candidates
    .filter((product) => {
      if (seen.has(product._id) || (product.status ?? 'published') !== 'published') return false;
      seen.add(product._id);
      return true;
    })
    .map((product) => ({ product, sameCategory: product.category === target.category, score: score(product) }))
    .sort(
      (a, b) =>
        Number(b.sameCategory) - Number(a.sameCategory) ||
        a.score - b.score ||
        a.product.name.localeCompare(b.product.name),
    )
    .slice(0, count)
    .map(({ product }) => product);
}
