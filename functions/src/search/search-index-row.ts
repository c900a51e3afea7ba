/** How a product becomes a row of the search index, and which shard holds it (docs/decisions/0006-search.md). */
import type { ProductDoc } from '../shared/entities.js';
import { SEARCH_INDEX_SHARDS, type PackedSearchIndexRow, type SearchIndexRow } from '../shared/stats.js';
import { productSearchWords } from '../shared/text.js';

/** FNV-1a over the id's UTF-16 code units: stable across runtimes and releases, unlike any built-in hash. */
export function searchIndexShardOf(productId: string, shards: number = SEARCH_INDEX_SHARDS): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < productId.length; i += 1) {
    hash ^= productId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/** Words come from the product's fields, not its stored searchWords, so a stale field cannot hide it. */
export function searchIndexRowFor(productId: string, product: ProductDoc): SearchIndexRow {
  return {
    id: productId,
    words: productSearchWords(product),
    category: product.category,
    price: product.price,
    rating: product.rating,
    numReviews: product.numReviews,
    createdAt: product.createdAt,
  };
}

type PackedFields = [
  category: string,
  price: number,
  rating: number,
  numReviews: number,
  createdAt: string,
  words: string,
];

/** JSON keeps any category text safe; words are [a-z0-9]+ so a space joins them unambiguously. */
export function packSearchIndexRow(row: SearchIndexRow): PackedSearchIndexRow {
  const fields: PackedFields = [
    row.category,
    row.price,
    row.rating,
    row.numReviews,
    row.createdAt,
    row.words.join(' '),
  ];
  return JSON.stringify(fields);
}

/** Also accepts an unpacked row object, so an index written by older code still reads. */
export function unpackSearchIndexRow(id: string, packed: PackedSearchIndexRow | SearchIndexRow): SearchIndexRow {
  if (typeof packed !== 'string') return { ...packed, id };
  const [category, price, rating, numReviews, createdAt, words] = JSON.parse(packed) as PackedFields;
  return { id, category, price, rating, numReviews, createdAt, words: words ? words.split(' ') : [] };
}
