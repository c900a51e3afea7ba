/** The Auth SDK is set up without the popup/redirect resolver that loads Google's script the CSP refuses. */
import { describe, expect, it, vi } from 'vitest';

const { initializeAuth, getAuth } = vi.hoisted(() => ({
  initializeAuth: vi.fn((..._args: unknown[]) => ({ authStateReady: async () => undefined, currentUser: null })),
  getAuth: vi.fn(),
}));
vi.mock('firebase/auth', () => ({
  initializeAuth,
  getAuth,
  connectAuthEmulator: vi.fn(),
  signInWithCustomToken: vi.fn(),
  signOut: vi.fn(),
  indexedDBLocalPersistence: { type: 'indexedDB' },
  browserLocalPersistence: { type: 'local' },
  browserSessionPersistence: { type: 'session' },
}));
vi.mock('./firebase-app', () => ({ firebaseApp: { name: 'test-app' } }));
// setup-tests.ts replaces this module for every other test.
vi.unmock('@/lib/firebase-auth');

describe('firebase auth set-up', () => {
  it('keeps the session in IndexedDB, then local and session storage, and asks for no popup/redirect resolver', async () => {
    await import('@/lib/firebase-auth');
    expect(getAuth).not.toHaveBeenCalled();
    expect(initializeAuth).toHaveBeenCalledTimes(1);
    const [, options] = initializeAuth.mock.calls[0] as [unknown, Record<string, unknown>];
    expect(Object.keys(options)).toEqual(['persistence']);
    expect(options.persistence).toEqual([{ type: 'indexedDB' }, { type: 'local' }, { type: 'session' }]);
  });
});
