/**
 * The seam between the ssr Cloud Function (functions/src/ssr/) and the web's server renderer
 * (web/src/entry-server.tsx, built into functions/ssr/): what the function gives the renderer and
 * what it gets back. Types only.
 */
import type { CompareProducts, Product, ProductWithReviews } from './entities/catalogue.js';
import type { PublicContentPage } from './entities/content-page.js';
import type { HomePage } from './entities/home.js';
import type { QuestionPage } from './entities/question.js';
import type { SearchResult } from './entities/search.js';
import type { Language } from './languages.js';
import type { PriceStyle } from './money.js';
import type { SearchFilters } from './search-filters.js';
import type { PublicShopSettings } from './shop-settings.js';

/** How the server reads what a page shows (with the Admin SDK, as the API does). */
export interface PageReaders {
  /** The home page's live banners and sections (functions/src/search/home-page-reads.ts). */
  homePage(): Promise<HomePage>;
  /** null for an unknown slug or a draft. */
  productBySlug(slug: string): Promise<ProductWithReviews | null>;
  search(filters: SearchFilters): Promise<SearchResult>;
  categories(): Promise<string[]>;
  /** The published products among the ids, in order, and the ids dropped (functions/src/data/compare-reads.ts). */
  compare(ids: string[]): Promise<CompareProducts>;
  /** "Similar laptops" under a product page. */
  similar(product: Product): Promise<Product[]>;
  /** The shop's public settings (the search page's price ranges). */
  shopSettings(): Promise<PublicShopSettings>;
  /** The first page of a product's answered questions, "Hỏi đáp" (functions/src/data/question-reads.ts). */
  questions(productId: string): Promise<QuestionPage>;
  /** A published content page by slug; null for a draft or an unknown slug (docs/decisions/0108-content-pages.md). */
  contentPage(slug: string): Promise<PublicContentPage | null>;
}

/** Which page was rendered, for its title, description, canonical URL and structured data. */
export type RenderedPageKind =
  | { kind: 'home' }
  | { kind: 'product'; product: ProductWithReviews }
  | { kind: 'product-not-found' }
  /** filters is null when the URL's filters are invalid (the page says which). */
  | { kind: 'search'; filters: SearchFilters | null }
  /** products: what is compared (empty when the URL names none it can show). */
  | { kind: 'compare'; products: Product[] }
  | { kind: 'not-found' }
  | { kind: 'content-page'; page: PublicContentPage };

export interface RenderedPage {
  status: number;
  page: RenderedPageKind;
  /** The app's markup, for <div id="root">. */
  html: string;
  /** Emotion's style tags for exactly that markup. */
  styles: string;
  /** The read cache entries the markup was rendered from, for hydration (SSR_DATA_ELEMENT_ID). */
  data: Record<string, unknown>;
}

export interface ServerRenderer {
  /**
   * `language`: the shopper's choice from the cookie, else the shop's default (languages.ts
   * resolveLanguage); the HTML is in that language. `priceStyle`: the shop's (money.ts).
   */
  renderPage(href: string, readers: PageReaders, language: Language, priceStyle?: PriceStyle): Promise<RenderedPage>;
}
