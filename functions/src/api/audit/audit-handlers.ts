/** GET /api/audit?page=N: the audit log for admins, newest first, paged. */
import { auditLogCol } from '../../data/collections.js';
import { readNewestFirstPage } from '../../data/newest-first-page.js';
import { AUDIT_PAGE_SIZE } from '../../shared/constants.js';
import type { ApiContext } from '../context.js';
import type { EndpointHandlers } from '../register-endpoints.js';

export function auditHandlers(ctx: ApiContext): EndpointHandlers<'auditLog'> {
  return {
    auditLog: async ({ query: { after } }) => {
      const { docs, nextCursor } = await readNewestFirstPage(auditLogCol(ctx.db), 'at', after, AUDIT_PAGE_SIZE);
      return { entries: docs.map((doc) => ({ _id: doc.id, ...doc.data() })), nextCursor };
    },
  };
}
