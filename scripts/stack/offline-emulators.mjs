// Makes the Firebase emulator suite start without internet access (docs/decisions/0003-offline-emulators.md).
// firebase-tools downloads emulator binaries on first use; on offline machines we point it at the
// Cloud SDK's Firestore emulator and leave out the Storage emulator when its runtime is missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { crc32 } from 'node:zlib';

const FIREBASE_CACHE = join(homedir(), '.cache', 'firebase', 'emulators');
const SDK_JAR_SUFFIX = join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
const DEFAULT_SDK_ROOTS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk'];
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

function cachedFile(prefix) {
  if (!existsSync(FIREBASE_CACHE)) return null;
  const hit = readdirSync(FIREBASE_CACHE).find((f) => f.startsWith(prefix) && f.endsWith('.jar'));
  return hit ? join(FIREBASE_CACHE, hit) : null;
}

/** Java's major version, or null when no java runs. */
export function javaMajorVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) return null;
  return parseJavaVersion(`${result.stderr}${result.stdout}`);
}

function parseJavaVersion(text) {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return null;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major; // "1.8.0" means Java 8
}

function gcloudSdkRoot() {
  try {
    const out = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 20_000,
    });
    return out.trim() || null;
  } catch {
    return null;
  }
}

function cloudSdkFirestoreJar() {
  for (const root of DEFAULT_SDK_ROOTS) {
    if (existsSync(join(root, SDK_JAR_SUFFIX))) return join(root, SDK_JAR_SUFFIX);
  }
  const root = gcloudSdkRoot();
  return root && existsSync(join(root, SDK_JAR_SUFFIX)) ? join(root, SDK_JAR_SUFFIX) : null;
}

/** A jar holding only a manifest: `java -jar` on it runs the SDK jar's main class. */
function writeLauncherJar(path, targetJar) {
  const manifest = Buffer.from(
    `Manifest-Version: 1.0\r\nMain-Class: ${FIRESTORE_MAIN_CLASS}\r\nClass-Path: ${new URL(`file://${targetJar}`).href}\r\n\r\n`,
  );
  writeFileSync(path, storedZip('META-INF/MANIFEST.MF', manifest));
}

/** A zip archive with one uncompressed entry (the format a jar is). */
function storedZip(name, data) {
  const nameBytes = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const centralOffset = local.length + nameBytes.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBytes, data, central, nameBytes, end]);
}

/**
 * Decides which emulators can run here and the environment that makes them run offline.
 * Returns { only: string[], env: object, notes: string[] } or throws with one line to print.
 */
export function prepareOfflineEmulators(repoRoot, wanted = ['auth', 'firestore', 'functions', 'hosting', 'storage']) {
  const java = javaMajorVersion();
  if (java === null)
    throw new Error(
      'Java is not installed: install a Java runtime 11 to 20 (Debian: apt-get install openjdk-17-jre-headless).',
    );
  if (java < 11)
    throw new Error(
      `Java ${java} is too old: install a Java runtime 11 to 20 (Debian: apt-get install openjdk-17-jre-headless).`,
    );

  const env = {};
  const notes = [];
  const only = [...wanted];
  if (
    only.includes('firestore') &&
    !process.env.FIRESTORE_EMULATOR_BINARY_PATH &&
    !cachedFile('cloud-firestore-emulator')
  ) {
    const sdkJar = cloudSdkFirestoreJar();
    if (sdkJar) {
      const cacheDir = resolve(repoRoot, '.cache', 'emulators');
      mkdirSync(cacheDir, { recursive: true });
      const launcher = join(cacheDir, 'firestore-emulator-launcher.jar');
      writeLauncherJar(launcher, sdkJar);
      env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
    } else {
      notes.push(
        'Firestore emulator: no cached copy and no Cloud SDK emulator found; firebase-tools will try to download it.',
      );
    }
  }
  if (
    only.includes('storage') &&
    !cachedFile('cloud-storage-rules-runtime') &&
    !process.env.LAPTOP_SHOP_TRY_STORAGE_DOWNLOAD
  ) {
    only.splice(only.indexOf('storage'), 1);
    // The rules suite reads this and names it when it skips (tests/rules/support/storage-env.ts).
    env.STORAGE_EMULATOR_NOT_STARTED = 'its rules runtime is not cached and cannot be downloaded offline';
    notes.push(
      'Storage emulator not started: its rules runtime is not cached and cannot be downloaded offline, so image upload is disabled locally (the upload API answers 503).',
    );
  }
  if (only.includes('functions') && !process.env.NODE_COMPILE_CACHE) {
    // The functions emulator starts a Node process for every request that finds none idle, and each
    // compiles its runtime and the functions' code again (about two seconds of CPU). V8's cache on
    // disk lets every process after the first skip the compiling (the seed's trigger burst, the load
    // script's warm-up); a file that changed is compiled afresh.
    env.NODE_COMPILE_CACHE = resolve(repoRoot, '.cache', 'node-compile-cache');
  }
  return { only, env, notes };
}
