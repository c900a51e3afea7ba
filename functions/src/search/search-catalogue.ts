/**
 * What one function instance keeps between searches: the index rows of one index version and the
 * text index built from them. A new version updates only the products whose rows changed, so a
 * product edit costs the instance a shard re-read and a few index updates, not a full rebuild.
 */
import type { PackedSearchIndexRow, SearchIndexRow } from '../shared/entities/search.js';
import { searchWords } from '../shared/text.js';
import { FacetIndex } from './facets.js';
import { ProductTextIndex, type TextIndexSnapshot } from './product-text-index.js';
import {
  packSearchIndexRow,
  searchIndexRowFromFields,
  unpackSearchIndexRow,
  type SearchIndexRowFields,
} from './search-index-row.js';

export class SearchCatalogue {
  /**
   * The rows as the shards hold them, to tell which changed. A catalogue from a snapshot packs
   * them again only when it is first brought up to date (packing is JSON.stringify of the fields
   * the snapshot parsed, so an unchanged row packs to the same text).
   */
  private packedRows: Map<string, PackedSearchIndexRow> | null = new Map();
  private readonly byId = new Map<string, SearchIndexRow>();
  /** Each product's name folded as a query is, kept so ranking compares, not folds, per search. */
  private readonly foldedNames = new Map<string, string>();
  text = new ProductTextIndex();
  /** The rows' filterable values in typed arrays, built on the first search after a change. */
  private facetIndex: FacetIndex | null = null;

  /** Test and benchmark convenience: a catalogue of already unpacked rows. */
  static fromRows(rows: Iterable<SearchIndexRow>): SearchCatalogue {
    const catalogue = new SearchCatalogue();
    for (const row of rows) catalogue.put(row, '');
    return catalogue;
  }

  /** The rows' fields and the text index built from them: what a snapshot keeps. */
  toSnapshot(): CatalogueSnapshot {
    const rows = Array.from(this.packed(), ([id, packed]): [string, SearchIndexRowFields] => [
      id,
      JSON.parse(packed) as SearchIndexRowFields,
    ]);
    return { rows, text: this.text.toSnapshot() };
  }

  /** A catalogue as a snapshot left it; `update` then brings it to the current rows. */
  static fromSnapshot(snapshot: CatalogueSnapshot): SearchCatalogue {
    const catalogue = new SearchCatalogue();
    catalogue.packedRows = null;
    for (const [id, fields] of snapshot.rows) catalogue.byId.set(id, searchIndexRowFromFields(id, fields));
    catalogue.text = ProductTextIndex.fromSnapshot(snapshot.text, () => catalogue.byId.values());
    return catalogue;
  }

  get rows(): Iterable<SearchIndexRow> {
    return this.byId.values();
  }

  row(id: string): SearchIndexRow | undefined {
    return this.byId.get(id);
  }

  /** The product's name folded like a query ('Đồ họa X' -> 'do hoa x'), to spot an exact name match. */
  foldedName(id: string): string | undefined {
    let folded = this.foldedNames.get(id);
    if (folded === undefined) {
      // Folded on first use: a catalogue restored from a snapshot folds only the names it ranks.
      const row = this.byId.get(id);
      if (!row) return undefined;
      folded = foldName(row.name);
      this.foldedNames.set(id, folded);
    }
    return folded;
  }

  facets(): FacetIndex {
    this.facetIndex ??= new FacetIndex(this.byId.values());
    return this.facetIndex;
  }

  categories(): Set<string> {
    return new Set(Array.from(this.byId.values(), (row) => row.category));
  }

  /** Brings the catalogue to these rows; returns how many products changed. */
  update(next: Map<string, PackedSearchIndexRow>): number {
    const current = this.packed();
    let changed = 0;
    for (const [id, packed] of next) {
      if (current.get(id) === packed) continue;
      this.put(unpackSearchIndexRow(id, packed), packed);
      changed += 1;
    }
    for (const id of current.keys()) {
      if (next.has(id)) continue;
      this.remove(id);
      changed += 1;
    }
    this.packedRows = new Map(next);
    return changed;
  }

  /**
   * One product's row as its shard now holds it (undefined: it left the index), applied without
   * comparing every row: what a warm instance does after a single product edit.
   */
  applyRow(id: string, packed: PackedSearchIndexRow | undefined): void {
    if (packed === undefined) {
      if (this.byId.has(id)) this.remove(id);
      return;
    }
    if (this.packedRows?.get(id) === packed) return;
    this.put(unpackSearchIndexRow(id, packed), packed);
  }

  private remove(id: string) {
    this.byId.delete(id);
    this.foldedNames.delete(id);
    this.packedRows?.delete(id);
    this.text.remove(id);
    this.facetIndex = null;
  }

  private packed(): Map<string, PackedSearchIndexRow> {
    this.packedRows ??= new Map(Array.from(this.byId, ([id, row]) => [id, packSearchIndexRow(row)]));
    return this.packedRows;
  }

  private put(row: SearchIndexRow, packed: PackedSearchIndexRow) {
    this.byId.set(row.id, row);
    this.foldedNames.delete(row.id);
    // A catalogue from a snapshot packs its rows only when first compared (packed()); until then
    // byId, which holds this row, is what they are packed from.
    this.packedRows?.set(row.id, packed);
    this.text.put(row);
    this.facetIndex = null;
  }
}

export interface CatalogueSnapshot {
  /** [product id, the packed row's fields] of every product. */
  rows: [string, SearchIndexRowFields][];
  text: TextIndexSnapshot;
}

export const foldName = (name: string): string => searchWords(name).join(' ');
