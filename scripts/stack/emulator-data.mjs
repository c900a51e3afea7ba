// The local stack's data between runs (docs/decisions/0027-import-export-and-operations.md).
// `npm start` imports the emulators' last export from EMULATOR_DATA_DIR and exports into it again when
// it stops (Ctrl-C), so orders, accounts and edits survive a restart; it seeds the demo catalogue only
// when there is no export yet. The test runs (`npm test`, with-emulators.mjs) never use this folder:
// they start from empty emulators and build their own data.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Git-ignored, next to firebase.json. */
export const EMULATOR_DATA_DIR = '.emulator-data';
/** firebase-tools writes this file last when an export completes, so its presence means a whole export. */
const EXPORT_METADATA_FILE = 'firebase-export-metadata.json';

/**
 * Where the data is kept: EMULATOR_DATA_DIR, or LAPTOP_SHOP_EMULATOR_DATA_DIR when set (the
 * persistence journey restarts the stack on a folder of its own, leaving the developer's alone).
 */
export function emulatorDataPath(repoRoot) {
  return process.env.LAPTOP_SHOP_EMULATOR_DATA_DIR || join(repoRoot, EMULATOR_DATA_DIR);
}

/** True when an earlier run left a complete export to start from. */
export function hasEmulatorData(repoRoot) {
  return existsSync(join(emulatorDataPath(repoRoot), EXPORT_METADATA_FILE));
}

/**
 * The `emulators:start` arguments that keep the data: always export on exit, and import only when
 * there is an export (firebase-tools refuses an `--import` folder without one).
 */
export function persistenceArgs(repoRoot) {
  const dir = emulatorDataPath(repoRoot);
  return hasEmulatorData(repoRoot) ? ['--import', dir, '--export-on-exit', dir] : ['--export-on-exit', dir];
}

/** The first run seeds the demo catalogue; later runs keep what the last one exported. */
export function shouldSeed(repoRoot) {
  return !hasEmulatorData(repoRoot);
}

/** True when an export completed at or after `time` (ms since the epoch): the stop saved the data. */
export function exportedSince(repoRoot, time) {
  if (!hasEmulatorData(repoRoot)) return false;
  // File times have coarser resolution than Date.now() on some file systems.
  return statSync(join(emulatorDataPath(repoRoot), EXPORT_METADATA_FILE)).mtimeMs >= time - 1000;
}
