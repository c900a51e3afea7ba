// Types of lighthouse-summary.mjs for its unit test.
export type PageName = 'home' | 'product' | 'search';

export interface RunFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
}

export interface LighthouseResultLike {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
}

export declare const PAGE_WEIGHTS: Readonly<Record<PageName, number>>;
export declare function median(values: readonly number[]): number;
export declare function runFigures(lhr: LighthouseResultLike): RunFigures;
export declare function pageMedians(runs: readonly RunFigures[]): Omit<RunFigures, 'benchmarkIndex'>;
export declare function weightedScore(
  scores: Partial<Record<PageName, number>>,
  weights?: Readonly<Record<PageName, number>>,
): number;
