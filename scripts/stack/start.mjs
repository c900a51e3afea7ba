// `npm start`: build, start the emulator suite offline, seed the demo data, print the shop URL.
// `npm run dev`: the same emulators plus the Vite dev server with hot reload (/api proxied).
// Ctrl-C stops every process this script started. The emulators' data survives a restart: they import
// the last export from .emulator-data/ and export into it when stopped, and only a first run seeds
// (emulator-data.mjs).
import { emulatorArgs } from './local-firebase-config.mjs';
import { emulatorDataPath, exportedSince, persistenceArgs, shouldSeed } from './emulator-data.mjs';
import { spawn } from 'node:child_process';
import { EMULATOR_ENV, MAIL_CATCHER_ORIGIN, SHOP_ORIGIN } from '../../local-stack.mjs';
import { prepareOfflineEmulators } from './offline-emulators.mjs';
import {
  busyPorts,
  EMULATOR_PORTS,
  firebaseBin,
  portOpen,
  repoRoot,
  requireNode22,
  run,
  waitFor,
} from '../lib/process.mjs';

requireNode22();
const dev = process.argv.includes('--dev');

let plan;
try {
  plan = prepareOfflineEmulators(repoRoot);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
plan.notes.forEach((note) => console.log(`! ${note}`));

const busy = await busyPorts([...plan.only, 'hub', 'gatewaySandbox', 'mailCatcher', 'mailCatcherSmtp', 'znsSandbox']);
busy.push(...(await busyPorts(['analyticsCollector'])));
if (busy.length) {
  console.error(`Cannot start: ports already in use: ${busy.join(', ')}. Is another copy of the shop running?`);
  process.exit(1);
}

console.log('Building functions and web...');
if ((await run('npm', ['run', 'build'])) !== 0) process.exit(1);

const children = [];
function startChild(command, args, extraEnv = {}) {
  // Own process group, so stopping it also stops the Java and Node processes it spawned.
  const child = spawn(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    detached: true,
    env: { ...process.env, ...extraEnv },
  });
  children.push(child);
  return child;
}

let stopping = false;
let emulators = null;
const dataDir = emulatorDataPath(repoRoot);
/** Time firebase-tools gets to export the data before it is killed; a big catalogue takes a few seconds. */
const EXPORT_TIMEOUT_MS = 60_000;
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  const stopAsked = Date.now();
  console.log(`\nStopping the emulators (saving the local data into ${dataDir} first)...`);
  const exitOf = (c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)));
  const others = children.filter((child) => child !== emulators);
  for (const child of others) signalGroup(child, 'SIGINT');
  // Only firebase-tools itself gets the SIGINT: it exports from the running Java and Node emulators,
  // then stops them. Signalling its whole group would stop them before the export.
  if (emulators && emulators.exitCode === null) {
    try {
      emulators.kill('SIGINT');
    } catch {
      // Already gone.
    }
  }
  const exported = await Promise.race([
    Promise.all([exitOf(emulators ?? { exitCode: 0 }), ...others.map(exitOf)]).then(() => true),
    new Promise((r) => setTimeout(() => r(false), EXPORT_TIMEOUT_MS)),
  ]);
  for (const child of children) signalGroup(child, 'SIGKILL');
  console.log(
    exported && exportedSince(repoRoot, stopAsked)
      ? `Saved the local data in ${dataDir}: the next npm start begins from it (npm run seed resets it to the demo catalogue).`
      : `The emulators did not stop cleanly: ${dataDir} keeps the last complete export.`,
  );
  process.exit(code);
}
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

// The mail catcher first: the functions send the seeded orders' emails while seeding.
startChild(process.execPath, ['--import', 'tsx', 'scripts/mail-catcher/main.ts']);
// The Zalo side of messages: ZNS and its token endpoint, with an inbox at :5059 (docs/guest-checkout-and-zalo.md).
startChild(process.execPath, ['--import', 'tsx', 'scripts/zns-sandbox/main.ts']);
// GA4's, Meta's and TikTok's side of analytics: the tags' stand-ins and the purchase endpoints (docs/analytics.md).
startChild(process.execPath, ['--import', 'tsx', 'scripts/analytics-collector/main.ts']);

const seedNeeded = shouldSeed(repoRoot);
emulators = startChild(
  firebaseBin,
  emulatorArgs(repoRoot, 'emulators:start', plan.only, ...persistenceArgs(repoRoot)),
  plan.env,
);
emulators.on('exit', (code) => {
  if (!stopping) {
    console.error(`The emulator suite exited (code ${code}).`);
    void stopAll(1);
  }
});

try {
  const { hosting, functions, firestore } = EMULATOR_PORTS;
  await waitFor(async () => (await portOpen(hosting)) && (await portOpen(functions)) && (await portOpen(firestore)), {
    timeoutMs: 150_000,
    what: 'the emulators',
  });
  // The functions emulator is up once the api answers through hosting: with a 200, because until
  // the functions are loaded the emulator answers 404 "Function … does not exist".
  await waitFor(
    async () => {
      const res = await fetch(`${SHOP_ORIGIN}/api/products/categories`).catch(() => null);
      return res !== null && res.ok;
    },
    { timeoutMs: 90_000, what: 'the api function' },
  );
} catch (error) {
  console.error(error.message);
  await stopAll(1);
}

const seedEnv = EMULATOR_ENV;
if (!seedNeeded) {
  console.log(`Started from the data saved in ${dataDir} (npm run seed resets it to the demo catalogue).`);
} else if (
  (await run(process.execPath, ['--import', 'tsx', 'scripts/data/seed.mjs'], {
    env: { ...process.env, ...seedEnv },
  })) !== 0
) {
  console.error('Seeding failed; the emulators keep running so you can look around. Ctrl-C to stop.');
}

// The gateways' side of payments, and the reservation sweep the emulator's missing scheduler would run
// (docs/decisions/0014-payments.md).
startChild(process.execPath, ['--import', 'tsx', 'scripts/gateway-sandbox/main.ts']);
// The carriers' side of shipping: GHN's fees, waybills, labels and webhooks (docs/shipping-carriers.md).
startChild(process.execPath, ['--import', 'tsx', 'scripts/carrier-sandbox/main.ts']);
startChild(process.execPath, ['--import', 'tsx', 'scripts/stack/expire-reservations.mjs'], seedEnv);
// The mail retries the emulator's missing scheduler would run (docs/decisions/0021-email-and-accounts.md).
startChild(process.execPath, ['--import', 'tsx', 'scripts/stack/send-due-mail.mjs'], seedEnv);
// The 30-minute re-read of open waybills that catches a missed carrier webhook (docs/shipping-carriers.md).
startChild(process.execPath, ['--import', 'tsx', 'scripts/stack/sweep-waybills.mjs'], seedEnv);
// The Zalo message retries the emulator's missing scheduler would run; tokens are refreshed when a send needs one (0111).
startChild(process.execPath, ['--import', 'tsx', 'scripts/stack/send-due-messages.mjs'], seedEnv);
// The server's purchase events to the analytics collector (docs/analytics-server.md).
startChild(process.execPath, ['--import', 'tsx', 'scripts/stack/send-due-purchases.mjs'], seedEnv);

if (dev) {
  startChild('npm', ['run', 'dev', '-w', 'web']);
  console.log('\nLaptop Shop (development, hot reload) is running at http://127.0.0.1:5173');
} else {
  console.log(`\nLaptop Shop is running at ${SHOP_ORIGIN}`);
}
console.log(`Emails go to the local inbox at ${MAIL_CATCHER_ORIGIN} (nothing leaves this machine).`);
console.log(
  `Zalo messages go to the local ZNS inbox at http://127.0.0.1:${EMULATOR_PORTS.znsSandbox} (nothing leaves this machine).`,
);
console.log(
  `Payments go to the local gateway sandbox at http://127.0.0.1:${EMULATOR_PORTS.gatewaySandbox} (no real money).`,
);
console.log(
  'Demo accounts: admin@example.com / admin123456 (admin), user@example.com / user123456 (customer). Ctrl-C to stop.',
);
