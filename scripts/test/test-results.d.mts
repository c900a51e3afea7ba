// Types of test-results.mjs for its unit test.
export interface LedgerEntry {
  suite: string;
  kind: 'tests' | 'check';
  passed: number;
  failed: number;
  skipped: number;
  endedAt?: number;
}

export function stageLines(ledger: LedgerEntry[], startedAt: number): string[];
export function summaryLines(ledger: LedgerEntry[]): string[];
