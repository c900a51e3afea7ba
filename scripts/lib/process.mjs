// Small helpers for the orchestration scripts: run a command, wait for a port, stop a process tree.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import {
  EMULATOR_PORTS as FIREBASE_EMULATOR_PORTS,
  CARRIER_SANDBOX_PORT,
  ZNS_SANDBOX_PORT,
  ANALYTICS_COLLECTOR_PORT,
  GATEWAY_SANDBOX_PORT,
  MAIL_CATCHER_PORT,
  MAIL_CATCHER_SMTP_PORT,
} from '../../local-stack.mjs';

export const repoRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const firebaseBin = `${repoRoot}/node_modules/.bin/firebase`;
export { PROJECT_ID } from '../../local-stack.mjs';

/** Stops with one clear line when Node is older than what vitest, Vite and functions need. */
export function requireNode22() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 22 || (major === 22 && minor < 12)) {
    console.error(`Node ${process.versions.node} is too old: install Node 22.12 or newer (see .nvmrc).`);
    process.exit(1);
  }
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolvePromise(127));
  });
}

export function portOpen(port, host = '127.0.0.1') {
  return new Promise((resolvePromise) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolvePromise(true);
    });
    socket.once('error', () => resolvePromise(false));
  });
}

export async function waitFor(check, { timeoutMs, intervalMs = 500, what }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}`);
}

/** Ports that must be free before the stack starts: firebase.json's emulators, the gateway sandbox and the mail catcher. */
export const EMULATOR_PORTS = {
  ...FIREBASE_EMULATOR_PORTS,
  gatewaySandbox: GATEWAY_SANDBOX_PORT,
  carrierSandbox: CARRIER_SANDBOX_PORT,
  mailCatcher: MAIL_CATCHER_PORT,
  mailCatcherSmtp: MAIL_CATCHER_SMTP_PORT,
  znsSandbox: ZNS_SANDBOX_PORT,
  analyticsCollector: ANALYTICS_COLLECTOR_PORT,
};

export async function busyPorts(names) {
  const busy = [];
  for (const name of names) if (await portOpen(EMULATOR_PORTS[name])) busy.push(`${name} (${EMULATOR_PORTS[name]})`);
  return busy;
}
