// Collects pass/fail counts from every suite into one file, so the totals line covers them all.
// Two kinds of entries: test suites (counted test by test) and checks that are not tests (lint,
// Prettier, typecheck, build, rules coverage, seed), which count once each and are reported apart.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../lib/process.mjs';

export const RESULTS_DIR = join(repoRoot, '.cache', 'test-results');
const LEDGER = join(RESULTS_DIR, 'ledger.json');
const STARTED_AT = join(RESULTS_DIR, 'started-at');

export function resetLedger() {
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(LEDGER, '[]');
  writeFileSync(STARTED_AT, String(Date.now()));
}

/** When `npm test` began (ms), for the stages' times; now when no run recorded it. */
export function runStartedAt() {
  return existsSync(STARTED_AT) ? Number(readFileSync(STARTED_AT, 'utf8')) : Date.now();
}

export function readLedger() {
  return existsSync(LEDGER) ? JSON.parse(readFileSync(LEDGER, 'utf8')) : [];
}

export function record(suite, passed, failed, skipped = 0, kind = 'tests') {
  const ledger = readLedger();
  ledger.push({ suite, kind, passed, failed, skipped, endedAt: Date.now() });
  writeFileSync(LEDGER, JSON.stringify(ledger, null, 2));
}

/** A step that is not a test suite: it passed or it did not. */
export function recordCheck(name, ok) {
  record(name, ok ? 1 : 0, ok ? 0 : 1, 0, 'check');
}

const minutesAndSeconds = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
};

/**
 * Each entry's line of the summary with the time its stage took: from the entry before it (or the
 * run's start) to its own end, so what a stage waits for (emulators starting, a build) counts in it.
 * Stages run one after another, so the times add up to the run's.
 */
export function stageLines(ledger, startedAt) {
  let previous = startedAt;
  const lines = ledger.map((entry) => {
    const counts =
      entry.kind === 'check'
        ? entry.failed
          ? 'failed'
          : 'ok'
        : `${entry.passed} passed, ${entry.failed} failed${entry.skipped ? `, ${entry.skipped} skipped` : ''}`;
    const took = entry.endedAt === undefined ? '' : ` (${minutesAndSeconds(entry.endedAt - previous)})`;
    previous = entry.endedAt ?? previous;
    return `${entry.suite}: ${counts}${took}`;
  });
  return [...lines, `time: ${minutesAndSeconds(previous - startedAt)}`];
}

/**
 * The summary's lines. The last is the run's totals in the form CI reads ("N passed, N failed"):
 * tests passed, and failures of tests plus failed checks, so a red lint or build fails the run
 * without being counted as a passed test when green.
 */
export function summaryLines(ledger) {
  const sum = (entries, field) => entries.reduce((total, entry) => total + entry[field], 0);
  const tests = ledger.filter((entry) => entry.kind !== 'check');
  const checks = ledger.filter((entry) => entry.kind === 'check');
  const skipped = sum(tests, 'skipped');
  const failedChecks = checks.filter((entry) => entry.failed > 0).map((entry) => entry.suite);
  return [
    `checks: ${sum(checks, 'passed')} passed, ${failedChecks.length} failed (${checks.map((entry) => entry.suite).join(', ')})`,
    `tests: ${sum(tests, 'passed')} passed, ${sum(tests, 'failed')} failed${skipped ? `, ${skipped} skipped` : ''}`,
    `${sum(tests, 'passed')} passed, ${sum(tests, 'failed') + failedChecks.length} failed${skipped ? `, ${skipped} skipped` : ''}`,
  ];
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
