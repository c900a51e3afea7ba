/**
 * False while React renders on the server and while it hydrates that HTML, true afterwards (and
 * from the first render of a page the browser renders itself). What the server cannot know (the
 * session, the cart in local storage) waits for it, so hydration matches the server's HTML and the
 * cached HTML never holds anything about a visitor.
 */
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
