/** The admin's product CSV: export every product, import a file (docs/decisions/0027-import-export-and-operations.md). */
import { auditActor } from '../../data/audit-log.js';
import { productsCol } from '../../data/collections.js';
import { toProduct } from '../../shared/to-api.js';
import { vietnamDay } from '../../shared/vietnam-time.js';
import type { ApiContext } from '../context.js';
import type { EndpointHandlers } from '../register-endpoints.js';
import { productsToCsv } from './product-csv.js';
import { importProducts } from './product-import.js';

export function productCsvHandlers(ctx: ApiContext): EndpointHandlers<'exportProducts' | 'importProducts'> {
  const { db } = ctx;
  return {
    exportProducts: async () => {
      // Drafts too: the file is the whole catalogue, and a draft comes back a draft.
      const snapshot = await productsCol(db).orderBy('slug').get();
      const products = snapshot.docs.map((doc) => toProduct(doc.id, doc.data()));
      return { filename: `products-${vietnamDay(new Date().toISOString())}.csv`, text: productsToCsv(products) };
    },

    importProducts: async ({ body, user }) => importProducts(db, body.csv, body.dryRun, auditActor(user)),
  };
}
