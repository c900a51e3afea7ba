import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type HostAndPort, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { EMULATOR_HOSTS } from '../../../scripts/lib/local-stack.mjs';
import { emulatorHost } from './emulator-host.js';
import { RULES_PROJECT_ID } from './firestore-env.js';

const STORAGE_RULES_PATH = fileURLToPath(new URL('../../../storage.rules', import.meta.url));

export const storageEmulator = emulatorHost(process.env.FIREBASE_STORAGE_EMULATOR_HOST, EMULATOR_HOSTS.storage);

export const STORAGE_SKIPPED_MESSAGE =
  'storage rules suite skipped: the Storage emulator is not running (its rules runtime cannot be downloaded offline)';

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
