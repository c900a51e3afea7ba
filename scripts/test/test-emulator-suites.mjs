// Runs inside `firebase emulators:exec` (which sets the *_EMULATOR_HOST variables):
// API integration tests, security rules tests and their coverage check, then the seeded
// catalogue and the browser journeys.
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { EMULATOR_PORTS, portOpen, run, waitFor } from '../lib/process.mjs';
import { recordCheck, recordVitestReport, RESULTS_DIR, vitestArgs } from './test-results.mjs';

let failures = 0;

/** A local stand-in's process (`scripts/<name>/main.ts` on its port), or null, recorded as a failure, when it does not come up. */
async function startLocalService(name, port, label) {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}/main.ts`], { stdio: 'inherit' });
  try {
    await waitFor(() => portOpen(port), { timeoutMs: 30_000, what: `the ${label}` });
    return child;
  } catch (error) {
    console.error(error.message);
    child.kill('SIGTERM');
    recordCheck(label, false);
    failures += 1;
    return null;
  }
}
async function vitestSuite(name, projects) {
  const report = join(RESULTS_DIR, `${name}.json`);
  const code = await run('npx', vitestArgs(projects, report));
  recordVitestReport(name, report, code);
  if (code !== 0) failures += 1;
}

console.log('\n=== api and rules suites');
await vitestSuite('api+rules', ['api', 'rules']);

console.log('\n=== rules coverage');
const coverage = await run(process.execPath, ['scripts/test/check-rules-coverage.mjs']);
recordCheck('rules coverage', coverage === 0);
if (coverage !== 0) failures += 1;

console.log('\n=== seed and browser journeys');
// Before the seed, whose orders the functions' triggers send emails about.
const catcher = await startLocalService('mail-catcher', EMULATOR_PORTS.mailCatcher, 'mail catcher');
// Zalo's side of messages (docs/decisions/0111-zalo-zns-messages.md), up before anything sends one.
const zns = await startLocalService('zns-sandbox', EMULATOR_PORTS.znsSandbox, 'ZNS sandbox');
// The analytics tags' stand-ins and the purchase endpoints (docs/analytics.md).
const analytics = await startLocalService(
  'analytics-collector',
  EMULATOR_PORTS.analyticsCollector,
  'analytics collector',
);
const seeded = await run(process.execPath, ['--import', 'tsx', 'scripts/data/seed.mjs']);
recordCheck('seed', seeded === 0);
if (seeded === 0) {
  // The journeys pay through the local gateway sandbox (docs/decisions/0014-payments.md) and quote
  // through the local carriers (docs/shipping-carriers.md).
  const sandbox = await startLocalService('gateway-sandbox', EMULATOR_PORTS.gatewaySandbox, 'gateway sandbox');
  const carriers = await startLocalService('carrier-sandbox', EMULATOR_PORTS.carrierSandbox, 'carrier sandbox');
  try {
    if (sandbox && carriers && catcher && analytics) await vitestSuite('e2e', ['e2e']);
  } finally {
    sandbox?.kill('SIGTERM');
    carriers?.kill('SIGTERM');
  }
} else failures += 1;
catcher?.kill('SIGTERM');
zns?.kill('SIGTERM');
analytics?.kill('SIGTERM');

process.exit(failures === 0 ? 0 : 1);
