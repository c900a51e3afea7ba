#!/usr/bin/env node
/**
 * `npm run deploy -- --project <id> [--dry-run] [--checks-only]`: a deploy that checks itself
 * (docs/decisions/0027-import-export-and-operations.md).
 *
 *  1. the configuration (deploy-checks.mjs): no sandbox gateway URLs or public demo keys, SHOP_BASE_URL
 *     set and https, the web config present; any failure stops here with the fix;
 *  2. lint, typecheck, the unit suites, the rules suite (in the emulators);
 *  3. the build;
 *  4. the secrets exist in Secret Manager and are not the demo ones;
 *  5. firebase deploy --project <id>.
 *
 * --dry-run stops before 4 (no network needed); --checks-only stops after 1 (the tests use it, with
 * --config-root <folder> holding their own functions/.env.<id> and web/.env.production.local).
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { firebaseBin, repoRoot, requireNode22, run } from '../lib/process.mjs';
import {
  analyticsSettingsFromParams,
  carrierSettingsFromParams,
  zaloSettingsFromParams,
  checkDeployConfig,
  demoSecretValues,
  paymentSettingsFromParams,
  REQUIRED_SECRETS,
} from './deploy-checks.mjs';

requireNode22();
register();
const { demoPaymentSettings, DEMO_PAYMENT_SETTINGS } = await import('../../functions/src/payments/payment-settings.ts');
const { DEMO_CARRIER_SETTINGS, demoCarrierSettings } = await import('../../functions/src/shipping/carrier-settings.ts');
const { DEMO_ZALO_SETTINGS, demoZaloSettings } = await import('../../functions/src/messages/zalo/zalo-settings.ts');
const { DEMO_ANALYTICS_SETTINGS, demoAnalyticsSettings } =
  await import('../../functions/src/analytics/analytics-settings.ts');

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      project: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      'checks-only': { type: 'boolean', default: false },
      'config-root': { type: 'string' },
    },
  }));
} catch (error) {
  console.error(`${error.message}\nusage: npm run deploy -- --project <id> [--dry-run] [--checks-only]`);
  process.exit(2);
}
const projectId = options.project;
if (!projectId) {
  console.error('usage: npm run deploy -- --project <id> [--dry-run] [--checks-only]');
  process.exit(2);
}

function stop(message) {
  console.error(`\nDeploy stopped: ${message}`);
  process.exit(1);
}

console.log(`== 1. Configuration for ${projectId}`);
const { failures, notes } = checkDeployConfig({
  configRoot: options['config-root'] ?? repoRoot,
  projectId,
  demoSettings: (params) => demoPaymentSettings(paymentSettingsFromParams(params)),
  demoCarrierSettings: (params) => demoCarrierSettings(carrierSettingsFromParams(params)),
  demoZaloSettings: (params) => demoZaloSettings(zaloSettingsFromParams(params)),
  demoAnalyticsSettings: (params) => demoAnalyticsSettings(analyticsSettingsFromParams(params)),
});
notes.forEach((note) => console.log(`  note: ${note}`));
if (failures.length > 0) {
  failures.forEach(({ problem, fix }) => console.error(`  ✗ ${problem}\n    fix: ${fix}`));
  stop(`${failures.length} configuration check(s) failed; fix them and run again.`);
}
console.log('  ✓ configuration checks passed');
if (options['checks-only']) process.exit(0);

const steps = [
  ['2. Lint', 'npm', ['run', 'lint'], 'fix the lint errors above (npm run format fixes the formatting)'],
  ['2. Typecheck', 'npm', ['run', 'typecheck'], 'fix the type errors above'],
  [
    '2. Unit suites',
    'npx',
    ['vitest', 'run', '--project', 'unit', '--project', 'seed', '--project', 'lint'],
    'fix the failing tests above',
  ],
  [
    '2. Rules suite',
    process.execPath,
    ['scripts/stack/with-emulators.mjs', 'npx vitest run --project rules'],
    'fix the failing rules tests above',
  ],
  ['3. Build', 'npm', ['run', 'build'], 'fix the build errors above'],
];
for (const [title, command, args, fix] of steps) {
  console.log(`\n== ${title}`);
  if ((await run(command, args)) !== 0) stop(`${title.slice(3)} failed: ${fix}.`);
}

if (options['dry-run']) {
  console.log(`\nDry run: everything passed; not deploying. Run without --dry-run to deploy to ${projectId}.`);
  process.exit(0);
}

console.log('\n== 4. Secrets');
const demoSecrets = demoSecretValues({
  payment: DEMO_PAYMENT_SETTINGS,
  carrier: DEMO_CARRIER_SETTINGS,
  zalo: DEMO_ZALO_SETTINGS,
  analytics: DEMO_ANALYTICS_SETTINGS,
});
for (const name of REQUIRED_SECRETS) {
  const result = spawnSync(firebaseBin, ['functions:secrets:access', name, '--project', projectId], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (result.status !== 0 || !result.stdout.trim()) {
    stop(`the secret ${name} is missing: npx firebase functions:secrets:set ${name} --project ${projectId}`);
  }
  if (result.stdout.trim() === demoSecrets[name]) {
    stop(
      `the secret ${name} is the public demo value: set the merchant's with npx firebase functions:secrets:set ${name} --project ${projectId}`,
    );
  }
  console.log(`  ✓ ${name}`);
}

console.log(`\n== 5. firebase deploy --project ${projectId}`);
const code = await run(firebaseBin, ['deploy', '--project', projectId]);
if (code !== 0) stop('firebase deploy failed: read its message above.');
console.log(`\nDeployed to ${projectId}.`);
