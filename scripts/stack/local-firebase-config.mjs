// The emulator runs use firebase.local.json: firebase.json with the page's Content-Security-Policy
// also allowing the emulator origins the web app talks to in local runs (Firestore, Auth, Storage).
// The deployed policy (firebase.json) never names them. Written next to firebase.json so every
// relative path in it resolves the same.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ID } from '../lib/process.mjs';

export const LOCAL_CONFIG_FILE = 'firebase.local.json';

export function writeLocalFirebaseConfig(repoRoot) {
  const config = JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
  const emulators = config.emulators ?? {};
  const origins = ['firestore', 'auth', 'storage']
    .filter((name) => emulators[name])
    .map((name) => `http://${emulators[name].host}:${emulators[name].port}`)
    .join(' ');
  for (const rule of config.hosting?.headers ?? []) {
    for (const header of rule.headers) {
      if (header.key !== 'Content-Security-Policy') continue;
      header.value = header.value
        .replace(/connect-src ([^;]*)/, `connect-src $1 ${origins}`)
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
