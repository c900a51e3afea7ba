// What `npm run lighthouse` reports from its runs: the median of each figure per page, and the
// pages' scores weighted as the Shopify theme store weights home, product and collection (ADR 0018),
// so one number follows a first visit as most shoppers make it.

/** Share of each page in the weighted score, in percent. */
export const PAGE_WEIGHTS = { home: 17, product: 40, search: 43 };

/** The middle value (mean of the two middle ones for an even count): one slow run cannot move it. */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The figures of one Lighthouse result: score 0-100, LCP and TBT in milliseconds, CLS unitless. */
export function runFigures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/**
 * Each figure's own median over a page's runs (not the figures of one "median run"): with three
 * runs that is the middle value of each, which is what the table reports.
 */
export function pageMedians(runs) {
  const of = (key) => median(runs.map((run) => run[key]));
  return { score: of('score'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls') };
}

/** Weighted mean of the pages' median scores; pages missing from `scores` make it NaN. */
export function weightedScore(scores, weights = PAGE_WEIGHTS) {
  const pages = Object.keys(weights);
  const total = pages.reduce((sum, page) => sum + weights[page], 0);
  return pages.reduce((sum, page) => sum + (scores[page] ?? NaN) * weights[page], 0) / total;
}
