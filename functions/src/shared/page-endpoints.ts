/**
 * The contract's rows for content pages (the table is ENDPOINTS in api-contract.ts, which spreads
 * these in; docs/decisions/0108-content-pages.md).
 */
import type { EndpointName, EndpointSpec } from './api-contract.js';
import type { ContentPage, PublicContentPage } from './entities/content-page.js';
import type { pageSaveSchema, pageUpdateSchema } from './page-schemas.js';

interface PageSaved {
  message: string;
  page: ContentPage;
}

/** What each content page endpoint takes and answers (EndpointTypes in api-contract.ts extends this). */
export interface PageEndpointTypes {
  adminPages: { response: ContentPage[] };
  createPage: { body: typeof pageSaveSchema; response: PageSaved };
  updatePage: { body: typeof pageUpdateSchema; response: PageSaved };
  deletePage: { response: { message: string } };
  pageBySlug: { response: PublicContentPage };
}

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

export const PAGE_ENDPOINTS = {
  // Every page, drafts and templates too, by slug.
  adminPages: { method: 'GET', path: '/pages', auth: 'admin', errors: [] },
  // 409: another page has the slug.
  createPage: { method: 'POST', path: '/pages', auth: 'admin', status: 201, errors: [409] },
  // 409: another page has the slug, or RECORD_CHANGED when the page changed since the form loaded it.
  updatePage: { method: 'PUT', path: '/pages/:id', auth: 'admin', errors: [404, 409], codes: ['RECORD_CHANGED'] },
  deletePage: { method: 'DELETE', path: '/pages/:id', auth: 'admin', errors: [404] },
  // A published page; a draft or an unknown slug answers 404.
  pageBySlug: { method: 'GET', path: '/pages/slug/:slug', auth: 'public', errors: [404] },
} as const satisfies Rows;
