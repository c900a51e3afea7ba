/**
 * Real Chromium (Debian's package) driven by playwright-core, against the emulator stack.
 * BASE_URL is hosting (built app) by default; E2E_BASE_URL may point at a Vite dev server.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { reseed } from './seed';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
export const SCREENSHOT_DIR = resolve(process.env.E2E_SCREENSHOT_DIR ?? 'test-results/screenshots');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'desktop',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: BASE_URL, locale: 'vi-VN' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

/** Saves a screenshot of the current page as {name}-{viewport}.png in SCREENSHOT_DIR. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const label = width <= VIEWPORTS.phone.width ? 'phone' : 'desktop';
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: true });
}

/**
 * One Chromium per test file, from a freshly seeded catalogue when asked: registers the file's
 * beforeAll/afterAll and returns the browser once it is up.
 */
export function browserForFile(options: { reseed?: boolean } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (options.reseed) reseed();
    browser = await launchBrowser();
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet (use it inside tests or later hooks)');
    return browser;
  };
}
