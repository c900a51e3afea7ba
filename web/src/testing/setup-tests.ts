import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { clearQueryCache } from '@/lib/query-store';
import { takeUnexpectedCalls } from './fake-api';
import { liveOrders } from './fake-live-orders';

// Component tests read the default language: the specification's texts as written.
activateLanguage('mixed');

// findBy/waitFor wait up to 3 s: toasts load notistack on first use, which a loaded CI machine can
// take more than the default second to do.
configure({ asyncUtilTimeout: 3000 });

// The Firebase Auth SDK is outside what component tests exercise: no session, no token, unless a
// test mocks this module itself.
vi.mock('@/lib/firebase-auth', () => ({
  openSession: vi.fn(async () => undefined),
  closeSession: vi.fn(async () => undefined),
  currentIdToken: vi.fn(async () => null),
}));

// Orders are read live from Firestore: the order screens read the fake store of fake-live-orders.ts.
vi.mock('@/features/orders/order-reads', () => import('./fake-live-orders'));

afterEach(() => {
  cleanup();
  liveOrders.reset();
  window.localStorage.clear();
  window.sessionStorage.clear();
  // Each test starts with nothing cached and the real fetch (fake-api.ts replaces it per test).
  clearQueryCache();
  vi.unstubAllGlobals();
  const unexpected = takeUnexpectedCalls();
  if (unexpected.length > 0) throw new Error(`API calls the test did not answer:\n${unexpected.join('\n')}`);
});

// A component test that logs a React or MUI error fails, unless the test expects it (epic-stack habit).
const originalError = console.error;
console.error = (...args: unknown[]) => {
  originalError(...args);
  throw new Error(`console.error was called: ${String(args[0])}`);
};
