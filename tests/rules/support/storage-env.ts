import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type HostAndPort, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { EMULATOR_HOSTS } from '../../../local-stack.mjs';
import { emulatorHost } from './emulator-host.js';
import { RULES_PROJECT_ID } from './firestore-env.js';

const STORAGE_RULES_PATH = fileURLToPath(new URL('../../../storage.rules', import.meta.url));

export const storageEmulator = emulatorHost(process.env.FIREBASE_STORAGE_EMULATOR_HOST, EMULATOR_HOSTS.storage);

/**
 * Why the Storage emulator is not here. `npm test` asks for it and, when it cannot start, passes the
 * start-up plan's reason (scripts/stack/offline-emulators.mjs); a run that never asked for it says so.
 */
export function storageAbsentReason(env: NodeJS.ProcessEnv = process.env): string {
  const notStarted = env[STORAGE_NOT_STARTED_ENV];
  if (notStarted) return `the Storage emulator was not started: ${notStarted}`;
  return `nothing answers at ${storageEmulator.host}:${storageEmulator.port} (this run did not start the Storage emulator; npm test asks for it)`;
}

/** Set by the start-up plan when it leaves the Storage emulator out, to the reason. */
export const STORAGE_NOT_STARTED_ENV = 'STORAGE_EMULATOR_NOT_STARTED';

/** Set to 1 (as a CI that has the Storage emulator should) to fail the suite instead of skipping it. */
export const REQUIRE_STORAGE_ENV = 'REQUIRE_STORAGE_EMULATOR';

export function readStorageRules(): string {
  return readFileSync(STORAGE_RULES_PATH, 'utf8');
}

/** Whether something accepts TCP connections there: the Storage emulator is optional on offline machines. */
export function isListening({ host, port }: HostAndPort, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const finish = (listening: boolean): void => {
      socket.destroy();
      resolve(listening);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

export function createStorageTestEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: RULES_PROJECT_ID,
    storage: { ...storageEmulator, rules: readStorageRules() },
  });
}
