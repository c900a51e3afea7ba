/**
 * The contract's rows for installments (ENDPOINTS in api-contract.ts spreads these in): the plans
 * a total may be paid in, computed by the one plan function (shared/installment-plan.ts).
 */
import type { EndpointName, EndpointSpec } from './api-contract.js';
import type { InstallmentPlan } from './installment-plan.js';
import type { installmentPlansQuerySchema } from './installment-schemas.js';

type Rows = Partial<Record<EndpointName, EndpointSpec>>;

/** `reason`: why a total is not eligible ("Trả góp áp dụng cho đơn hàng từ 3.000.000₫"), null when it is. */
export interface InstallmentPlans {
  eligible: boolean;
  minOrderAmount: number;
  reason: string | null;
  plans: InstallmentPlan[];
}

export interface InstallmentTypes {
  installmentPlans: { query: typeof installmentPlansQuerySchema; response: InstallmentPlans };
}

export const INSTALLMENT_ENDPOINTS = {
  // One plan per term × down payment of the settings; below the minimum none, with the reason.
  installmentPlans: { method: 'GET', path: '/installment/plans', auth: 'public', errors: [] },
} as const satisfies Rows;
