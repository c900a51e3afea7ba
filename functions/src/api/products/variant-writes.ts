/**
 * A product save's options and variants (docs/decisions/0101-product-variants.md): the variants it
 * keeps, new ids for new ones, the derived fields, and the SKU reservations (skus/{sku}) that keep a
 * SKU unique in the shop. Everything is read before the save writes; the writes join its transaction.
 */
import { randomBytes } from 'node:crypto';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { skusCol } from '../../data/collections.js';
import type { ProductDoc } from '../../shared/entities/catalogue.js';
import type { ProductOption, ProductVariant } from '../../shared/entities/variants.js';
import { hasVariants, variantDerivedFields } from '../../shared/product-variants.js';
import type { ProductVariantInput } from '../../shared/product-variants-schema.js';
import { badRequest, conflict } from '../../http-error.js';

export interface VariantInput {
  options?: ProductOption[] | undefined;
  variants?: ProductVariantInput[] | null | undefined;
  defaultVariantId?: string | undefined;
}

/** The variant fields a save stores, or null when the product is its own offer (today's behaviour). */
type VariantFields = Required<Pick<ProductDoc, 'options' | 'variants' | 'defaultVariantId'>> &
  Pick<ProductDoc, 'price' | 'countInStock' | 'compareAtPrice'>;

export interface VariantPlan {
  fields: VariantFields | null;
  /** The product document as saved: `next` with the variant fields set, or taken off. */
  apply(next: ProductDoc): ProductDoc;
  /** The SKU reservations' writes, in the save's transaction. */
  write(tx: Transaction): void;
}

/**
 * A Firestore id for a SKU: the SKU itself, except the few the pattern allows and Firestore does not
 * take as an id ('.', '..', '__x__'), which get '~' in front (a character no SKU has).
 */
export const skuDocId = (sku: string): string => (/^\.{1,2}$|^__.*__$/.test(sku) ? `~${sku}` : sku);

const newVariantId = (): string => randomBytes(6).toString('base64url');

/** The sent variants as stored: kept ones with their ids (unknown ids refused), new ones with new ids. */
function variantsToStore(sent: readonly ProductVariantInput[], current: ProductDoc): ProductVariant[] {
  const storedIds = new Set((current.variants ?? []).map((variant) => variant._id));
  return sent.map(({ _id, compareAtPrice, specs, images, ...variant }, i) => {
    if (_id !== undefined && !storedIds.has(_id))
      throw badRequest(`variants[${i}]._id ${_id} is not a variant of this product`);
    return {
      _id: _id ?? newVariantId(),
      ...variant,
      ...(compareAtPrice != null ? { compareAtPrice } : {}),
      ...(specs && Object.keys(specs).length > 0 ? { specs } : {}),
      ...(images ? { images } : {}),
    };
  });
}

/** The admin's default named by a kept variant's id or a new one's SKU; the stored choice when none is sent. */
function chosenDefault(variants: readonly ProductVariant[], sent: string | undefined): string | undefined {
  if (sent === undefined) return undefined;
  return variants.find((variant) => variant._id === sent || variant.sku === sent)?._id;
}

function withFields(next: ProductDoc, fields: VariantFields | null): ProductDoc {
  const { options: _o, variants: _v, defaultVariantId: _d, ...rest } = next;
  if (!fields) return rest;
  const { compareAtPrice: _c, ...withoutCompareAt } = rest;
  return { ...withoutCompareAt, ...fields };
}

/**
 * Plans the save of `input` over `current`. Left out, stored variants stay (their derived fields are
 * written again); `variants: null` sells the product as its own offer again and frees its SKUs.
 * A SKU reserved by another product is a 409 naming it.
 */
export async function planVariants(
  tx: Transaction,
  db: Firestore,
  productId: string,
  input: VariantInput,
  current: ProductDoc,
): Promise<VariantPlan> {
  const storedSkus = (current.variants ?? []).map((variant) => variant.sku);
  let fields: VariantFields | null = null;
  if (input.variants === undefined && hasVariants(current)) {
    const defaultId = chosenDefault(current.variants, input.defaultVariantId) ?? current.defaultVariantId;
    fields = {
      options: current.options ?? [],
      variants: current.variants,
      ...variantDerivedFields(current.variants, defaultId),
    };
  } else if (input.variants) {
    const variants = variantsToStore(input.variants, current);
    const derived = variantDerivedFields(variants, chosenDefault(variants, input.defaultVariantId));
    fields = { options: input.options ?? [], variants, ...derived };
  }
  const skus = (fields?.variants ?? []).map((variant) => variant.sku);
  const refs = skus.map((sku) => skusCol(db).doc(skuDocId(sku)));
  const reservations = refs.length > 0 ? await tx.getAll(...refs) : [];
  reservations.forEach((snapshot, i) => {
    const holder = snapshot.data();
    if (holder && holder.productId !== productId)
      throw conflict(`variants[${i}].sku ${skus[i] ?? ''} is already used by another product`);
  });
  const freed = storedSkus.filter((sku) => !skus.includes(sku));
  return {
    fields,
    apply: (next) => (fields || hasVariants(next) ? withFields(next, fields) : next),
    write: (tx) => {
      reservations.forEach((snapshot, i) => {
        const sku = skus[i];
        if (!snapshot.exists && sku !== undefined) tx.set(snapshot.ref, { productId, sku });
      });
      for (const sku of freed) tx.delete(skusCol(db).doc(skuDocId(sku)));
    },
  };
}

/** Frees a deleted product's SKUs, in the transaction that deletes it. */
export function freeProductSkus(tx: Transaction, db: Firestore, product: ProductDoc): void {
  for (const variant of product.variants ?? []) tx.delete(skusCol(db).doc(skuDocId(variant.sku)));
}
