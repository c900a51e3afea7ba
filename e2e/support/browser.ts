/**
 * Real Chromium (Debian's package) driven by playwright-core, against the emulator stack.
 * BASE_URL is hosting (built app) by default; E2E_BASE_URL may point at a Vite dev server.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { SHOP_ORIGIN } from '../../local-stack.mjs';
import { checkAccessibility, takeAccessibilityViolations } from './accessibility';
import { reseed, RESEED_TIMEOUT_MS } from './seed';

export const BASE_URL = process.env.E2E_BASE_URL ?? SHOP_ORIGIN;
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

/**
 * Content-Security-Policy violations seen by any page since the last check. Every page reports
 * them to the console (the init script below), so a policy that breaks a screen fails its journey
 * (browserForFile checks after each test) instead of silently blocking a request.
 */
const cspViolations: string[] = [];

const REPORT_CSP_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('CSP violation: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline code'));
});`;

export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

/** The consent choice every journey's browser starts with unless it asks for a first visit (newPage). */
export const PRESET_CONSENT_COOKIE = 'ls_consent';

export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'desktop',
  {
    javaScriptEnabled = true,
    locale = 'vi-VN',
    firstVisit = false,
  }: {
    javaScriptEnabled?: boolean;
    /**
     * A browser that never answered the consent banner. Otherwise it answered "Chỉ cần thiết" for the
     * seeded consentVersion ('1'), so the banner, fixed at the bottom, covers no journey's buttons.
     */
    firstVisit?: boolean;
    /** The browser's language (navigator.languages and Accept-Language follow it): a Vietnamese Chromium unless told. */
    locale?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: BASE_URL,
    locale,
    javaScriptEnabled,
  });
  context.setDefaultTimeout(15_000);
  if (!firstVisit) await context.addCookies([{ name: PRESET_CONSENT_COOKIE, value: '1.00', url: BASE_URL }]);
  await context.addInitScript(REPORT_CSP_VIOLATIONS);
  context.on('console', (message) => {
    const text = message.text();
    if (/CSP violation|Content Security Policy/i.test(text)) cspViolations.push(text);
  });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Until a server-rendered page's app has hydrated (use-hydrated.tsx marks <html>): before that, a
 * click on a server-rendered button (the user menu, a heart) does nothing.
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);

/**
 * Waits until the app has hydrated (use-hydrated.tsx marks <html>) and no transition is under way:
 * axe reads colours as they are at that instant, and a button caught half-way through MUI's colour
 * transition from disabled to enabled fails its contrast check. Pages that are not the app (the
 * gateway sandbox) have no #root and only wait for their transitions.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.hydrated !== undefined,
  );
  // getAnimations() brings styles up to date first, so a transition the last commit started is listed.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * Saves a screenshot of the current page as {name}-{viewport}.png in SCREENSHOT_DIR, and checks the
 * screen with axe: every screen the journeys show is photographed at phone and desktop width.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const label = width <= VIEWPORTS.phone.width ? 'phone' : 'desktop';
  await settled(page);
  await page.screenshot({ path: resolve(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: true });
  await checkAccessibility(page, `${name}-${label}`);
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
  }, RESEED_TIMEOUT_MS + 30_000);
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(() => {
    expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
    expect(takeAccessibilityViolations(), 'serious or critical accessibility violations (axe)').toEqual([]);
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet (use it inside tests or later hooks)');
    return browser;
  };
}
