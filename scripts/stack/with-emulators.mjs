// `node scripts/stack/with-emulators.mjs "<command>"`: runs one command inside the Auth and Firestore
// emulators (offline-ready, as npm test starts them), e.g. one API test file while developing:
//   node scripts/stack/with-emulators.mjs "npx vitest run --project api functions/test/users.test.ts"
import { prepareOfflineEmulators } from './offline-emulators.mjs';
import { emulatorArgs } from './local-firebase-config.mjs';
import { firebaseBin, repoRoot, requireNode22, run } from '../lib/process.mjs';

requireNode22();
const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('usage: node scripts/stack/with-emulators.mjs "<command>"');
  process.exit(2);
}
const plan = prepareOfflineEmulators(repoRoot, ['auth', 'firestore']);
const code = await run(firebaseBin, emulatorArgs(repoRoot, 'emulators:exec', plan.only, command), {
  env: { ...process.env, ...plan.env },
});
process.exit(code);
