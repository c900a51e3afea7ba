/**
 * False while React renders on the server and while it hydrates that HTML, true afterwards (and
 * from the first render of a page the browser renders itself). What the server cannot know (the
 * session, the cart in local storage) waits for it, so hydration matches the server's HTML and the
 * cached HTML never holds anything about a visitor.
 *
 * One flag for the whole app, switched as a transition: React then re-renders what depends on it
 * (the cart badge, the account menu, the add-to-cart buttons) in slices that yield to the browser.
 * A `useSyncExternalStore` per component did the same with a synchronous update per component,
 * which held a phone's main thread for the whole page after hydration (Total Blocking Time, ADR 0018).
 */
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

/** Without a provider (component tests) the browser renders by itself: hydrated from the start. */
const HydratedContext = createContext(true);

/**
 * Around the app. `serverHtml`: the markup is rendered on the server, or hydrates what the server
 * rendered (main.tsx); the flag is then false until hydration has committed.
 */
export function HydrationProvider({ serverHtml, children }: { serverHtml: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!serverHtml);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
    // Marks the page as interactive once everything that waited for the flag has committed: the
    // browser journeys wait for it before they check a screen, as the add-to-cart buttons change
    // colour (MUI's 250 ms transition) when they become enabled.
    else document.documentElement.dataset.hydrated = '';
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

export const useHydrated = (): boolean => useContext(HydratedContext);
