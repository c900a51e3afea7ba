/**
 * The contract's rows for finance-company applications (ENDPOINTS in api-contract.ts spreads these
 * in; docs/decisions/0110-finance-company-applications.md): the staff's list of pending
 * applications, the audited reveal of one CCCD, and the company's decision on an order.
 */
import type { EndpointName, EndpointSpec } from './api-contract.js';
import type { Order } from './entities/order.js';
import type { financeApproveSchema, financeRefuseSchema } from './finance-schemas.js';

/** One pending application as staff read it: the CCCD masked (`********1234`) until revealed. */
export interface PendingFinanceApplication {
  orderId: string;
  orderCode: string | null;
  createdAt: string;
  /** When the sweep cancels it unless decided, and the milliseconds left until then (never below 0). */
  holdEndsAt: string;
  msLeft: number;
  fullName: string;
  phone: string;
  nationalIdMasked: string;
  termMonths: number;
  downPaymentPercent: number;
  totalPrice: number;
}

export interface FinanceEndpointTypes {
  financeApplications: { response: { applications: PendingFinanceApplication[] } };
  revealFinanceNationalId: { response: { nationalId: string } };
  approveFinance: { body: typeof financeApproveSchema; response: Order };
  refuseFinance: { body: typeof financeRefuseSchema; response: Order };
}

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

export const FINANCE_ENDPOINTS = {
  // Pending ones only, oldest first.
  financeApplications: { method: 'GET', path: '/finance-applications', auth: 'admin', errors: [] },
  // "Xem": the full CCCD, written to the audit log (who looked, never the number).
  revealFinanceNationalId: {
    method: 'POST',
    path: '/finance-applications/:id/national-id',
    auth: 'admin',
    errors: [404],
  },
  // 409 unless it still awaits approval (cancelled, timed out or decided already).
  approveFinance: { method: 'PUT', path: '/orders/:id/finance/approve', auth: 'admin', errors: [404, 409] },
  refuseFinance: { method: 'PUT', path: '/orders/:id/finance/refuse', auth: 'admin', errors: [404, 409] },
} as const satisfies Rows;
