/**
 * The monthly amount of a plan, apart from the rest of the plan (shared/installment-plan.ts): all
 * the home route's cards need for their "Trả góp 0% · từ …/tháng", so the plans and their defaults
 * stay in the product page's chunk.
 */
/** Months as the settings key them: `"12"`. */
export type TermKey = `${number}`;

/** The part of the installment settings a monthly amount depends on. */
export interface InstallmentTerms {
  /** Orders from this total (VND) may be paid in installments. */
  minOrderAmount: number;
  /** The terms offered, in months (1 to 36). */
  terms: number[];
  /** Each term's flat monthly rate in percent of the financed amount (0 to 5), as finance companies quote it. */
  interestRatePercent: Record<TermKey, number>;
}

/** A term's rate; a term the settings give none is interest-free. */
export const rateOf = (settings: Pick<InstallmentTerms, 'interestRatePercent'>, term: number): number =>
  settings.interestRatePercent[`${term}`] ?? 0;

/**
 * monthly = ceil(financed/n + financed × r/100) in whole đồng, worked in integers (the rate in
 * hundredths of a percent, as the settings allow), so no floating-point crumb turns an exact
 * 300.000₫ into 300.001₫.
 */
export function monthlyAmount(financed: number, termMonths: number, rate: number): number {
  const scale = 10_000 * termMonths;
  return Math.floor((financed * 10_000 + financed * Math.round(rate * 100) * termMonths + scale - 1) / scale);
}

/**
 * What a card and the product page lead with: the longest term without a down payment (the
 * smallest monthly amount a buyer can start from), or null below the minimum.
 */
export function cheapestMonthly(total: number, settings: InstallmentTerms | undefined) {
  if (!settings || total < settings.minOrderAmount || !settings.terms.length) return null;
  const term = Math.max(...settings.terms);
  const rate = rateOf(settings, term);
  return { monthly: monthlyAmount(total, term, rate), interestFree: !rate };
}
