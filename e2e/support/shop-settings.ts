/**
 * Journeys that change the shop's settings do it through the API, as the admin's form does, and
 * wait until the pages show them: the ssr and api functions keep the settings they read for 60 s
 * (functions/src/data/shop-settings.ts), so a journey that went on at once, or the next journey
 * after a restore, could meet a function still answering with the previous settings.
 */
import { SSR_LANGUAGE_ATTRIBUTE, SSR_PRICE_STYLE_ATTRIBUTE } from '@shared/constants';
import type { PublicShopSettings, ShopSettingsRecord } from '@shared/shop-settings';
import { BASE_URL } from './browser';
import { ACCOUNTS } from './seed';

/** The functions' 60 s settings cache, and some slack. */
const SETTINGS_REACH_PAGES_MS = 75_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A JSON call to the shop's API through Hosting; anything but 2xx throws with the answer. */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export const adminToken = async () =>
  (await api<{ token: string }>('/users/signin', { method: 'POST', body: JSON.stringify(ACCOUNTS.admin) })).token;

/**
 * Saves the stored settings with `change` applied, over the stored version. Right after a reseed
 * wiped the document, the API may still offer the version it cached from a previous run, which the
 * save refuses (409): read again until the versions agree.
 */
export async function saveSettings(change: (stored: ShopSettingsRecord) => Partial<ShopSettingsRecord>): Promise<void> {
  const headers = { Authorization: `Bearer ${await adminToken()}` };
  const deadline = Date.now() + SETTINGS_REACH_PAGES_MS;
  for (;;) {
    const stored = await api<ShopSettingsRecord>('/settings/admin', { headers });
    const { updatedBy: _by, ...form } = { ...stored, ...change(stored) };
    const response = await fetch(`${BASE_URL}/api/settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(form),
    });
    if (response.ok) return;
    if (response.status !== 409 || Date.now() > deadline) {
      throw new Error(`PUT /settings: ${response.status} ${await response.text()}`);
    }
    await pause(3000);
  }
}

/**
 * Until both the server-rendered home page and GET /api/settings show the settings `shows` looks
 * for; `what` names them in the error when they never do.
 */
export async function waitForShop(
  what: string,
  shows: (homeHtml: string, settings: PublicShopSettings) => boolean,
): Promise<void> {
  const deadline = Date.now() + SETTINGS_REACH_PAGES_MS;
  for (;;) {
    const html = await (await fetch(`${BASE_URL}/`)).text();
    if (shows(html, await api<PublicShopSettings>('/settings'))) return;
    if (Date.now() > deadline) throw new Error(`the shop never showed ${what}`);
    await pause(2000);
  }
}

/** Until the pages and the API's reads show this language and price style (ssr-app.ts writes both on the root element). */
export const waitForLanguageAndPrices = (language: string, priceStyle: string) =>
  waitForShop(
    `${language} with the price style '${priceStyle}'`,
    (html, settings) =>
      html.includes(`${SSR_LANGUAGE_ATTRIBUTE}="${language}" ${SSR_PRICE_STYLE_ATTRIBUTE}="${priceStyle}"`) &&
      settings.priceStyle === priceStyle,
  );

/** Until the pages and the API's reads show this price style, whatever the language. */
export const waitForPriceStyle = (priceStyle: string) =>
  waitForShop(
    `the price style '${priceStyle}'`,
    (html, settings) =>
      html.includes(`${SSR_PRICE_STYLE_ATTRIBUTE}="${priceStyle}"`) && settings.priceStyle === priceStyle,
  );
