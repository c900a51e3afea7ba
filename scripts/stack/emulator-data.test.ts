import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMULATOR_DATA_DIR, emulatorDataPath, exportedSince, persistenceArgs, shouldSeed } from './emulator-data.mjs';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'emulator-data-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function writeExport() {
  mkdirSync(emulatorDataPath(root), { recursive: true });
  writeFileSync(join(emulatorDataPath(root), 'firebase-export-metadata.json'), '{}');
}

describe('npm start keeps the emulator data between runs', () => {
  it('seeds the demo catalogue only when there is no earlier export', () => {
    expect(shouldSeed(root)).toBe(true);
    writeExport();
    expect(shouldSeed(root)).toBe(false);
  });

  it('seeds again when an earlier run left only a partial export (no metadata file)', () => {
    mkdirSync(join(emulatorDataPath(root), 'firestore_export'), { recursive: true });
    expect(shouldSeed(root)).toBe(true);
  });

  it('exports on exit always, and imports only an existing export', () => {
    const dir = join(root, EMULATOR_DATA_DIR);
    expect(persistenceArgs(root)).toEqual(['--export-on-exit', dir]);
    writeExport();
    expect(persistenceArgs(root)).toEqual(['--import', dir, '--export-on-exit', dir]);
  });

  it('keeps the data in the folder LAPTOP_SHOP_EMULATOR_DATA_DIR names, when set', () => {
    const own = join(root, 'journey-data');
    process.env.LAPTOP_SHOP_EMULATOR_DATA_DIR = own;
    try {
      expect(persistenceArgs(root)).toEqual(['--export-on-exit', own]);
    } finally {
      delete process.env.LAPTOP_SHOP_EMULATOR_DATA_DIR;
    }
  });

  it('tells a completed export on stop from an older one', () => {
    const before = Date.now();
    expect(exportedSince(root, before)).toBe(false);
    writeExport();
    expect(exportedSince(root, before)).toBe(true);
    expect(exportedSince(root, Date.now() + 60_000)).toBe(false);
  });
});

describe('the test runs keep their own clean data', () => {
  const repoRoot = join(import.meta.dirname, '..', '..');
  const testRunners = [
    join(repoRoot, 'scripts', 'stack', 'with-emulators.mjs'),
    ...readdirSync(join(repoRoot, 'scripts', 'test'))
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => join(repoRoot, 'scripts', 'test', name)),
  ];

  it.each(testRunners)('%s neither imports nor exports the local data folder', (file) => {
    const source = readFileSync(file, 'utf8');
    expect(source).not.toContain('emulator-data');
    expect(source).not.toContain(EMULATOR_DATA_DIR);
    expect(source).not.toContain('--export-on-exit');
  });

  it('git ignores the local data folder', () => {
    const ignored = readFileSync(join(repoRoot, '.gitignore'), 'utf8').split('\n');
    expect(ignored).toContain(`${EMULATOR_DATA_DIR}/`);
  });
});
