/**
 * The head of a content page (/pages/:slug, docs/decisions/0108-content-pages.md): "{title} | {shop
 * name}", a description from the body's first words, the canonical URL. Pure, like page-head.ts.
 */
import type { PublicContentPage } from '../shared/entities/content-page.js';
import { absoluteUrl, summarize, SITE_DESCRIPTION, type PageHead } from './page-head.js';

/** The body's words without the Markdown around them: link targets, marks, table rules. */
export function markdownAsText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#{1,6}|[-*+]|\d+\.|>)\s+/gm, '')
    .replace(/^\s*\|?[\s:|-]+\|?\s*$/gm, ' ')
    .replace(/[*_`|]+/g, ' ');
}

export function contentPageHead(origin: string, page: PublicContentPage, shopName: string): PageHead {
  const url = absoluteUrl(origin, `/pages/${encodeURIComponent(page.slug)}`);
  const title = `${page.title} | ${shopName}`;
  const description = summarize(markdownAsText(page.body).replace(/\{\{\w+\}\}/g, shopName)) || SITE_DESCRIPTION;
  return {
    title,
    description,
    canonical: url,
    robots: null,
    meta: url
      ? [
          { property: 'og:type', content: 'article' },
          { property: 'og:title', content: title },
          { property: 'og:description', content: description },
          { property: 'og:url', content: url },
        ]
      : [],
    jsonLd: [],
  };
}
