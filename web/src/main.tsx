import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { browserLanguage, startLanguage } from './i18n/i18n';
import { seedQuery } from './lib/query-store';
// A static stylesheet the built index.html links in its head: the home page's sections cost no JavaScript.
import './features/catalog/home-sections.css';
import './app/layout/header-phone.css';
import { SSR_DATA_ELEMENT_ID, SSR_LANGUAGE_ATTRIBUTE, SSR_PRICE_STYLE_ATTRIBUTE } from '@shared/constants';
import { isLanguage } from '@shared/languages';
import { setPriceStyle } from '@shared/money';
import { readPageSettings } from './app/page-settings';

/**
 * Ends the current task so the browser can paint and answer a tap before the next start-up step.
 * A phone otherwise evaluates the app's modules, builds the router and starts hydration in one
 * long task (Total Blocking Time, ADR 0018).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app (MUI, the router, the layout) is imported, not part of this module's static graph: the
 * browser evaluates a static module graph in one task, and this one was the longest task of a
 * phone's start-up. Imported, it is evaluated in a task of its own, and Rollup groups what only the
 * app uses into fewer chunks (home route 42 -> 17 files, 178.9 -> 169.1 KB gzip). The import starts
 * at once, so it loads while the language catalogue does.
 */
const appModules = Promise.all([import('./app/app'), import('./app/router')]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const serverData = document.getElementById(SSR_DATA_ELEMENT_ID);
const serverRendered = serverData !== null && root.hasChildNodes();
// The language and price style are set once, before the first render (ADR 0086, 0087). A
// server-rendered page says which it was rendered with, so hydration renders the same text; any
// other page reads the shop's settings first (into the cache its screens read them from).
const serverLanguage = root.getAttribute(SSR_LANGUAGE_ATTRIBUTE);
if (serverRendered && isLanguage(serverLanguage)) {
  setPriceStyle(root.getAttribute(SSR_PRICE_STYLE_ATTRIBUTE) === 'vnd' ? 'vnd' : 'spec');
  // The chosen language's catalogue loads before the first render (none for the default language).
  await startLanguage(serverLanguage);
} else {
  const settings = await readPageSettings();
  setPriceStyle(settings.priceStyle);
  await startLanguage(browserLanguage(settings.defaultLanguage));
}

if (serverData && serverRendered) {
  // A shopper page the server rendered (entry-server.tsx): it is on screen already, so nothing is
  // lost by yielding between the steps. The reads it rendered go into the cache first, so hydration
  // renders the same markup and reads nothing again.
  const [{ App }, { createHydratingRouter }] = await appModules;
  await yieldToBrowser();
  const entries = JSON.parse(serverData.textContent ?? '{}') as Record<string, unknown>;
  for (const [key, data] of Object.entries(entries)) seedQuery(key, data);
  const router = await createHydratingRouter();
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page: the page is already painted, and a tap during hydration is
  // answered sooner (Total Blocking Time, ADR 0018).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
} else {
  const [{ App }] = await appModules;
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
