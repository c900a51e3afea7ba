/**
 * Installment plans (trả góp): the shop's settings block and the one function the server, the
 * product page's calculator and the cards compute every monthly amount with, so a figure a buyer
 * reads on a card is the figure the plans endpoint answers (docs/installments.md). The monthly
 * amount itself is in installment-monthly.ts, all the home route's cards load.
 */
import { monthlyAmount, rateOf, type InstallmentTerms } from './installment-monthly.js';

export { cheapestMonthly, rateOf, type TermKey } from './installment-monthly.js';

export interface InstallmentSettings extends InstallmentTerms {
  /** The down payments offered, in percent of the total (0 to 90). */
  downPaymentPercents: number[];
  /** How long an order awaiting a finance company's approval holds its stock. */
  financeHoldHours: number;
  /** Days after the decision when an application's personal data is erased. */
  financeDataRetentionDays: number;
}

export const DEFAULT_INSTALLMENT_SETTINGS: InstallmentSettings = {
  minOrderAmount: 3_000_000,
  terms: [3, 6, 9, 12],
  interestRatePercent: { '3': 0, '6': 0, '9': 0, '12': 0 },
  downPaymentPercents: [0, 20, 30, 50],
  financeHoldHours: 48,
  financeDataRetentionDays: 90,
};

export interface InstallmentPlan {
  termMonths: number;
  downPaymentPercent: number;
  interestRatePercent: number;
  downPayment: number;
  financed: number;
  monthly: number;
  totalPaid: number;
  extraCost: number;
}

/** The down payment (trả trước) of `percent` % of the total, in whole đồng. */
export const downPaymentOf = (total: number, percent: number): number => Math.round((total * percent) / 100);

/** One plan: downPayment = round(total × p/100), financed = total − downPayment, and the monthly amount. */
export function installmentPlan(total: number, termMonths: number, downPaymentPercent: number, rate: number) {
  const downPayment = downPaymentOf(total, downPaymentPercent);
  const financed = total - downPayment;
  const monthly = monthlyAmount(financed, termMonths, rate);
  const totalPaid = downPayment + monthly * termMonths;
  return {
    termMonths,
    downPaymentPercent,
    interestRatePercent: rate,
    downPayment,
    financed,
    monthly,
    totalPaid,
    extraCost: totalPaid - total,
  } satisfies InstallmentPlan;
}

/** Every term × down payment, in the settings' order; none below the minimum. */
export function installmentPlans(total: number, settings: InstallmentSettings): InstallmentPlan[] {
  if (total < settings.minOrderAmount) return [];
  return settings.terms.flatMap((term) =>
    settings.downPaymentPercents.map((percent) => installmentPlan(total, term, percent, rateOf(settings, term))),
  );
}
