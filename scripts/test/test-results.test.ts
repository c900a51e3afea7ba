import { describe, expect, it } from 'vitest';
import { stageLines, summaryLines, type LedgerEntry } from './test-results.mjs';

const START = 1_000_000;
const SECOND = 1000;

describe("npm test's summary", () => {
  it('gives each stage the time from the stage before it to its own end, and the run its total', () => {
    const ledger: LedgerEntry[] = [
      { suite: 'eslint', kind: 'check', passed: 1, failed: 0, skipped: 0, endedAt: START + 42 * SECOND },
      { suite: 'unit+web', kind: 'tests', passed: 900, failed: 1, skipped: 0, endedAt: START + 222 * SECOND },
      { suite: 'e2e', kind: 'tests', passed: 60, failed: 0, skipped: 27, endedAt: START + 1_002 * SECOND },
    ];
    expect(stageLines(ledger, START)).toEqual([
      'eslint: ok (0m 42s)',
      'unit+web: 900 passed, 1 failed (3m 00s)',
      'e2e: 60 passed, 0 failed, 27 skipped (13m 00s)',
      'time: 16m 42s',
    ]);
  });

  it('still reads a ledger written without times', () => {
    const ledger: LedgerEntry[] = [{ suite: 'build', kind: 'check', passed: 0, failed: 1, skipped: 0 }];
    expect(stageLines(ledger, START)).toEqual(['build: failed', 'time: 0m 00s']);
  });

  it('ends with the totals line CI reads, a failed check counted as a failure', () => {
    const ledger: LedgerEntry[] = [
      { suite: 'build', kind: 'check', passed: 0, failed: 1, skipped: 0 },
      { suite: 'api', kind: 'tests', passed: 10, failed: 0, skipped: 2 },
    ];
    expect(summaryLines(ledger).at(-1)).toBe('10 passed, 1 failed, 2 skipped');
  });
});
