// `npm test`: lint, typecheck, unit and component tests, then the emulator-backed suites
// (API, security rules + coverage, browser journeys) inside `firebase emulators:exec`.
// Ends with one line of totals over every suite: "N passed, N failed".
import { join } from 'node:path';
import { emulatorArgs } from './lib/local-firebase-config.mjs';
import { prepareOfflineEmulators } from './lib/offline-emulators.mjs';
import { busyPorts, firebaseBin, repoRoot, requireNode22, run } from './lib/process.mjs';
import { readLedger, record, recordVitestReport, resetLedger, RESULTS_DIR, vitestArgs } from './lib/test-results.mjs';

requireNode22();
resetLedger();

async function check(suite, command, args) {
  console.log(`\n=== ${suite}`);
  const code = await run(command, args);
  record(suite, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  return code === 0;
}

await check('eslint', 'npx', ['eslint', '.']);
await check('prettier', 'npx', ['prettier', '--check', '.']);
await check('typecheck', 'npm', ['run', 'typecheck']);

console.log('\n=== unit and component tests');
const unitReport = join(RESULTS_DIR, 'unit.json');
recordVitestReport('unit+web', unitReport, await run('npx', vitestArgs(['unit', 'web', 'seed', 'lint'], unitReport)));

const built = await check('build', 'npm', ['run', 'build']);

if (built) {
  let plan = null;
  try {
    plan = prepareOfflineEmulators(repoRoot, ['auth', 'firestore', 'functions', 'hosting']);
  } catch (error) {
    console.error(error.message);
    record('emulator suites', 0, 1);
  }
  const busy = plan ? await busyPorts([...plan.only, 'hub', 'gatewaySandbox']) : [];
  if (busy.length) {
    console.error(`Cannot start the emulators: ports in use: ${busy.join(', ')} (is \`npm start\` running?)`);
    record('emulator suites', 0, 1);
  } else if (plan) {
    plan.notes.forEach((note) => console.log(`! ${note}`));
    console.log('\n=== emulator suites (firebase emulators:exec)');
    const code = await run(
      firebaseBin,
      emulatorArgs(repoRoot, 'emulators:exec', plan.only, 'node scripts/test-emulator-suites.mjs'),
      { env: { ...process.env, ...plan.env } },
    );
    const ledger = readLedger();
    if (code !== 0 && !ledger.some((entry) => entry.failed > 0)) record('emulator suites', 0, 1);
  }
} else {
  record('emulator suites (not run: build failed)', 0, 1);
}

const ledger = readLedger();
console.log('\n=== summary');
for (const entry of ledger) {
  console.log(
    `${entry.suite}: ${entry.passed} passed, ${entry.failed} failed${entry.skipped ? `, ${entry.skipped} skipped` : ''}`,
  );
}
console.log(`screenshots: ${join(repoRoot, 'test-results', 'screenshots')}`);
const passed = ledger.reduce((sum, e) => sum + e.passed, 0);
const failed = ledger.reduce((sum, e) => sum + e.failed, 0);
const skipped = ledger.reduce((sum, e) => sum + e.skipped, 0);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
