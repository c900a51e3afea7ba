/**
 * What goes into the HTML head of each server-rendered shopper page (ADR 0018): title,
 * description, canonical URL, robots, Open Graph and Twitter tags, JSON-LD. Pure functions of the
 * page's data and the site's origin, so the SSR function, its tests and any later static render
 * agree on one head per page. No Firebase, React or Node APIs: WHATWG URL only.
 */
import { ANY } from '../shared/constants.js';
import type { ProductWithReviews } from '../shared/entities/catalogue.js';
import type { ShopSettings } from '../shared/shop-settings.js';
import { API_MSG } from '../shared/messages.js';
import type { SearchFilters } from '../shared/search-filters.js';
import { searchQueryString } from '../shared/search-query-string.js';

import { pageTitle, SITE_NAME } from '../shared/page-title.js';
import { hasVariants } from '../shared/product-variants.js';
import { productGroupLd } from './product-group-ld.js';
import { specProperties } from '../shared/spec-properties.js';

export { SITE_NAME };
/** The shop's own description: the home page's, and the fallback of pages that have none. */
export const SITE_DESCRIPTION = 'Laptop Shop: laptops chính hãng, giá tốt, giao hàng toàn quốc.';
const OG_LOCALE = 'vi_VN';
/** Search engines cut descriptions at about this many characters; a cut mid-word reads as broken. */
export const DESCRIPTION_MAX_LENGTH = 160;

export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };
export type JsonLd = { readonly [key: string]: JsonValue };

/** Open Graph tags are keyed by `property`, Twitter's by `name` (each reader looks only at its own). */
export type MetaTag =
  { readonly property: string; readonly content: string } | { readonly name: string; readonly content: string };

export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL; null on pages that must not be indexed under any URL (not found, private). */
  canonical: string | null;
  /** The robots meta's content; null means the default (index, follow). */
  robots: string | null;
  /** Open Graph, then Twitter tags. */
  meta: readonly MetaTag[];
  jsonLd: readonly JsonLd[];
}

/** An origin with a trailing slash would turn every path into `//path`. */
const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');

/**
 * Product images are site-relative (seeded, '/images/…') or absolute (Cloud Storage); crawlers and
 * link previews need absolute URLs. Anything that does not resolve to http(s) is left out rather
 * than handed to a crawler.
 */
export function absoluteUrl(origin: string, urlOrPath: string): string | null {
  try {
    const url = new URL(urlOrPath, `${trimOrigin(origin)}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Whitespace collapsed, cut at the last word boundary that fits, with an ellipsis when cut. */
export function summarize(text: string, maxLength = DESCRIPTION_MAX_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxLength) return flat;
  // Room for the ellipsis; a space right after the room still counts as a word boundary.
  const lastSpace = flat.lastIndexOf(' ', maxLength - 1);
  // One very long word: a hard cut is better than an empty description.
  const cut = flat.slice(0, lastSpace > 0 ? lastSpace : maxLength - 1);
  return `${cut.replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The tags every shareable page has; the image makes a large Twitter card worth it. */
function socialTags(page: { type: string; title: string; description: string; url: string; image?: string | null }) {
  const tags: MetaTag[] = [
    { property: 'og:type', content: page.type },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: page.url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:locale', content: OG_LOCALE },
  ];
  if (page.image) tags.push({ property: 'og:image', content: page.image });
  tags.push(
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
  );
  if (page.image) tags.push({ name: 'twitter:image', content: page.image });
  return tags;
}

export function homeHead(origin: string): PageHead {
  const url = `${trimOrigin(origin)}/`;
  return {
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    canonical: url,
    robots: null,
    meta: socialTags({ type: 'website', title: SITE_NAME, description: SITE_DESCRIPTION, url }),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url,
        description: SITE_DESCRIPTION,
        inLanguage: 'vi',
      },
    ],
  };
}

/** The category's search page, built as the web's links and the sitemap build it. */
const categoryUrl = (origin: string, category: string) =>
  `${trimOrigin(origin)}/search?${searchQueryString({ category })}`;

/**
 * The offer's struck-through price and the shop's return policy, when there are
 * (docs/decisions/0095-warranty-and-return-settings.md).
 */
function offerExtras(
  product: { price: number; compareAtPrice?: number | undefined },
  shop: Pick<ShopSettings, 'returnDays'> | undefined,
): JsonLd {
  const { compareAtPrice } = product;
  return {
    ...(compareAtPrice !== undefined &&
      compareAtPrice > product.price && {
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceType: 'https://schema.org/StrikethroughPrice',
          price: compareAtPrice,
          priceCurrency: 'VND',
        },
      }),
    // A shop that takes no returns (0 days) says so rather than claiming a window of none.
    ...(shop && {
      hasMerchantReturnPolicy: {
        '@type': 'MerchantReturnPolicy',
        applicableCountry: 'VN',
        ...(shop.returnDays > 0
          ? {
              returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
              merchantReturnDays: shop.returnDays,
            }
          : { returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted' }),
      },
    }),
  };
}

/** `shop`: the settings the return policy comes from; the server-rendered page always passes them. */
export function productHead(
  origin: string,
  product: ProductWithReviews,
  shop?: Pick<ShopSettings, 'returnDays'>,
): PageHead {
  const url = `${trimOrigin(origin)}/product/${encodeURIComponent(product.slug)}`;
  const title = pageTitle(product.name);
  const description = summarize(product.description) || SITE_DESCRIPTION;
  const image = absoluteUrl(origin, product.image);
  // Every photo of the gallery, in its order (the first is `image`); a URL that is not http(s) is left out.
  const images = product.images.flatMap((photo) => absoluteUrl(origin, photo.url) ?? []);
  const properties = specProperties(product.specs);

  const productLd: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(images.length > 0 && { image: images }),
    description: product.description.trim() || description,
    brand: { '@type': 'Brand', name: product.brand },
    sku: product._id,
    ...(product.specs?.weightKg !== undefined && {
      weight: { '@type': 'QuantitativeValue', value: product.specs.weightKg, unitCode: 'KGM' },
    }),
    ...(properties.length > 0 && { additionalProperty: properties }),
    offers: {
      '@type': 'Offer',
      url,
      // The stored VND amount as a number: schema.org wants no separators or currency in it.
      price: product.price,
      priceCurrency: 'VND',
      availability: product.countInStock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ...offerExtras(product, shop),
    },
    // Google rejects an aggregateRating of zero reviews, so a product without any has none.
    ...(product.numReviews > 0 && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.numReviews },
    }),
    ...(product.reviews.length > 0 && {
      review: product.reviews.map((review) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.name },
        reviewRating: { '@type': 'Rating', ratingValue: review.rating },
        reviewBody: review.comment,
        datePublished: review.createdAt,
      })),
    }),
  };

  const crumbs = [
    { name: SITE_NAME, item: `${trimOrigin(origin)}/` },
    ...(product.category ? [{ name: product.category, item: categoryUrl(origin, product.category) }] : []),
    { name: product.name, item: url },
  ];
  const breadcrumbLd: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
  };

  return {
    title,
    description,
    canonical: url,
    robots: null,
    meta: [
      ...socialTags({ type: 'product', title, description, url, image }),
      // Read by Facebook and Pinterest previews for og:type product.
      { property: 'product:price:amount', content: String(product.price) },
      { property: 'product:price:currency', content: 'VND' },
    ],
    // A laptop sold in configurations is a ProductGroup of them (product-group-ld.ts).
    jsonLd: [
      hasVariants(product)
        ? productGroupLd(product, {
            url,
            productLd,
            offerExtras: (prices) => offerExtras(prices, shop),
            absoluteImage: (photo) => absoluteUrl(origin, photo),
          })
        : productLd,
      breadcrumbLd,
    ],
  };
}

/**
 * A category's page is a landing page worth indexing; free-text results and deeper pages are
 * endless near-duplicates, so crawlers follow their links but do not index them.
 */
export function searchHead(origin: string, filters: SearchFilters): PageHead {
  const query = filters.query !== ANY ? filters.query : null;
  const category = filters.category !== ANY ? filters.category : null;
  const label = query && category ? `${query} in ${category}` : (query ?? category);
  const title = label ? pageTitle(`Search: ${label}`) : pageTitle('Search');
  const description = label ? `${label} — ${SITE_DESCRIPTION}` : SITE_DESCRIPTION;
  // Only the parameters that change the results, defaults left out: one URL per result set.
  const qs = searchQueryString(filters);
  const url = `${trimOrigin(origin)}/search${qs ? `?${qs}` : ''}`;
  return {
    title,
    description,
    canonical: url,
    robots: query || filters.page > 1 ? 'noindex, follow' : null,
    meta: socialTags({ type: 'website', title, description, url }),
    jsonLd: [],
  };
}

/** An unknown slug (answered with HTTP 404): nothing to index, no URL to claim. */
export function notFoundHead(): PageHead {
  return {
    title: pageTitle(API_MSG.productNotFound),
    description: SITE_DESCRIPTION,
    canonical: null,
    robots: 'noindex',
    meta: [],
    jsonLd: [],
  };
}

/**
 * A compare page: shareable, its title naming the laptops for link previews, but not indexed (any
 * four products make a page, and each product's own page is the one to find) while its links are
 * followed.
 */
export function compareHead(products: readonly { name: string }[]): PageHead {
  const names = products.map((product) => product.name).join(' vs ');
  return {
    title: pageTitle(names ? `Compare: ${names}` : 'Compare'),
    description: SITE_DESCRIPTION,
    canonical: null,
    robots: 'noindex, follow',
    meta: [],
    jsonLd: [],
  };
}

/** Cart, checkout, account and admin pages: private to one shopper, never in a search engine. */
export function noindexHead(label?: string): PageHead {
  return {
    title: label ? pageTitle(label) : SITE_NAME,
    description: SITE_DESCRIPTION,
    canonical: null,
    robots: 'noindex, nofollow',
    meta: [],
    jsonLd: [],
  };
}

const HTML_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** For text and double- or single-quoted attribute values: product names are admin-typed. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}

/**
 * JSON that can sit inside a <script> element: `</script>` or `<!--` in a string would end or
 * change the element, and U+2028/U+2029 break older JavaScript parsers. The \uXXXX forms parse
 * back to the same characters, so JSON.parse of the script's text gives the value unchanged.
 */
export function jsonForScript(value: JsonValue): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const metaTag = (tag: MetaTag) =>
  'property' in tag
    ? `<meta property="${escapeHtml(tag.property)}" content="${escapeHtml(tag.content)}">`
    : `<meta name="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}">`;

/** The head's tags, one per line, for the server to put in place of the template's title and description. */
export function renderHead(head: PageHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    metaTag({ name: 'description', content: head.description }),
    ...(head.robots ? [metaTag({ name: 'robots', content: head.robots })] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${escapeHtml(head.canonical)}">`] : []),
    ...head.meta.map(metaTag),
    ...head.jsonLd.map((ld) => `<script type="application/ld+json">${jsonForScript(ld)}</script>`),
  ].join('\n');
}
