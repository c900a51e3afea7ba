// The emulator runs use firebase.local.json: firebase.json with the page's Content-Security-Policy
// also allowing the emulator origins the web app talks to in local runs (Firestore, Auth, Storage).
// The deployed policy (firebase.json) never names them. Written next to firebase.json so every
// relative path in it resolves the same.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID } from '../lib/process.mjs';
import { ANALYTICS_COLLECTOR_PORT } from '../../local-stack.mjs';

export const LOCAL_CONFIG_FILE = 'firebase.local.json';

export function writeLocalFirebaseConfig(repoRoot) {
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  const emulators = config.emulators ?? {};
  const origins = ['firestore', 'auth', 'storage']
    .filter((name) => emulators[name])
    .map((name) => `http://${emulators[name].host}:${emulators[name].port}`)
    .join(' ');
  // The local analytics collector: the demo's tag scripts and what they send (docs/analytics.md).
  const collector = `http://127.0.0.1:${ANALYTICS_COLLECTOR_PORT}`;
  for (const rule of config.hosting?.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue;
      header.value = header.value
        .replace(/script-src ([^;]*)/, `script-src $1 ${collector}`)
        .replace(/connect-src ([^;]*)/, `connect-src $1 ${origins} ${collector}`)
        .replace(/img-src ([^;]*)/, `img-src $1 ${origins}`);
    }
  }
  writeFileSync(join(repoRoot, LOCAL_CONFIG_FILE), `${JSON.stringify(config, null, 2)}\n`);
  return LOCAL_CONFIG_FILE;
}

/** Arguments of `firebase emulators:start|exec` for the local project, with the local config. */
export function emulatorArgs(repoRoot, verb, only, ...rest) {
  return [
    verb,
    '--config',
    writeLocalFirebaseConfig(repoRoot),
    '--project',
    PROJECT_ID,
    '--only',
    only.join(','),
    ...rest,
  ];
}
