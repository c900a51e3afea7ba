// Runs inside `firebase emulators:exec` (which sets the *_EMULATOR_HOST variables):
// API integration tests, security rules tests and their coverage check, then the seeded
// catalogue and the browser journeys.
import { join } from 'node:path';
import { run } from './lib/process.mjs';
import { record, recordVitestReport, RESULTS_DIR, vitestArgs } from './lib/test-results.mjs';

let failures = 0;
async function vitestSuite(name, projects) {
  const report = join(RESULTS_DIR, `${name}.json`);
  const code = await run('npx', vitestArgs(projects, report));
  recordVitestReport(name, report, code);
  if (code !== 0) failures += 1;
}

console.log('\n=== api and rules suites');
await vitestSuite('api+rules', ['api', 'rules']);

console.log('\n=== rules coverage');
const coverage = await run(process.execPath, ['scripts/check-rules-coverage.mjs']);
record('rules coverage', coverage === 0 ? 1 : 0, coverage === 0 ? 0 : 1);
if (coverage !== 0) failures += 1;

console.log('\n=== seed and browser journeys');
const seeded = await run(process.execPath, ['--import', 'tsx', 'scripts/seed.mjs']);
record('seed', seeded === 0 ? 1 : 0, seeded === 0 ? 0 : 1);
if (seeded === 0) await vitestSuite('e2e', ['e2e']);
else failures += 1;

process.exit(failures === 0 ? 0 : 1);
