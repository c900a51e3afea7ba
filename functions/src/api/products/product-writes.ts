/**
 * Admin product writes. Each sets searchWords (the search index row follows via the trigger) and the
 * admin table's searchKeys (shared/admin-search.ts) in the same write.
 */
import { randomBytes } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { productsCol } from '../../data/collections.js';
import { galleryOf, toProduct } from '../../shared/to-api.js';
import { nextVersion } from '../../data/version.js';
import type { Product, ProductDoc } from '../../shared/entities/catalogue.js';
import { missingCoreSpecs } from '../../shared/laptop-specs.js';
import { API_MSG, publishNeedsAltMessage, publishNeedsSpecsMessage } from '../../shared/messages.js';
import { firstImageWithoutAlt, galleryToSave } from '../../shared/product-gallery.js';
import type { ProductSaveInput } from '../../shared/product-variants-schema.js';
import { COMPARE_AT_PRICE_MESSAGE } from '../../shared/compare-at-price.js';
import { productSearchWords } from '../../shared/text.js';
import { productSearchKeys } from '../../shared/admin-search.js';
import { withProductIdentifiers } from '../../shared/product-identifiers.js';
import { changedFields, writeAudit, type AuditActor } from '../../data/audit-log.js';
import { badRequest, conflict, notFound } from '../../http-error.js';
import { runTransaction } from '../../data/run-transaction.js';
import { freeProductSkus, planVariants } from './variant-writes.js';

/** The fields an admin edits, compared for the audit log. */
export const EDITABLE_FIELDS = [
  'name',
  'slug',
  'price',
  'image',
  'images',
  'category',
  'brand',
  'countInStock',
  'description',
  'featured',
  'status',
  'specs',
  'compareAtPrice',
  'promotions',
  'options',
  'variants',
  'defaultVariantId',
  'gtin',
  'mpn',
  'condition',
] as const satisfies readonly (keyof ProductDoc)[];

/** The placeholder image the seed ships with web/public. */
export const SAMPLE_PRODUCT_IMAGE = '/images/products/sample.jpg';

export function sampleProduct(suffix: string, now: string): ProductDoc {
  const fields = { name: `sample name ${suffix}`, brand: 'sample brand', category: 'sample category' };
  const slug = `sample-name-${suffix}`;
  return {
    ...fields,
    slug,
    image: SAMPLE_PRODUCT_IMAGE,
    price: 0,
    description: 'sample description',
    countInStock: 0,
    rating: 0,
    numReviews: 0,
    createdAt: now,
    updatedAt: now,
    searchWords: productSearchWords(fields),
    searchKeys: productSearchKeys({ name: fields.name, slug }),
    featured: false,
    specs: {},
    // Shoppers never see the placeholder: the admin fills it in and publishes it.
    status: 'draft',
  };
}

/** Creates a sample product whose slug no other product has (checked in the same transaction). */
export async function createSampleProduct(db: Firestore, actor: AuditActor): Promise<Product> {
  return runTransaction(db, async (tx) => {
    for (;;) {
      const product = sampleProduct(randomBytes(4).toString('hex'), new Date().toISOString());
      const taken = await tx.get(productsCol(db).where('slug', '==', product.slug).limit(1));
      if (!taken.empty) continue;
      const ref = productsCol(db).doc();
      tx.create(ref, product);
      writeAudit(tx, db, {
        action: 'product.create',
        actor,
        target: { id: ref.id, label: product.name },
        changes: changedFields<ProductDoc>(null, product, EDITABLE_FIELDS),
      });
      return toProduct(ref.id, product);
    }
  });
}

/**
 * Saves the admin's edit only over the version the form loaded: a sale, a review or another admin's
 * save since then moved `updatedAt`, and overwriting would undo it (stock sold twice).
 */
export async function updateProduct(
  db: Firestore,
  id: string,
  input: ProductSaveInput,
  actor: AuditActor,
): Promise<Product> {
  const ref = productsCol(db).doc(id);
  const {
    updatedAt: loadedVersion,
    compareAtPrice,
    promotions,
    options,
    variants,
    defaultVariantId,
    gtin,
    mpn,
    condition,
    ...fields
  } = input;
  return runTransaction(db, async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(API_MSG.productNotFound);
    if (current.updatedAt !== loadedVersion) throw conflict(API_MSG.productChanged, 'RECORD_CHANGED');
    const sameSlug = await tx.get(productsCol(db).where('slug', '==', fields.slug).limit(2));
    if (sameSlug.docs.some((doc) => doc.id !== id)) throw conflict(API_MSG.slugInUse);
    // With variants, the price and stock sent are ignored: they are derived from the variants.
    const plan = await planVariants(tx, db, id, { options, variants, defaultVariantId }, current);
    // Documents from before drafts existed are on sale.
    const wasPublished = (current.status ?? 'published') === 'published';
    const status = fields.status ?? (wasPublished ? 'published' : 'draft');
    if (wasPublished && status === 'draft') throw conflict(API_MSG.cannotUnpublish);
    if (status === 'published' && (plan.fields?.price ?? fields.price) <= 0)
      throw badRequest(API_MSG.publishNeedsPrice);
    const specs = fields.specs ?? current.specs ?? {};
    // Filters and compare are only honest when every product on sale answers the core questions
    // (docs/decisions/0024-laptop-specifications-and-compare.md); a published product keeps them too.
    const missing = status === 'published' ? missingCoreSpecs(specs) : [];
    if (missing.length > 0) throw badRequest(publishNeedsSpecsMessage(missing.join(', ')));
    const images = galleryToSave(fields, current);
    const withoutAlt = status === 'published' ? firstImageWithoutAlt(images ?? galleryOf(fields)) : -1;
    if (withoutAlt >= 0) throw badRequest(publishNeedsAltMessage(withoutAlt));
    const { compareAtPrice: storedCompareAt, ...currentFields } = current;
    // Left out, the saved compare-at price stays, and must still be more than the new price.
    const compareAt = compareAtPrice === undefined ? storedCompareAt : (compareAtPrice ?? undefined);
    if (!plan.fields && compareAt !== undefined && compareAt <= fields.price)
      throw badRequest(COMPARE_AT_PRICE_MESSAGE);
    const { images: _sent, ...rest } = fields;
    const next: ProductDoc = plan.apply({
      // Left out, the saved identifiers stay; an empty text removes one.
      ...withProductIdentifiers(currentFields, { gtin, mpn, condition }),
      ...rest,
      // `image` is the first photo's URL, whichever of the two the client sent.
      ...(images ? { images, image: images[0]?.url ?? fields.image } : {}),
      ...(compareAt !== undefined ? { compareAtPrice: compareAt } : {}),
      // Left out (a spec client's save), the saved lines stay; an empty list removes them.
      ...(promotions !== undefined ? { promotions } : {}),
      specs,
      status,
      updatedAt: nextVersion(current.updatedAt),
      searchWords: productSearchWords(fields),
      searchKeys: productSearchKeys(fields),
    });
    tx.set(ref, next);
    plan.write(tx);
    writeAudit(tx, db, {
      action: 'product.update',
      actor,
      target: { id, label: next.name },
      changes: changedFields<ProductDoc>(current, next, EDITABLE_FIELDS),
    });
    return toProduct(id, next);
  });
}

/** Deletes the product and its reviews subcollection; the audit entry keeps what it was. */
export async function deleteProduct(db: Firestore, id: string, actor: AuditActor): Promise<void> {
  const ref = productsCol(db).doc(id);
  await runTransaction(db, async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(API_MSG.productNotFound);
    writeAudit(tx, db, {
      action: 'product.delete',
      actor,
      target: { id, label: current.name },
      changes: changedFields<ProductDoc>(current, null, EDITABLE_FIELDS),
    });
    freeProductSkus(tx, db, current);
  });
  await db.recursiveDelete(ref);
}
