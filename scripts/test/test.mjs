// `npm test`: lint, typecheck, unit and component tests, then the emulator-backed suites
// (API, security rules + coverage, browser journeys) inside `firebase emulators:exec`, then the
// journey that restarts `npm start` and finds its data again.
// Ends with one line of totals over every suite: "N passed, N failed".
import { join } from 'node:path';
import { emulatorArgs } from '../stack/local-firebase-config.mjs';
import { prepareOfflineEmulators } from '../stack/offline-emulators.mjs';
import { busyPorts, firebaseBin, repoRoot, requireNode22, run } from '../lib/process.mjs';
import {
  readLedger,
  recordCheck,
  recordVitestReport,
  resetLedger,
  RESULTS_DIR,
  runStartedAt,
  stageLines,
  summaryLines,
  vitestArgs,
} from './test-results.mjs';

requireNode22();
resetLedger();

async function check(suite, command, args) {
  console.log(`\n=== ${suite}`);
  const code = await run(command, args);
  recordCheck(suite, code === 0);
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
    // Storage is asked for too: it starts where its rules runtime is cached, and the plan says why when it cannot.
    plan = prepareOfflineEmulators(repoRoot, ['auth', 'firestore', 'functions', 'hosting', 'storage']);
  } catch (error) {
    console.error(error.message);
    recordCheck('emulator suites', false);
  }
  const busy = plan ? await busyPorts([...plan.only, 'hub', 'gatewaySandbox', 'mailCatcher', 'mailCatcherSmtp']) : [];
  if (busy.length) {
    console.error(`Cannot start the emulators: ports in use: ${busy.join(', ')} (is \`npm start\` running?)`);
    recordCheck('emulator suites', false);
  } else if (plan) {
    plan.notes.forEach((note) => console.log(`! ${note}`));
    console.log('\n=== emulator suites (firebase emulators:exec)');
    const code = await run(
      firebaseBin,
      emulatorArgs(repoRoot, 'emulators:exec', plan.only, 'node scripts/test/test-emulator-suites.mjs'),
      { env: { ...process.env, ...plan.env } },
    );
    const ledger = readLedger();
    if (code !== 0 && !ledger.some((entry) => entry.failed > 0)) recordCheck('emulator suites', false);
  }
} else {
  recordCheck('emulator suites (not run: build failed)', false);
}

if (built) {
  // After the emulator suites, with the ports free again: it runs `npm start` twice itself.
  console.log('\n=== local data across a restart (npm start, Ctrl-C, npm start)');
  const report = join(RESULTS_DIR, 'persistence.json');
  recordVitestReport('persistence journey', report, await run('npx', vitestArgs(['persistence'], report)));
}

const ledger = readLedger();
console.log('\n=== summary');
for (const line of stageLines(ledger, runStartedAt())) console.log(line);
console.log(`screenshots: ${join(repoRoot, 'test-results', 'screenshots')}`);
for (const line of summaryLines(ledger)) console.log(line);
process.exit(ledger.every((entry) => entry.failed === 0) ? 0 : 1);
