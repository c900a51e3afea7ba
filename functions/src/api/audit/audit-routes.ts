/** GET /api/audit?page=N: the audit log for admins, newest first, paged. */
import { Router } from 'express';
import { auditLogCol } from '../../data/collections.js';
import { AUDIT_PAGE_SIZE } from '../../shared/constants.js';
import type { AuditPage } from '../../shared/entities.js';
import type { ApiContext } from '../context.js';
import { requireAdmin } from '../middleware/auth.js';
import { pageParam } from '../page-param.js';

export function auditRoutes(ctx: ApiContext): Router {
  const router = Router();
  router.use(requireAdmin(ctx));

  router.get('/', async (req, res) => {
    const page = pageParam(req.query as Record<string, unknown>);
    const col = auditLogCol(ctx.db);
    const count = (await col.count().get()).data().count;
    const snapshot = await col
      .orderBy('at', 'desc')
      .offset((page - 1) * AUDIT_PAGE_SIZE)
      .limit(AUDIT_PAGE_SIZE)
      .get();
    const body: AuditPage = {
      entries: snapshot.docs.map((doc) => ({ _id: doc.id, ...doc.data() })),
      page,
      pages: Math.max(1, Math.ceil(count / AUDIT_PAGE_SIZE)),
    };
    res.json(body);
  });

  return router;
}
