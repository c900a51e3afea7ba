/** What the admin screens read: their list pages, the product import's report and the dashboard. */
import type { CursorPage } from './api.js';
import type { FieldChange } from './audit.js';
import type { Product } from './catalogue.js';
import type { User } from './account.js';
import type { Order } from './order.js';
import type { PaymentReconciliation } from './payment.js';

/** Admin order list: `user` is null when the customer's account no longer exists. */
export type AdminOrderRow = Omit<Order, 'user'> & { user: { name: string } | null };

/** A page of the admin Payments screen (docs/decisions/0014-payments.md). */
export interface ReconciliationPage extends CursorPage {
  reconciliations: PaymentReconciliation[];
}

export interface AdminOrderPage extends CursorPage {
  orders: AdminOrderRow[];
}

export interface AdminUserPage extends CursorPage {
  /** `emailVerified` from Firebase Auth: false for an account without one (docs/decisions/0021-email-and-accounts.md). */
  users: Array<User & { emailVerified?: boolean }>;
}

/** Page `page` of `pages` (0 when nothing matches) of the admin products table, `countProducts` rows in all. */
export interface AdminProductPage {
  products: Product[];
  page: number;
  pages: number;
  countProducts: number;
  /** Drafts untouched for STALE_DRAFT_HOURS, oldest first: probably abandoned, listed for cleanup. */
  staleDrafts: Pick<Product, '_id' | 'name' | 'updatedAt'>[];
}

/** What an imported CSV row does to the catalogue (docs/decisions/0027-import-export-and-operations.md). */
export type ProductImportAction = 'create' | 'update' | 'unchanged';

/** One row of a product import: its row as a spreadsheet numbers it (the header is row 1), and what it does or why it cannot. */
export interface ProductImportRowReport {
  row: number;
  slug: string;
  action: ProductImportAction | 'error';
  /** The fields it changes, as they are and as they would be (empty for 'unchanged' and 'error'). */
  changes: Record<string, FieldChange>;
  /** Why the row cannot be imported ('error' only). */
  errors: string[];
}

/** The answer of POST /api/products/import: a dry run's plan, or what the import wrote. */
export interface ProductImportReport {
  dryRun: boolean;
  /** True when the rows were written (a real import of a file without errors). */
  written: boolean;
  rows: ProductImportRowReport[];
  counts: Record<ProductImportAction | 'error', number>;
}

/** Dashboard summary in the spec's shape (section 3). */
export interface DashboardSummary {
  users: { numUsers: number }[];
  orders: { numOrders: number; totalSales: number }[];
  dailyOrders: { _id: string; sales: number }[];
  productCategories: { _id: string; count: number }[];
}
