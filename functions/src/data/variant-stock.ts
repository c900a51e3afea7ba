/**
 * Stock moves of order lines (placing, cancelling, a time-out, a late payment taking stock again),
 * per variant for a product sold in configurations, so its derived countInStock stays the sum of
 * its variants' (docs/decisions/0101-product-variants.md). One update per product, whatever the
 * number of its lines, written in the caller's transaction over the product as read in it.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { productsCol } from './collections.js';
import { nextVersion } from './version.js';
import type { ProductDoc } from '../shared/entities/catalogue.js';
import { hasVariants, withVariantStock } from '../shared/product-variants.js';

/** What a line moves: a number of units of a product, of one of its variants when it names one. */
export interface StockLine {
  variantId?: string | undefined;
  quantity: number;
}

/**
 * The units a product's lines can take: every line's variant (or the product, without variants)
 * has the stock its lines together ask for. A line of a variant removed since, or of a product
 * whose selling shape changed since (a line without a variant of a product with variants, or the
 * reverse), has none.
 */
export function hasStockFor(product: ProductDoc, lines: readonly StockLine[]): boolean {
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.variantId ?? '', (wanted.get(line.variantId ?? '') ?? 0) + line.quantity);
  return [...wanted].every(([variantId, quantity]) => available(product, variantId) >= quantity);
}

function available(product: ProductDoc, variantId: string): number {
  if (!hasVariants(product)) return variantId === '' ? product.countInStock : 0;
  return product.variants.find((variant) => variant._id === variantId)?.countInStock ?? 0;
}

/**
 * The fields that move the lines' units `sign` times (-1 takes, +1 gives back), or null when none
 * of them has anywhere to go: a variant removed since keeps no stock, as a deleted product does.
 */
export function stockUpdate(
  product: ProductDoc,
  lines: readonly StockLine[],
  sign: 1 | -1,
): (Pick<ProductDoc, 'countInStock'> & Partial<Pick<ProductDoc, 'variants'>>) | null {
  if (!hasVariants(product)) {
    const units = lines.filter((line) => line.variantId === undefined).reduce((sum, line) => sum + line.quantity, 0);
    return units === 0 ? null : { countInStock: product.countInStock + sign * units };
  }
  let moved: { variants: ProductDoc['variants']; countInStock: number } | null = null;
  for (const line of lines) {
    const current = { variants: moved?.variants ?? product.variants };
    if (!line.variantId || !current.variants?.some((variant) => variant._id === line.variantId)) continue;
    moved = withVariantStock(current, line.variantId, sign * line.quantity);
  }
  return moved;
}

/** Lines grouped by their product id, in first-seen order. */
export function linesByProduct<L extends { productId: string }>(lines: readonly L[]): Map<string, L[]> {
  const grouped = new Map<string, L[]>();
  for (const line of lines) grouped.set(line.productId, [...(grouped.get(line.productId) ?? []), line]);
  return grouped;
}

/** The lines' products as read in the caller's transaction (one read each), by id; a deleted one is undefined. */
export async function readLineProducts(
  tx: Transaction,
  db: Firestore,
  lines: readonly { productId: string }[],
): Promise<Map<string, ProductDoc | undefined>> {
  const ids = [...new Set(lines.map((line) => line.productId))];
  const snapshots = ids.length > 0 ? await tx.getAll(...ids.map((id) => productsCol(db).doc(id))) : [];
  return new Map(ids.map((id, i) => [id, snapshots[i]?.data()]));
}

/** True when every product of the lines exists and has the stock they ask for (hasStockFor). */
export function allInStock(
  products: ReadonlyMap<string, ProductDoc | undefined>,
  lines: readonly (StockLine & { productId: string })[],
): boolean {
  return [...linesByProduct(lines)].every(([id, productLines]) => {
    const product = products.get(id);
    return product !== undefined && hasStockFor(product, productLines);
  });
}

/** Writes the lines' stock moves (stockUpdate), one update per product, with its next version. */
export function moveStock(
  tx: Transaction,
  db: Firestore,
  products: ReadonlyMap<string, ProductDoc | undefined>,
  lines: readonly (StockLine & { productId: string })[],
  sign: 1 | -1,
): void {
  for (const [id, productLines] of linesByProduct(lines)) {
    const product = products.get(id);
    const update = product ? stockUpdate(product, productLines, sign) : null;
    if (product && update) tx.update(productsCol(db).doc(id), { ...update, updatedAt: nextVersion(product.updatedAt) });
  }
}
