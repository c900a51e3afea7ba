/**
 * The signed-in user (spec: userInfo in session and local storage). The Firebase Auth SDK session
 * behind it is opened lazily and only used for fresh ID tokens.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { ProfileInfo, UserInfo } from '@shared/entities/account';
import { STORAGE_KEYS } from '@/config/storage-keys';
import { API_MSG } from '@shared/messages';
import { onSessionEnded as onServerEndedSession } from '@/lib/session-events';
import { clearQueryCache } from '@/lib/query-store';
import { useHydrated } from '@/lib/use-hydrated';
import { notify } from '@/lib/notify';
import { hasFields, isRecord, readStored, removeStored, writeStored } from '@/lib/local-store';

/** What is kept in local storage: UserInfo without the one-time custom token. */
export type StoredUserInfo = Omit<UserInfo, 'customToken'>;

const isStoredUserInfo = (value: unknown): value is StoredUserInfo =>
  isRecord(value) &&
  hasFields(value, { _id: 'string', name: 'string', email: 'string', isAdmin: 'boolean', token: 'string' }) &&
  value._id !== '';

interface SessionValue {
  userInfo: StoredUserInfo | null;
  /** Keeps the user returned by sign-in or sign-up and opens the SDK session. */
  signIn: (info: UserInfo) => Promise<void>;
  /** Keeps the name and email a profile update returned, in the same session. */
  updateProfile: (info: ProfileInfo) => void;
  /** Clears user info, cart items, shipping address and payment method (spec section 4). */
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Storage keys that belong to the signed-in shopper and go with sign-out. */
const SESSION_KEYS = [
  STORAGE_KEYS.userInfo,
  STORAGE_KEYS.cartItems,
  STORAGE_KEYS.shippingAddress,
  STORAGE_KEYS.paymentMethod,
];

interface SessionProviderProps {
  children: ReactNode;
  /** After an explicit sign-out (the cart in memory empties too). */
  onSignedOut?: () => void;
  /** After the server ended the session (e.g. to go to sign-in and come back). */
  onSessionEnded?: () => void;
}

export function SessionProvider({ children, onSignedOut, onSessionEnded }: SessionProviderProps) {
  const [userInfo, setUserInfo] = useState<StoredUserInfo | null>(() =>
    readStored(STORAGE_KEYS.userInfo, isStoredUserInfo),
  );

  const signIn = useCallback(async (info: UserInfo) => {
    const { customToken, ...stored } = info;
    const { openSession } = await import('@/lib/firebase-auth');
    await openSession(customToken);
    // Reads cached for someone else (their orders) must not show to this account.
    clearQueryCache();
    writeStored(STORAGE_KEYS.userInfo, stored);
    setUserInfo(stored);
  }, []);

  const updateProfile = useCallback((info: ProfileInfo) => {
    // An email change waiting for its link is news for the profile page, not part of the session.
    const { pendingEmail: _pending, ...stored } = info;
    writeStored(STORAGE_KEYS.userInfo, stored);
    setUserInfo(stored);
  }, []);

  const signOut = useCallback(async () => {
    SESSION_KEYS.forEach(removeStored);
    clearQueryCache();
    setUserInfo(null);
    onSignedOut?.();
    const { closeSession } = await import('@/lib/firebase-auth');
    await closeSession();
  }, [onSignedOut]);

  /**
   * The server refused the session even after a token refresh (revoked, disabled, deleted). Unlike
   * a sign-out, the cart, shipping address and payment method stay: the shopper signs in again and
   * carries on where they were.
   */
  const endSession = useCallback(async () => {
    removeStored(STORAGE_KEYS.userInfo);
    clearQueryCache();
    setUserInfo(null);
    notify.error(API_MSG.sessionEnded);
    onSessionEnded?.();
    const { closeSession } = await import('@/lib/firebase-auth');
    await closeSession();
  }, [onSessionEnded]);

  useEffect(() => onServerEndedSession(() => void endSession()), [endSession]);

  // Hydrating server HTML: the account appears just after, as the server rendered the signed-out view.
  const hydrated = useHydrated();
  const shownUser = hydrated ? userInfo : null;
  const value = useMemo(
    () => ({ userInfo: shownUser, signIn, updateProfile, signOut }),
    [shownUser, signIn, updateProfile, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
