/**
 * Installment plans (trả góp): the shop's settings block and the one function the server, the
 * product page's calculator and the cards compute every monthly amount with, so a figure a buyer
 * reads on a card is the figure the plans endpoint answers (docs/installments.md). Small on
 * purpose: the cards' label brings it onto the home route.
 */

/** Months as the settings key them: `"12"`. */
export type TermKey = `${number}`;

export interface InstallmentSettings {
  /** Orders from this total (VND) may be paid in installments. */
  minOrderAmount: number;
  /** The terms offered, in months (1 to 36). */
  terms: number[];
  /** Each term's flat monthly rate in percent of the financed amount (0 to 5), as finance companies quote it. */
  interestRatePercent: Record<TermKey, number>;
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

/** A term's rate; a term the settings give none is interest-free. */
export const rateOf = (settings: Pick<InstallmentSettings, 'interestRatePercent'>, term: number): number =>
  settings.interestRatePercent[`${term}`] ?? 0;

/**
 * One plan in whole đồng: downPayment = round(total × p/100), financed = total − downPayment,
 * monthly = ceil(financed/n + financed × r/100). Worked in integers (the rate in hundredths of a
 * percent, as the settings allow), so no floating-point crumb turns an exact 300.000₫ into 300.001₫.
 */
export function installmentPlan(total: number, termMonths: number, downPaymentPercent: number, rate: number) {
  const downPayment = Math.round((total * downPaymentPercent) / 100);
  const financed = total - downPayment;
  const scale = 10_000 * termMonths;
  const owed = financed * 10_000 + financed * Math.round(rate * 100) * termMonths;
  const monthly = Math.floor((owed + scale - 1) / scale);
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

/**
 * What a card and the product page lead with: the longest term without a down payment (the
 * smallest monthly amount a buyer can start from), or null below the minimum.
 */
export function cheapestMonthly(total: number, settings: InstallmentSettings | undefined) {
  if (!settings || total < settings.minOrderAmount || settings.terms.length === 0) return null;
  const term = Math.max(...settings.terms);
  const rate = rateOf(settings, term);
  return { monthly: installmentPlan(total, term, 0, rate).monthly, interestFree: rate === 0 };
}
