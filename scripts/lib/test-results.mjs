// Collects pass/fail counts from every suite into one file, so the totals line covers them all.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './process.mjs';

export const RESULTS_DIR = join(repoRoot, '.cache', 'test-results');
const LEDGER = join(RESULTS_DIR, 'ledger.json');

export function resetLedger() {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(LEDGER, '[]');
}

export function readLedger() {
  return existsSync(LEDGER) ? JSON.parse(readFileSync(LEDGER, 'utf8')) : [];
}

export function record(suite, passed, failed, skipped = 0) {
  const ledger = readLedger();
  ledger.push({ suite, passed, failed, skipped });
  writeFileSync(LEDGER, JSON.stringify(ledger, null, 2));
}

/** Adds a vitest JSON report to the ledger; a missing or broken report counts as one failure. */
export function recordVitestReport(suite, reportPath, exitCode) {
  try {
    const report = JSON.parse(readFileSync(reportPath, 'utf8'));
    const failed = report.numFailedTests + (exitCode !== 0 && report.numFailedTests === 0 ? 1 : 0);
    record(suite, report.numPassedTests, failed, report.numPendingTests + (report.numTodoTests ?? 0));
  } catch {
    record(suite, 0, 1);
  }
}

export function vitestArgs(projects, reportPath, extra = []) {
  return [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportPath}`,
    ...extra,
  ];
}
