import { describe, expect, it } from 'vitest';
import { median, pageMedians, runFigures, weightedScore } from './lighthouse-summary.mjs';

const run = (score: number, lcpMs: number, tbtMs: number, cls: number) => ({
  score,
  lcpMs,
  tbtMs,
  cls,
  benchmarkIndex: 1000,
});

describe('lighthouse summary', () => {
  it('takes the middle value, so one slow run does not move it', () => {
    expect(median([3, 1, 200])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("reports each figure's own median over a page's runs", () => {
    const runs = [run(60, 3000, 100, 0.6), run(50, 3500, 400, 0.5), run(70, 4000, 200, 0.7)];
    expect(pageMedians(runs)).toEqual({ score: 60, lcpMs: 3500, tbtMs: 200, cls: 0.6 });
  });

  it("weights home 17, product 40 and search 43 (the issue's baseline: 57, 62, 84)", () => {
    expect(weightedScore({ home: 57, product: 62, search: 84 })).toBeCloseTo(70.61, 2);
    expect(weightedScore({ home: 100, product: 100, search: 100 })).toBe(100);
    expect(weightedScore({ home: 90, product: 90 })).toBeNaN();
  });

  it('reads score, LCP, TBT and CLS from a Lighthouse result', () => {
    const lhr = {
      categories: { performance: { score: 0.57 } },
      audits: {
        'largest-contentful-paint': { numericValue: 3512.4 },
        'total-blocking-time': { numericValue: 388 },
        'cumulative-layout-shift': { numericValue: 0.609 },
      },
      environment: { benchmarkIndex: 1500 },
    };
    expect(runFigures(lhr)).toEqual({ score: 57, lcpMs: 3512.4, tbtMs: 388, cls: 0.609, benchmarkIndex: 1500 });
  });
});
