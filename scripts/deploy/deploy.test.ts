import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv, promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ID as LOCAL_PROJECT_ID } from '../../local-stack.mjs';
import { DEMO_ANALYTICS_SETTINGS } from '../../functions/src/analytics/analytics-settings.js';
import { DEMO_ZALO_SETTINGS } from '../../functions/src/messages/zalo/zalo-settings.js';
import { DEMO_PAYMENT_SETTINGS } from '../../functions/src/payments/payment-settings.js';
import { DEMO_CARRIER_SETTINGS } from '../../functions/src/shipping/carrier-settings.js';
import { demoSecretValues, REQUIRED_SECRETS } from './deploy-checks.mjs';

const repoRoot = join(import.meta.dirname, '..', '..');
const PROJECT = 'laptop-shop-prod';
const GOOD_FUNCTIONS_ENV = {
  WEB_API_KEY: 'AIzaSyRealLookingKey',
  VNPAY_PAYMENT_URL: 'https://pay.vnpay.vn/vpcpay.html',
  VNPAY_TMN_CODE: 'SHOP0001',
  MOMO_CREATE_URL: 'https://payment.momo.vn/v2/gateway/api/create',
  MOMO_PARTNER_CODE: 'MOMOSHOP01',
  MOMO_ACCESS_KEY: 'shopaccesskey',
  VNPAY_REFUND_URL: 'https://merchant.vnpay.vn/merchant_webapi/api/transaction',
  MOMO_REFUND_URL: 'https://payment.momo.vn/v2/gateway/api/refund',
  BANK_WEBHOOK_API_KEY: 'shop-bank-webhook-key-2027',
  SHOP_BASE_URL: 'https://shop.example.vn',
  SMTP_URL: 'smtps://shop@smtp.example.vn:465',
  FUNDIIN_API_URL: 'https://api.fundiin.vn',
  FUNDIIN_CLIENT_ID: 'shop-client-id',
  FUNDIIN_MERCHANT_ID: 'SHOPMERCHANT',
  FUNDIIN_STORE_ID: 'SHOPSTORE',
};
const GOOD_WEB_ENV = {
  VITE_FIREBASE_PROJECT_ID: PROJECT,
  VITE_FIREBASE_API_KEY: 'AIzaSyRealLookingKey',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
  VITE_FIREBASE_APP_ID: '1:123:web:abc',
};

let configRoot: string;
beforeEach(() => {
  configRoot = mkdtempSync(join(tmpdir(), 'deploy-config-'));
  mkdirSync(join(configRoot, 'functions'));
  mkdirSync(join(configRoot, 'web'));
});
afterEach(() => rmSync(configRoot, { recursive: true, force: true }));

const envText = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');

function writeConfig(functionsEnv: Record<string, string>, webEnv: Record<string, string> = GOOD_WEB_ENV) {
  writeFileSync(join(configRoot, 'functions', `.env.${PROJECT}`), envText(functionsEnv));
  writeFileSync(join(configRoot, 'web', '.env.production.local'), envText(webEnv));
}

/** Runs `npm run deploy -- --project <id> --dry-run --checks-only` against the temporary config. */
async function deployDryRun(project = PROJECT): Promise<{ code: number; output: string }> {
  const args = ['scripts/deploy/deploy.mjs', '--project', project, '--dry-run', '--checks-only'];
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...args, '--config-root', configRoot], {
      cwd: repoRoot,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run deploy checks the configuration before deploying', () => {
  it('passes the configuration checks of a production config and names the password policy', async () => {
    writeConfig(GOOD_FUNCTIONS_ENV);
    const { code, output } = await deployDryRun();
    expect(output).toContain('configuration checks passed');
    expect(output).toContain('Password policy');
    expect(code).toBe(0);
  });

  it('refuses the demo project env file with its public demo keys and sandbox URLs', async () => {
    // The local project's own file, as someone would copy it to a real project's name.
    const demoEnv = readFileSync(join(repoRoot, 'functions', `.env.${LOCAL_PROJECT_ID}`), 'utf8');
    writeFileSync(join(configRoot, 'functions', `.env.${PROJECT}`), demoEnv);
    writeFileSync(join(configRoot, 'web', '.env.production.local'), envText(GOOD_WEB_ENV));
    const { code, output } = await deployDryRun();
    expect(code).toBe(1);
    expect(output).toContain('Deploy stopped');
    expect(output).toMatch(/public demo keys: .*VNPAY_PAYMENT_URL.*VNPAY_TMN_CODE.*MOMO_ACCESS_KEY/);
    expect(output).toContain('ALLOW_DEMO_PAYMENTS=true');
    expect(output).toContain('WEB_API_KEY is the emulator value');
    expect(output).toMatch(/carrier test systems or public demo values: GHN_API_URL, GHTK_API_URL/);
    expect(output).toContain('public demo Zalo values: ZNS_API_URL, ZALO_OAUTH_URL, ZALO_APP_ID');
    expect(output).toContain('the local analytics collector: GA4_MP_URL, META_GRAPH_URL');
  });

  it('refuses the local analytics collector for the purchase event, naming the fix', async () => {
    writeConfig({ ...GOOD_FUNCTIONS_ENV, META_GRAPH_URL: 'http://localhost:5058/v21.0' });
    const { code, output } = await deployDryRun();
    expect(output).toContain('the local analytics collector: META_GRAPH_URL');
    expect(output).toContain(`fix: remove META_GRAPH_URL from functions/.env.${PROJECT}`);
    expect(code).toBe(1);
  });

  it('refuses the pay-later provider\u2019s demo values (the gateway sandbox and its public demo ids)', async () => {
    writeConfig({
      ...GOOD_FUNCTIONS_ENV,
      FUNDIIN_API_URL: 'http://127.0.0.1:5055',
      FUNDIIN_CLIENT_ID: 'LSDEMOFUNDIIN',
      FUNDIIN_MERCHANT_ID: 'LSDEMOMERCHANT',
    });
    const { code, output } = await deployDryRun();
    expect(code).toBe(1);
    expect(output).toMatch(/public demo keys: .*FUNDIIN_API_URL, FUNDIIN_CLIENT_ID, FUNDIIN_MERCHANT_ID/);
  });

  it('refuses the gateways\u2019 sandbox URLs even with merchant codes', async () => {
    writeConfig({ ...GOOD_FUNCTIONS_ENV, VNPAY_PAYMENT_URL: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html' });
    const { code, output } = await deployDryRun();
    expect(code).toBe(1);
    expect(output).toContain('sandbox gateway URLs or public demo keys: VNPAY_PAYMENT_URL');
    expect(output).toContain(
      `fix: set the merchant's production values for VNPAY_PAYMENT_URL in functions/.env.${PROJECT}`,
    );
  });

  it('refuses the local ZNS sandbox and the demo Zalo app, naming the fix', async () => {
    writeConfig({
      ...GOOD_FUNCTIONS_ENV,
      ZNS_API_URL: 'http://127.0.0.1:5059',
      ZALO_OAUTH_URL: 'https://oauth.zaloapp.com',
      ZALO_APP_ID: '5059000000000000001',
    });
    const { code, output } = await deployDryRun();
    expect(output).toContain('the local ZNS sandbox or public demo Zalo values: ZNS_API_URL, ZALO_APP_ID');
    expect(output).toContain(
      `fix: set the Official Account app's values for ZNS_API_URL, ZALO_APP_ID in functions/.env.${PROJECT}`,
    );
    expect(code).toBe(1);
  });

  it("refuses the carrier sandbox and GHN's test system, naming the fix", async () => {
    writeConfig({
      ...GOOD_FUNCTIONS_ENV,
      GHN_API_URL: 'https://dev-online-gateway.ghn.vn/shiip/public-api',
      GHTK_API_URL: 'https://services.giaohangtietkiem.vn',
    });
    const { code, output } = await deployDryRun();
    expect(code).toBe(1);
    expect(output).toContain('carrier test systems or public demo values: GHN_API_URL');
    expect(output).not.toMatch(/public demo values: .*GHTK_API_URL/);
    expect(output).toContain(`fix: set the carriers' production values for GHN_API_URL in functions/.env.${PROJECT}`);
  });

  it('refuses the local mail catcher as SMTP server, and a missing bank webhook key, naming the fix', async () => {
    const { BANK_WEBHOOK_API_KEY: _omitted, ...withoutBankKey } = GOOD_FUNCTIONS_ENV;
    writeConfig({ ...withoutBankKey, SMTP_URL: 'smtp://127.0.0.1:5025' });
    const { code, output } = await deployDryRun();
    expect(code).toBe(1);
    expect(output).toContain('SMTP_URL "smtp://127.0.0.1:5025" is the local mail catcher');
    expect(output).toContain(`fix: set SMTP_URL in functions/.env.${PROJECT} to your mail provider`);
    expect(output).toContain('BANK_WEBHOOK_API_KEY is not set');
  });

  it('refuses an http or missing SHOP_BASE_URL and names the fix', async () => {
    writeConfig({ ...GOOD_FUNCTIONS_ENV, SHOP_BASE_URL: 'http://shop.example.vn' });
    let result = await deployDryRun();
    expect(result.code).toBe(1);
    expect(result.output).toContain('SHOP_BASE_URL "http://shop.example.vn" is not https');
    expect(result.output).toContain(`set SHOP_BASE_URL in functions/.env.${PROJECT} to the shop's public https origin`);

    const { SHOP_BASE_URL: _left, ...withoutBase } = GOOD_FUNCTIONS_ENV;
    writeConfig(withoutBase);
    result = await deployDryRun();
    expect(result.code).toBe(1);
    expect(result.output).toContain('SHOP_BASE_URL is not set');
  });

  it('refuses a missing or demo web config', async () => {
    writeConfig(GOOD_FUNCTIONS_ENV, {
      ...GOOD_WEB_ENV,
      VITE_FIREBASE_API_KEY: 'demo-api-key',
      VITE_FIREBASE_APP_ID: '',
    });
    const { code, output } = await deployDryRun();
    expect(code).toBe(1);
    expect(output).toContain('web config VITE_FIREBASE_API_KEY is the demo value');
    expect(output).toContain('web config VITE_FIREBASE_APP_ID is not set');
  });

  it('refuses to deploy an emulator-only demo- project', async () => {
    const { code, output } = await deployDryRun(LOCAL_PROJECT_ID);
    expect(code).toBe(1);
    expect(output).toContain(`"${LOCAL_PROJECT_ID}" is an emulator-only project`);
  });
});

describe('npm run deploy refuses the public demo secrets', () => {
  // functions/.secret.local: the emulator's secrets, every one a public demo value but the mail catcher's.
  const localSecrets = parseEnv(readFileSync(join(repoRoot, 'functions', '.secret.local'), 'utf8'));
  const demoValues = demoSecretValues({
    payment: DEMO_PAYMENT_SETTINGS,
    carrier: DEMO_CARRIER_SETTINGS,
    zalo: DEMO_ZALO_SETTINGS,
    analytics: DEMO_ANALYTICS_SETTINGS,
  });

  it('requires every secret the emulator runs with, carriers included', () => {
    expect([...REQUIRED_SECRETS].sort()).toEqual(Object.keys(localSecrets).sort());
    for (const name of ['GHN_TOKEN', 'GHN_WEBHOOK_TOKEN', 'GHTK_TOKEN', 'GHTK_WEBHOOK_HASH']) {
      expect(REQUIRED_SECRETS).toContain(name);
    }
  });

  it('knows the demo value of each required secret, as the demo settings define it', () => {
    for (const name of REQUIRED_SECRETS.filter((n) => n !== 'SMTP_PASSWORD')) {
      expect({ name, value: demoValues[name] }).toEqual({ name, value: localSecrets[name] });
    }
  });
});
