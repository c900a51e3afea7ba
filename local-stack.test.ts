/**
 * The local stack's project and addresses are written once (firebase.json, .firebaserc) and read
 * through local-stack.mjs. The few files that cannot import it (the deployed
 * functions' demo settings, env files read by Firebase and Vite) are held equal to it here, and a
 * scan fails when any other file writes a port or the project id again.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_PAYMENT_SETTINGS } from './functions/src/payments/payment-settings.js';
import { SANDBOX_PORT } from './functions/src/payments/gateway-sandbox.js';
import { CARRIER_SANDBOX_PORT as FUNCTIONS_CARRIER_SANDBOX_PORT } from './functions/src/shipping/carrier-settings.js';
import { ZNS_SANDBOX_PORT as FUNCTIONS_ZNS_SANDBOX_PORT } from './functions/src/messages/zalo/zalo-settings.js';
import { ANALYTICS_COLLECTOR_ORIGIN } from './functions/src/security-headers.js';
import {
  ANALYTICS_COLLECTOR_PORT,
  CARRIER_SANDBOX_PORT,
  ZNS_SANDBOX_PORT,
  EMULATOR_HOSTS,
  EMULATOR_PORTS,
  GATEWAY_SANDBOX_PORT,
  MAIL_CATCHER_ORIGIN,
  MAIL_CATCHER_PORT,
  MAIL_CATCHER_SMTP_PORT,
  PROJECT_ID,
  SHOP_ORIGIN,
  WEB_BUILD_CONSTANTS,
} from './local-stack.mjs';

const repoFile = (path: string) => new URL(`./${path}`, import.meta.url);
const read = (path: string) => readFileSync(repoFile(path), 'utf8');
const envValue = (path: string, name: string) =>
  read(path)
    .split('\n')
    .find((line) => line.startsWith(`${name}=`))
    ?.slice(name.length + 1);

describe('the local stack', () => {
  it("is firebase.json's emulators and .firebaserc's project", () => {
    const { emulators } = JSON.parse(read('firebase.json')) as {
      emulators: Record<string, { host: string; port: number }>;
    };
    expect(PROJECT_ID).toBe((JSON.parse(read('.firebaserc')) as { projects: { default: string } }).projects.default);
    expect(EMULATOR_PORTS.firestore).toBe(emulators.firestore?.port);
    expect(EMULATOR_HOSTS.auth).toBe(`${emulators.auth?.host}:${emulators.auth?.port}`);
    expect(SHOP_ORIGIN).toBe(`http://${emulators.hosting?.host}:${emulators.hosting?.port}`);
    expect(JSON.parse(WEB_BUILD_CONSTANTS.__EMULATOR_PORTS__)).toEqual({
      firestore: emulators.firestore?.port,
      auth: emulators.auth?.port,
    });
  });

  it('agrees with the files that cannot import it', () => {
    // Deployed code: the functions' demo payment settings name the shop and the sandbox themselves.
    expect(DEMO_PAYMENT_SETTINGS.returnBaseUrl).toBe(SHOP_ORIGIN);
    expect(DEMO_PAYMENT_SETTINGS.ipnBaseUrl).toBe(SHOP_ORIGIN);
    expect(SANDBOX_PORT).toBe(GATEWAY_SANDBOX_PORT);
    // The carrier sandbox: the functions' demo carrier settings and the demo env file point at it.
    expect(FUNCTIONS_CARRIER_SANDBOX_PORT).toBe(CARRIER_SANDBOX_PORT);
    expect(envValue(`functions/.env.${PROJECT_ID}`, 'GHN_API_URL')).toBe(
      `http://127.0.0.1:${CARRIER_SANDBOX_PORT}/ghn/shiip/public-api`,
    );
    // Env files: Firebase loads functions/.env.<project>, Vite loads web/.env.
    expect(existsSync(repoFile(`functions/.env.${PROJECT_ID}`))).toBe(true);
    expect(envValue(`functions/.env.${PROJECT_ID}`, 'SHOP_BASE_URL')).toBe(SHOP_ORIGIN);
    expect(envValue('web/.env', 'VITE_FIREBASE_PROJECT_ID')).toBe(PROJECT_ID);
  });

  it("sends the functions' mail to the local mail catcher, whose inbox is beside the gateway sandbox", () => {
    expect(envValue(`functions/.env.${PROJECT_ID}`, 'SMTP_URL')).toBe(`smtp://127.0.0.1:${MAIL_CATCHER_SMTP_PORT}`);
    expect(MAIL_CATCHER_ORIGIN).toBe(`http://127.0.0.1:${MAIL_CATCHER_PORT}`);
    expect(MAIL_CATCHER_PORT).toBe(GATEWAY_SANDBOX_PORT + 1);
  });

  it("sends the functions' Zalo messages and token refreshes to the local ZNS sandbox", () => {
    expect(FUNCTIONS_ZNS_SANDBOX_PORT).toBe(ZNS_SANDBOX_PORT);
    expect(envValue(`functions/.env.${PROJECT_ID}`, 'ZNS_API_URL')).toBe(`http://127.0.0.1:${ZNS_SANDBOX_PORT}`);
    expect(envValue(`functions/.env.${PROJECT_ID}`, 'ZALO_OAUTH_URL')).toBe(`http://127.0.0.1:${ZNS_SANDBOX_PORT}`);
  });

  it("lets the emulator's pages load and send the demo's analytics tags from the local collector", () => {
    expect(ANALYTICS_COLLECTOR_ORIGIN).toBe(`http://127.0.0.1:${ANALYTICS_COLLECTOR_PORT}`);
    expect(JSON.parse(WEB_BUILD_CONSTANTS.__ANALYTICS_COLLECTOR_ORIGIN__)).toBe(ANALYTICS_COLLECTOR_ORIGIN);
  });

  it("gives every functions parameter a value in the demo project's env file, so the emulator never stops to ask", () => {
    // defineString('NAME') or defineBoolean(NAME) where the constant NAME holds 'NAME'; secrets live in .secret.local.
    const names = [
      ...read('functions/src/config.ts').matchAll(/define(?:String|Int|Boolean)\(\s*'?([A-Z0-9_]+)'?/g),
    ].map((match) => match[1] as string);
    expect(names).toContain('SHOP_BASE_URL');
    const env = read(`functions/.env.${PROJECT_ID}`);
    expect(names.filter((name) => !new RegExp(`^${name}=`, 'm').test(env))).toEqual([]);
  });

  it('is the only place that writes a port or the project id', () => {
    const ports = Object.values(EMULATOR_PORTS).join('|');
    const written = new RegExp(`${PROJECT_ID}|127\\.0\\.0\\.1:(${ports})\\b|\\bport: (${ports})\\b`);
    // The sources above; test vectors are fixed signed strings; docs describe the stack.
    const allowed = new Set([
      'firebase.json',
      '.firebaserc',
      'web/.env',
      `functions/.env.${PROJECT_ID}`,
      'functions/src/payments/payment-settings.ts',
      'functions/src/payments/gateway-signatures.test.ts',
    ]);
    const files = execFileSync('git', ['ls-files'], { cwd: repoFile('.'), encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs|js|json)$/.test(file) && !file.endsWith('package-lock.json'))
      .filter((file) => !allowed.has(file) && existsSync(repoFile(file)));
    const offenders = files.filter((file) => written.test(read(file)));
    expect(offenders).toEqual([]);
  });
});
