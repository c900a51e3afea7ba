/** /api/pages: the admin's list, create, save and delete, and a published page by its slug (ADR 0108). */
import { auditActor } from '../../data/audit-log.js';
import { pagesCol, publishedPageBySlug } from '../../data/page-collections.js';
import { PAGE_MSG } from '../../shared/page-messages.js';
import { notFound } from '../../http-error.js';
import type { ApiContext } from '../context.js';
import { routeId } from '../doc-id.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { createPage, deletePage, updatePage } from './page-writes.js';

type PageEndpoint = 'adminPages' | 'createPage' | 'updatePage' | 'deletePage' | 'pageBySlug';

export function pageHandlers({ db }: ApiContext): EndpointHandlers<PageEndpoint> {
  return {
    adminPages: async () => {
      const snapshot = await pagesCol(db).orderBy('slug').get();
      return snapshot.docs.map((doc) => ({ ...doc.data(), _id: doc.id }));
    },
    createPage: async ({ body, user }) => ({
      message: PAGE_MSG.pageCreated,
      page: await createPage(db, body, auditActor(user)),
    }),
    updatePage: async ({ req, body, user }) => ({
      message: PAGE_MSG.pageSaved,
      page: await updatePage(db, routeId(req), body, auditActor(user)),
    }),
    deletePage: async ({ req, user }) => {
      await deletePage(db, routeId(req), auditActor(user));
      return { message: PAGE_MSG.pageDeleted };
    },
    pageBySlug: async ({ params }) => {
      const page = await publishedPageBySlug(db, params.slug);
      if (!page) throw notFound(PAGE_MSG.pageNotFound);
      return page;
    },
  };
}
