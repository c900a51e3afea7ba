/**
 * The shop's content pages (policies, about, contact), kept in `pages` and shown at `/pages/:slug`
 * (docs/decisions/0108-content-pages.md). The body is Markdown in the subset the web's renderer
 * allows (web/src/features/pages/page-markdown.ts).
 */

export const PAGE_STATUSES = ['draft', 'published'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** a–z, 0–9 and single hyphens between them: the URL the page keeps. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PAGE_SLUG_MAX_LENGTH = 80;
export const PAGE_TITLE_MAX_LENGTH = 150;
/** A long policy is 20 to 30 KB of Markdown; ten times that is a paste gone wrong. */
export const PAGE_BODY_MAX_LENGTH = 100_000;

export interface PageText {
  title: string;
  body: string;
}

export interface ContentPageDoc extends PageText {
  slug: string;
  /** The English text, when the owner wrote one; otherwise English readers see the Vietnamese. */
  en?: PageText;
  status: PageStatus;
  /** Seeded text the owner has not saved yet: the admin list asks them to adapt it. */
  isTemplate: boolean;
  createdAt: string;
  /** Also the version a save must name (data/version.ts). */
  updatedAt: string;
}

export type ContentPage = ContentPageDoc & { _id: string };

/** What a shopper's page reads: a published page's text, no admin fields. */
export interface PublicContentPage {
  slug: string;
  title: string;
  body: string;
  en?: PageText;
  updatedAt: string;
}
