import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeLocalFirebaseConfig } from '../../scripts/stack/local-firebase-config.mjs';
import { PAGE_SECURITY_HEADERS, pageSecurityHeaders } from './security-headers.js';

interface FirebaseConfig {
  hosting: { headers: { source: string; headers: { key: string; value: string }[] }[] };
  emulators: Record<string, { host: string; port: number }>;
}

const FIREBASE_JSON = new URL('../../firebase.json', import.meta.url);

/** The headers Hosting sets on every path of a firebase.json. */
function hostingHeaders(config: FirebaseConfig): Record<string, string> {
  const everyPath = config.hosting.headers.find((rule) => rule.source === '**');
  return Object.fromEntries((everyPath?.headers ?? []).map(({ key, value }) => [key, value]));
}

describe('page security headers', () => {
  it("are the headers Hosting sets on every page (firebase.json), so the functions' own URLs send the same", () => {
    const config = JSON.parse(readFileSync(FIREBASE_JSON, 'utf8')) as FirebaseConfig;
    expect(pageSecurityHeaders({})).toEqual(hostingHeaders(config));
    expect(PAGE_SECURITY_HEADERS).toEqual(hostingHeaders(config));
  });

  it("allow the emulators in the emulator exactly as firebase.local.json's page policy does", () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-headers-'));
    try {
      copyFileSync(FIREBASE_JSON, join(dir, 'firebase.json'));
      const local = JSON.parse(readFileSync(join(dir, writeLocalFirebaseConfig(dir)), 'utf8')) as FirebaseConfig;
      const host = (name: string) => `${local.emulators[name]?.host}:${local.emulators[name]?.port}`;
      const inEmulator = pageSecurityHeaders({
        FUNCTIONS_EMULATOR: 'true',
        FIRESTORE_EMULATOR_HOST: host('firestore'),
        FIREBASE_AUTH_EMULATOR_HOST: host('auth'),
        FIREBASE_STORAGE_EMULATOR_HOST: host('storage'),
      });
      expect(inEmulator).toEqual(hostingHeaders(local));
      expect(inEmulator['Content-Security-Policy']).toContain(`http://${host('firestore')}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the page policy and the analytics tags', () => {
  it("names exactly the tag hosts: Google's, Meta's and TikTok's scripts and where they send", () => {
    const policy = PAGE_SECURITY_HEADERS['Content-Security-Policy'] ?? '';
    const directive = (name: string) => new RegExp(`${name} ([^;]*)`).exec(policy)?.[1]?.split(' ');
    expect(directive('script-src')).toEqual([
      "'self'",
      'https://*.googletagmanager.com',
      'https://connect.facebook.net',
      'https://analytics.tiktok.com',
    ]);
    expect(directive('connect-src')).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://www.facebook.com',
        'https://analytics.tiktok.com',
      ]),
    );
    expect(directive('script-src')).not.toContain('http://127.0.0.1:5058');
  });
});
