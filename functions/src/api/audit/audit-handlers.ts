/** GET /api/audit?page=N: the audit log for admins, newest first, paged. */
import { auditLogCol } from '../../data/collections.js';
import { AUDIT_PAGE_SIZE } from '../../shared/constants.js';
import type { ApiContext } from '../context.js';
import type { EndpointHandlers } from '../register-endpoints.js';

export function auditHandlers(ctx: ApiContext): EndpointHandlers<'auditLog'> {
  return {
    auditLog: async ({ query: { page } }) => {
      const col = auditLogCol(ctx.db);
      const count = (await col.count().get()).data().count;
      const snapshot = await col
        .orderBy('at', 'desc')
        .offset((page - 1) * AUDIT_PAGE_SIZE)
        .limit(AUDIT_PAGE_SIZE)
        .get();
      return {
        entries: snapshot.docs.map((doc) => ({ _id: doc.id, ...doc.data() })),
        page,
        pages: Math.max(1, Math.ceil(count / AUDIT_PAGE_SIZE)),
      };
    },
  };
}
