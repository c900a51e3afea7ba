/** How a product becomes a row of the search index, and which shard holds it (docs/decisions/0006-search.md). */
import type { ProductDoc } from '../shared/entities/catalogue.js';
import type {
  PackedSearchIndexRow,
  SearchIndexRow,
  SearchIndexSpecs,
  SearchIndexVariant,
} from '../shared/entities/search.js';
import { SEARCH_INDEX_SHARDS } from '../shared/stats.js';

/** FNV-1a over the id's UTF-16 code units: stable across runtimes and releases, unlike any built-in hash. */
export function searchIndexShardOf(productId: string, shards: number = SEARCH_INDEX_SHARDS): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < productId.length; i += 1) {
    hash ^= productId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** Text is kept as written: the search engine folds it when it indexes, so folding can change without a re-index. */
export function searchIndexRowFor(productId: string, product: ProductDoc): SearchIndexRow {
  const specs = searchIndexSpecsFor(product);
  const variants = searchIndexVariantsFor(product);
  return {
    id: productId,
    name: product.name,
    brand: product.brand,
    description: product.description,
    category: product.category,
    price: product.price,
    rating: product.rating,
    numReviews: product.numReviews,
    createdAt: product.createdAt,
    ...(specs ? { specs } : {}),
    ...(variants ? { variants } : {}),
  };
}

/** Each configuration's RAM and storage, repeats (colours) left out; undefined without variants. */
function searchIndexVariantsFor({ specs, variants }: ProductDoc): SearchIndexVariant[] | undefined {
  if (!variants || variants.length === 0) return undefined;
  const seen = new Map<string, SearchIndexVariant>();
  for (const variant of variants) {
    const ramGb = variant.specs?.ramGb ?? specs?.ramGb;
    const storageGb = variant.specs?.storageGb ?? specs?.storageGb;
    const found: SearchIndexVariant = {};
    if (ramGb !== undefined) found.ramGb = ramGb;
    if (storageGb !== undefined) found.storageGb = storageGb;
    seen.set(`${ramGb}/${storageGb}`, found);
  }
  return [...seen.values()];
}

type PackedVariant = [ramGb: number | null, storageGb: number | null];

/** The filterable specifications a product states; undefined when it states none. */
function searchIndexSpecsFor({ specs }: ProductDoc): SearchIndexSpecs | undefined {
  if (!specs) return undefined;
  const found: SearchIndexSpecs = {};
  if (specs.cpu?.brand !== undefined) found.cpuBrand = specs.cpu.brand;
  if (specs.ramGb !== undefined) found.ramGb = specs.ramGb;
  if (specs.storageGb !== undefined) found.storageGb = specs.storageGb;
  if (specs.gpu?.kind !== undefined) found.gpuKind = specs.gpu.kind;
  if (specs.screen?.inches !== undefined) found.screenInches = specs.screen.inches;
  if (specs.weightKg !== undefined) found.weightKg = specs.weightKg;
  const cpuModel = [specs.cpu?.family, specs.cpu?.model].filter(Boolean).join(' ');
  if (cpuModel !== '') found.cpuModel = cpuModel;
  if (specs.gpu?.model !== undefined) found.gpuModel = specs.gpu.model;
  if (specs.screen?.panel !== undefined) found.panel = specs.screen.panel;
  return Object.keys(found).length > 0 ? found : undefined;
}

/**
 * The specifications packed in a fixed order, null for a value the product does not state. The
 * models and panel (read by query understanding, docs/decisions/0085-vietnamese-query-understanding.md)
 * come last and only when stated, so a row without them packs as it did before they were indexed.
 */
type PackedSpecs = [
  cpuBrand: string | null,
  ramGb: number | null,
  storageGb: number | null,
  gpuKind: string | null,
  screenInches: number | null,
  weightKg: number | null,
  cpuModel?: string | null,
  gpuModel?: string | null,
  panel?: string | null,
];

function packSpecs(s: SearchIndexSpecs): PackedSpecs {
  const packed: PackedSpecs = [
    s.cpuBrand ?? null,
    s.ramGb ?? null,
    s.storageGb ?? null,
    s.gpuKind ?? null,
    s.screenInches ?? null,
    s.weightKg ?? null,
  ];
  if (s.cpuModel !== undefined || s.gpuModel !== undefined || s.panel !== undefined)
    packed.push(s.cpuModel ?? null, s.gpuModel ?? null, s.panel ?? null);
  return packed;
}

function unpackSpecs(packed: PackedSpecs | undefined): SearchIndexSpecs | undefined {
  if (!packed) return undefined;
  const [cpuBrand, ramGb, storageGb, gpuKind, screenInches, weightKg, cpuModel, gpuModel, panel] = packed;
  const specs: SearchIndexSpecs = {};
  if (cpuBrand !== null) specs.cpuBrand = cpuBrand;
  if (ramGb !== null) specs.ramGb = ramGb;
  if (storageGb !== null) specs.storageGb = storageGb;
  if (gpuKind !== null) specs.gpuKind = gpuKind;
  if (screenInches !== null) specs.screenInches = screenInches;
  if (weightKg !== null) specs.weightKg = weightKg;
  if (cpuModel != null) specs.cpuModel = cpuModel;
  if (gpuModel != null) specs.gpuModel = gpuModel;
  if (panel != null) specs.panel = panel;
  return specs;
}

/** A packed row's fields, as parsing its JSON gives them (the index snapshot stores rows this way). */
export type SearchIndexRowFields = [
  category: string,
  price: number,
  rating: number,
  numReviews: number,
  createdAt: string,
  name: string,
  brand: string,
  description: string,
  specs?: PackedSpecs | null,
  variants?: PackedVariant[],
];

/** JSON keeps any text safe; one string per row reads about 3x faster than a map per row. */
export function packSearchIndexRow(row: SearchIndexRow): PackedSearchIndexRow {
  const fields: SearchIndexRowFields = [
    row.category,
    row.price,
    row.rating,
    row.numReviews,
    row.createdAt,
    row.name,
    row.brand,
    row.description,
  ];
  // Only a product that states specifications gets the ninth field, so a row without them packs
  // as it did before specifications were indexed and an unchanged product writes no new row.
  if (row.specs) fields.push(packSpecs(row.specs));
  // Likewise the tenth only for a product sold in configurations.
  if (row.variants) {
    if (!row.specs) fields.push(null);
    fields.push(row.variants.map((variant): PackedVariant => [variant.ramGb ?? null, variant.storageGb ?? null]));
  }
  return JSON.stringify(fields);
}

export function unpackSearchIndexRow(id: string, packed: PackedSearchIndexRow): SearchIndexRow {
  return searchIndexRowFromFields(id, JSON.parse(packed) as SearchIndexRowFields);
}

/**
 * A row written before descriptions were indexed has 6 fields, the last its folded words: they
 * stand in for the name until the product's next write or a rebuild, so it is still found. Built
 * field by field, not spread: a new instance unpacks every row before its first answer.
 */
export function searchIndexRowFromFields(id: string, fields: SearchIndexRowFields): SearchIndexRow {
  const [
    category,
    price,
    rating,
    numReviews,
    createdAt,
    name,
    brand = '',
    description = '',
    packedSpecs,
    packedVariants,
  ] = fields;
  const row: SearchIndexRow = { id, category, price, rating, numReviews, createdAt, name, brand, description };
  const specs = unpackSpecs(packedSpecs ?? undefined);
  if (specs) row.specs = specs;
  if (packedVariants) {
    row.variants = packedVariants.map(([ramGb, storageGb]) => {
      const variant: SearchIndexVariant = {};
      if (ramGb !== null) variant.ramGb = ramGb;
      if (storageGb !== null) variant.storageGb = storageGb;
      return variant;
    });
  }
  return row;
}
